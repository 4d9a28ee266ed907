// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/registry.h"

namespace games {

/// Adds every game NoBox ships to `registry`. Called explicitly by the app, the CLI and the tests.
void registerBuiltinGames(core::Registry& registry);

} // namespace games
