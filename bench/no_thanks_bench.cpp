// SPDX-License-Identifier: GPL-3.0-or-later
// Random playouts of No Thanks! through the public interface only (no_thanks_random_game.h). One iteration is
// one whole game.
#include "no_thanks/game.h"
#include "no_thanks_random_game.h"

#include <benchmark/benchmark.h>

namespace {

void randomPlayouts(benchmark::State& state, bool expansion)
{
    const auto game = games::no_thanks::makeGame();
    auto config = nobox_bench::randomGameConfig(static_cast<int>(state.range(0)), expansion);
    games::core::Rng rng(12345);
    games::core::MoveList legal;
    std::vector<games::core::RankKey> keys(static_cast<std::size_t>(config.seats));
    long long decisions = 0;
    for (auto _ : state) {
        decisions += nobox_bench::playRandomGame(*game, config, rng, legal, keys);
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
