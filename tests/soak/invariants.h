// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The properties a running match must keep after every move, checked from outside the rules: what the soak
// tool (soak_main.cpp) and the move-sequence fuzzer (tests/fuzz/moves_fuzz.cpp) assert. Each check returns an
// empty string, or what is broken in English. Uses core/debug.h: for tests and tools only, never the app.

#include "core/match.h"
#include "core/registry.h"
#include "core/rng.h"

#include <memory>
#include <span>
#include <string>
#include <string_view>

namespace nobox::soak {

/// A game's own invariants for one match, checked from outside its rules: what it must conserve (pieces, chips)
/// against what the match started with, and what must stay in shape. Each game provides one through its hook.
class GameInvariants {
public:
    virtual ~GameInvariants() = default;
    /// Empty, or what is broken in English.
    virtual std::string check(const games::core::Match& match) const = 0;
};

/// A game's hook: its invariants, with the baseline of `start` (a match before its first move).
using InvariantsHook = std::unique_ptr<GameInvariants> (*)(const games::core::Match& start);

/// The hook registered for `gameId` (game_invariants.cpp, one line per game), or null: the soak and the fuzzer
/// refuse a game without one.
InvariantsHook invariantsHookFor(std::string_view gameId);

/// The invariants of `start`'s game with `start` as the baseline; null when the game has no hook.
std::unique_ptr<GameInvariants> invariantsOf(const games::core::Match& start);

/// toMove in range, then the game's own invariants (pieces conserved, its structure sound).
std::string checkState(const games::core::Match& match, const GameInvariants& invariants);

/// The first piece whose copies differ between `now` and `before` (by index), in English: for the games' hooks.
std::string describeCopies(std::span<const int> now, std::span<const int> before);

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
