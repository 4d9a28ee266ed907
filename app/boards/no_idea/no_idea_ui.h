// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Idea: its words and its board.

#include "shell/lesson.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

namespace games::core {
class Observation;
}

namespace nobox {

class Board;
class GameSession;
class GameTexts;

/// The game's SVG as a resource path (its "cover" element is the start page's picture).
QString noIdeaArtFile();
std::unique_ptr<GameTexts> makeNoIdeaTexts();
Board* makeNoIdeaBoard(GameSession& session, QWidget* parent = nullptr);
/// Its lesson (no_idea_lessons.cpp).
std::vector<Lesson> noIdeaLessons();
/// Turns the memory aid on in a No Idea observation (GameUi::recall): the known face-down cards it holds are
/// drawn as known, with the aid's own look. Says so unless the table had it on.
QString recallNoIdea(games::core::Observation& observation);

} // namespace nobox
