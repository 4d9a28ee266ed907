// SPDX-License-Identifier: GPL-3.0-or-later
#include "builtin_games.h"

#include "no_idea/game.h"
#include "no_return/game.h"
#include "no_thanks/game.h"

namespace games {

void registerBuiltinGames(core::Registry& registry)
{
    registry.add(no_thanks::makeGame());
    registry.add(no_return::makeGame());
    registry.add(no_idea::makeGame());
}

} // namespace games
