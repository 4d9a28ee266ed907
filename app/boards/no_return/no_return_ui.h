// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Return: its words, its board and its art.

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
QString noReturnArtFile();
std::unique_ptr<GameTexts> makeNoReturnTexts();
Board* makeNoReturnBoard(GameSession& session, QWidget* parent = nullptr);
/// Its lesson (no_return_lessons.cpp).
std::vector<Lesson> noReturnLessons();

} // namespace nobox
