// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of a decision on the plain State (RULINGS NT-4..NT-25), shared by the match and by sampled worlds.
// One function per rule, named after it with its ruling id (rules.cpp); checkMove and applyMove only choose the
// one a move's kind calls for. Everything automatic that follows a decision (revealing the next card, NT-20;
// an immediate card acting, NT-8; the end, NT-22) is part of applying it.

#include "core/error.h"
#include "core/move.h"
#include "no_thanks/state.h"

#include <cstddef>

namespace games::no_thanks {

/// The most lines of the public log one decision writes: a decline, the green card's receiver, a pink X's fetch, a
/// give or remove card with nothing to choose, and the next reveal. The rules make room for this many before each
/// decision and then append without a room test (rules.cpp, makeLogRoom).
inline constexpr std::size_t kMaxEventsPerDecision = 5;

/// Why `move` is illegal in `state` (no error when legal): core.game-over once the game is over. O(1).
core::Error checkMove(const State& state, const core::Move& move);
/// Plays a move that checkMove() accepted, up to the next decision (or the end).
void applyMove(State& state, const core::Move& move);
/// checkMove() and, when it accepts, applyMove(), reading the move once: what Match::apply calls. False, and
/// nothing changed, when checkMove() refuses the move.
bool playMove(State& state, const core::Move& move);
/// NT-7, NT-23: who receives the green card in auction when `decliner` declines now: the last bidder that still
/// takes part, else the nearest seat to the decliner's right that still takes part.
int auctionReceiver(const State& state, int decliner);
/// NT-23: whether a seat other than `seat` still takes part in the middle card (else `seat` may not skip).
bool othersTakePart(const State& state, int seat);
/// Deals to the first decision: the start player reveals the first card (NT-20).
void start(State& state);

} // namespace games::no_thanks
