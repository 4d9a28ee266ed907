// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/module_game.h"

#include <nlohmann/json.hpp>

namespace games::core {

ModuleGame::ModuleGame(GameFacts facts)
    : m_facts(std::move(facts))
{
}

nlohmann::json ModuleGame::moveToJson(const Move& move) const
{
    return m_facts.moveToJson(move);
}

std::string ModuleGame::argToText(ArgKind kind, int value) const
{
    return m_facts.argToText ? m_facts.argToText(kind, value) : Game::argToText(kind, value);
}

std::vector<std::string_view> ModuleGame::topicsAt(const Observation& observation, std::size_t sinceLogSize) const
{
    return m_facts.topicsAt ? m_facts.topicsAt(observation, sinceLogSize) : Game::topicsAt(observation, sinceLogSize);
}

} // namespace games::core
