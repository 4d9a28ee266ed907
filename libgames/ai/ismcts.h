// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).
// Each iteration draws one determinization, a full match consistent with the root observation
// (Game::sampleMatch: opponents' hands and counters, the deck or bag order, set-aside cards), and walks one tree
// of moves with it: UCB with availability counts picks among the moves legal in that determinization, one new
// move is expanded, a heuristic playout finishes the match and every seat's reward (its share of the victory,
// plus a little for its place) is backed up. Games with many moves are searched over the heuristic's best
// candidates only, widening with the visits of a node. Paired (SearchConfig::pairedRoot), each determinization is
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

struct SearchConfig {
    SearchTuning tuning;
    int iterations = 0; // 0: the tuning's default budget (tuning.iterations, or tuning.moveBudget when set)
    int milliseconds = 0; // > 0: also stop each tree at this deadline (results then vary with the machine)
    int threads = 0; // 0: every core
    int trees = 4; // independent trees whose roots are merged; fixed so that results ignore the cores
    // The hard level's variant: classic is the first hard level exactly (generic search, its budgets), kept to
    // measure against; otherwise the game's hard level (hard_level.h) chooses the playouts and may search a
    // decision its own way.
    bool classic = false;
    // hard:policy as given (-1: not given): whether the game's hard level plays out with its tuned weights
    // (hard_level.h, choosePlayouts); what it does when not given is the game's.
    int tunedPlayouts = -1;
    // hard:pair as given (-1: not given). In the generic search, 1 walks every root candidate on each
    // determinization (the budget then counts walks), so that the candidates are compared on the same deals.
    int pairedRoot = -1;
    // hard:chance. In the generic search, keeps a move's outcomes apart by what the searching seat sees after it
    // (its observation): after a card is revealed, the tree goes on in a node for that card, instead of one node
    // that mixes every card the determinizations hold. Off unless asked: in the expansion it lost 11 points to one
    // node per move (docs/ai.md, eleventh round).
    bool chanceNodes = false;
    long long moveBudget = -1; // the generic search's move budget (tuning.moveBudget) instead of its default
    // The share of its budget (iterations, moves, samples) a search spends: the review's confirming searches split
    // one search's budget between the pairs of moves they compare (review.h). Every search honours it.
    double budgetShare = 1.0;
    // hard:c and hard:eps as given (-1: not given): the generic search's UCB constant and share of random
    // playout moves instead of the game's tuning (a game's own search may read them too).
    double exploration = -1.0;
    double rolloutEpsilon = -1.0;
    // hard:place: the share of a playout's reward given for the place, the rest for the victory.
    double placeShare = 0.15;
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
