// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game.h"

#include <memory>
#include <string_view>
#include <vector>

namespace games::core {

/// The games an app knows. Filled explicitly by registerBuiltinGames() (libgames/builtin_games.cpp, one line per
/// game), never by static self-registration that a linker could drop. Everything else finds a game here.
class Registry {
public:
    /// Adds `game` with the judgement its computer players use, and what its hard level adds to the generic
    /// search, if anything (its own options, playouts or search: ai/hard_level.h):
    ///     registry.add(my_game::makeGame(), ai::makeHeuristic<ai::MyGameHeuristic>, ai::makeHardLevel<...>);
    /// Refuses, with std::invalid_argument saying what is wrong, a game without a heuristic, an id that is not
    /// lower-case letters, digits and single hyphens ("no-thanks"), or an id already registered: a missed step of
    /// docs/adding-a-game.md fails at start-up instead of playing silently badly.
    void add(std::unique_ptr<Game> game, HeuristicMaker heuristic, HardLevelMaker hardLevel = nullptr);
    const Game* find(std::string_view id) const;
    const std::vector<std::unique_ptr<Game>>& games() const { return m_games; }

    /// Whether `id` has the form of a game id (what add() accepts): a name failing this can never be a game.
    static bool isGameId(std::string_view id);

private:
    std::vector<std::unique_ptr<Game>> m_games;
};

} // namespace games::core
