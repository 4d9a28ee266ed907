// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/game_actions.h"

#include "shell/speed.h"

#include <QAction>
#include <QActionGroup>
#include <QKeySequence>

namespace nobox {

namespace {

QList<QKeySequence> withFallback(QKeySequence::StandardKey key, const QKeySequence& fallback)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(fallback))
        keys.append(fallback);
    return keys;
}

} // namespace

GameActions::GameActions(QObject* parent)
    : QObject(parent)
{
    newGame = new QAction(this);
    newGame->setShortcuts(withFallback(QKeySequence::New, QKeySequence(Qt::CTRL | Qt::Key_N)));
    closeGame = new QAction(this);
    closeGame->setShortcuts(withFallback(QKeySequence::Close, QKeySequence(Qt::CTRL | Qt::Key_W)));
    saveGame = new QAction(this);
    saveGame->setShortcuts(withFallback(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)));
    openGame = new QAction(this);
    openGame->setShortcuts(withFallback(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)));
    undo = new QAction(this);
    undo->setShortcuts(withFallback(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z)));
    statistics = new QAction(this);
    replay = new QAction(this);
    scores = new QAction(this);
    scores->setObjectName(QStringLiteral("scores"));
    playAgain = new QAction(this);
    playAgain->setObjectName(QStringLiteral("playAgain"));
    hint = new QAction(this);
    hint->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    quit = new QAction(this);
    quit->setShortcuts(withFallback(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);
    fullScreen = new QAction(this);
    fullScreen->setCheckable(true);
    fullScreen->setShortcuts(withFallback(QKeySequence::FullScreen, QKeySequence(Qt::Key_F11)));
    rules = new QAction(this);
    rules->setShortcuts(withFallback(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1)));
    about = new QAction(this);
    about->setMenuRole(QAction::AboutRole);

    speedGroup = new QActionGroup(this);
    speedGroup->setExclusive(true);
    for (Speed speed : kAllSpeeds) {
        auto* action = new QAction(speedGroup);
        action->setCheckable(true);
        action->setData(speedName(speed));
        connect(action, &QAction::triggered, this, [this, speed] { emit speedChosen(speed); });
        speeds[speed] = action;
    }
    retranslate({});
}

void GameActions::setSpeed(Speed speed)
{
    speeds.at(speed)->setChecked(true);
}

void GameActions::retranslate(const QString& gameTitle)
{
    newGame->setText(tr("&New Game…"));
    newGame->setToolTip(tr("Choose the game, the players and the options, and deal"));
    closeGame->setText(tr("&Close Game"));
    closeGame->setToolTip(tr("Leave this game and go back to the start page"));
    saveGame->setText(tr("&Save Game…"));
    saveGame->setToolTip(tr("Save this game to a file, to go on with it elsewhere or to show it to someone"));
    openGame->setText(tr("&Open Game…"));
    openGame->setToolTip(tr("Open a saved game to go on with it or to watch it again"));
    undo->setText(tr("&Undo My Move"));
    undo->setToolTip(tr("Take back your last decision (the game then counts as practice)"));
    replay->setText(tr("&Replay Game"));
    replay->setToolTip(tr("Watch the finished game again, move by move, through any player's eyes"));
    scores->setText(tr("S&cores"));
    scores->setToolTip(tr("The final scores of this game, line by line"));
    playAgain->setText(tr("&Play Again"));
    playAgain->setToolTip(tr("The same players and settings, a new deal"));
    statistics->setText(tr("S&tatistics"));
    statistics->setToolTip(tr("How each player has been doing: games, wins, scores, with plots"));
    hint->setText(tr("&Hint"));
    hint->setToolTip(tr("Ask the strongest computer player what it would do"));
    quit->setText(tr("&Quit"));
    fullScreen->setText(tr("&Full Screen"));
    rules->setText(gameTitle.isEmpty() ? tr("&Rules") : tr("&Rules of %1").arg(gameTitle));
    about->setText(tr("&About NoBox"));
    for (auto& [speed, action] : speeds)
        action->setText(speedLabel(speed));
}

} // namespace nobox
