// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/heuristic.h"

#include <stdexcept>
#include <string>

namespace games::ai {

std::unique_ptr<Heuristic> heuristicFor(const core::Game& game)
{
    if (!game.heuristicMaker())
        throw std::logic_error("the game '" + std::string(game.id())
            + "' has no heuristic: it was not added to a registry (core::Registry::add)");
    return game.heuristicMaker()();
}

std::size_t bestIndex(const std::vector<double>& values, core::Rng* rng)
{
    std::size_t best = 0;
    std::uint32_t ties = 1;
    for (std::size_t i = 1; i < values.size(); ++i) {
        if (values[i] > values[best]) {
            best = i;
            ties = 1;
        } else if (rng && values[i] == values[best]) {
            // Reservoir choice among equal values.
            ++ties;
            if (rng->below(ties) == 0)
                best = i;
        }
    }
    return best;
}

std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t salt)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (salt + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace games::ai
