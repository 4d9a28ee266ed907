// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shell's tests share: the real window with the built-in games and boards, tables made to order, a
// random human player, and every text a person or a screen reader can get from a widget tree.

#include "shell/board_factory.h"
#include "shell/game_session.h"
#include "shell/handover_guard.h"
#include "shell/identity.h"
#include "shell/main_window.h"

#include "builtin_games.h"
#include "core/registry.h"
#include "core/rng.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTextEdit>
#include <QtTest>

#include <memory>

namespace shell_test {

/// A table of `game`: `levels` by seat, an empty level meaning a person.
inline nobox::TableConfig tableOf(const std::string& game, const QStringList& levels, std::uint64_t seed, int startSeat)
{
    nobox::TableConfig table;
    table.gameId = game;
    for (int seat = 0; seat < levels.size(); ++seat) {
        const bool human = levels[seat].isEmpty();
        table.seats.push_back(
            {QStringLiteral("Seat%1").arg(seat), human, human ? QStringLiteral("normal") : levels[seat]});
    }
    table.startSeat = startSeat;
    table.seed = seed;
    return table;
}

/// The ids of the built-in games, as registered: what a test "for each game" goes through, so that a new game
/// joins it by its registration alone.
inline QStringList registeredGameIds()
{
    games::core::Registry registry;
    games::registerBuiltinGames(registry);
    QStringList ids;
    for (const auto& game : registry.games())
        ids << QString::fromStdString(std::string(game->id()));
    return ids;
}

/// A data function's column "game" with one row per built-in game.
inline void addRowPerGame()
{
    QTest::addColumn<QString>("game");
    for (const QString& id : registeredGameIds())
        QTest::newRow(qPrintable(id)) << id;
}

/// A table of any game for "for each game" tests: `levels` by seat, cut or padded with the last level to the
/// game's seat range, and every boolean option on (what an option adds to the board shows too).
inline nobox::TableConfig tableWithEveryOption(
    const games::core::Game& game, QStringList levels, std::uint64_t seed, int startSeat = 0)
{
    while (levels.size() < game.minSeats())
        levels << levels.back();
    nobox::TableConfig table = tableOf(std::string(game.id()), levels.mid(0, game.maxSeats()), seed, startSeat);
    for (const auto& spec : game.optionSpecs())
        if (spec.type == games::core::OptionSpec::Type::Bool)
            table.options[spec.name] = "true";
    return table;
}

/// A table for No Thanks!: `levels` by seat, an empty level meaning a person.
inline nobox::TableConfig table(
    const QStringList& levels, bool expansion = false, bool open = false, std::uint64_t seed = 1, int startSeat = 0)
{
    nobox::TableConfig table = tableOf("no-thanks", levels, seed, startSeat);
    table.options["expansion"] = expansion ? "true" : "false";
    table.options["open-counters"] = open ? "true" : "false";
    return table;
}

/// The real window with every built-in game and board (or the boards a test brings).
struct App {
    games::core::Registry registry;
    nobox::BoardFactory boards;
    std::unique_ptr<nobox::MainWindow> window;

    explicit App(bool builtinBoards = true)
    {
        nobox::applyIdentity(); // settings under NoBox/NoBox (in the test's own XDG_CONFIG_HOME)
        // Whole games through the widgets at machine speed: no grace time after a change of person (input that
        // began before it is still ignored). The handover tests set the real one.
        nobox::HandoverGuard::setGraceMs(0);
        games::registerBuiltinGames(registry);
        if (builtinBoards)
            nobox::registerBuiltinBoards(boards);
    }
    void open(int width = 1280, int height = 800)
    {
        window = std::make_unique<nobox::MainWindow>(registry, boards);
        window->resize(width, height);
        window->show();
        QApplication::setActiveWindow(window.get());
        (void)QTest::qWaitForWindowExposed(window.get());
    }
    nobox::GameSession& session() { return window->session(); }

    /// Plays one random legal move for the person whose turn it is (lifting the cover first). False when there
    /// is nothing for a person to do now.
    bool playHuman(games::core::Rng& rng)
    {
        if (session().coverFor())
            session().confirmCover();
        const auto& legal = session().humanMoves();
        if (legal.empty())
            return false;
        session().requestMove(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        return true;
    }

    /// Waits until a person decides or the game is over (computers answer on their own).
    bool waitForHumanOrEnd(int ms = 60000)
    {
        return QTest::qWaitFor(
            [this] { return session().isOver() || session().coverFor() || !session().humanMoves().empty(); }, ms);
    }
};

/// Every text under `root`, hidden widgets included: what a person could see, hover or have read aloud, now or by
/// showing a widget.
inline QStringList allTexts(QWidget* root)
{
    QStringList texts {root->windowTitle(), root->toolTip(), root->accessibleName(), root->accessibleDescription()};
    for (auto* widget : root->findChildren<QWidget*>()) {
        texts << widget->windowTitle() << widget->toolTip() << widget->statusTip() << widget->whatsThis()
              << widget->accessibleName() << widget->accessibleDescription();
        if (auto* label = qobject_cast<QLabel*>(widget))
            texts << label->text();
        if (auto* button = qobject_cast<QAbstractButton*>(widget))
            texts << button->text();
        if (auto* edit = qobject_cast<QLineEdit*>(widget))
            texts << edit->text();
        if (auto* text = qobject_cast<QTextEdit*>(widget))
            texts << text->toPlainText();
        if (auto* list = qobject_cast<QListWidget*>(widget))
            for (int row = 0; row < list->count(); ++row)
                texts << list->item(row)->text() << list->item(row)->toolTip();
        if (auto* combo = qobject_cast<QComboBox*>(widget))
            for (int row = 0; row < combo->count(); ++row)
                texts << combo->itemText(row);
    }
    for (auto* action : root->findChildren<QAction*>())
        texts << action->text() << action->toolTip() << action->statusTip();
    texts.removeAll(QString());
    return texts;
}

} // namespace shell_test
