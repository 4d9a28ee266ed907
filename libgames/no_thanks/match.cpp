// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/match.h"

#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include "core/state_match_impl.h"

template class games::core::StateMatch<games::no_thanks::NoThanksMatch, games::no_thanks::State,
    games::no_thanks::NoThanksObservation>;

namespace games::no_thanks {

NoThanksMatch::NoThanksMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : StateMatch(game, std::move(config), std::move(state))
{
    // A game takes ~50 decisions (~80 with the special cards). 85 moves are 1,020 bytes, which glibc serves from
    // its per-thread cache (up to 1,032); a few more bytes cost every match the slower path (docs/performance.md).
    reserveHistory(m_state.expansion ? 160 : 85);
}

} // namespace games::no_thanks
