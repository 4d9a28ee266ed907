// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/match.h"

#include "no_return/observation.h"
#include "no_return/scoring.h"

#include "core/state_match_impl.h"

template class games::core::StateMatch<games::no_return::NoReturnMatch, games::no_return::State,
    games::no_return::NoReturnObservation>;

namespace games::no_return {

NoReturnMatch::NoReturnMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : StateMatch(game, std::move(config), std::move(state))
{
    reserveHistory(256); // a game between computer players takes 60–200 moves
}

} // namespace games::no_return
