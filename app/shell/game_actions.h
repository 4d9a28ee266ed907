// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's standard actions in one place (libkdegames' KStandardGameAction idea): New, Close, Hint, Quit,
// Full screen, Speed, Rules, About, each with the platform's shortcut where it has one. No plain letters: those
// belong to the boards.

#include "shell/game_session.h"

#include <QObject>

#include <map>

class QAction;
class QActionGroup;

namespace nobox {

class GameActions : public QObject {
    Q_OBJECT

public:
    explicit GameActions(QObject* parent);

    QAction* newGame = nullptr;
    QAction* closeGame = nullptr;
    QAction* saveGame = nullptr;
    QAction* openGame = nullptr;
    QAction* undo = nullptr;
    QAction* statistics = nullptr;
    QAction* replay = nullptr;
    QAction* scores = nullptr; // the score sheet of the finished game, again
    QAction* playAgain = nullptr; // the same table, a new deal
    QAction* hint = nullptr;
    QAction* quit = nullptr;
    QAction* fullScreen = nullptr;
    QAction* rules = nullptr;
    QAction* about = nullptr;
    QActionGroup* speedGroup = nullptr;
    std::map<Speed, QAction*> speeds;

    void setSpeed(Speed speed); // checks its menu entry
    /// Every text again, in the language now loaded.
    void retranslate(const QString& gameTitle);

signals:
    void speedChosen(Speed speed);
};

} // namespace nobox
