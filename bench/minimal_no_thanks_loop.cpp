// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for the engine's speed: the base game of No Thanks! played at random by a loop that knows only
// this game (no interface, no validation, no history). docs/performance.md compares the engine with it.
#include "core/rng.h"

#include <benchmark/benchmark.h>

#include <array>
#include <bit>
#include <cstdint>

namespace {

void BM_MinimalNoThanksLoop(benchmark::State& state)
{
    games::core::Rng rng(1);
    long long checksum = 0;
    for (auto _ : state) {
        std::array<int, 33> cards {};
        for (int i = 0; i < 33; ++i)
            cards[static_cast<std::size_t>(i)] = i + 3;
        rng.shuffle(std::span<int>(cards));
        std::array<int, 3> chips {11, 11, 11};
        std::array<std::uint64_t, 3> displays {};
        int seat = 0;
        for (int top = 0; top < 24; ++top) {
            const int card = cards[static_cast<std::size_t>(top)];
            int pot = 0;
            while (true) {
                if (chips[seat] == 0 || rng.below(2) == 0) {
                    chips[seat] += pot;
                    displays[seat] |= std::uint64_t {1} << card;
                    break;
                }
                --chips[seat];
                ++pot;
                seat = (seat + 1) % 3;
            }
        }
        for (int s = 0; s < 3; ++s) {
            const std::uint64_t numbers = displays[s];
            for (std::uint64_t starts = numbers & ~(numbers << 1); starts != 0; starts &= starts - 1)
                checksum -= std::countr_zero(starts);
            checksum += chips[s];
        }
    }
    benchmark::DoNotOptimize(checksum);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_MinimalNoThanksLoop);

} // namespace
