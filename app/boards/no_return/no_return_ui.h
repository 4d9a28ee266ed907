// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Return: its words, its board and its art.

#include "shell/lesson.h"

#include <vector>

namespace nobox {

struct GameUi;

GameUi noReturnUi();
/// Its lesson (no_return_lessons.cpp).
std::vector<Lesson> noReturnLessons();

} // namespace nobox
