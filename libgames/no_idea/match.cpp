// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/match.h"

#include "no_idea/observation.h"
#include "no_idea/scoring.h"

#include "core/state_match_impl.h"

template class games::core::StateMatch<games::no_idea::NoIdeaMatch, games::no_idea::State,
    games::no_idea::NoIdeaObservation>;

namespace games::no_idea {

NoIdeaMatch::NoIdeaMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : StateMatch(game, std::move(config), std::move(state))
{
    reserveHistory(160);
}

} // namespace games::no_idea
