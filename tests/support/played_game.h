// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A whole game of computers, as a record: for the tests that need a finished game of their own (a review, a
// replay) and no particular one.

#include "ai/agent.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/options.h"
#include "core/record.h"
#include "core/registry.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nobox_test {

/// `id` with `seats` seats dealt by `seed`, seat k played by specs[k % specs.size()] (each seeded with `seed`), with
/// `options` (the game's defaults for the others). An empty record when the game, an option or a move fails.
inline games::core::Record playedGame(const games::core::Registry& registry, std::string_view id, int seats,
    std::uint64_t seed, const std::vector<std::string>& specs, const games::core::RawOptions& options = {})
{
    const games::core::Game* game = registry.find(id);
    games::core::MatchConfig config;
    config.seats = seats;
    config.seed = seed;
    if (!game || specs.empty() || games::core::resolveOptions(game->optionSpecs(), options, config.options))
        return {};
    auto match = game->newMatch(config);
    if (!match)
        return {};
    std::vector<std::unique_ptr<games::ai::Agent>> agents;
    for (int seat = 0; seat < seats; ++seat)
        agents.push_back(games::ai::makeAgent(specs[static_cast<std::size_t>(seat) % specs.size()], *game, seed));
    games::core::MoveList legal;
    while (!match->isOver()) {
        match->legalMoves(legal);
        const auto seat = static_cast<std::size_t>(match->toMove());
        if (!agents[seat] || match->apply(agents[seat]->choose(*match->observe(match->toMove()), legal)))
            return {};
    }
    return games::core::recordOf(*match);
}

} // namespace nobox_test
