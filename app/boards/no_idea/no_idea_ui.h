// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Idea: its words, its board, its art and what a replay recalls.

#include "shell/lesson.h"

#include <vector>

namespace nobox {

struct GameUi;

GameUi noIdeaUi();
/// Its lesson (no_idea_lessons.cpp).
std::vector<Lesson> noIdeaLessons();

} // namespace nobox
