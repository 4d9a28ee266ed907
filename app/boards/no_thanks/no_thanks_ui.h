// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Thanks!: its words and its board.

#include "shell/lesson.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

namespace nobox {

class Board;
class GameSession;
class GameTexts;

/// The game's SVG as a resource path (its "cover" element is the start page's picture).
QString noThanksArtFile();
std::unique_ptr<GameTexts> makeNoThanksTexts();
Board* makeNoThanksBoard(GameSession& session, QWidget* parent = nullptr);
/// Its lessons (no_thanks_lessons.cpp): the basics, the special cards.
std::vector<Lesson> noThanksLessons();

} // namespace nobox
