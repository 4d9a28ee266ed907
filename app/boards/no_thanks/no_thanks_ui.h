// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Thanks!: its words, its board and its art.

#include "shell/lesson.h"

#include <vector>

namespace nobox {

struct GameUi;

GameUi noThanksUi();
/// Its lessons (no_thanks_lessons.cpp): the basics, the special cards.
std::vector<Lesson> noThanksLessons();

} // namespace nobox
