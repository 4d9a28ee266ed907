// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/match.h"

#include "no_idea/observation.h"
#include "no_idea/scoring.h"

#include <nlohmann/json.hpp>

namespace games::no_idea {

NoIdeaMatch::NoIdeaMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : core::Match(game, std::move(config))
    , m_state(std::move(state))
{
    reserveHistory(160);
}

std::unique_ptr<core::Observation> NoIdeaMatch::observe(core::Seat viewer) const
{
    return std::make_unique<NoIdeaObservation>(observeState(m_state, viewer));
}

void NoIdeaMatch::observeInto(core::Seat viewer, std::unique_ptr<core::Observation>& slot) const
{
    if (auto* reused = dynamic_cast<NoIdeaObservation*>(slot.get()))
        observeState(m_state, viewer, *reused);
    else
        slot = observe(viewer);
}

std::unique_ptr<core::Observation> NoIdeaMatch::observeRevealed(const core::RevealKey&) const
{
    return std::make_unique<NoIdeaObservation>(revealState(m_state));
}

std::vector<core::SeatScore> NoIdeaMatch::score() const
{
    return scoreAll(m_state);
}

void NoIdeaMatch::rankKeys(std::span<core::RankKey> out) const
{
    rankKeysOf(m_state, out);
}

nlohmann::json NoIdeaMatch::stateJson(const core::DebugKey&) const
{
    return stateToJson(m_state);
}

} // namespace games::no_idea
