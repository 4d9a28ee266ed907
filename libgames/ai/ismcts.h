// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).
// Each iteration draws one determinization, a full match consistent with the root observation
// (Game::sampleMatch: opponents' hands and counters, the deck or bag order, set-aside cards), and walks one tree
// of moves with it: UCB with availability counts picks among the moves legal in that determinization, one new
// move is expanded, a heuristic playout finishes the match and every seat's reward (its share of the victory,
// plus a little for its place) is backed up. Games with many moves are searched over the heuristic's best
// candidates only, widening with the visits of a node. Paired (SearchTuning::pairedRoot), each determinization is
// walked once down every root candidate instead, so that the candidates are compared on the same deals.
//
// Root parallel: the budget is split over a fixed number of independent trees, each with its own Rng derived
// from the seed, run on as many threads as allowed and merged by summing the root statistics in a fixed order.
// The result therefore depends on the seed and the iteration budget only, never on the number of cores.

#include "ai/agent.h"
#include "ai/heuristic.h"

#include "core/game.h"
#include "core/move.h"
#include "core/observation.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace games::ai {

/// How many iterations of one tree pass between two progress reports.
inline constexpr long long kProgressEvery = 64;

/// How the generic search looks at one position: its default budget, how widely it looks and how it plays out.
/// A game's hard level gives them (HardLevel::tuning); the defaults serve a game that gives none.
struct SearchTuning {
    int iterations = 2000; // default budget: total iterations over all trees (deterministic)
    // > 0: the default budget counts moves played (tree walks and playouts, over all trees) instead, up to
    // `iterations` iterations: as deterministic, but about equally long decisions whatever the match has left,
    // so that late, cheap positions get many more iterations than the first moves.
    long long moveBudget = 0;
    int rootCandidates = 0; // moves searched at the root: the heuristic's best N (0 = every legal move)
    int nodeCandidates = 8; // most moves expanded below the root (progressive widening up to this)
    double exploration = 0.7; // UCB constant, rewards in [0, 1]
    double rolloutEpsilon = 0.1; // share of random moves in the heuristic playouts
    // Walk every root candidate on each determinization (the budget then counts walks), so that the candidates
    // are compared on the same deals.
    bool pairedRoot = false;
    double placeShare = 0.15; // of a playout's reward given for the place, the rest for the victory
};

/// One search's budget and machinery; what it searches for comes from `tuning`.
struct SearchConfig {
    SearchTuning tuning; // the hard level's at the position (HardAgent fills it)
    int iterations = 0; // 0: the tuning's default budget (tuning.iterations, or tuning.moveBudget when set)
    int milliseconds = 0; // > 0: also stop each tree at this deadline (results then vary with the machine)
    int threads = 0; // 0: every core
    int trees = 4; // independent trees whose roots are merged; fixed so that results ignore the cores
    // hard:pair as given (-1: not given): 1 compares every given move on the same deals (the review's second
    // look, review.h); a game's own search reads it too.
    int pairedRoot = -1;
    // The share of its budget (iterations, moves, samples) a search spends: the review's confirming searches split
    // one search's budget between the pairs of moves they compare (review.h). Every search honours it.
    double budgetShare = 1.0;
    // When set, the searching seat plays its own playout moves with this judgement and no random moves, the
    // other seats keep the search's heuristic (its opponent model); null: every seat plays the search's. Set by
    // the game's hard level (hard_level.h, choosePlayouts).
    std::shared_ptr<const Heuristic> ownPlayouts;
};

/// One root move's statistics: how often it was searched and its mean reward for the root seat (in [0, 1]:
/// roughly the chance to win, shared wins counted as fractions).
struct MoveValue {
    core::Move move;
    int visits = 0;
    double value = 0.0;
};

struct SearchResult {
    core::Move best;
    std::vector<MoveValue> moves; // the searched candidates, best first
    long long iterations = 0; // walks from the root (a game's own search may count determinizations)
    long long movesPlayed = 0; // by the search (tree walks and playouts)
};

/// `budget` scaled by `config.budgetShare`, at least 1.
long long sharedBudget(long long budget, const SearchConfig& config);

/// Searches from `observation` (whose viewer is to move) over `legal` and returns the most visited move.
/// `control.stop` is checked between iterations: a stopped search returns within one iteration per tree, with
/// what it has (still a legal move). `control.progress` hears about every kProgressEvery iterations of a tree.
SearchResult searchIsmcts(const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, const Heuristic& heuristic, const SearchConfig& config, std::uint64_t seed,
    const DecisionControl& control = {});

} // namespace games::ai
