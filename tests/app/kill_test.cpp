// SPDX-License-Identifier: GPL-3.0-or-later
// A real kill -9 of a running nobox (offscreen, computers playing each other), many times at random moments:
// after each the autosave loads and replays, and holds every move the app had reported saved (at most the move
// in flight is lost). The next run goes on from it with --continue (a new game once one ended), so resuming
// after a crash is part of what is tested.

#include "app_fixture.h"

#include "shell/autosave.h"
#include "shell/saved_game.h"
#include "shell/table_settings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

using namespace shell_test;
namespace core = games::core;

namespace {

constexpr int kRuns = 50;

/// What one run printed (--report-saves): the last number of moves it had saved, and whether the game ended.
struct Reports {
    int lastSaved = -1;
    int firstSaved = -1;
    bool clearedLast = false;
};

Reports readReports(const QByteArray& output)
{
    Reports reports;
    for (const QByteArray& line : output.split('\n')) {
        if (line.startsWith("autosaved ")) {
            reports.lastSaved = line.mid(10).toInt();
            if (reports.firstSaved < 0)
                reports.firstSaved = reports.lastSaved;
            reports.clearedLast = false;
        } else if (line == "autosave-cleared") {
            reports.clearedLast = true;
        }
    }
    return reports;
}

} // namespace

class KillTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        QVERIFY(qEnvironmentVariableIsSet("XDG_DATA_HOME"));
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        // The table --play deals: computers only, so that the game plays itself.
        nobox::TableConfig computers = table({"easy", "normal", "easy", "easy"}, true, false, 0, -1);
        computers.seats[1].name = QStringLiteral("Nora");
        nobox::saveTable(computers);
    }

    void AutosaveKillNineLosesAtMostTheMoveInFlight()
    {
        App app;
        core::Rng rng(2024);
        QElapsedTimer clock;
        clock.start();
        int previousMoves = -1; // what the autosave held before this run
        int games = 0;
        int killedMidGame = 0;
        for (int run = 0; run < kRuns; ++run) {
            const bool resume = nobox::hasAutosave();
            QStringList args {QStringLiteral("--report-saves"), QStringLiteral("--speed"),
                run % 2 == 1 ? QStringLiteral("instant") : QStringLiteral("fast")};
            args << (resume ? QStringList {QStringLiteral("--continue")}
                            : QStringList {QStringLiteral("--play"), QStringLiteral("no-thanks")});
            if (!resume) {
                ++games;
                previousMoves = -1;
            }
            QProcess nobox;
            nobox.start(QStringLiteral(NOBOX_EXE), args);
            QVERIFY(nobox.waitForStarted(10000));
            // Until the game is at the table (its first save), then a random moment of play.
            QByteArray output;
            QVERIFY2(QTest::qWaitFor(
                         [&] {
                             nobox.waitForReadyRead(20);
                             output += nobox.readAllStandardOutput();
                             return output.contains("autosaved");
                         },
                         20000),
                qPrintable(QString::fromLocal8Bit(nobox.readAllStandardError())));
            QThread::msleep(rng.below(700));
            nobox.kill(); // SIGKILL (TerminateProcess on Windows): no chance to save
            QVERIFY(nobox.waitForFinished(10000));
            QCOMPARE(nobox.exitStatus(), QProcess::CrashExit);
            output += nobox.readAllStandardOutput();
            const Reports reports = readReports(output);
            QVERIFY(reports.lastSaved >= 0);
            if (resume) // Continue starts where the last run's file stopped
                QCOMPARE(reports.firstSaved, previousMoves);

            if (reports.clearedLast) { // the game ended: its file went
                QVERIFY(!nobox::hasAutosave());
                continue;
            }
            const nobox::LoadedRecord loaded = nobox::readAutosave(app.registry);
            QVERIFY2(loaded.ok(),
                qPrintable(QStringLiteral("run %1: %2").arg(run).arg(nobox::recordErrorText(loaded, nullptr))));
            const int moves = static_cast<int>(loaded.record.moves.size());
            QVERIFY2(moves >= reports.lastSaved && moves <= reports.lastSaved + 1,
                qPrintable(QStringLiteral("run %1: file %2, reported %3").arg(run).arg(moves).arg(reports.lastSaved)));
            QCOMPARE(QString::fromStdString(loaded.record.seats[1]), QStringLiteral("Nora"));
            previousMoves = moves;
            ++killedMidGame;
        }
        qInfo("%d kills, %d games, %d killed mid-game, %lld ms", kRuns, games, killedMidGame,
            static_cast<long long>(clock.elapsed()));
        QVERIFY(killedMidGame >= kRuns / 2);
    }
};

QTEST_MAIN(KillTest)
#include "kill_test.moc"
