// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game.h"

#include <memory>
#include <string_view>
#include <vector>

namespace games::core {

/// The games an app knows. Filled explicitly by registerBuiltinGames() (libgames/builtin_games.h), never by
/// static self-registration that a linker could drop.
class Registry {
public:
    void add(std::unique_ptr<Game> game);
    const Game* find(std::string_view id) const;
    const std::vector<std::unique_ptr<Game>>& games() const { return m_games; }

private:
    std::vector<std::unique_ptr<Game>> m_games;
};

} // namespace games::core
