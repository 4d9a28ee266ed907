// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The built-in games as the app and the CLI register them (each with its computer players), made once per test
// program.

#include "builtin_games.h"
#include "core/registry.h"

#include <string_view>

namespace nobox_test {

inline const games::core::Registry& builtinRegistry()
{
    static const games::core::Registry registry = [] {
        games::core::Registry r;
        games::registerBuiltinGames(r);
        return r;
    }();
    return registry;
}

/// A built-in game by its id (it must exist).
inline const games::core::Game& registeredGame(std::string_view id)
{
    return *builtinRegistry().find(id);
}

} // namespace nobox_test
