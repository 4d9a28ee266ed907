// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Return: its words, its board and its art.

namespace nobox {

struct GameUi;

GameUi noReturnUi();

} // namespace nobox
