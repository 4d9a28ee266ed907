// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drives the No Return board the way a person does: chooses hand counters by clicks or by the arrows and Space,
// chooses a column to clear by a click on its counter or by the arrows on the display, and presses the buttons
// or their keys. Shared by the board tests and the whole-game test.

#include "boards/kit/action_button.h"
#include "boards/no_return/hand_view.h"
#include "boards/no_return/no_return_board.h"
#include "boards/no_return/pile_view.h"
#include "boards/no_return/seat_panel.h"

#include "lift_cover.h"
#include "shell/board_factory.h"
#include "shell/game_session.h"
#include "shell/handover_guard.h"
#include "shell/identity.h"
#include "shell/main_window.h"

#include "builtin_games.h"
#include "core/registry.h"
#include "no_return/moves.h"
#include "no_return/observation.h"

#include <QAbstractButton>
#include <QApplication>
#include <QtTest>

#include <memory>

namespace nr_ui {

namespace nr = games::no_return;
using nobox::kit::ActionButton;
using nobox::noreturn::CounterButton;
using nobox::noreturn::NoReturnBoard;
using nobox::noreturn::SeatPanel;
using Action = NoReturnBoard::Action;

/// The real window with the built-in games and boards.
struct App {
    games::core::Registry registry;
    nobox::BoardFactory boards;
    std::unique_ptr<nobox::MainWindow> window;

    App(int width = 1280, int height = 800)
    {
        nobox::applyIdentity();
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
    NoReturnBoard* board() const { return window->findChild<NoReturnBoard*>(); }

    /// A table of `levels` by seat (an empty level: a person), instant speed.
    bool start(const QStringList& levels, std::uint64_t seed, int startSeat = 0)
    {
        static const char* const kNames[] {"Anna", "Ben", "Cleo", "Dev"};
        nobox::TableConfig table;
        table.gameId = "no-return";
        for (int seat = 0; seat < levels.size(); ++seat)
            table.seats.push_back({QString::fromLatin1(kNames[seat]), levels[seat].isEmpty(),
                levels[seat].isEmpty() ? QStringLiteral("normal") : levels[seat]});
        table.startSeat = startSeat;
        table.seed = seed;
        session().setSpeed(nobox::Speed::Instant);
        if (!window->startGame(table))
            return false;
        if (board())
            board()->setAnimationScale(0);
        return board() != nullptr;
    }

    nr::NoReturnObservation view() const
    {
        const auto observation = window->session().observation();
        return dynamic_cast<const nr::NoReturnObservation&>(*observation);
    }

    bool liftCover() { return shell_test::liftCover(*window); }

    bool waitForHuman(int ms = 60000)
    {
        return QTest::qWaitFor(
            [this] { return session().isOver() || session().coverFor() || !session().humanMoves().empty(); }, ms);
    }
};

/// Sets the hand's choice to exactly `counters` (a multiset), by clicks or by the keyboard (arrows and Space).
inline bool chooseCounters(NoReturnBoard* board, std::span<const nr::Counter> counters, bool keyboard)
{
    auto buttons = board->hand()->buttons();
    std::vector<bool> wanted(buttons.size(), false);
    for (nr::Counter c : counters) {
        bool found = false;
        for (std::size_t i = 0; i < buttons.size() && !found; ++i)
            if (!wanted[i] && buttons[i]->counter() == c)
                wanted[i] = found = true;
        if (!found)
            return false;
    }
    if (keyboard && !buttons.empty()) {
        buttons.front()->setFocus(Qt::TabFocusReason);
        for (std::size_t i = 0; i < buttons.size(); ++i) {
            if (QApplication::focusWidget() != buttons[i])
                return false;
            if (buttons[i]->isChecked() != wanted[i])
                QTest::keyClick(buttons[i], Qt::Key_Space);
            if (i + 1 < buttons.size())
                QTest::keyClick(buttons[i], Qt::Key_Right);
        }
    } else {
        for (std::size_t i = 0; i < buttons.size(); ++i)
            if (buttons[i]->isChecked() != wanted[i])
                QTest::mouseClick(buttons[i], Qt::LeftButton);
    }
    for (std::size_t i = 0; i < buttons.size(); ++i)
        if (buttons[i]->isChecked() != wanted[i])
            return false;
    return true;
}

/// The viewer's own display.
inline SeatPanel* ownSeat(NoReturnBoard* board, int seat)
{
    return board->seatView(seat);
}

/// Chooses `count` lowest counters of the `colour` column to clear: a click on the counter that many from the
/// bottom, or the arrows on the focused display.
inline bool chooseClear(NoReturnBoard* board, int seat, int colour, int count, bool keyboard)
{
    SeatPanel* view = ownSeat(board, seat);
    const int length = int(view->info().view.columns[std::size_t(colour)].size());
    if (count < 1 || count > length)
        return false;
    if (!keyboard) {
        const QRectF r = view->counterRect(colour, length - count);
        // The visible part of a counter that lies under the next one is its top band.
        const QPoint at(int(r.center().x()), int(r.top() + 3));
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, at);
    } else {
        view->setFocus(Qt::TabFocusReason);
        if (QApplication::focusWidget() != view)
            return false;
        for (int i = 0; i < 8 && board->clearColour() != colour; ++i)
            QTest::keyClick(view, Qt::Key_Right);
        for (int i = 0; i < 30 && board->clearCount() < count; ++i)
            QTest::keyClick(view, Qt::Key_Up);
        for (int i = 0; i < 30 && board->clearCount() > count; ++i)
            QTest::keyClick(view, Qt::Key_Down);
    }
    return board->clearColour() == colour && board->clearCount() == count;
}

inline char keyOf(Action action)
{
    switch (action) {
    case Action::Keep:
        return 'K';
    case Action::SetAside:
        return 'S';
    case Action::Place:
        return 'P';
    case Action::Exchange:
        return 'E';
    case Action::Switch:
        return '2';
    case Action::Clear:
        return 'C';
    case Action::ConfirmSwitch:
        return 'Y';
    case Action::CancelSwitch:
        return 'N';
    }
    return 0;
}

inline bool press(NoReturnBoard* board, Action action, bool keyboard)
{
    ActionButton* button = board->button(action);
    if (!button || !button->isVisible())
        return false;
    if (keyboard)
        QTest::keyClick(board->window(), keyOf(action));
    else
        QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

/// Plays `move` through the board as a person would. `viewerSeat`: whose display is the own one.
inline bool operate(NoReturnBoard* board, int viewerSeat, const games::core::Move& move, bool keyboard)
{
    const auto info = nr::decode(move);
    const std::span<const nr::Counter> counters = info.counters;
    switch (info.kind) {
    case nr::MoveKind::SetAside:
        if (!chooseCounters(board, counters, keyboard))
            return false;
        return press(board, info.isKeep() ? Action::Keep : Action::SetAside, keyboard);
    case nr::MoveKind::Exchange:
        return chooseCounters(board, counters, keyboard) && press(board, Action::Exchange, keyboard);
    case nr::MoveKind::Arrange:
        if (!chooseCounters(board, counters, keyboard))
            return false;
        if (keyboard)
            return press(board, Action::Place, true);
        {
            // A click on the column (or where it would start).
            SeatPanel* view = ownSeat(board, viewerSeat);
            const int length = int(view->info().view.columns[info.colour].size());
            const QRectF r = view->counterRect(info.colour, std::max(0, length - 1));
            QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, r.center().toPoint());
            return true;
        }
    case nr::MoveKind::Switch:
        return press(board, Action::Switch, keyboard) && press(board, Action::ConfirmSwitch, keyboard);
    case nr::MoveKind::Clear:
        return chooseClear(board, viewerSeat, info.colour, info.count, keyboard)
            && chooseCounters(board, counters, keyboard) && press(board, Action::Clear, keyboard);
    }
    return false;
}

} // namespace nr_ui
