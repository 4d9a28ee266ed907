// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The properties a running match must keep after every move, checked from outside the rules: what the soak
// tool (soak_main.cpp) and the move-sequence fuzzer (tests/fuzz/moves_fuzz.cpp) assert. Each check returns an
// empty string, or what is broken in English. Uses core/debug.h: for tests and tools only, never the app.

#include "core/match.h"
#include "core/registry.h"
#include "core/rng.h"

#include <array>
#include <string>

namespace nobox::soak {

/// What a match started with, for the conservation checks: every piece (card or counter byte) and how many
/// copies of it, and the counters (No Thanks!) in play.
struct Baseline {
    std::array<int, 256> pieces {}; // copies by piece byte
    int chips = 0;
};

Baseline baselineOf(const games::core::Match& match);

/// The game's own invariants: pieces conserved (No Thanks!: every card in exactly one place, counters summed;
/// No Return: every counter in exactly one place, each column ordered from top to bottom), toMove in range.
std::string checkState(const games::core::Match& match, const Baseline& baseline);

/// The legal moves: none once over; else not empty, no duplicates, each passing check(). With `notation`, the
/// text of each move (of at most 64 spread over a long list) parses back to the same move.
std::string checkLegal(const games::core::Match& match, bool notation);

/// Observations of `viewer` hold nothing hidden: observing twice gives equal values, and a world sampled from
/// the observation (its hidden parts drawn at random) shows the viewer exactly the same; any seat out of range
/// sees what a spectator sees.
std::string checkNoLeak(const games::core::Match& match, games::core::Seat viewer, games::core::Rng& rng);

/// A clone holds the same state.
std::string checkClone(const games::core::Match& match);

/// The match's record, written as text and read back, replays to the same state.
std::string checkRecordRoundTrip(const games::core::Registry& registry, const games::core::Match& match);

/// Once over: one score per seat, each breakdown adding up to its total, rankKeys() agreeing, a winner.
std::string checkFinalScore(const games::core::Match& match);

} // namespace nobox::soak
