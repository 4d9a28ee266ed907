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

} // namespace games::no_return
