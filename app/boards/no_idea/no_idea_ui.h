// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Idea: its words, its board, its art and what a replay recalls.

namespace nobox {

struct GameUi;

GameUi noIdeaUi();

} // namespace nobox
