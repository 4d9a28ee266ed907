// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Return, in our own words. 2-4 players each hold 8 hidden counters (six colours, values 1-11, two of each).
// After a one-off setup exchange, players take turns. In Phase 1 a turn either exchanges 1-4 hand counters
// (face down into the box lid, out of the game, redrawn from the bag) or arranges counters of one colour below
// that colour's column in their display, never higher than the column's lowest counter, and redraws as many.
// At the start of any own turn a player may switch, once and for good, to Phase 2: from then on a turn either
// exchanges or clears the k lowest counters of one column, paying with hand counters of a single colour whose
// sum reaches the cleared sum; cleared counters score, payments go face up into the lid, the hand refills to 8.
// When a draw during play empties the bag, the round is finished so that all had equally many turns. Points
// pile scores plus, counters still displayed score minus; ties go to fewer minus points, then are shared.
//
// Parameters: 2-4 seats, a start seat, no options. Setup from a seed or from an explicit bag (setup.h).
// RULINGS NR-1..NR-17 apply. Where to look:
//   counters.h     the counters, columns and hands          moves.h        typed moves: builders, decode()
//   notation.h     names and the text of moves              rules.h        checkMove / applyMove, one rule each
//   legal_moves.h  every legal move                         observation.h  what a seat sees, the typed log
//   setup.h        the deal                                 scoring.h      the final count
//   match.h        the match behind core::Match             state.h        the whole truth

#include "core/game.h"

#include <memory>

namespace games::no_return {

/// Game::sampleMatch (sample.cpp): a match behind `observation`, its hidden parts drawn with `rng`.
std::unique_ptr<core::Match> sampleMatch(const core::Game& game, const core::Observation& observation, core::Rng& rng);

std::unique_ptr<core::Game> makeGame();

} // namespace games::no_return
