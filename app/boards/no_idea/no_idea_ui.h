// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's board factory needs from No Idea: its words and its board.

#include <QString>
#include <QWidget>

#include <memory>

namespace nobox {

class Board;
class GameSession;
class GameTexts;

/// The game's SVG as a resource path (its "cover" element is the start page's picture).
QString noIdeaArtFile();
std::unique_ptr<GameTexts> makeNoIdeaTexts();
Board* makeNoIdeaBoard(GameSession& session, QWidget* parent = nullptr);

} // namespace nobox
