// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_idea_hard_level.h"

#include "ai/no_idea_search.h"

namespace games::ai {

std::optional<SearchResult> NoIdeaHardLevel::search(const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
    const DecisionControl& control) const
{
    return searchNoIdea(game, observation, legal, config, seed, control);
}

} // namespace games::ai
