// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/topics.h"

#include "no_thanks/observation.h"
#include "no_thanks/setup.h"

#include <array>
#include <cstdint>

namespace games::no_thanks {

namespace {

constexpr std::string_view kTakeOrRefuse = "no-thanks.take-or-refuse";
constexpr std::string_view kPayAChip = "no-thanks.pay-a-chip";
constexpr std::string_view kTakeTheChips = "no-thanks.take-the-chips";
constexpr std::string_view kRun = "no-thanks.run";
constexpr std::string_view kNoChips = "no-thanks.no-chips";
constexpr std::string_view kGreenAuction = "no-thanks.green-auction";
constexpr std::string_view kEnd = "no-thanks.end";
/// The option of the special cards (game.cpp): their topics show only with it.
constexpr std::string_view kExpansion = "expansion";
constexpr std::string_view kScoring = "no-thanks.scoring";

/// The topic of each special card, by id from kFirstSpecial (cards.h): the bonus cards share one.
constexpr std::array<std::string_view, kLastSpecial - kFirstSpecial + 1> kSpecialTopics {"no-thanks.bonus",
    "no-thanks.bonus", "no-thanks.bonus", "no-thanks.bonus", "no-thanks.wild", "no-thanks.per-card-plus",
    "no-thanks.skip", "no-thanks.look", "no-thanks.give", "no-thanks.remove", "no-thanks.double", "no-thanks.pink-x",
    "no-thanks.negative-chips", "no-thanks.halve", "no-thanks.highest-double", "no-thanks.forty",
    "no-thanks.per-card-minus"};

constexpr std::array kTopics {
    core::TopicInfo {kTakeOrRefuse, "a card in the middle: take it, or refuse it (NT-4)"},
    core::TopicInfo {kPayAChip, "refusing costs a chip, put on the card (NT-4)"},
    core::TopicInfo {kTakeTheChips, "who takes the card takes the chips on it, then reveals the next (NT-4, NT-20)"},
    core::TopicInfo {kRun, "a card next to one you hold: a run costs only its lowest card (NT-5)"},
    core::TopicInfo {kNoChips, "with no chips left you must take (NT-4; a green card: decline, NT-7)"},
    core::TopicInfo {
        kGreenAuction, "a green card is bid for: bid a chip or decline and take the chips (NT-7)", kExpansion},
    core::TopicInfo {"no-thanks.bonus", "bonus points at the end (NT-8, NT-18)", kExpansion},
    core::TopicInfo {"no-thanks.wild", "the wild card: any one number 3-35 at the end (NT-11, NT-26)", kExpansion},
    core::TopicInfo {"no-thanks.per-card-plus", "+1 point per card of the display at the end (NT-14)", kExpansion},
    core::TopicInfo {"no-thanks.skip", "skip: leave the bidding on one card (NT-9, NT-23)", kExpansion},
    core::TopicInfo {"no-thanks.look", "look at the set-aside cards (NT-16, NT-25)", kExpansion},
    core::TopicInfo {
        "no-thanks.give", "give a card of your display to your left neighbour, at once (NT-15)", kExpansion},
    core::TopicInfo {"no-thanks.remove", "remove a card of your display, at once (NT-15)", kExpansion},
    core::TopicInfo {"no-thanks.double", "the chips count double at the end (NT-12)", kExpansion},
    core::TopicInfo {
        "no-thanks.pink-x", "take the first card with a pink X from the deck, at once (NT-10, NT-21)", kExpansion},
    core::TopicInfo {"no-thanks.negative-chips", "the chips count as minus points at the end (NT-12)", kExpansion},
    core::TopicInfo {"no-thanks.halve", "the chips count half at the end (NT-12)", kExpansion},
    core::TopicInfo {
        "no-thanks.highest-double", "the highest number card (or its run) counts double (NT-13)", kExpansion},
    core::TopicInfo {"no-thanks.forty", "the number 40: a number card that never joins a run (NT-27)", kExpansion},
    core::TopicInfo {"no-thanks.per-card-minus", "-1 point per card of the display at the end (NT-14)", kExpansion},
    core::TopicInfo {kEnd, "the last card is taken: the game ends (NT-5, NT-22)"},
    core::TopicInfo {kScoring, "cards count minus (a run its lowest card), chips plus (NT-5)"},
};

/// The numbers each seat holds as the log tells them, a bit per value, and each seat's chips (chipsFromLog's
/// count, kept entry by entry so that each entry can be read as it happened).
struct Table {
    std::array<std::uint64_t, kMaxSeats> numbers {};
    std::array<int, kMaxSeats> chips {};
};

bool holdsNeighbour(std::uint64_t numbers, Card card)
{
    return isNumber(card) && ((numbers >> (card - 1)) & 1U || (numbers >> (card + 1)) & 1U);
}

/// What `event` shows, given the table before it; then the table after it.
void readEvent(const Event& event, Table& table, std::vector<std::string_view>& out)
{
    if (event.seat >= kMaxSeats)
        return;
    std::uint64_t& numbers = table.numbers[event.seat];
    int& chips = table.chips[event.seat];
    const auto gain = [&numbers](Card card) {
        if (isNumber(card))
            numbers |= std::uint64_t {1} << card;
    };
    switch (event.type) {
    case EventType::Reveal:
    case EventType::FetchDeck:
    case EventType::FetchSetAside:
        if (isSpecial(event.card))
            core::addTopic(out, kSpecialTopics[event.card - kFirstSpecial]);
        if (event.type == EventType::Reveal)
            break;
        if (holdsNeighbour(numbers, event.card))
            core::addTopic(out, kRun);
        gain(event.card);
        break;
    case EventType::Take:
        if (chips == 0)
            core::addTopic(out, kNoChips);
        if (event.n > 0)
            core::addTopic(out, kTakeTheChips);
        if (holdsNeighbour(numbers, event.card))
            core::addTopic(out, kRun);
        gain(event.card);
        chips += event.n;
        break;
    case EventType::Refuse:
        core::addTopic(out, kPayAChip);
        --chips;
        break;
    case EventType::Bid:
        core::addTopic(out, kGreenAuction);
        --chips;
        break;
    case EventType::Decline:
        if (chips == 0)
            core::addTopic(out, kNoChips);
        core::addTopic(out, kGreenAuction);
        chips += event.n;
        break;
    case EventType::Give:
        if (event.n < kMaxSeats && isNumber(event.card)) {
            numbers &= ~(std::uint64_t {1} << event.card);
            table.numbers[event.n] |= std::uint64_t {1} << event.card;
        }
        break;
    case EventType::Remove:
        if (isNumber(event.card))
            numbers &= ~(std::uint64_t {1} << event.card);
        break;
    default:
        break;
    }
}

/// The topics of the decision the viewer faces.
void readDecision(const NoThanksObservation& view, std::vector<std::string_view>& out)
{
    if (view.viewerSeat < 0 || view.viewerSeat != view.toMove)
        return;
    switch (view.decision) {
    case Decision::TakeOrRefuse:
        core::addTopic(out, kTakeOrRefuse);
        if (view.ownChips == 0)
            core::addTopic(out, kNoChips);
        break;
    case Decision::Auction:
        core::addTopic(out, kGreenAuction);
        if (view.ownChips == 0)
            core::addTopic(out, kNoChips);
        break;
    case Decision::Give:
    case Decision::Remove:
        core::addTopic(out, kSpecialTopics[(view.decision == Decision::Give ? kGive : kRemove) - kFirstSpecial]);
        return;
    case Decision::Over:
        return;
    }
    const auto& own = view.displays[static_cast<std::size_t>(view.viewerSeat)];
    std::uint64_t numbers = 0;
    for (Card card : own)
        if (isNumber(card))
            numbers |= std::uint64_t {1} << card;
    if (holdsNeighbour(numbers, view.middle))
        core::addTopic(out, kRun);
}

} // namespace

std::span<const core::TopicInfo> topics()
{
    return kTopics;
}

std::vector<std::string_view> topicsAt(const core::Observation& observation, std::size_t sinceLogSize)
{
    std::vector<std::string_view> out;
    const auto* view = dynamic_cast<const NoThanksObservation*>(&observation);
    if (!view || view->seatCount < 1 || view->seatCount > kMaxSeats)
        return out;
    Table table;
    table.chips.fill(startChips(view->seatCount));
    std::vector<std::string_view> unused;
    for (std::size_t i = 0; i < view->log.size(); ++i)
        readEvent(view->log[i], table, i < sinceLogSize ? unused : out);
    if (view->decision == Decision::Over && view->log.size() > sinceLogSize) {
        core::addTopic(out, kEnd);
        core::addTopic(out, kScoring);
    }
    readDecision(*view, out);
    return out;
}

} // namespace games::no_thanks
