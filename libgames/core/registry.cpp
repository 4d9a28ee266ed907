// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/registry.h"

namespace games::core {

void Registry::add(std::unique_ptr<Game> game)
{
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
