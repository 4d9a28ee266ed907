// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A built-in game as registered (with its heuristic), for tests that make agents for it.

#include "builtin_games.h"
#include "core/registry.h"

#include <string_view>

namespace nobox_test {

inline const games::core::Game& registeredGame(std::string_view id)
{
    static const games::core::Registry registry = [] {
        games::core::Registry r;
        games::registerBuiltinGames(r);
        return r;
    }();
    return *registry.find(id);
}

} // namespace nobox_test
