// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A built-in game as the app finds it: registered with its heuristic, so that agents can be made for it.

#include "builtin_games.h"
#include "core/registry.h"

#include <string_view>

namespace nobox_bench {

inline const games::core::Game& builtinGame(std::string_view id)
{
    static const games::core::Registry registry = [] {
        games::core::Registry r;
        games::registerBuiltinGames(r);
        return r;
    }();
    return *registry.find(id);
}

} // namespace nobox_bench
