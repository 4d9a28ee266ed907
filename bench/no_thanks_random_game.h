// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One game of No Thanks! played at random through the public interface only: newMatch, legalMoves/apply until
// the end, then the final ranking (rankKeys). What BM_NoThanksRandomPlayout times and nobox_nt_playout_count
// counts (docs/performance.md).
#include "core/game.h"
#include "core/match_config.h"
#include "core/rng.h"

#include <vector>

namespace nobox_bench {

/// Plays one game dealt from `rng` and returns its decisions; the ranking is left in `keys`.
inline long long playRandomGame(const games::core::Game& game, games::core::MatchConfig& config, games::core::Rng& rng,
    games::core::MoveList& legal, std::vector<games::core::RankKey>& keys)
{
    config.seed = rng.next();
    auto match = game.newMatch(config);
    long long decisions = 0;
    while (!match->isOver()) {
        match->legalMoves(legal);
        match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        ++decisions;
    }
    match->rankKeys(keys);
    return decisions;
}

/// The config of a random game: `seats` players, the base game or the expansion, chips hidden.
inline games::core::MatchConfig randomGameConfig(int seats, bool expansion)
{
    games::core::MatchConfig config;
    config.seats = seats;
    config.options.set("expansion", expansion ? 1 : 0);
    config.options.set("open-counters", 0);
    return config;
}

} // namespace nobox_bench
