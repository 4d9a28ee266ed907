// SPDX-License-Identifier: GPL-3.0-or-later
// One decision of the hard level in the No Thanks! expansion (the generic search, its whole default budget, one
// thread), and of classic hard: what a computer seat costs in the expansion. One iteration is one decision.
#include "ai/agent.h"
#include "bench_agents.h"
#include "builtin_game.h"
#include "no_thanks/game.h"
#include "no_thanks_random_game.h"

#include <benchmark/benchmark.h>

namespace {

void expansionDecision(benchmark::State& state, const char* spec)
{
    const games::core::Game* game = &nobox_bench::builtinGame("no-thanks"); // with its heuristic
    auto config = nobox_bench::randomGameConfig(3, true);
    config.seed = 7;
    auto match = game->newMatch(config);
    // A position a dozen decisions in, with a choice to make: cards in the displays, chips moved.
    games::core::Rng rng(7);
    games::core::MoveList legal;
    for (int played = 0; !match->isOver(); ++played) {
        match->legalMoves(legal);
        if (played >= 12 && legal.size() >= 2)
            break;
        (void)match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    const auto observation = match->observe(match->toMove());
    auto agent = nobox_bench::makeAgent(spec, *game, 1, nullptr, {1});
    for (auto _ : state)
        benchmark::DoNotOptimize(agent->choose(*observation, legal));
}

void BM_ExpansionDecisionHard(benchmark::State& state)
{
    expansionDecision(state, "hard");
}
void BM_ExpansionDecisionClassicHard(benchmark::State& state)
{
    expansionDecision(state, "hard:classic");
}

} // namespace

BENCHMARK(BM_ExpansionDecisionHard)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ExpansionDecisionClassicHard)->Unit(benchmark::kMillisecond);
