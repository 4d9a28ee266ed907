// SPDX-License-Identifier: GPL-3.0-or-later
// Every board NoBox ships: one line per game.
#include "shell/board_factory.h"
#include "shell/game_texts.h"

#include "boards/no_idea/no_idea_ui.h"
#include "boards/no_return/no_return_ui.h"
#include "boards/no_thanks/no_thanks_ui.h"

namespace nobox {

void registerBuiltinBoards(BoardFactory& factory)
{
    factory.add("no-idea", noIdeaUi());
    factory.add("no-return", noReturnUi());
    factory.add("no-thanks", noThanksUi());
}

} // namespace nobox
