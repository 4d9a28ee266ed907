// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of a turn on the plain State (RULINGS NR-3..NR-17). One function per rule, named after it with its
// ruling id (rules.cpp); checkMove, applyMove and playMove only choose the one a move's kind calls for.

#include "core/error.h"
#include "core/move.h"
#include "no_return/state.h"

namespace games::no_return {

/// Why `move` is illegal in `state` (no error when legal). Cheap: never enumerates the legal moves.
core::Error checkMove(const State& state, const core::Move& move);
/// Plays a move that checkMove() accepted, with everything that follows until the next decision: draws, the
/// public log entry, the end of the setup, passed-over seats, the end of the match.
void applyMove(State& state, const core::Move& move);
/// checkMove() and, when it accepts, applyMove(), reading the move once: what Match::play calls. False, and
/// nothing changed, when checkMove() refuses the move.
bool playMove(State& state, const core::Move& move);
/// Why the match ended (NR-10, NRX-2, NR-13); EndReason::None while it runs.
EndReason endReason(const State& state);
/// NR-7 then NR-8, asked of what a seat knows (its display, its hand, its phase, whether it switched this turn):
/// whether it may switch to Phase 2 now and could then clear at once, some column's lowest counter paid with its
/// hand counters of one colour. The moment the switch is a real decision (a lesson names it then: topics.cpp).
bool canSwitchThenClear(const Columns& columns, const CounterCounts& hand, int phase, bool switchedThisTurn);

} // namespace games::no_return
