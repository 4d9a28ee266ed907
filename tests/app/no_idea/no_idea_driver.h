// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drives the No Idea board the way a person does: clicks a face-down card or presses its key, clicks, drags or
// keys a pile, presses "Nothing fits anymore!". Shared by the No Idea ui tests.

#include "boards/no_idea/card_button.h"
#include "boards/no_idea/no_idea_board.h"
#include "boards/no_idea/no_idea_texts.h"

#include "shell/board_factory.h"
#include "shell/game_session.h"
#include "shell/handover_guard.h"
#include "shell/main_window.h"

#include "builtin_games.h"
#include "core/registry.h"
#include "core/rng.h"
#include "no_idea/moves.h"
#include "no_idea/observation.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

#include <memory>

namespace ni_ui {

namespace ni = games::no_idea;
using nobox::noidea::CardButton;
using nobox::noidea::NoIdeaBoard;

/// The real window with the built-in games and boards.
struct App {
    games::core::Registry registry;
    nobox::BoardFactory boards;
    std::unique_ptr<nobox::MainWindow> window;

    App(int width = 1280, int height = 800)
    {
        games::registerBuiltinGames(registry);
        // Whole games through the widgets at machine speed: no grace time after a change of person (input that
        // began before it is still ignored). The handover tests set the real one.
        nobox::HandoverGuard::setGraceMs(0);
        nobox::registerBuiltinBoards(boards);
        window = std::make_unique<nobox::MainWindow>(registry, boards);
        window->resize(width, height);
        window->show();
        QApplication::setActiveWindow(window.get());
        (void)QTest::qWaitForWindowExposed(window.get());
    }
    nobox::GameSession& session() { return window->session(); }
    NoIdeaBoard* board() const { return window->findChild<NoIdeaBoard*>(); }

    /// Starts a table of `levels` by seat (empty: a person), instant speed.
    bool start(const QStringList& levels, bool memoryAid, std::uint64_t seed)
    {
        static const char* const kNames[] {"Anna", "Ben", "Cleo", "Dev", "Emma"};
        nobox::TableConfig table;
        table.gameId = "no-idea";
        for (int seat = 0; seat < levels.size(); ++seat)
            table.seats.push_back({QString::fromLatin1(kNames[seat]), levels[seat].isEmpty(),
                levels[seat].isEmpty() ? QStringLiteral("normal") : levels[seat]});
        table.startSeat = 0;
        table.seed = seed;
        table.options["memory-aid"] = memoryAid ? "true" : "false";
        session().setSpeed(nobox::Speed::Instant);
        if (!window->startGame(table))
            return false;
        if (board())
            board()->setAnimationScale(0);
        return board() != nullptr;
    }

    ni::NoIdeaObservation view() const
    {
        const auto observation = window->session().observation();
        return dynamic_cast<const ni::NoIdeaObservation&>(*observation);
    }

    /// Waits until a human decides (computers answer on their own) or the game is over.
    bool waitForHuman(int ms = 30000)
    {
        return QTest::qWaitFor(
            [this] { return session().isOver() || session().coverFor() || !session().humanMoves().empty(); }, ms);
    }
};

/// Every text a person or a screen reader can get from the widgets under `root`.
inline QStringList visibleTexts(QWidget* root)
{
    QStringList texts;
    for (auto* widget : root->findChildren<QWidget*>()) {
        if (!widget->isVisible())
            continue;
        texts << widget->toolTip() << widget->accessibleName() << widget->accessibleDescription();
        if (auto* label = qobject_cast<QLabel*>(widget))
            texts << label->text();
        if (auto* button = qobject_cast<QAbstractButton*>(widget))
            texts << button->text();
    }
    texts.removeAll(QString());
    return texts;
}

enum class Way { Click, Key, Drag };

/// Plays `move` through the board: a click on its card or button, its key, or (a pile) a drag of the waiting card
/// onto it. Returns false when the control is missing or not shown.
inline bool operate(NoIdeaBoard* board, const games::core::Move& move, Way way)
{
    const auto info = ni::decode(move);
    switch (info.kind) {
    case ni::MoveKind::Reveal: {
        CardButton* target = board->place(info.position);
        if (!target || !target->isVisible())
            return false;
        if (way == Way::Key)
            QTest::keyClick(board->window(), char('0' + info.position));
        else
            QTest::mouseClick(target, Qt::LeftButton);
        return true;
    }
    case ni::MoveKind::Pile: {
        if (info.pile < 1 || info.pile > int(board->piles().size()))
            return false;
        CardButton* target = board->piles()[std::size_t(info.pile - 1)];
        if (!target->isVisible())
            return false;
        if (way == Way::Key) {
            QTest::keyClick(board->window(), char('0' + info.pile));
        } else if (way == Way::Drag && board->pendingCard()->isVisible()) {
            CardButton* card = board->pendingCard();
            const QPoint grip = card->rect().center();
            QTest::mousePress(card, Qt::LeftButton, {}, grip);
            const QPoint to = target->mapToGlobal(target->rect().center());
            QMouseEvent move(QEvent::MouseMove, card->mapFromGlobal(to), to, Qt::NoButton, Qt::LeftButton, {});
            QApplication::sendEvent(card, &move);
            QTest::mouseRelease(card, Qt::LeftButton, {}, card->mapFromGlobal(to));
        } else {
            QTest::mouseClick(target, Qt::LeftButton);
        }
        return true;
    }
    case ni::MoveKind::NothingFits: {
        QPushButton* button = board->nothingFitsButton();
        if (!button->isVisible())
            return false;
        if (way == Way::Key)
            QTest::keyClick(board->window(), 'N');
        else
            QTest::mouseClick(button, Qt::LeftButton);
        return true;
    }
    }
    return false;
}

/// Plays the person's moves at random through the widgets until the game ends (lifting the hot-seat cover on the
/// way), by click and by key in turn; `each` is called at every decision before its move. False when a wait (a
/// bound only a hang reaches) or a move failed.
template <typename Check> bool playToTheEnd(App& app, std::uint64_t seed, Check each, int limit = 6000)
{
    games::core::Rng rng(seed);
    for (int step = 0; step < limit && !app.session().isOver(); ++step) {
        if (!app.waitForHuman(120000))
            return false;
        if (app.session().isOver())
            break;
        if (app.session().coverFor()) {
            app.session().confirmCover();
            continue;
        }
        const games::core::MoveList legal = app.session().humanMoves();
        if (legal.empty())
            continue;
        each();
        const games::core::Move move = legal[rng.below(std::uint32_t(legal.size()))];
        if (!operate(app.board(), move, step % 2 ? Way::Key : Way::Click))
            return false;
    }
    return app.session().isOver();
}

inline bool playToTheEnd(App& app, std::uint64_t seed)
{
    return playToTheEnd(app, seed, [] {});
}

} // namespace ni_ui
