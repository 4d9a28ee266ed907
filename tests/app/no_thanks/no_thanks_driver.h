// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drives the No Thanks! board the way a person does: finds its buttons and cards and clicks them or presses their
// keys. Shared by the board tests and the whole-game test.

#include "boards/kit/action_button.h"
#include "boards/no_thanks/card_button.h"
#include "boards/no_thanks/no_thanks_board.h"
#include "boards/no_thanks/seat_panel.h"

#include "shell/board_factory.h"
#include "shell/game_session.h"
#include "shell/handover_guard.h"
#include "shell/main_window.h"

#include "builtin_games.h"
#include "core/registry.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"

#include <QAbstractButton>
#include <QApplication>
#include <QtTest>

#include <memory>

namespace nt_ui {

namespace nt = games::no_thanks;
using nobox::kit::ActionButton;
using nobox::nothanks::CardButton;
using nobox::nothanks::NoThanksBoard;

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
    NoThanksBoard* board() const { return window->findChild<NoThanksBoard*>(); }

    /// Starts a table of `seats` (the first `humans` human, the rest computers at `level`), instant speed.
    bool start(int seats, int humans, bool expansion, bool open, std::uint64_t seed, const QString& level = "easy")
    {
        static const char* const kNames[] {"Anna", "Ben", "Cleo", "Dev", "Emma", "Finn", "Gus"};
        nobox::TableConfig table;
        table.gameId = "no-thanks";
        for (int seat = 0; seat < seats; ++seat)
            table.seats.push_back({QString::fromLatin1(kNames[seat]), seat < humans, level});
        table.startSeat = 0;
        table.seed = seed;
        table.options["expansion"] = expansion ? "true" : "false";
        table.options["open-counters"] = open ? "true" : "false";
        session().setSpeed(nobox::Speed::Instant);
        if (!window->startGame(table))
            return false;
        if (board())
            board()->setAnimationScale(0);
        return board() != nullptr;
    }

    /// The viewer's observation now.
    nt::NoThanksObservation view() const
    {
        const auto observation = window->session().observation();
        return dynamic_cast<const nt::NoThanksObservation&>(*observation);
    }

    /// Waits until a human decides (computers answer on their own) or the game is over.
    bool waitForHuman(int ms = 20000)
    {
        return QTest::qWaitFor(
            [this] { return session().isOver() || session().coverFor() || !session().humanMoves().empty(); }, ms);
    }
};

inline char keyOf(nt::MoveKind kind)
{
    switch (kind) {
    case nt::MoveKind::Take:
        return 'T';
    case nt::MoveKind::Refuse:
        return 'N';
    case nt::MoveKind::Bid:
        return 'B';
    case nt::MoveKind::Decline:
        return 'D';
    case nt::MoveKind::Skip:
        return 'S';
    case nt::MoveKind::Look:
        return 'L';
    default:
        return 0;
    }
}

/// The card button of a give/remove choice.
inline CardButton* choiceFor(NoThanksBoard* board, nt::Card card)
{
    for (auto* b : board->choiceButtons())
        if (b->card() == card)
            return b;
    return nullptr;
}

/// Plays `move` through the board: a mouse click on its button or card, or (keyboard) its key, or for a card the
/// arrow keys from the focused card and Enter. Returns false when the control is missing.
inline bool operate(NoThanksBoard* board, const games::core::Move& move, bool keyboard)
{
    const auto info = nt::decode(move);
    if (info.kind == nt::MoveKind::Give || info.kind == nt::MoveKind::Remove) {
        CardButton* target = choiceFor(board, info.card);
        if (!target || !target->isVisible())
            return false;
        if (!keyboard) {
            QTest::mouseClick(target, Qt::LeftButton);
            return true;
        }
        // Walk with the arrows from the focused card to the wanted one, then Enter.
        for (int step = 0; step < 60 && QApplication::focusWidget() != target; ++step) {
            QWidget* focus = QApplication::focusWidget();
            if (!qobject_cast<CardButton*>(focus))
                return false;
            QTest::keyClick(focus, Qt::Key_Right);
        }
        if (QApplication::focusWidget() != target)
            return false;
        QTest::keyClick(target, Qt::Key_Return);
        return true;
    }
    ActionButton* button = board->button(info.kind);
    if (!button || !button->isVisible())
        return false;
    if (keyboard)
        QTest::keyClick(board->window(), keyOf(info.kind));
    else
        QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

} // namespace nt_ui
