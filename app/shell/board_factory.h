// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell knows of each game's user interface, keyed by game id: its words, its board, its art. Filled
// explicitly by registerBuiltinBoards() (app/shell/exe/builtin_boards.cpp), like the engine's registry: adding a
// game adds a board folder and one line there, nothing else.

#include "shell/lesson.h"

#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

class QWidget;

namespace games::core {
class Observation;
}

namespace nobox {

class Board;
class GameSession;
class GameTexts;

struct GameUi {
    std::shared_ptr<const GameTexts> texts;
    std::function<Board*(GameSession& session, QWidget* parent)> makeBoard;
    QString artFile; // the game's SVG (resource path): its "cover" element shows on the start page
    /// Puts in sight, in one seat's observation, what it holds but the table chose not to draw (No Idea's cards
    /// seen and turned back, without the memory aid), so that the review's replay shows what the player knew;
    /// nothing hidden is added. Returns a sentence saying so for the viewer, or nothing when nothing changed.
    /// Unset: the game's observations draw all they hold.
    std::function<QString(games::core::Observation& observation)> recall = {};
    /// The guided first games of this game (lesson.h), in the order the start page offers them; none: no lesson.
    std::vector<Lesson> lessons = {};
};

class BoardFactory {
public:
    void add(std::string gameId, GameUi ui);
    const GameUi* find(std::string_view gameId) const;
    const std::map<std::string, GameUi, std::less<>>& all() const { return m_uis; }

private:
    std::map<std::string, GameUi, std::less<>> m_uis;
};

/// Every board NoBox ships (defined with the executable, which links the boards).
void registerBuiltinBoards(BoardFactory& factory);

} // namespace nobox
