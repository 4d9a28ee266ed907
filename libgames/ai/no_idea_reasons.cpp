// SPDX-License-Identifier: GPL-3.0-or-later
// Why a No Idea decision was better (HardLevel::whyBetter): what the seat had seen of its own layout (known cards,
// ND-8) against the piles' tops, which everyone sees. Nothing else of the observation is read.
#include "ai/no_idea_hard_level.h"

#include "no_idea/moves.h"
#include "no_idea/observation.h"

#include <algorithm>
#include <array>

namespace games::ai {

namespace {

using namespace games::no_idea;
using core::ArgKind;

constexpr std::array kReasons {
    // You had seen card a at place b: it fits pile c.
    ReasonInfo {"no-idea.seen-card-fits", {ArgKind::Card, ArgKind::Number, ArgKind::Number}},
    // The same, when "Nothing fits anymore!" was declared.
    ReasonInfo {"no-idea.declared-but-seen-card-fits", {ArgKind::Card, ArgKind::Number, ArgKind::Number}},
    // You had seen card a at place b: it fits no pile.
    ReasonInfo {"no-idea.seen-card-fits-nowhere", {ArgKind::Card, ArgKind::Number}},
    // "Nothing fits anymore!" was declared with a unseen cards still face down.
    ReasonInfo {"no-idea.declared-with-unseen", {ArgKind::Number}},
    // Every card of the layout (a of them) had been seen and none fits: the declaration was sure.
    ReasonInfo {"no-idea.nothing-fits-sure", {ArgKind::Number}},
    // None of the a seen cards fits, and only b are unseen: declaring was the better risk.
    ReasonInfo {"no-idea.nothing-fits-likely", {ArgKind::Number, ArgKind::Number}},
};

/// The first pile (1-based) whose top `card` fits, or 0.
int firstFittingPile(const NoIdeaView& view, Card card)
{
    for (std::size_t i = 0; i < view.piles.size(); ++i)
        if (!view.piles[i].empty() && fits(card, view.top(i)))
            return static_cast<int>(i) + 1;
    return 0;
}

bool isSeen(Card card)
{
    return card != kNoCard && card != kUnknownCard;
}

/// The first seen card of the layout that fits a pile: {place, pile}, or {0, 0}.
std::array<int, 2> seenFit(const NoIdeaView& view, const NoIdeaSeatView& own)
{
    for (int place = 1; place <= kLayoutSize; ++place) {
        const Card card = own.layout[static_cast<std::size_t>(place - 1)];
        if (isSeen(card))
            if (const int pile = firstFittingPile(view, card))
                return {place, pile};
    }
    return {0, 0};
}

} // namespace

Reason NoIdeaHardLevel::whyBetter(
    const core::Observation& observation, const core::Move& played, const core::Move& best) const
{
    const auto* view = dynamic_cast<const NoIdeaObservation*>(&observation);
    if (!view || view->viewerSeat < 0 || view->decision != Decision::Reveal
        || static_cast<std::size_t>(view->viewerSeat) >= view->seats.size())
        return {};
    const NoIdeaSeatView& own = view->seats[static_cast<std::size_t>(view->viewerSeat)];
    const auto cardAt = [&](int place) { return own.layout[static_cast<std::size_t>(place - 1)]; };
    const MoveInfo p = decode(played);
    const MoveInfo b = decode(best);

    if (b.kind == MoveKind::Reveal && isSeen(cardAt(b.position)))
        if (const int pile = firstFittingPile(*view, cardAt(b.position)))
            return Reason::make(
                p.kind == MoveKind::NothingFits ? "no-idea.declared-but-seen-card-fits" : "no-idea.seen-card-fits",
                cardAt(b.position), b.position, pile);
    if (p.kind == MoveKind::Reveal && isSeen(cardAt(p.position)) && !firstFittingPile(*view, cardAt(p.position)))
        return Reason::make("no-idea.seen-card-fits-nowhere", cardAt(p.position), p.position);

    const auto unseen = static_cast<int>(std::count(own.layout.begin(), own.layout.end(), kUnknownCard));
    const auto seen = static_cast<int>(std::count_if(own.layout.begin(), own.layout.end(), isSeen));
    if (p.kind == MoveKind::NothingFits) {
        if (const auto [place, pile] = seenFit(*view, own); place > 0)
            return Reason::make("no-idea.declared-but-seen-card-fits", cardAt(place), place, pile);
        if (unseen > 0)
            return Reason::make("no-idea.declared-with-unseen", unseen);
    }
    if (b.kind == MoveKind::NothingFits && seenFit(*view, own)[0] == 0)
        return unseen == 0 ? Reason::make("no-idea.nothing-fits-sure", seen)
                           : Reason::make("no-idea.nothing-fits-likely", seen, unseen);
    return {};
}

std::span<const ReasonInfo> NoIdeaHardLevel::reasonCodes() const
{
    return kReasons;
}

} // namespace games::ai
