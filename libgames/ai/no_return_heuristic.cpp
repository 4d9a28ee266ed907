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

// Counters drawn per turn on average, and the display value one Phase 2 turn clears: rough table figures.
constexpr double kDrawPerTurn = 2.6;
constexpr double kClearPerTurn = 12.0;

struct Position {
    const nr::NoReturnObservation& o;
    const nr::NoReturnSeatView& me;
    std::array<int, nr::kColours> bottom {}; // lowest value of each column, 12 when there is none
    std::array<std::array<int, 12>, nr::kColours> hand {}; // hand counts by colour and value
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
        p.bottom[static_cast<std::size_t>(c)] = column.empty() ? 12 : column.back();
        for (int v : column)
            p.displaySum += v;
        p.columns += column.empty() ? 0 : 1;
    }
    for (nr::Counter counter : o.hand) {
        ++p.hand[static_cast<std::size_t>(nr::colourOf(counter))][static_cast<std::size_t>(nr::valueOf(counter))];
        ++p.handOfColour[static_cast<std::size_t>(nr::colourOf(counter))];
    }
    p.turnsLeft = o.lastRound ? 0.0 : o.bagCount / (kDrawPerTurn * std::max(1, o.seatCount));
    double best = -1e9;
    double mine = 0.0;
    for (std::size_t s = 0; s < o.seats.size(); ++s) {
        double total = 0.0;
        for (nr::Counter counter : o.seats[s].pointsPile)
            total += nr::valueOf(counter);
        for (const auto& column : o.seats[s].columns)
            for (int v : column)
                total -= v;
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
    const double needed = p.displaySum / kClearPerTurn + 1.0;
    return std::clamp((p.turnsLeft - needed) / 4.0, -1.0, 1.0);
}

bool placeable(const Position& p, nr::Counter counter)
{
    return nr::valueOf(counter) <= p.bottom[static_cast<std::size_t>(nr::colourOf(counter))];
}

/// What keeping a hand counter is worth in Phase 1: a counter that still fits its column is material.
double keepPhase1(const Position& p, nr::Counter counter)
{
    const int v = nr::valueOf(counter);
    if (!placeable(p, counter))
        return 0.2 + 0.04 * v;
    const int same = p.handOfColour[static_cast<std::size_t>(nr::colourOf(counter))];
    return 0.7 + 0.1 * v + 0.25 * (same - 1);
}

/// In Phase 2 hand counters are money: high values, and colours held several times, pay best.
double keepPhase2(const Position& p, nr::Counter counter)
{
    const int same = p.handOfColour[static_cast<std::size_t>(nr::colourOf(counter))];
    return 0.15 * nr::valueOf(counter) + 0.35 * (same - 1);
}

double arrangeValue(const Position& p, const core::Move& move, bool easy)
{
    const auto items = nr::itemsOf(move);
    if (items.empty())
        return -1e9;
    const int colour = nr::colourOf(items[0]);
    if (easy)
        return static_cast<double>(items.size()) + 0.05 * nr::valueOf(items[0]);
    const int b = p.bottom[static_cast<std::size_t>(colour)];
    const int newBottom = nr::valueOf(items.back());
    int distinct = 0;
    int last = 0;
    double sum = 0.0;
    for (nr::Counter counter : items) {
        const int v = nr::valueOf(counter);
        sum += v;
        if (v != last)
            ++distinct;
        last = v;
    }
    const double skipped = std::max(0, (std::min(b, 12) - newBottom) - distinct);
    int stranded = 0;
    for (int v = newBottom + 1; v <= 11; ++v) {
        const int inHand = p.hand[static_cast<std::size_t>(colour)][static_cast<std::size_t>(v)];
        int placed = 0;
        for (nr::Counter counter : items)
            placed += nr::valueOf(counter) == v ? 1 : 0;
        if (v <= b)
            stranded += std::max(0, inHand - placed);
    }
    const double f = displayFactor(p);
    const double alpha = 0.25 * f;
    const double beta = 1.0 + 0.6 * f;
    const double gamma = 0.7 * std::min(1.0, p.turnsLeft / 6.0);
    return alpha * sum + beta * static_cast<double>(items.size()) - gamma * skipped - 1.3 * stranded;
}

double exchangeValue(const Position& p, const core::Move& move, bool phase2)
{
    double value = -0.6; // a turn that builds nothing
    for (nr::Counter counter : nr::itemsOf(move)) {
        const double draw = p.o.bagCount > 0 ? 1.1 : 0.0;
        value += draw - (phase2 ? keepPhase2(p, counter) : keepPhase1(p, counter));
        if (phase2)
            value += p.scoreLead > 0 ? 0.5 : -0.2; // ahead: hurry the end on
    }
    return value;
}

double clearValue(const Position& p, const core::Move& move, bool easy)
{
    const auto& column = p.me.columns[move.a < nr::kColours ? move.a : 0];
    const int k = std::min<int>(move.b, static_cast<int>(column.size()));
    double cleared = 0.0;
    for (int i = 0; i < k; ++i)
        cleared += column[column.size() - 1 - static_cast<std::size_t>(i)];
    double pay = 0.0;
    for (nr::Counter counter : nr::itemsOf(move))
        pay += nr::valueOf(counter);
    if (easy)
        return 2.0 * cleared - 0.1 * pay;
    return 2.0 * cleared - 0.12 * pay - 0.35 * (pay - cleared) + 0.25 * static_cast<double>(move.count);
}

double switchValue(const Position& p, bool easy)
{
    if (easy)
        return p.o.bagCount < 12 * p.o.seatCount ? 100.0 : -100.0;
    if (p.displaySum == 0)
        return -100.0;
    int othersSwitched = 0;
    for (std::size_t s = 0; s < p.o.seats.size(); ++s)
        if (static_cast<core::Seat>(s) != p.o.viewerSeat && p.o.seats[s].phase == 2)
            ++othersSwitched;
    // Turns needed to clear the display, against own turns left (fewer when others already clear and refill).
    const double needed = p.displaySum / kClearPerTurn + 0.4 * p.columns;
    const double left = p.turnsLeft * (1.0 - 0.12 * othersSwitched);
    const double urgency = needed + 1.0 - left;
    return urgency > 0 ? 50.0 + urgency : -50.0 + urgency;
}

double setAsideValue(const Position& p, const core::Move& move)
{
    double value = 0.0;
    for (nr::Counter counter : nr::itemsOf(move)) {
        const int same = p.handOfColour[static_cast<std::size_t>(nr::colourOf(counter))];
        value += 1.35 - (0.45 + 0.1 * nr::valueOf(counter) + 0.4 * (same - 1));
    }
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
    const bool phase2 = p.me.phase == 2 || o->switchedThisTurn;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto& move = legal[i];
        switch (move.kind) {
        case nr::SetAside:
            out[i] = easy ? -static_cast<double>(move.count) : setAsideValue(p, move);
            break;
        case nr::Exchange:
            out[i] = easy ? -5.0 - move.count : exchangeValue(p, move, phase2);
            break;
        case nr::Arrange:
            out[i] = arrangeValue(p, move, easy);
            break;
        case nr::Switch:
            out[i] = switchValue(p, easy);
            break;
        case nr::Clear:
            out[i] = clearValue(p, move, easy);
            break;
        default:
            out[i] = -1e9;
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
    tuning.rolloutEpsilon = 0.0;
    return tuning;
}

} // namespace games::ai
