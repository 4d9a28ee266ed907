// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/registry.h"

#include <stdexcept>
#include <string>

namespace games::core {

bool Registry::isGameId(std::string_view id)
{
    if (id.empty() || id.front() == '-' || id.back() == '-' || id.find("--") != std::string_view::npos)
        return false;
    for (const char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            return false;
    return true;
}

void Registry::add(std::unique_ptr<Game> game, HeuristicMaker heuristic, HardLevelMaker hardLevel)
{
    if (!game)
        throw std::invalid_argument("Registry::add: no game");
    const std::string id(game->id());
    if (!isGameId(id))
        throw std::invalid_argument(
            "Registry::add: '" + id + "' is not a game id (lower-case letters, digits, hyphens)");
    if (find(id))
        throw std::invalid_argument("Registry::add: the game '" + id + "' is registered twice");
    if (!heuristic)
        throw std::invalid_argument("Registry::add: the game '" + id
            + "' has no heuristic for its computer players (ai::makeHeuristic<...>, docs/adding-a-game.md)");
    game->m_heuristicMaker = heuristic;
    game->m_hardLevelMaker = hardLevel;
    m_games.push_back(std::move(game));
}

const Game* Registry::find(std::string_view id) const
{
    for (const auto& game : m_games)
        if (game->id() == id)
            return game.get();
    return nullptr;
}

} // namespace games::core
