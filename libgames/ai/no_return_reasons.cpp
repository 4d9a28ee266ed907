// SPDX-License-Identifier: GPL-3.0-or-later
// Why a No Return decision was better (HardLevel::whyBetter): the seats' public tables (points piles and displays,
// NR-11), the bag's size and the seat's own columns. A seat can at best clear its whole display onto its points
// pile, so its points pile plus its display is the most it can still score once it has switched (NR-7, NR-8).
#include "ai/no_return_hard_level.h"

#include "no_return/moves.h"
#include "no_return/observation.h"

#include <array>

namespace games::ai {

namespace {

using namespace games::no_return;
using core::ArgKind;

constexpr std::array kReasons {
    // After the switch you can reach at most a points, while seat b already had c within reach.
    ReasonInfo {"no-return.switch-behind", {ArgKind::Number, ArgKind::Seat, ArgKind::Number}},
    // After the switch you can reach at most a points, with b counters still in the bag to build with.
    ReasonInfo {"no-return.switch-early", {ArgKind::Number, ArgKind::Number}},
    // You had a within reach, ahead of seat b's c: switching lets you clear before the others catch up.
    ReasonInfo {"no-return.switch-ahead", {ArgKind::Number, ArgKind::Seat, ArgKind::Number}},
    // Only a counters were left in the bag: time to switch and clear (your b within reach).
    ReasonInfo {"no-return.switch-bag-low", {ArgKind::Number, ArgKind::Number}},
    // Clearing the b lowest counters of your a column puts c points on your points pile.
    ReasonInfo {"no-return.clear-now", {ArgKind::Colour, ArgKind::Number, ArgKind::Number}},
    // Clearing the b lowest counters of your a column scores c points, the clear played d.
    ReasonInfo {"no-return.clear-more", {ArgKind::Colour, ArgKind::Number, ArgKind::Number, ArgKind::Number}},
    // The clear pays a hand counters worth b, the one played paid c worth d: more of the hand stays for later.
    ReasonInfo {"no-return.clear-pay-less", {ArgKind::Number, ArgKind::Number, ArgKind::Number, ArgKind::Number}},
    // Placing b counters of colour a (c points) builds your display further.
    ReasonInfo {"no-return.arrange-now", {ArgKind::Colour, ArgKind::Number, ArgKind::Number}},
    // The b counters of colour a placed (c points) count against you until they are cleared.
    ReasonInfo {"no-return.arrange-too-soon", {ArgKind::Colour, ArgKind::Number, ArgKind::Number}},
    // Setting a counters aside at the setup exchange draws as many new ones without spending a turn.
    ReasonInfo {"no-return.setup-set-aside", {ArgKind::Number}},
};

/// The most a seat can still score: its points pile plus everything its display could clear onto it.
int withinReach(const NoReturnSeatView& seat)
{
    return valueSum(seat.pointsPile) + displaySum(seat.columns);
}

} // namespace

Reason NoReturnHardLevel::whyBetter(
    const core::Observation& observation, const core::Move& played, const core::Move& best) const
{
    const auto* view = dynamic_cast<const NoReturnObservation*>(&observation);
    if (!view || view->viewerSeat < 0 || static_cast<std::size_t>(view->viewerSeat) >= view->seats.size())
        return {};
    const MoveInfo p = decode(played);
    const MoveInfo b = decode(best);
    if (view->stage == Stage::Setup) {
        if (b.kind == MoveKind::SetAside && b.counters.size() > p.counters.size())
            return Reason::make("no-return.setup-set-aside", static_cast<int>(b.counters.size()));
        return {};
    }
    if (view->stage != Stage::Play)
        return {};
    const NoReturnSeatView& own = view->seats[static_cast<std::size_t>(view->viewerSeat)];
    const int mine = withinReach(own);
    core::Seat leader = core::kNoSeat;
    int leading = -1;
    for (core::Seat seat = 0; seat < static_cast<core::Seat>(view->seats.size()); ++seat) {
        const int reach = withinReach(view->seats[static_cast<std::size_t>(seat)]);
        if (seat != view->viewerSeat && reach > leading) {
            leader = seat;
            leading = reach;
        }
    }

    if (p.kind == MoveKind::Switch && b.kind != MoveKind::Switch)
        return leading > mine ? Reason::make("no-return.switch-behind", mine, leader, leading)
                              : Reason::make("no-return.switch-early", mine, view->bagCount);
    if (b.kind == MoveKind::Switch && p.kind != MoveKind::Switch)
        return mine > leading ? Reason::make("no-return.switch-ahead", mine, leader, leading)
                              : Reason::make("no-return.switch-bag-low", view->bagCount, mine);
    if (b.kind == MoveKind::Clear) {
        const int points = lowestSum(own.columns[b.colour], b.count);
        if (p.kind == MoveKind::Clear) {
            const int playedPoints = lowestSum(own.columns[p.colour], p.count);
            if (points > playedPoints)
                return Reason::make("no-return.clear-more", b.colour, b.count, points, playedPoints);
            const auto bestPaid = static_cast<int>(b.counters.size());
            const auto playedPaid = static_cast<int>(p.counters.size());
            if (bestPaid < playedPaid || valueSum(b.counters) < valueSum(p.counters))
                return Reason::make(
                    "no-return.clear-pay-less", bestPaid, valueSum(b.counters), playedPaid, valueSum(p.counters));
            return {};
        }
        return Reason::make("no-return.clear-now", b.colour, b.count, points);
    }
    if (b.kind == MoveKind::Arrange && p.kind != MoveKind::Arrange)
        return Reason::make(
            "no-return.arrange-now", b.colour, static_cast<int>(b.counters.size()), valueSum(b.counters));
    if (p.kind == MoveKind::Arrange && b.kind != MoveKind::Arrange)
        return Reason::make(
            "no-return.arrange-too-soon", p.colour, static_cast<int>(p.counters.size()), valueSum(p.counters));
    return {};
}

std::span<const ReasonInfo> NoReturnHardLevel::reasonCodes() const
{
    return kReasons;
}

} // namespace games::ai
