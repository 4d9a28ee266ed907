// SPDX-License-Identifier: GPL-3.0-or-later
// Cancelling a computer in the middle of a hard search: a new game, quitting, closing or destroying the window
// returns at once, crashes nothing, and no move of the old game ever reaches the new one. Also: restarting again
// and again while computers play never applies a stale answer.

#include "app_fixture.h"

#include "shell/new_game_dialog.h"

#include <QSignalSpy>

using namespace shell_test;
namespace core = games::core;

namespace {

/// A hard level that would think for minutes: only a stop ends it in time.
const QString kEndlessHard = QStringLiteral("hard:iterations=50000000");
// "At once" is measured (docs/performance.md: a few milliseconds); the bound is one only a hang exceeds, so that a
// busy machine cannot fail the test.
constexpr int kQuickMs = 30000;

/// Starts a table whose first seat is an endless hard computer and waits until its search is under way.
bool startEndlessSearch(App& app)
{
    QSignalSpy progress(&app.session(), &nobox::GameSession::thinkingProgress);
    if (!app.window->startGame(table({kEndlessHard, "", ""}, false, false, 8, 0)))
        return false;
    return app.session().thinkingSeat() == 0 && progress.wait(20000);
}

bool refusedComputerMove = false;
QtMessageHandler previousHandler = nullptr;

void watchMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.contains(QLatin1String("computer move refused")))
        refusedComputerMove = true;
    previousHandler(type, context, message);
}

} // namespace

class CancelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { previousHandler = qInstallMessageHandler(watchMessages); }

    void newGameDuringAHardSearch()
    {
        App app;
        app.open();
        QVERIFY(startEndlessSearch(app));
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        QElapsedTimer clock;
        clock.start();
        // The new game: a person starts, so any move that shows up now would be the old computer's.
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, false, true, 9, 0)));
        qInfo() << "returned after ms" << clock.elapsed(); // the measured figure (docs/performance.md)
        QVERIFY2(clock.elapsed() < kQuickMs, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(app.session().thinkingSeat(), core::kNoSeat);
        QTest::qWait(1500);
        QCOMPARE(applied.count(), 0);
        QCOMPARE(app.session().moveCount(), 0);
        QCOMPARE(app.session().toMove(), 0);
        QVERIFY(!app.session().humanMoves().empty());
    }

    void newGameFromTheDialogDuringAHardSearch()
    {
        App app;
        app.open();
        QVERIFY(startEndlessSearch(app));
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        auto* dialog = app.window->openNewGameDialog("no-thanks");
        QTest::qWait(200); // the computer goes on thinking while the dialog is open
        QCOMPARE(app.session().thinkingSeat(), 0);
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(dialog, Qt::Key_Return);
        qInfo() << "returned after ms" << clock.elapsed(); // the measured figure (docs/performance.md)
        QVERIFY2(clock.elapsed() < kQuickMs, qPrintable(QString::number(clock.elapsed())));
        QTest::qWait(500);
        for (const auto& arguments : applied)
            QVERIFY(arguments.at(0).value<core::Seat>() != 0 || app.session().isHuman(0));
    }

    void quitDuringAHardSearch()
    {
        App app;
        app.open();
        QVERIFY(startEndlessSearch(app));
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(app.window.get(), Qt::Key_Q, Qt::ControlModifier); // Game -> Quit
        qInfo() << "returned after ms" << clock.elapsed(); // the measured figure (docs/performance.md)
        QVERIFY2(clock.elapsed() < kQuickMs, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!app.window->isVisible());
        QVERIFY(!app.session().running());
        QTest::qWait(500);
        QCOMPARE(applied.count(), 0);
    }

    void destroyTheWindowDuringAHardSearch()
    {
        App app;
        app.open();
        QVERIFY(startEndlessSearch(app));
        QElapsedTimer clock;
        clock.start();
        app.window.reset();
        qInfo() << "returned after ms" << clock.elapsed(); // the measured figure (docs/performance.md)
        QVERIFY2(clock.elapsed() < kQuickMs, qPrintable(QString::number(clock.elapsed())));
        QTest::qWait(300); // answers posted to the gone session are dropped with it
    }

    void closeTheGameDuringAHardSearch()
    {
        App app;
        app.open();
        QVERIFY(startEndlessSearch(app));
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(app.window.get(), Qt::Key_W, Qt::ControlModifier); // Game -> Close game
        qInfo() << "returned after ms" << clock.elapsed(); // the measured figure (docs/performance.md)
        QVERIFY2(clock.elapsed() < kQuickMs, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!app.session().running());
        QVERIFY(!app.window->board());
    }

    void aHintInFlightIsDropped()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, true, false, 10, 0)));
        QSignalSpy hints(&app.session(), &nobox::GameSession::hintReady);
        app.session().requestHint();
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, true, false, 11, 0)));
        QTest::qWait(1500);
        QCOMPARE(hints.count(), 0);
    }

    void restartingAgainAndAgainNeverAppliesAStaleMove()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        std::vector<std::string> moves; // of the game at the table now
        connect(&app.session(), &nobox::GameSession::started, this, [&moves] { moves.clear(); });
        connect(&app.session(), &nobox::GameSession::moveApplied, this,
            [&](core::Seat, const core::Move& move) { moves.push_back(app.session().game().moveToText(move)); });
        core::Rng rng(12);
        refusedComputerMove = false;
        nobox::TableConfig last;
        for (int round = 0; round < 30; ++round) {
            last = table({"easy", "normal", round % 3 == 0 ? "hard" : "easy"}, round % 2 == 0, false, 100 + round);
            QVERIFY(app.window->startGame(last));
            QTest::qWait(static_cast<int>(rng.below(40)));
        }
        QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
        QVERIFY(app.session().isOver() || over.wait(120000));
        QVERIFY(!refusedComputerMove); // a stale answer is mostly illegal in the new position

        // Computer players are deterministic: the last table played undisturbed gives exactly the same game, so
        // not one move of an earlier game slipped into it.
        App quiet;
        quiet.open();
        quiet.session().setSpeed(nobox::Speed::Instant);
        std::vector<std::string> undisturbed;
        connect(&quiet.session(), &nobox::GameSession::moveApplied, this, [&](core::Seat, const core::Move& move) {
            undisturbed.push_back(quiet.session().game().moveToText(move));
        });
        QSignalSpy quietOver(&quiet.session(), &nobox::GameSession::gameOver);
        QVERIFY(quiet.window->startGame(last));
        QVERIFY(quietOver.wait(120000));
        QCOMPARE(moves, undisturbed);
    }
};

QTEST_MAIN(CancelTest)
#include "cancel_test.moc"
