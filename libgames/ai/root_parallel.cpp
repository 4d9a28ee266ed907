// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/root_parallel.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

namespace games::ai {

SearchResult searchRootParallel(std::span<const core::Move> rootMoves, long long total, const SearchConfig& config,
    std::uint64_t seed, const DecisionControl& control, const std::function<RootStats(const TreeRun&)>& growTree)
{
    const int trees = std::max(1, config.trees);
    std::optional<TreeRun::Clock::time_point> deadline;
    if (config.milliseconds > 0)
        deadline = TreeRun::Clock::now() + std::chrono::milliseconds(config.milliseconds);

    std::vector<RootStats> stats(static_cast<std::size_t>(trees));
    std::mutex progressMutex; // progress calls come one at a time, whichever tree reports
    long long done = 0;
    auto runTree = [&](int t) {
        TreeRun run {t, mixSeed(seed, static_cast<std::uint64_t>(t)), total / trees + (t < total % trees ? 1 : 0),
            deadline, control.stop, [&](long long iterations, const core::Move& best) {
                if (!control.progress)
                    return;
                std::lock_guard lock(progressMutex);
                done += iterations;
                control.progress(SearchProgress {done, total, best});
            }};
        stats[static_cast<std::size_t>(t)] = growTree(run);
    };
    int threads = config.threads > 0 ? config.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, trees);
    if (threads == 1) {
        for (int t = 0; t < trees; ++t)
            runTree(t);
    } else {
        std::atomic<int> next {0};
        std::vector<std::thread> workers;
        for (int w = 0; w < threads; ++w)
            workers.emplace_back([&] {
                for (int t = next++; t < trees; t = next++)
                    runTree(t);
            });
        for (auto& worker : workers)
            worker.join();
    }

    SearchResult result;
    for (std::size_t i = 0; i < rootMoves.size(); ++i) {
        MoveValue value {rootMoves[i], 0, 0.0};
        double reward = 0.0;
        for (const auto& tree : stats) {
            if (i < tree.visits.size()) {
                value.visits += tree.visits[i];
                reward += tree.reward[i];
            }
        }
        value.value = value.visits > 0 ? reward / value.visits : 0.0;
        result.moves.push_back(value);
    }
    for (const auto& tree : stats) {
        result.iterations += tree.iterations;
        result.movesPlayed += tree.moves;
    }
    std::stable_sort(result.moves.begin(), result.moves.end(), [](const MoveValue& a, const MoveValue& b) {
        return a.visits > b.visits || (a.visits == b.visits && a.value > b.value);
    });
    result.best = result.moves.front().move;
    return result;
}

} // namespace games::ai
