// SPDX-License-Identifier: GPL-3.0-or-later
// Plays N random 3-player games of No Thanks! through the public interface, exactly as BM_NoThanksRandomPlayout
// does, and nothing else: a fixed amount of work for callgrind, whose instruction count does not depend on the
// machine's load (docs/performance.md). Run it with N and with 0 games, and divide the difference by N:
//     valgrind --tool=callgrind build/bench/bench/nobox_nt_playout_count 10000
#include "no_thanks/game.h"
#include "no_thanks_random_game.h"

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv)
{
    const long games = argc > 1 ? std::atol(argv[1]) : 10000;
    const auto game = games::no_thanks::makeGame();
    auto config = nobox_bench::randomGameConfig(3, false);
    games::core::Rng rng(12345);
    games::core::MoveList legal;
    std::vector<games::core::RankKey> keys(static_cast<std::size_t>(config.seats));
    long long decisions = 0;
    for (long i = 0; i < games; ++i)
        decisions += nobox_bench::playRandomGame(*game, config, rng, legal, keys);
    std::printf("%ld games, %lld decisions\n", games, decisions);
    return 0;
}
