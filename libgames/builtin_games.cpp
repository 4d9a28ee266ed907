// SPDX-License-Identifier: GPL-3.0-or-later
// Every game NoBox ships, with the heuristic of its computer players and what its hard level adds to the
// generic search: one entry per game (docs/adding-a-game.md).
#include "builtin_games.h"

#include "ai/hard_level.h"
#include "ai/heuristic.h"
#include "ai/no_idea_hard_level.h"
#include "ai/no_idea_heuristic.h"
#include "ai/no_return_hard_level.h"
#include "ai/no_return_heuristic.h"
#include "ai/no_thanks_hard_level.h"
#include "ai/no_thanks_heuristic.h"
#include "no_idea/game.h"
#include "no_return/game.h"
#include "no_thanks/game.h"

namespace games {

void registerBuiltinGames(core::Registry& registry)
{
    registry.add(
        no_thanks::makeGame(), ai::makeHeuristic<ai::NoThanksHeuristic>, ai::makeHardLevel<ai::NoThanksHardLevel>);
    registry.add(
        no_return::makeGame(), ai::makeHeuristic<ai::NoReturnHeuristic>, ai::makeHardLevel<ai::NoReturnHardLevel>);
    registry.add(no_idea::makeGame(), ai::makeHeuristic<ai::NoIdeaHeuristic>, ai::makeHardLevel<ai::NoIdeaHardLevel>);
}

} // namespace games
