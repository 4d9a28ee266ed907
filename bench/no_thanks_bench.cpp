// SPDX-License-Identifier: GPL-3.0-or-later
// Random playouts of No Thanks! through the public interface only: newMatch, legalMoves/apply until the end,
// then the final ranking (rankKeys). One iteration is one whole game.
#include "core/game.h"
#include "core/match_config.h"
#include "core/rng.h"
#include "no_thanks/game.h"

#include <benchmark/benchmark.h>

namespace {

void randomPlayouts(benchmark::State& state, bool expansion)
{
    using namespace games::core;
    const auto game = games::no_thanks::makeGame();
    MatchConfig config;
    config.seats = static_cast<int>(state.range(0));
    config.options.set("expansion", expansion ? 1 : 0);
    config.options.set("open-counters", 0);
    Rng rng(12345);
    MoveList legal;
    std::vector<RankKey> keys(static_cast<std::size_t>(config.seats));
    long long decisions = 0;
    for (auto _ : state) {
        config.seed = rng.next();
        auto match = game->newMatch(config);
        while (!match->isOver()) {
            match->legalMoves(legal);
            match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            ++decisions;
        }
        match->rankKeys(keys);
        benchmark::DoNotOptimize(keys.data());
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["decisions/game"]
        = benchmark::Counter(static_cast<double>(decisions) / static_cast<double>(state.iterations()));
}

void BM_NoThanksRandomPlayout(benchmark::State& state)
{
    randomPlayouts(state, false);
}
void BM_NoThanksRandomPlayoutExpansion(benchmark::State& state)
{
    randomPlayouts(state, true);
}

} // namespace

BENCHMARK(BM_NoThanksRandomPlayout)->Arg(3)->Arg(5)->Arg(7);
BENCHMARK(BM_NoThanksRandomPlayoutExpansion)->Arg(3)->Arg(5)->Arg(7);
