// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/levels.h"

namespace games::ai {

HeuristicAgent::HeuristicAgent(Level level, std::shared_ptr<const Heuristic> heuristic, std::uint64_t seed)
    : m_level(level)
    , m_heuristic(std::move(heuristic))
    , m_rng(seed)
{
}

core::Move HeuristicAgent::choose(const core::Observation& observation, std::span<const core::Move> legal)
{
    if (legal.size() == 1)
        return legal.front();
    if (m_level == Level::Easy) {
        const auto blunder = static_cast<std::uint32_t>(m_heuristic->easyBlunderRate() * 1000.0);
        if (m_rng.below(1000) < blunder)
            return legal[m_rng.below(static_cast<std::uint32_t>(legal.size()))];
        m_heuristic->scoreEasy(observation, legal, m_scores);
    } else {
        m_heuristic->score(observation, legal, m_scores);
    }
    return legal[bestIndex(m_scores, &m_rng)];
}

HardAgent::HardAgent(
    const core::Game& game, std::shared_ptr<const Heuristic> heuristic, SearchConfig config, std::uint64_t seed)
    : m_game(game)
    , m_heuristic(std::move(heuristic))
    , m_config(config)
    , m_rng(seed)
{
}

SearchResult HardAgent::search(const core::Observation& observation, std::span<const core::Move> legal)
{
    // One seed per decision from the agent's stream: the same seed and the same decisions replay exactly.
    const std::uint64_t seed = m_rng.next();
    SearchConfig config = m_config;
    config.tuning = m_heuristic->tuning(observation);
    return searchIsmcts(m_game, observation, legal, *m_heuristic, config, seed);
}

core::Move HardAgent::choose(const core::Observation& observation, std::span<const core::Move> legal)
{
    if (legal.size() == 1)
        return legal.front();
    return search(observation, legal).best;
}

} // namespace games::ai
