// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/rules.h"

#include "no_return/moves.h"

#include <algorithm>
#include <vector>

namespace games::no_return {

using core::Error;
using core::Move;

namespace {

SeatState& seatToMove(State& state)
{
    return state.seats[static_cast<std::size_t>(state.toMove)];
}

// ---- Checks: why a move is illegal (their order decides which reason a move with several faults gets).

/// Every counter of the move in the hand, copies counted.
Error checkInHand(const SeatState& seat, std::span<const Counter> counters)
{
    for (std::size_t i = 0; i < counters.size();) {
        std::size_t j = i;
        while (j < counters.size() && counters[j] == counters[i])
            ++j;
        const int needed = static_cast<int>(j - i);
        if (const int held = seat.hand.count(counters[i]); held < needed)
            return Error::make("no-return.not-in-hand", counters[i], needed, held);
        i = j;
    }
    return {};
}

/// The counters are sorted by colour: the first and the last differ when any two do.
Error checkOneColour(std::span<const Counter> counters)
{
    if (!counters.empty() && colourOf(counters.front()) != colourOf(counters.back()))
        return Error::make("no-return.mixed-colours", colourOf(counters.front()), colourOf(counters.back()));
    return {};
}

/// NR-3, NR-17: any 0-8 hand counters.
Error checkSetupExchange(const SeatState& seat, const MoveInfo& move)
{
    return checkInHand(seat, move.counters);
}

/// NR-5: 1-4 hand counters, in either phase, also with an empty bag.
Error checkExchange(const SeatState& seat, const MoveInfo& move)
{
    const int count = static_cast<int>(move.counters.size());
    if (count < kMinExchange || count > kMaxExchange)
        return Error::make("no-return.exchange-count", count);
    return checkInHand(seat, move.counters);
}

/// NR-6: Phase 1; at least one hand counter, all of one colour, none higher than that column's lowest.
Error checkArrange(const SeatState& seat, const MoveInfo& move)
{
    const std::span<const Counter> counters = move.counters;
    if (seat.phase != 1)
        return Error::make("no-return.phase1-only");
    if (counters.empty())
        return Error::make("no-return.nothing-chosen");
    if (Error error = checkOneColour(counters))
        return error;
    if (Error error = checkInHand(seat, counters))
        return error;
    const Colour colour = colourOf(counters.front());
    const Column& column = seat.columns[colour];
    if (!column.empty() && valueOf(counters.front()) > column.back())
        return Error::make("no-return.too-high-for-column", valueOf(counters.front()), column.back(), colour);
    return {};
}

/// NR-7: in Phase 1, as the first decision of one's turn.
Error checkSwitch(bool switchedThisTurn, const SeatState& seat)
{
    if (switchedThisTurn)
        return Error::make("no-return.switch-not-first");
    if (seat.phase != 1)
        return Error::make("no-return.phase1-only");
    return {};
}

/// NR-8: Phase 2; the k lowest counters of an existing column, paid with hand counters of one colour whose sum
/// reaches theirs.
Error checkClear(const SeatState& seat, const MoveInfo& move)
{
    const std::span<const Counter> counters = move.counters;
    if (seat.phase != 2)
        return Error::make("no-return.phase2-only");
    const Colour colour = move.colour;
    const Column& column = seat.columns[colour];
    if (column.empty())
        return Error::make("no-return.no-column", colour);
    const int k = move.count;
    const int length = static_cast<int>(column.size());
    if (k < 1 || k > length)
        return Error::make("no-return.clear-count", k, length, colour);
    if (Error error = checkOneColour(counters))
        return error;
    if (Error error = checkInHand(seat, counters))
        return error;
    const int paid = valueSum(counters);
    const int needed = lowestSum(column, k);
    if (paid < needed)
        return Error::make("no-return.payment-too-low", paid, needed);
    return {};
}

// ---- Actions: what a legal move does.

Event entryOf(EventType event, core::Seat seat)
{
    Event entry;
    entry.event = event;
    entry.seat = static_cast<std::uint8_t>(seat);
    return entry;
}

/// The entry of the seat to move's move, with the move's counters.
Event entryOf(EventType event, const State& state, const MoveInfo& move)
{
    Event entry = entryOf(event, state.toMove);
    entry.counters = move.counters;
    entry.count = static_cast<std::uint8_t>(entry.counters.size());
    return entry;
}

void removeFromHand(SeatState& seat, std::span<const Counter> counters)
{
    for (Counter c : counters)
        seat.hand.remove(c);
}

/// Draws up to n counters, as many as the bag holds; a draw during play that empties the bag starts the last
/// round (NR-10, NR-13). Both go into the move's log entry.
void draw(State& state, SeatState& seat, int n, Event& entry)
{
    int drawn = 0;
    for (; drawn < n && !state.bag.empty(); ++drawn) {
        seat.hand.add(state.bag.back());
        state.bag.pop_back();
    }
    entry.drawn = static_cast<std::uint8_t>(drawn);
    if (drawn > 0 && state.bag.empty() && state.stage == Stage::Play) {
        state.lastRound = true;
        entry.tookLastCounter = true;
    }
}

/// NR-10: every seat in Phase 2 with an empty display.
bool allDisplaysCleared(const State& state)
{
    return std::all_of(
        state.seats.begin(), state.seats.end(), [](const SeatState& s) { return s.phase == 2 && s.displayEmpty(); });
}

bool anyHand(const State& state)
{
    return std::any_of(state.seats.begin(), state.seats.end(), [](const SeatState& s) { return s.hand.size > 0; });
}

/// NR-4, NR-15: gives the turn to `seat`, passing over seats without hand counters; a passed turn counts for
/// the round, so a passed end seat still ends the last round. With no hand counters anywhere nothing can happen
/// any more: the match ends.
void beginTurn(State& state, core::Seat seat)
{
    if (!anyHand(state)) {
        state.stage = Stage::Over;
        return;
    }
    while (state.seats[static_cast<std::size_t>(seat)].hand.size == 0) {
        state.log.push_back(entryOf(EventType::Passed, seat));
        if (state.lastRound && seat == state.endSeat()) {
            state.stage = Stage::Over;
            return;
        }
        seat = (seat + 1) % state.seatCount;
    }
    state.toMove = seat;
}

/// NR-10, NR-14: after a turn's action (the switch alone ends nothing) the match ends when every seat is in
/// Phase 2 with an empty display, or when the end seat has finished the last round; otherwise the next turn.
void endTurn(State& state)
{
    state.switchedThisTurn = false;
    if (allDisplaysCleared(state) || (state.lastRound && state.toMove == state.endSeat())) {
        state.stage = Stage::Over;
        return;
    }
    beginTurn(state, (state.toMove + 1) % state.seatCount);
}

/// NR-3: after the last setup decision the set-aside counters return to the bag: shuffled in from a seed, to
/// the bottom in the order set aside from an explicit bag. Then play begins with the start player.
void finishSetup(State& state)
{
    if (state.explicitBag) {
        // The bottom is the front of the vector, drawn last.
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

/// NR-3, NR-17: set 0-8 hand counters aside and draw as many at once (never the set-aside ones: they wait
/// beside the bag until every seat has decided).
void setupExchange(State& state, const MoveInfo& move)
{
    const std::span<const Counter> counters = move.counters;
    SeatState& seat = seatToMove(state);
    Event entry = entryOf(counters.empty() ? EventType::Keep : EventType::SetAside, state, move);
    removeFromHand(seat, counters);
    state.setAside.insert(state.setAside.end(), counters.begin(), counters.end());
    seat.setupFaces.assign(counters.begin(), counters.end());
    seat.setupCount = static_cast<int>(counters.size());
    draw(state, seat, seat.setupCount, entry);
    state.log.push_back(entry);
    const core::Seat next = (state.toMove + 1) % state.seatCount;
    if (next == state.startSeat)
        finishSetup(state);
    else
        state.toMove = next;
}

/// NR-5: 1-4 hand counters face down into the lid, out of the game; draw as many as the bag still holds.
void exchange(State& state, const MoveInfo& move)
{
    const std::span<const Counter> counters = move.counters;
    SeatState& seat = seatToMove(state);
    Event entry = entryOf(EventType::Exchange, state, move);
    removeFromHand(seat, counters);
    seat.faceDown.insert(seat.faceDown.end(), counters.begin(), counters.end());
    draw(state, seat, static_cast<int>(counters.size()), entry);
    state.log.push_back(entry);
}

/// NR-6: hand counters of one colour below that colour's column (a new column if there is none); draw as many.
void arrange(State& state, const MoveInfo& move)
{
    const std::span<const Counter> counters = move.counters;
    SeatState& seat = seatToMove(state);
    Event entry = entryOf(EventType::Arrange, state, move);
    entry.colour = colourOf(counters.front());
    removeFromHand(seat, counters);
    Column& column = seat.columns[entry.colour];
    for (Counter c : counters)
        column.push_back(static_cast<std::uint8_t>(valueOf(c)));
    draw(state, seat, static_cast<int>(counters.size()), entry);
    state.log.push_back(entry);
}

/// NR-7: Phase 2 for good; the same seat now exchanges or clears.
void switchToPhase2(State& state)
{
    seatToMove(state).phase = 2;
    state.switchedThisTurn = true;
    state.log.push_back(entryOf(EventType::Switch, state.toMove));
}

/// NR-8, NR-16: the column's k lowest counters go to the points pile, the payment face up into the lid; the
/// hand refills to 8 as far as the bag allows.
void clear(State& state, const MoveInfo& move)
{
    const std::span<const Counter> counters = move.counters;
    SeatState& seat = seatToMove(state);
    Event entry = entryOf(EventType::Clear, state, move);
    entry.colour = move.colour;
    removeFromHand(seat, counters);
    state.lidFaceUp.insert(state.lidFaceUp.end(), counters.begin(), counters.end());
    Column& column = seat.columns[entry.colour];
    for (int i = 0; i < move.count; ++i) {
        const Counter cleared = makeCounter(entry.colour, column.back());
        seat.pointsPile.push_back(cleared);
        entry.cleared.push_back(cleared);
        column.pop_back();
    }
    draw(state, seat, kHandSize - seat.hand.size, entry);
    state.log.push_back(entry);
}

/// What every move needs before its rule is asked: a game still running, and bytes that are a move.
Error checkPlayable(const State& state, const Move& move)
{
    if (state.stage == Stage::Over)
        return Error::make("core.game-over");
    if (!isWellFormed(move))
        return Error::make("no-return.malformed-move");
    return {};
}

/// The rule of the move's kind, on the move read once (decode).
Error checkDecoded(const State& state, const MoveInfo& move)
{
    const SeatState& seat = state.seats[static_cast<std::size_t>(state.toMove)];
    if (state.stage == Stage::Setup)
        return move.kind == MoveKind::SetAside ? checkSetupExchange(seat, move)
                                               : Error::make("no-return.setup-exchange-first");
    switch (move.kind) {
    case MoveKind::SetAside:
        return Error::make("no-return.setup-only");
    case MoveKind::Exchange:
        return checkExchange(seat, move);
    case MoveKind::Arrange:
        return checkArrange(seat, move);
    case MoveKind::Switch:
        return checkSwitch(state.switchedThisTurn, seat);
    case MoveKind::Clear:
        return checkClear(seat, move);
    }
    return Error::make("no-return.malformed-move");
}

void applyDecoded(State& state, const MoveInfo& move)
{
    switch (move.kind) {
    case MoveKind::SetAside:
        setupExchange(state, move);
        return; // the setup decides when play begins
    case MoveKind::Switch:
        switchToPhase2(state);
        return; // the turn goes on
    case MoveKind::Exchange:
        exchange(state, move);
        break;
    case MoveKind::Arrange:
        arrange(state, move);
        break;
    case MoveKind::Clear:
        clear(state, move);
        break;
    }
    endTurn(state);
}

} // namespace

Error checkMove(const State& state, const Move& move)
{
    if (Error error = checkPlayable(state, move))
        return error;
    return checkDecoded(state, decode(move));
}

void applyMove(State& state, const Move& move)
{
    applyDecoded(state, decode(move));
}

EndReason endReason(const State& state)
{
    if (state.stage != Stage::Over)
        return EndReason::None;
    if (allDisplaysCleared(state))
        return EndReason::DisplaysCleared;
    if (!anyHand(state))
        return EndReason::HandsEmpty;
    return EndReason::LastRound;
}

bool canSwitchThenClear(const Columns& columns, const CounterCounts& hand, int phase, bool switchedThisTurn)
{
    SeatState seat;
    seat.columns = columns;
    seat.hand = hand;
    seat.phase = phase;
    if (checkSwitch(switchedThisTurn, seat))
        return false;
    seat.phase = 2; // what switchToPhase2 changes of the seat
    // The cheapest clear (a column's lowest counter) with the largest payment of each colour (all of it): if
    // checkClear refuses that, it refuses every clear of that column and colour.
    const std::vector<Counter> held = hand.list();
    for (int payColour = 0; payColour < kColours; ++payColour) {
        MoveInfo clear;
        clear.kind = MoveKind::Clear;
        clear.count = 1;
        clear.payColour = static_cast<Colour>(payColour);
        for (Counter c : held)
            if (colourOf(c) == payColour)
                clear.counters.push_back(c);
        if (clear.counters.empty())
            continue;
        for (int column = 0; column < kColours; ++column) {
            clear.colour = static_cast<Colour>(column);
            if (!checkClear(seat, clear))
                return true;
        }
    }
    return false;
}

bool playMove(State& state, const Move& move)
{
    if (checkPlayable(state, move))
        return false;
    const MoveInfo decoded = decode(move);
    if (checkDecoded(state, decoded))
        return false;
    applyDecoded(state, decoded);
    return true;
}

} // namespace games::no_return
