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

// The fixed parts of the judgement; the weights are NoReturnWeights (no_return_heuristic.h).
constexpr int kNoColumn = 12; // the lowest value of a missing column: above every counter, so all fit
// A switch is scored against the position's other moves: far above or below them.
constexpr double kSwitchNow = 50.0;
constexpr double kNever = 100.0; // far below or above any other move
constexpr double kImpossible = -1e9;

// -- The easy level's simpler judgement.
constexpr double kEasyArrangePerTopValue = 0.05; // counters placed, ties to the higher top
constexpr double kEasyExchangeCost = -5.0; // exchange only when nothing else is possible
constexpr double kEasyPaidPointCost = 0.1;
constexpr int kEasySwitchBagPerSeat = 12; // switch when the bag holds fewer per seat

struct Position {
    const NoReturnWeights& w;
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

Position positionOf(const NoReturnWeights& w, const nr::NoReturnObservation& o)
{
    Position p {w, o, o.seats[static_cast<std::size_t>(o.viewerSeat)]};
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
    p.turnsLeft = o.lastRound ? 0.0 : o.bagCount / (p.w.drawPerTurn * std::max(1, o.seatCount));
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
    const double needed = p.displaySum / p.w.clearPerTurn + p.w.marginTurns;
    return std::clamp((p.turnsLeft - needed) / p.w.slackTurnsForFullValue, -1.0, 1.0);
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
        return p.w.keepUnplaceable + p.w.keepUnplaceablePerValue * v;
    return p.w.keepPlaceable + p.w.keepPlaceablePerValue * v
        + p.w.keepPerSameColour * (sameColourInHand(p, counter) - 1);
}

/// In Phase 2 hand counters are money: high values, and colours held several times, pay best.
double keepPhase2(const Position& p, nr::Counter counter)
{
    return p.w.moneyPerValue * nr::valueOf(counter) + p.w.moneyPerSameColour * (sameColourInHand(p, counter) - 1);
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
    const double perPoint = p.w.arrangePerPoint * f;
    const double perCounter = p.w.arrangePerCounter + p.w.arrangePerCounterByFactor * f;
    const double skipPenalty = p.w.skippedValuePenalty * std::min(1.0, p.turnsLeft / p.w.skipPenaltyTurns);
    return perPoint * sum + perCounter * static_cast<double>(items.size()) - skipPenalty * skipped
        - p.w.strandedPenalty * stranded;
}

double exchangeValue(const Position& p, const nr::MoveInfo& move, bool phase2)
{
    double value = p.w.exchangeTurnCost;
    for (nr::Counter counter : move.counters) {
        const double draw = p.o.bagCount > 0 ? p.w.drawnCounterValue : 0.0;
        value += draw - (phase2 ? keepPhase2(p, counter) : keepPhase1(p, counter));
        if (phase2)
            value += p.scoreLead > 0 ? p.w.hurryWhenAhead : p.w.stallWhenBehind;
    }
    return value;
}

double clearValue(const Position& p, const nr::MoveInfo& move, bool easy)
{
    const auto& column = p.me.columns[move.colour < nr::kColours ? move.colour : 0];
    const double cleared = nr::lowestSum(column, std::min<int>(move.count, static_cast<int>(column.size())));
    const double pay = nr::valueSum(move.counters);
    if (easy)
        return p.w.clearedPointValue * cleared - kEasyPaidPointCost * pay;
    return p.w.clearedPointValue * cleared - p.w.paidPointCost * pay - p.w.overpaidPointCost * (pay - cleared)
        + p.w.paidCounterBonus * static_cast<double>(move.counters.size());
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
    const double needed = p.displaySum / p.w.clearPerTurn + p.w.turnsPerColumn * p.columns;
    const double left = p.turnsLeft * (1.0 - p.w.otherSwitchedSpeedUp * othersSwitched);
    const double urgency = needed + p.w.marginTurns - left;
    return urgency > 0 ? kSwitchNow + urgency : -kSwitchNow + urgency;
}

double setAsideValue(const Position& p, const nr::MoveInfo& move)
{
    double value = 0.0;
    for (nr::Counter counter : move.counters)
        value += p.w.setAsideGain
            - (p.w.setAsideKeep + p.w.setAsideKeepPerValue * nr::valueOf(counter)
                + p.w.setAsideKeepPerSameColour * (sameColourInHand(p, counter) - 1));
    return value;
}

/// `fixed`: these weights; null: the tuned ones of the table's size.
void scoreAll(const NoReturnWeights* fixed, const core::Observation& observation, std::span<const core::Move> legal,
    std::vector<double>& out, bool easy)
{
    out.assign(legal.size(), 0.0);
    const auto* o = dynamic_cast<const nr::NoReturnObservation*>(&observation);
    if (!o || o->viewerSeat < 0 || o->viewerSeat >= static_cast<core::Seat>(o->seats.size()) || legal.size() <= 1)
        return;
    const Position p = positionOf(fixed ? *fixed : noReturnTunedWeights(static_cast<int>(o->seats.size())), *o);
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

namespace {

/// bench/heuristic_tune.cpp at 2 seats: `nobox_heuristic_tune no-return 2 20000 7 2` (docs/ai.md).
NoReturnWeights tunedForTwo()
{
    NoReturnWeights w;
    w.drawPerTurn = 1.95;
    w.slackTurnsForFullValue = 2.0;
    w.arrangePerPoint = 0.125;
    w.arrangePerCounter = 1.25;
    w.arrangePerCounterByFactor = 0.75;
    w.keepUnplaceable = 0.1;
    w.keepPlaceable = 0.2625;
    w.keepPlaceablePerValue = 0.05;
    w.keepPerSameColour = 0.09375;
    w.exchangeTurnCost = -0.3;
    w.drawnCounterValue = 1.375;
    w.setAsideKeep = 0.3375;
    w.setAsideKeepPerSameColour = 0.3;
    return w;
}

/// The same at 4 seats: `nobox_heuristic_tune no-return 4 10000 7 1`.
NoReturnWeights tunedForFour()
{
    NoReturnWeights w;
    w.drawPerTurn = 1.625;
    w.slackTurnsForFullValue = 2.0;
    w.arrangePerPoint = 0.4688;
    w.arrangePerCounter = 1.875;
    w.skippedValuePenalty = 0.35;
    w.setAsideKeepPerSameColour = 0.2;
    return w;
}

/// The same at 3 seats: `nobox_heuristic_tune no-return 3 10000 7 1` moved the weights the 4-seat pass moved,
/// to the same values, and one more: a turn and a half of margin.
NoReturnWeights tunedForThree()
{
    NoReturnWeights w = tunedForFour();
    w.marginTurns = 1.5;
    return w;
}

} // namespace

const NoReturnWeights& noReturnTunedWeights(int seats)
{
    static const NoReturnWeights two = tunedForTwo();
    static const NoReturnWeights three = tunedForThree();
    static const NoReturnWeights four = tunedForFour();
    return seats <= 2 ? two : seats == 3 ? three : four;
}

void NoReturnHeuristic::score(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    scoreAll(m_tunedBySeats ? nullptr : &m_weights, observation, legal, out, false);
}

void NoReturnHeuristic::scoreEasy(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    scoreAll(m_tunedBySeats ? nullptr : &m_weights, observation, legal, out, true);
}

} // namespace games::ai
