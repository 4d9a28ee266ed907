// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_return_heuristic.h"

#include "no_return/moves.h"
#include "no_return/observation.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace games::ai {

namespace nr = games::no_return;

namespace {

// The weights, set by hand and checked by tournaments (docs/ai.md). A move's value is in "counters' worth":
// roughly what one counter placed in a column that will be cleared brings.

// -- The table's pace.
constexpr double kDrawPerTurn = 2.6; // counters a turn draws on average
constexpr double kClearPerTurn = 12.0; // display value one Phase 2 turn clears
constexpr int kNoColumn = 12; // the lowest value of a missing column: above every counter, so all fit

// -- Phase 1: what the display is worth depends on the turns left to clear it (displayFactor, -1..1).
constexpr double kMarginTurns = 1.0; // a turn of margin on the turns clearing needs
constexpr double kSlackTurnsForFullValue = 4.0; // spare turns at which the display counts fully

// -- Arranging (normal level).
constexpr double kArrangePerPoint = 0.25; // per value placed, times displayFactor
constexpr double kArrangePerCounter = 1.0; // per counter placed ...
constexpr double kArrangePerCounterByFactor = 0.6; // ... plus this times displayFactor
constexpr double kSkippedValuePenalty = 0.7; // per value the column's bottom jumps over, early in the game ...
constexpr double kSkipPenaltyTurns = 6.0; // ... fading out over the last these many turns
constexpr double kStrandedPenalty = 1.3; // per hand counter of that colour the new bottom leaves unplaceable
constexpr double kEasyArrangePerTopValue = 0.05; // easy level: counters placed, ties to the higher top

// -- Keeping a hand counter instead of exchanging it.
constexpr double kKeepUnplaceable = 0.2; // Phase 1, a counter higher than its column's bottom ...
constexpr double kKeepUnplaceablePerValue = 0.04; // ... a little more the higher it is
constexpr double kKeepPlaceable = 0.7; // Phase 1, a counter that still fits its column ...
constexpr double kKeepPlaceablePerValue = 0.1; // ... plus per value ...
constexpr double kKeepPerSameColour = 0.25; // ... plus per other hand counter of its colour
constexpr double kMoneyPerValue = 0.15; // Phase 2: a counter is money, worth its value ...
constexpr double kMoneyPerSameColour = 0.35; // ... and more with others of its colour to pay together

// -- Exchanging.
constexpr double kExchangeTurnCost = -0.6; // a turn that builds nothing
constexpr double kDrawnCounterValue = 1.1; // a fresh counter from the bag (none when it is empty)
constexpr double kHurryWhenAhead = 0.5; // Phase 2, per counter: ahead, emptying the bag ends the game sooner
constexpr double kStallWhenBehind = -0.2; // ... behind, it does not
constexpr double kEasyExchangeCost = -5.0; // easy level: exchange only when nothing else is possible

// -- Clearing.
constexpr double kClearedPointValue = 2.0; // per point cleared: it leaves the minus side and joins the plus side
constexpr double kPaidPointCost = 0.12; // per point paid: money spent
constexpr double kOverpaidPointCost = 0.35; // per point paid beyond what is cleared: change is never given
constexpr double kPaidCounterBonus = 0.25; // per counter paid: a hand emptied refills from the bag
constexpr double kEasyPaidPointCost = 0.1;

// -- Switching to Phase 2 (a switch is scored against the position's other moves: far above or below them).
constexpr double kSwitchNow = 50.0;
constexpr double kTurnsPerColumn = 0.4; // clearing turns a column adds beyond its value
constexpr double kOtherSwitchedSpeedUp = 0.12; // each other seat in Phase 2 empties the bag faster by this share
constexpr int kEasySwitchBagPerSeat = 12; // easy level: switch when the bag holds fewer per seat
constexpr double kNever = 100.0; // far below or above any other move

// -- The setup exchange.
constexpr double kSetAsideGain = 1.35; // a fresh counter's worth ...
constexpr double kSetAsideKeep = 0.45; // ... against a kept counter's: this ...
constexpr double kSetAsideKeepPerValue = 0.1; // ... plus per value ...
constexpr double kSetAsideKeepPerSameColour = 0.4; // ... plus per other hand counter of its colour

constexpr double kImpossible = -1e9;

struct Position {
    const nr::NoReturnObservation& o;
    const nr::NoReturnSeatView& me;
    std::array<int, nr::kColours> bottom {}; // lowest value of each column, kNoColumn when there is none
    std::array<std::array<int, nr::kMaxValue + 1>, nr::kColours> hand {}; // hand counts by colour and value
    std::array<int, nr::kColours> handOfColour {};
    int displaySum = 0;
    int columns = 0;
    double turnsLeft = 0.0; // own turns before the bag runs out (roughly)
    double scoreLead = 0.0; // own score minus the best other's, as things stand
};

Position positionOf(const nr::NoReturnObservation& o)
{
    Position p {o, o.seats[static_cast<std::size_t>(o.viewerSeat)]};
    for (int c = 0; c < nr::kColours; ++c) {
        const auto& column = p.me.columns[static_cast<std::size_t>(c)];
        p.bottom[static_cast<std::size_t>(c)] = column.empty() ? kNoColumn : column.back();
        p.columns += column.empty() ? 0 : 1;
    }
    p.displaySum = nr::displaySum(p.me.columns);
    for (nr::Counter counter : o.hand) {
        ++p.hand[nr::colourOf(counter)][static_cast<std::size_t>(nr::valueOf(counter))];
        ++p.handOfColour[nr::colourOf(counter)];
    }
    p.turnsLeft = o.lastRound ? 0.0 : o.bagCount / (kDrawPerTurn * std::max(1, o.seatCount));
    double best = -1e9;
    double mine = 0.0;
    for (std::size_t s = 0; s < o.seats.size(); ++s) {
        const double total = nr::valueSum(o.seats[s].pointsPile) - nr::displaySum(o.seats[s].columns);
        if (static_cast<core::Seat>(s) == o.viewerSeat)
            mine = total;
        else
            best = std::max(best, total);
    }
    p.scoreLead = mine - best;
    return p;
}

/// How much the display is worth per point while in Phase 1: less and less as the end nears.
double displayFactor(const Position& p)
{
    const double needed = p.displaySum / kClearPerTurn + kMarginTurns;
    return std::clamp((p.turnsLeft - needed) / kSlackTurnsForFullValue, -1.0, 1.0);
}

int sameColourInHand(const Position& p, nr::Counter counter)
{
    return p.handOfColour[nr::colourOf(counter)];
}

bool placeable(const Position& p, nr::Counter counter)
{
    return nr::valueOf(counter) <= p.bottom[nr::colourOf(counter)];
}

/// What keeping a hand counter is worth in Phase 1: a counter that still fits its column is material.
double keepPhase1(const Position& p, nr::Counter counter)
{
    const int v = nr::valueOf(counter);
    if (!placeable(p, counter))
        return kKeepUnplaceable + kKeepUnplaceablePerValue * v;
    return kKeepPlaceable + kKeepPlaceablePerValue * v + kKeepPerSameColour * (sameColourInHand(p, counter) - 1);
}

/// In Phase 2 hand counters are money: high values, and colours held several times, pay best.
double keepPhase2(const Position& p, nr::Counter counter)
{
    return kMoneyPerValue * nr::valueOf(counter) + kMoneyPerSameColour * (sameColourInHand(p, counter) - 1);
}

double arrangeValue(const Position& p, const nr::MoveInfo& move, bool easy)
{
    const auto& items = move.counters;
    if (items.empty())
        return kImpossible;
    if (easy)
        return static_cast<double>(items.size()) + kEasyArrangePerTopValue * nr::valueOf(items[0]);
    const int b = p.bottom[move.colour];
    const int newBottom = nr::valueOf(items[items.size() - 1]);
    int distinct = 0;
    int last = 0;
    for (nr::Counter counter : items) {
        const int v = nr::valueOf(counter);
        if (v != last)
            ++distinct;
        last = v;
    }
    const double sum = nr::valueSum(items);
    const double skipped = std::max(0, (b - newBottom) - distinct);
    int stranded = 0;
    for (int v = newBottom + 1; v <= b && v <= nr::kMaxValue; ++v) {
        int placed = 0;
        for (nr::Counter counter : items)
            placed += nr::valueOf(counter) == v ? 1 : 0;
        stranded += std::max(0, p.hand[move.colour][static_cast<std::size_t>(v)] - placed);
    }
    const double f = displayFactor(p);
    const double perPoint = kArrangePerPoint * f;
    const double perCounter = kArrangePerCounter + kArrangePerCounterByFactor * f;
    const double skipPenalty = kSkippedValuePenalty * std::min(1.0, p.turnsLeft / kSkipPenaltyTurns);
    return perPoint * sum + perCounter * static_cast<double>(items.size()) - skipPenalty * skipped
        - kStrandedPenalty * stranded;
}

double exchangeValue(const Position& p, const nr::MoveInfo& move, bool phase2)
{
    double value = kExchangeTurnCost;
    for (nr::Counter counter : move.counters) {
        const double draw = p.o.bagCount > 0 ? kDrawnCounterValue : 0.0;
        value += draw - (phase2 ? keepPhase2(p, counter) : keepPhase1(p, counter));
        if (phase2)
            value += p.scoreLead > 0 ? kHurryWhenAhead : kStallWhenBehind;
    }
    return value;
}

double clearValue(const Position& p, const nr::MoveInfo& move, bool easy)
{
    const auto& column = p.me.columns[move.colour < nr::kColours ? move.colour : 0];
    const double cleared = nr::lowestSum(column, std::min<int>(move.count, static_cast<int>(column.size())));
    const double pay = nr::valueSum(move.counters);
    if (easy)
        return kClearedPointValue * cleared - kEasyPaidPointCost * pay;
    return kClearedPointValue * cleared - kPaidPointCost * pay - kOverpaidPointCost * (pay - cleared)
        + kPaidCounterBonus * static_cast<double>(move.counters.size());
}

double switchValue(const Position& p, bool easy)
{
    if (easy)
        return p.o.bagCount < kEasySwitchBagPerSeat * p.o.seatCount ? kNever : -kNever;
    if (p.displaySum == 0)
        return -kNever;
    int othersSwitched = 0;
    for (std::size_t s = 0; s < p.o.seats.size(); ++s)
        if (static_cast<core::Seat>(s) != p.o.viewerSeat && p.o.seats[s].phase == 2)
            ++othersSwitched;
    // Turns needed to clear the display, against own turns left (fewer when others already clear and refill).
    const double needed = p.displaySum / kClearPerTurn + kTurnsPerColumn * p.columns;
    const double left = p.turnsLeft * (1.0 - kOtherSwitchedSpeedUp * othersSwitched);
    const double urgency = needed + kMarginTurns - left;
    return urgency > 0 ? kSwitchNow + urgency : -kSwitchNow + urgency;
}

double setAsideValue(const Position& p, const nr::MoveInfo& move)
{
    double value = 0.0;
    for (nr::Counter counter : move.counters)
        value += kSetAsideGain
            - (kSetAsideKeep + kSetAsideKeepPerValue * nr::valueOf(counter)
                + kSetAsideKeepPerSameColour * (sameColourInHand(p, counter) - 1));
    return value;
}

void scoreAll(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out, bool easy)
{
    out.assign(legal.size(), 0.0);
    const auto* o = dynamic_cast<const nr::NoReturnObservation*>(&observation);
    if (!o || o->viewerSeat < 0 || o->viewerSeat >= static_cast<core::Seat>(o->seats.size()) || legal.size() <= 1)
        return;
    const Position p = positionOf(*o);
    const bool phase2 = p.me.phase == 2; // also right after the switch (NR-7)
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const nr::MoveInfo move = nr::decode(legal[i]);
        switch (move.kind) {
        case nr::MoveKind::SetAside:
            out[i] = easy ? -static_cast<double>(move.counters.size()) : setAsideValue(p, move);
            break;
        case nr::MoveKind::Exchange:
            out[i]
                = easy ? kEasyExchangeCost - static_cast<double>(move.counters.size()) : exchangeValue(p, move, phase2);
            break;
        case nr::MoveKind::Arrange:
            out[i] = arrangeValue(p, move, easy);
            break;
        case nr::MoveKind::Switch:
            out[i] = switchValue(p, easy);
            break;
        case nr::MoveKind::Clear:
            out[i] = clearValue(p, move, easy);
            break;
        default:
            out[i] = kImpossible;
            break;
        }
    }
}

} // namespace

void NoReturnHeuristic::score(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    scoreAll(observation, legal, out, false);
}

void NoReturnHeuristic::scoreEasy(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    scoreAll(observation, legal, out, true);
}

SearchTuning NoReturnHeuristic::tuning(const core::Observation& observation) const
{
    (void)observation;
    SearchTuning tuning;
    // About 32000 moves per decision: some 800 iterations at the start (a playout is then ~40 moves), up to
    // 8000 near the end, where the decisions that settle the score (switch, clear, end the game) are made.
    tuning.iterations = 8000;
    tuning.moveBudget = 32000;
    tuning.rootCandidates = 12;
    tuning.nodeCandidates = 6;
    tuning.exploration = 0.5;
    tuning.rolloutEpsilon = 0.0; // greedy heuristic playouts, no random moves
    return tuning;
}

} // namespace games::ai
