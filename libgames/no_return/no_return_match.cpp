// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/no_return_match.h"

#include "no_return/legal_moves.h"
#include "no_return/moves.h"
#include "no_return/notation.h"
#include "no_return/observation.h"
#include "no_return/scoring.h"
#include "no_return/setup.h"

#include <algorithm>

namespace games::no_return {

using core::Error;
using core::Move;

namespace {

/// Every counter of the move in the seat's hand, copies counted.
Error checkInHand(const SeatState& seat, const Move& move)
{
    const auto items = itemsOf(move);
    for (std::size_t i = 0; i < items.size();) {
        std::size_t j = i;
        while (j < items.size() && items[j] == items[i])
            ++j;
        if (seat.hand.count(items[i]) < static_cast<int>(j - i))
            return Error::withDetail("no-return.not-in-hand", counterName(items[i]));
        i = j;
    }
    return {};
}

bool oneColour(const Move& move)
{
    return move.count == 0 || colourOf(move.items[0]) == colourOf(move.items[move.count - 1]);
}

int sumOf(std::span<const Counter> counters)
{
    int sum = 0;
    for (Counter c : counters)
        sum += valueOf(c);
    return sum;
}

void removeFromHand(SeatState& seat, const Move& move)
{
    for (Counter c : itemsOf(move))
        seat.hand.remove(c);
}

/// Draws up to n counters; a draw during play that empties the bag starts the last round (NR-10, NR-13).
void draw(State& state, SeatState& seat, int n)
{
    bool drew = false;
    for (; n > 0 && !state.bag.empty(); --n) {
        seat.hand.add(state.bag.back());
        state.bag.pop_back();
        drew = true;
    }
    if (drew && state.bag.empty() && state.stage == Stage::Play)
        state.lastRound = true;
}

bool anyHand(const State& state)
{
    for (const auto& seat : state.seats)
        if (seat.hand.size > 0)
            return true;
    return false;
}

/// Gives the turn to `seat`, passing over seats without hand counters (NR-4, NR-15); a passed turn counts for
/// the round. With no hand counters anywhere nothing can happen any more: the match ends.
void beginTurn(State& state, core::Seat seat)
{
    if (!anyHand(state)) {
        state.stage = Stage::Over;
        return;
    }
    while (state.seats[static_cast<std::size_t>(seat)].hand.size == 0) {
        state.log.push_back({seat, Move {Passed, 0, 0, 0, {}}});
        if (state.lastRound && seat == state.endSeat()) {
            state.stage = Stage::Over;
            return;
        }
        seat = (seat + 1) % state.seatCount;
    }
    state.toMove = seat;
}

void endTurn(State& state)
{
    state.switchedThisTurn = false;
    const bool allDone = std::all_of(
        state.seats.begin(), state.seats.end(), [](const SeatState& s) { return s.phase == 2 && s.displayEmpty(); });
    if (allDone || (state.lastRound && state.toMove == state.endSeat())) {
        state.stage = Stage::Over;
        return;
    }
    beginTurn(state, (state.toMove + 1) % state.seatCount);
}

/// After the last setup decision the set-aside counters return to the bag (NR-3).
void finishSetup(State& state)
{
    if (state.explicitBag) {
        // To the bottom in the order set aside: the bottom is the front of the vector, drawn last.
        std::vector<Counter> bottom(state.setAside.rbegin(), state.setAside.rend());
        state.bag.insert(state.bag.begin(), bottom.begin(), bottom.end());
    } else {
        state.bag.insert(state.bag.end(), state.setAside.begin(), state.setAside.end());
        state.rng.shuffle(std::span<Counter>(state.bag));
    }
    state.setAside.clear();
    state.stage = Stage::Play;
    beginTurn(state, state.startSeat);
}

} // namespace

Error checkMove(const State& state, const Move& move)
{
    if (state.stage == Stage::Over)
        return Error::make("core.game-over");
    if (!isWellFormed(move))
        return Error::make("no-return.malformed-move");
    const SeatState& seat = state.seats[static_cast<std::size_t>(state.toMove)];
    if (move.kind == SetAside) {
        if (state.stage != Stage::Setup)
            return Error::make("no-return.setup-only");
        return checkInHand(seat, move);
    }
    if (state.stage == Stage::Setup)
        return Error::make("no-return.setup-exchange-first");

    switch (move.kind) {
    case Switch:
        if (state.switchedThisTurn)
            return Error::make("no-return.switch-not-first");
        if (seat.phase != 1)
            return Error::make("no-return.phase1-only");
        return {};
    case Exchange:
        if (move.count < 1 || move.count > 4)
            return Error::make("no-return.exchange-count", move.count);
        return checkInHand(seat, move);
    case Arrange: {
        if (seat.phase != 1)
            return Error::make("no-return.phase1-only");
        if (move.count == 0)
            return Error::make("no-return.nothing-chosen");
        if (!oneColour(move))
            return Error::make("no-return.mixed-colours");
        if (Error error = checkInHand(seat, move))
            return error;
        const auto& column = seat.columns[static_cast<std::size_t>(colourOf(move.items[0]))];
        if (!column.empty() && valueOf(move.items[0]) > column.back())
            return Error {"no-return.too-high-for-column", {valueOf(move.items[0]), column.back(), 0},
                counterName(move.items[0])};
        return {};
    }
    case Clear: {
        if (seat.phase != 2)
            return Error::make("no-return.phase2-only");
        const auto& column = seat.columns[move.a];
        if (column.empty())
            return Error::withDetail("no-return.no-column", std::string(kColourNames[move.a]));
        if (move.b < 1 || move.b > static_cast<int>(column.size()))
            return Error::make("no-return.clear-count", move.b, static_cast<int>(column.size()));
        int needed = 0;
        for (std::size_t i = column.size() - move.b; i < column.size(); ++i)
            needed += column[i];
        if (!oneColour(move))
            return Error::make("no-return.mixed-colours");
        if (Error error = checkInHand(seat, move))
            return error;
        const int paid = sumOf(itemsOf(move));
        if (paid < needed)
            return Error::make("no-return.payment-too-low", paid, needed);
        return {};
    }
    default:
        return Error::make("no-return.malformed-move");
    }
}

void applyMove(State& state, const Move& move)
{
    const core::Seat seatIndex = state.toMove;
    SeatState& seat = state.seats[static_cast<std::size_t>(seatIndex)];
    state.log.push_back({seatIndex, move});
    const auto items = itemsOf(move);
    switch (move.kind) {
    case SetAside: {
        removeFromHand(seat, move);
        state.setAside.insert(state.setAside.end(), items.begin(), items.end());
        seat.setupFaces.assign(items.begin(), items.end());
        seat.setupCount = move.count;
        draw(state, seat, move.count); // NR-17: never the set-aside ones
        const core::Seat next = (seatIndex + 1) % state.seatCount;
        if (next == state.startSeat)
            finishSetup(state);
        else
            state.toMove = next;
        return;
    }
    case Switch:
        seat.phase = 2;
        state.switchedThisTurn = true;
        return;
    case Exchange:
        removeFromHand(seat, move);
        seat.faceDown.insert(seat.faceDown.end(), items.begin(), items.end());
        draw(state, seat, move.count);
        break;
    case Arrange: {
        removeFromHand(seat, move);
        auto& column = seat.columns[static_cast<std::size_t>(colourOf(move.items[0]))];
        for (Counter c : items)
            column.push_back(static_cast<std::uint8_t>(valueOf(c)));
        draw(state, seat, move.count);
        break;
    }
    case Clear: {
        removeFromHand(seat, move);
        state.lidFaceUp.insert(state.lidFaceUp.end(), items.begin(), items.end());
        auto& column = seat.columns[move.a];
        for (int i = 0; i < move.b; ++i) {
            seat.pointsPile.push_back(makeCounter(move.a, column.back()));
            column.pop_back();
        }
        draw(state, seat, kHandSize - seat.hand.size);
        break;
    }
    default:
        return;
    }
    endTurn(state);
}

NoReturnMatch::NoReturnMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : core::Match(game, std::move(config))
    , m_state(std::move(state))
{
}

void NoReturnMatch::legalMoves(core::MoveList& out) const
{
    generateLegalMoves(m_state, out);
}

Error NoReturnMatch::check(const Move& move) const
{
    return checkMove(m_state, move);
}

std::unique_ptr<core::Match> NoReturnMatch::clone() const
{
    return std::make_unique<NoReturnMatch>(*this);
}

std::unique_ptr<core::Observation> NoReturnMatch::observe(core::Seat viewer) const
{
    return std::make_unique<NoReturnObservation>(observeState(m_state, viewer));
}

std::vector<core::SeatScore> NoReturnMatch::score() const
{
    return scoreState(m_state);
}

nlohmann::json NoReturnMatch::stateJson(const core::DebugKey&) const
{
    return stateToJson(m_state);
}

} // namespace games::no_return
