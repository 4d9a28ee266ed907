// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Root parallelism, shared by the searches that grow trees (ismcts.h, no_thanks_search.h): the budget is split
// over a fixed number of independent trees (SearchConfig::trees), each with its own Rng derived from the seed,
// run on as many threads as allowed and merged by summing the root statistics in the trees' order. The result
// therefore depends on the seed and the budget only, never on the number of cores (docs/ai.md, "Determinism").

#include "ai/agent.h"
#include "ai/ismcts.h"

#include "core/move.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace games::ai {

/// What one tree found at the root: per root move (in the order given to searchRootParallel) its visits and the
/// sum of its rewards, and the work done.
struct RootStats {
    std::vector<int> visits;
    std::vector<double> reward;
    long long iterations = 0;
    long long moves = 0; // moves played (0 where a search does not count them)
};

/// One tree's part of the search: its index, its seed, its share of the iterations, the common deadline and stop,
/// and where it reports progress (iterations done since its last report, its best root move now).
struct TreeRun {
    using Clock = std::chrono::steady_clock;
    int index = 0;
    std::uint64_t seed = 0;
    long long iterations = 0;
    std::optional<Clock::time_point> deadline;
    const core::StopToken& stop;
    std::function<void(long long iterations, const core::Move& best)> tick;
};

/// Runs `growTree` for each of config.trees trees on up to config.threads threads (0: every core) with `total`
/// iterations split between them, and merges their roots: the moves by visits, then value, best first.
/// `rootMoves` has at least one move.
SearchResult searchRootParallel(std::span<const core::Move> rootMoves, long long total, const SearchConfig& config,
    std::uint64_t seed, const DecisionControl& control, const std::function<RootStats(const TreeRun&)>& growTree);

} // namespace games::ai
