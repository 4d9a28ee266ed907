// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of No Idea on the plain State (RULINGS ND-2..ND-9), shared by the match and by sampled worlds. One
// function per rule, named after it with its ruling id (rules.cpp); checkMove and playMove only choose the one a
// move's kind calls for. Everything that is no decision (the opening card, functions, refills, reshuffles,
// prizes, trophies, new cards, the next turns) happens in them, up to the next decision or the end.

#include "core/error.h"
#include "core/move.h"
#include "no_idea/state.h"

#include <array>
#include <cstdint>

namespace games::no_idea {

/// Pile indices (0-based): at most one pile per number card.
using PileList = std::array<std::uint8_t, 104>;

/// Why `move` is illegal in `state` (no error when legal): core.game-over once the game is over.
core::Error checkMove(const State& state, const core::Move& move);
/// checkMove() and, when it accepts, the move with all that follows: what Match::apply calls. False, and
/// nothing changed, when checkMove() refuses the move.
bool playMove(State& state, const core::Move& move);
/// The first turn: the start seat turns up the opening card (ND-2) and play runs to the first decision.
void start(State& state);

/// The piles (0-based) whose top `card` fits (ND-2, ND-3), written to `out`; returns how many.
int fittingPiles(const State& state, Card card, PileList& out);
/// Whether `card` fits at least one pile.
bool fitsAnyPile(const State& state, Card card);

} // namespace games::no_idea
