// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/topics.h"

#include "no_idea/observation.h"

#include <array>

namespace games::no_idea {

namespace {

constexpr std::string_view kOpeningCard = "no-idea.opening-card";
constexpr std::string_view kReveal = "no-idea.reveal";
constexpr std::string_view kFit = "no-idea.fit";
constexpr std::string_view kNoFit = "no-idea.no-fit";
constexpr std::string_view kChoosePile = "no-idea.choose-pile";
constexpr std::string_view kPlus = "no-idea.plus";
constexpr std::string_view kRemovePiles = "no-idea.remove-piles";
constexpr std::string_view kRefill = "no-idea.refill";
constexpr std::string_view kPrize = "no-idea.prize";
constexpr std::string_view kAllCleared = "no-idea.all-cleared";
constexpr std::string_view kNothingFits = "no-idea.nothing-fits";
constexpr std::string_view kEmptyDrawPile = "no-idea.empty-draw-pile";
constexpr std::string_view kEnd = "no-idea.end";

constexpr std::array kTopics {
    core::TopicInfo {
        kOpeningCard, "each turn begins with the draw pile's top card: on a pile it fits, else a new pile (ND-2)"},
    core::TopicInfo {kReveal, "then reveal one of your face-down cards (ND-3)"},
    core::TopicInfo {kFit, "a card fits a pile of its colour or its number: play it and reveal again (ND-3)"},
    core::TopicInfo {
        kNoFit, "a card that fits nowhere goes back face down, known to all, and the turn ends (ND-3, ND-8)"},
    core::TopicInfo {kChoosePile, "a card that fits several piles: choose which (ND-2, ND-3)"},
    core::TopicInfo {kPlus, "the \"+\" function: the draw pile's next card is played too (ND-4)"},
    core::TopicInfo {kRemovePiles, "the function that sets every other pile aside (ND-4)"},
    core::TopicInfo {kRefill, "the function that refills the others' layouts to three (ND-4)"},
    core::TopicInfo {kPrize, "a consolation prize: yours, and the turn ends (ND-2, ND-3)"},
    core::TopicInfo {kAllCleared, "the last layout card gone: a trophy and six new cards (ND-6)"},
    core::TopicInfo {
        kNothingFits, "with three cards or fewer: \"Nothing fits anymore!\", a trophy if right, none if wrong (ND-7)"},
    core::TopicInfo {kEmptyDrawPile,
        "the draw pile is empty: the set-aside cards, else the piles' lower cards, are shuffled (ND-5)"},
    core::TopicInfo {kEnd, "the last trophy is taken: the game ends, stars are counted (ND-9)"},
};

/// What the log's entry `index` shows.
void readEvent(const NoIdeaView& view, std::size_t index, std::vector<std::string_view>& out)
{
    const Event& event = view.log[index];
    switch (event.type) {
    case EventType::Draw:
        if (event.flag == static_cast<std::uint8_t>(Source::Opening))
            core::addTopic(out, kOpeningCard);
        break;
    case EventType::Reveal:
        if (event.flag == 0)
            core::addTopic(out, kReveal);
        break;
    case EventType::Play:
        if (event.position > 0)
            core::addTopic(out, kFit);
        switch (functionOf(event.card)) {
        case Function::Plus:
            core::addTopic(out, kPlus);
            break;
        case Function::RemovePiles:
            core::addTopic(out, kRemovePiles);
            break;
        case Function::RefillTo3:
            core::addTopic(out, kRefill);
            break;
        case Function::None:
            break;
        }
        break;
    case EventType::NoFit:
        core::addTopic(out, kNoFit);
        break;
    case EventType::Prize:
        core::addTopic(out, kPrize);
        break;
    case EventType::Reshuffle:
    case EventType::NothingToDraw:
        core::addTopic(out, kEmptyDrawPile);
        break;
    case EventType::Declare:
        core::addTopic(out, kNothingFits);
        break;
    case EventType::Trophy:
        // A trophy after "Nothing fits anymore!" follows its result; any other is a cleared layout's (ND-6, ND-7).
        if (index == 0 || view.log[index - 1].type != EventType::DeclareResult)
            core::addTopic(out, kAllCleared);
        break;
    case EventType::GameOver:
        core::addTopic(out, kEnd);
        break;
    default:
        break;
    }
}

/// The topics of the decision the viewer faces.
void readDecision(const NoIdeaView& view, std::vector<std::string_view>& out)
{
    if (view.viewerSeat < 0 || view.viewerSeat != view.toMove)
        return;
    if (view.decision == Decision::ChoosePile) {
        core::addTopic(out, kChoosePile);
    } else if (view.decision == Decision::Reveal) {
        core::addTopic(out, kReveal);
        if (view.seats[static_cast<std::size_t>(view.viewerSeat)].cardCount() <= kDeclareLimit)
            core::addTopic(out, kNothingFits);
    }
}

} // namespace

std::span<const core::TopicInfo> topics()
{
    return kTopics;
}

std::vector<std::string_view> topicsAt(const core::Observation& observation, std::size_t sinceLogSize)
{
    std::vector<std::string_view> out;
    const auto* view = dynamic_cast<const NoIdeaObservation*>(&observation);
    if (!view)
        return out;
    for (std::size_t i = sinceLogSize; i < view->log.size(); ++i)
        readEvent(*view, i, out);
    readDecision(*view, out);
    return out;
}

} // namespace games::no_idea
