// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/levels.h"

namespace games::ai {

HeuristicAgent::HeuristicAgent(Level level, std::shared_ptr<const Heuristic> heuristic, std::uint64_t seed)
    : HeuristicAgent(level, std::move(heuristic), seed, level == Level::Easy ? Memory::Easy : Memory::Normal)
{
}

HeuristicAgent::HeuristicAgent(
    Level level, std::shared_ptr<const Heuristic> heuristic, std::uint64_t seed, Memory memory)
    : Agent(seed)
    , m_level(level)
    , m_memory(memory)
    , m_heuristic(std::move(heuristic))
{
}

core::Move HeuristicAgent::decide(
    const core::Observation& seen, std::span<const core::Move> legal, const DecisionControl&, std::uint64_t seed)
{
    if (legal.size() == 1)
        return legal.front();
    // What the level still remembers (ND-10): drawn from the agent's own seed, so forgetting is for good.
    const auto recalled = m_heuristic->recall(seen, m_memory, Agent::seed());
    const core::Observation& observation = recalled ? *recalled : seen;
    core::Rng rng(seed);
    if (m_level == Level::Easy) {
        const auto blunder = static_cast<std::uint32_t>(m_heuristic->easyBlunderRate() * 1000.0);
        if (rng.below(1000) < blunder)
            return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        m_heuristic->scoreEasy(observation, legal, m_scores);
    } else {
        m_heuristic->score(observation, legal, m_scores);
    }
    return legal[bestIndex(m_scores, &rng)];
}

HardAgent::HardAgent(const core::Game& game, std::shared_ptr<const Heuristic> heuristic, SearchConfig config,
    std::uint64_t seed, std::shared_ptr<const HardLevel> hardLevel)
    : Agent(seed)
    , m_game(game)
    , m_heuristic(std::move(heuristic))
    , m_hardLevel(hardLevel ? std::move(hardLevel) : std::shared_ptr<const HardLevel>(hardLevelFor(game)))
    , m_config(std::move(config))
{
}

SearchResult HardAgent::searchWithSeed(const core::Observation& observation, std::span<const core::Move> legal,
    const DecisionControl& control, std::uint64_t seed) const
{
    SearchConfig config = m_config;
    config.tuning = m_hardLevel->tuning(observation);
    if (auto result = m_hardLevel->search(m_game, observation, legal, config, seed, control))
        return *result;
    if (config.pairedRoot >= 0)
        config.tuning.pairedRoot = config.pairedRoot == 1;
    return searchIsmcts(m_game, observation, legal, *m_heuristic, config, seed, control);
}

SearchResult HardAgent::search(
    const core::Observation& observation, std::span<const core::Move> legal, const DecisionControl& control)
{
    return searchWithSeed(observation, legal, control, decisionSeed(observation));
}

core::Move HardAgent::decide(const core::Observation& observation, std::span<const core::Move> legal,
    const DecisionControl& control, std::uint64_t seed)
{
    if (legal.size() == 1)
        return legal.front();
    return searchWithSeed(observation, legal, control, seed).best;
}

} // namespace games::ai
