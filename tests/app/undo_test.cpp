// SPDX-License-Identifier: GPL-3.0-or-later
// Undo: against computers a person takes back their last decision and every move after it; the whole truth after
// undo equals the truth before that decision (core::stateJson), the person's observation equals the one they had
// then (nothing they had not seen), computers thinking stop, the game is marked practice (in its autosave too).
// In hot-seat undo exists only when the table allows it, and the undoing person's view waits behind the cover.

#include "app_fixture.h"
#include "json_compare.h"

#include "shell/autosave.h"
#include "shell/game_actions.h"
#include "shell/saved_game.h"
#include "shell/side_panel.h"

#include "core/debug.h"
#include "core/game.h"
#include "core/record.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QToolButton>

using namespace shell_test;
namespace core = games::core;

namespace {

nlohmann::json truthOf(App& app, const core::Record& record)
{
    const core::Replay replay = core::replay(app.registry, record);
    return replay.match ? core::stateJson(*replay.match) : nlohmann::json();
}

/// Plays `rounds` decisions of seat 0 against computers, undoing some of them, and checks each undo.
void playWithUndo(App& app, nobox::GameSession& session, core::Rng& rng, int rounds)
{
    int undos = 0;
    for (int round = 0; round < rounds && !session.isOver(); ++round) {
        QVERIFY(QTest::qWaitFor([&] { return session.isOver() || !session.humanMoves().empty(); }, 60000));
        if (session.isOver())
            break;
        QCOMPARE(session.toMove(), 0);
        const core::Record before = session.record();
        const nlohmann::json truth = truthOf(app, before);
        const auto seen = session.observation();
        const core::MoveList legal = session.humanMoves();
        session.requestMove(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        if (rng.below(2) == 0)
            continue;
        if (rng.below(2) == 0) // now, or after the computers answered
            QVERIFY(QTest::qWaitFor([&] { return session.isOver() || !session.humanMoves().empty(); }, 60000));
        if (session.isOver())
            break;
        QVERIFY(session.undoAvailable());
        session.undo();
        ++undos;
        QCOMPARE(session.thinkingSeat(), core::kNoSeat);
        QCOMPARE(session.record().moves, before.moves);
        QCOMPARE(truthOf(app, session.record()), truth);
        QVERIFY(session.observation()->equals(*seen)); // exactly what the person saw when deciding
        QCOMPARE(session.humanMoves(), legal);
        QVERIFY(session.isPractice());
    }
    QVERIFY(undos > 0);
}

} // namespace

class UndoTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        QVERIFY(qEnvironmentVariableIsSet("XDG_DATA_HOME"));
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void UndoAgainstComputersNoThanks()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"", "easy", "normal"}, true, false, 17, 0)));
        QVERIFY(!app.session().undoAvailable()); // nothing decided yet
        QVERIFY(!app.window->actions().undo->isEnabled());
        auto* undoButton = app.window->sidePanel()->undoButton();
        QVERIFY(undoButton->isVisible() && !undoButton->isEnabled());
        core::Rng rng(6);
        playWithUndo(app, app.session(), rng, 30);
        const nobox::LoadedRecord saved = nobox::readAutosave(app.registry);
        QVERIFY(saved.ok());
        QVERIFY(nobox::isPractice(saved.record));
        QCOMPARE(saved.record.moves, app.session().record().moves);
    }

    void UndoAgainstComputersNoReturn()
    {
        App app;
        nobox::GameSession session(app.registry);
        session.setSpeed(nobox::Speed::Instant);
        QVERIFY(!session.start(tableOf("no-return", {"", "easy", "easy"}, 5, 0)));
        core::Rng rng(3);
        playWithUndo(app, session, rng, 25);
    }

    void UndoWhileAComputerThinks()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Slow);
        QVERIFY(app.window->startGame(table({"", "hard", "hard"}, false, false, 3, 0)));
        const auto seen = app.session().observation();
        const nlohmann::json truth = truthOf(app, app.session().record());
        app.session().requestMove(app.session().humanMoves().front());
        QCOMPARE(app.session().thinkingSeat(), 1);
        QVERIFY(app.window->actions().undo->isEnabled());
        app.window->actions().undo->trigger();
        QCOMPARE(app.session().thinkingSeat(), core::kNoSeat);
        QCOMPARE(app.session().moveCount(), 0);
        QCOMPARE(truthOf(app, app.session().record()), truth);
        QVERIFY(app.session().observation()->equals(*seen));
        QTest::qWait(2500); // the stopped computer's answer never arrives
        QCOMPARE(app.session().moveCount(), 0);
    }

    void UndoInHotseatOnlyWhenAllowed()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        // No Return: each person's hand is private, so the next person's turn is covered.
        nobox::TableConfig hotseat = tableOf("no-return", {"", "", "easy"}, 8, 0);
        QVERIFY(app.window->startGame(hotseat));
        core::Rng rng(2);
        QVERIFY(app.playHuman(rng));
        QVERIFY(!app.session().undoAvailable()); // off by default
        QVERIFY(!app.window->sidePanel()->undoButton()->isVisible());
        hotseat.hotseatUndo = true;
        QVERIFY(app.window->startGame(hotseat));
        app.session().confirmCover();
        const auto seen = app.session().observation();
        app.session().requestMove(app.session().humanMoves().front()); // seat 0 decides; seat 1's turn, covered
        QCOMPARE(app.session().toMove(), 1);
        QVERIFY(app.session().coverFor());
        QVERIFY(app.session().undoAvailable());
        app.session().undo();
        QCOMPARE(app.session().toMove(), 0);
        // Seat 1 may be at the screen: seat 0's view waits for seat 0.
        QCOMPARE(app.session().coverFor(), std::optional<core::Seat>(0));
        app.session().confirmCover();
        QVERIFY(app.session().observation()->equals(*seen));
        QVERIFY(app.session().isPractice());
    }
};

QTEST_MAIN(UndoTest)
#include "undo_test.moc"
