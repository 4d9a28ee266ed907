// SPDX-License-Identifier: GPL-3.0-or-later
// A real kill -9 of a running nobox (offscreen, computers playing each other), many times at random moments:
// after each the autosave loads and replays, and holds every move the app had reported saved (at most the move
// in flight is lost). The next run goes on from it with --continue (a new game once one ended), so resuming
// after a crash is part of what is tested.
//
// What the run printed (--report-saves) says what the app had done before the kill, never what it had not: a kill
// after the game's end removed the file but before "autosave-cleared" reached the pipe leaves no file and no line.
// So a missing file is told from a lost game by the disk: an ended game is in the history (written before the file
// goes), a lost one is nowhere. Each run says which case it met.

#include "app_fixture.h"

#include "shell/autosave.h"
#include "shell/history.h"
#include "shell/saved_game.h"
#include "shell/speed.h"
#include "shell/table_settings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <optional>

using namespace shell_test;
namespace core = games::core;

namespace {

constexpr int kRuns = 50;
// Hang guards only: what is checked never depends on how fast the machine is.
constexpr int kStartTimeoutMs = 60000;
constexpr int kPlayTimeoutMs = 60000;

/// What one run printed (--report-saves): the last number of moves it had saved, and whether the game ended.
struct Reports {
    int lastSaved = -1;
    int firstSaved = -1;
    bool clearedLast = false;
};

Reports readReports(const QByteArray& output)
{
    Reports reports;
    QList<QByteArray> lines = output.split('\n');
    lines.removeLast(); // empty, or a line not yet complete
    for (const QByteArray& line : lines) {
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

struct Finished {
    qint64 id = 0;
    core::Record record;
};

/// The finished games in the history, or nothing when it cannot be read (opened only while no nobox runs).
std::optional<std::vector<Finished>> finishedGames()
{
    nobox::History history;
    if (!history.open())
        return std::nullopt;
    std::vector<Finished> finished;
    for (const nobox::HistoryGame& game : history.games("no-thanks")) {
        std::optional<core::Record> record = history.record(game.id);
        if (!record)
            return std::nullopt;
        finished.push_back({game.id, std::move(*record)});
    }
    return finished;
}

/// Whether `later` is `earlier` played on: the same deal, its moves a beginning of `later`'s.
bool playsOn(const core::Record& later, const core::Record& earlier)
{
    return later.seed == earlier.seed && later.seats == earlier.seats && later.moves.size() >= earlier.moves.size()
        && std::equal(earlier.moves.begin(), earlier.moves.end(), later.moves.begin());
}

/// The finished game that is the one this run played: it holds more than the last reported save (its final move
/// is never autosaved) and plays on what the run resumed, or is new to the history when the run began a game.
const Finished* endedHere(const std::vector<Finished>& finished, const std::optional<core::Record>& resumed,
    qint64 newestBefore, int lastSaved)
{
    for (const Finished& game : finished) {
        const bool same = resumed ? playsOn(game.record, *resumed) : game.id > newestBefore;
        if (same && static_cast<int>(game.record.moves.size()) > lastSaved)
            return &game;
    }
    return nullptr;
}

/// A copy of an autosave that does not load, kept beside it for a look, and what it starts with.
QString keepUnreadable(int run)
{
    const QString copy
        = QFileInfo(nobox::autosavePath()).absolutePath() + QStringLiteral("/unreadable-run-%1.json").arg(run);
    QFile::remove(copy);
    QFile::copy(nobox::autosavePath(), copy);
    QFile file(copy);
    const QByteArray head = file.open(QIODevice::ReadOnly) ? file.read(80) : QByteArray();
    return QStringLiteral("kept as %1, %2 bytes, starting “%3”")
        .arg(copy)
        .arg(QFileInfo(copy).size())
        .arg(QString::fromUtf8(head.toPercentEncoding(" {}[]\":,")));
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
        std::optional<core::Record> previous; // what the autosave held before this run
        qint64 newestFinished = 0; // the history's newest game before this run
        int games = 0;
        int killedMidGame = 0;
        int endedReported = 0; // "autosave-cleared" read, no file
        int endedUnreported = 0; // killed after the file went, before "autosave-cleared" reached the pipe
        int endedFileKept = 0; // killed after the history took the game, before its file went
        for (int run = 0; run < kRuns; ++run) {
            const bool resume = nobox::hasAutosave();
            const bool instant = run % 2 == 1;
            QStringList args {QStringLiteral("--report-saves"), QStringLiteral("--speed"),
                instant ? QStringLiteral("instant") : QStringLiteral("fast")};
            args << (resume ? QStringList {QStringLiteral("--continue")}
                            : QStringList {QStringLiteral("--play"), QStringLiteral("no-thanks")});
            if (!resume) {
                ++games;
                previous.reset();
            }
            // Fast runs go a few saves on, then are killed at a moment within a move: the app's own pause paces
            // them, so they find a game under way on any machine. Instant runs are killed at a random time, often
            // across a game's end; where that falls depends on the machine, and no check below depends on it.
            // A fast run that deals a new game (run 0 always does) is killed a few moves into a game of more than
            // 24 (every card is taken once): mid-game, on any machine.
            const bool mustBeMidGame = !instant && !resume;
            const int furtherSaves = instant ? 0 : static_cast<int>(rng.below(4));
            const int momentMs = static_cast<int>(rng.below(instant ? 700 : nobox::pauseMs(nobox::Speed::Fast)));
            QProcess nobox;
            nobox.start(QStringLiteral(NOBOX_EXE), args);
            QVERIFY(nobox.waitForStarted(kStartTimeoutMs));
            QByteArray output;
            const auto readUntil = [&](auto done, int timeoutMs) {
                return QTest::qWaitFor(
                    [&] {
                        nobox.waitForReadyRead(20);
                        output += nobox.readAllStandardOutput();
                        return done(readReports(output));
                    },
                    timeoutMs);
            };
            QVERIFY2(readUntil([](const Reports& r) { return r.lastSaved >= 0; }, kStartTimeoutMs),
                qPrintable(QString::fromLocal8Bit(nobox.readAllStandardError())));
            QVERIFY(
                readUntil([&](const Reports& r) { return r.clearedLast || r.lastSaved >= r.firstSaved + furtherSaves; },
                    kPlayTimeoutMs));
            QThread::msleep(static_cast<unsigned long>(momentMs));
            nobox.kill(); // SIGKILL (TerminateProcess on Windows): no chance to save
            QVERIFY(nobox.waitForFinished(10000));
            QCOMPARE(nobox.exitStatus(), QProcess::CrashExit);
            output += nobox.readAllStandardOutput();
            const Reports reports = readReports(output);
            QVERIFY(reports.lastSaved >= 0);
            if (resume) { // Continue starts where the last run's file stopped
                QVERIFY(previous);
                QCOMPARE(reports.firstSaved, static_cast<int>(previous->moves.size()));
            }

            const std::optional<std::vector<Finished>> finished = finishedGames();
            QVERIFY2(finished, qPrintable(QStringLiteral("run %1: the history cannot be read").arg(run)));
            const Finished* ended = endedHere(*finished, previous, newestFinished, reports.lastSaved);
            for (const Finished& game : *finished)
                newestFinished = std::max(newestFinished, game.id);

            if (!nobox::hasAutosave()) {
                QVERIFY2(
                    !mustBeMidGame, qPrintable(QStringLiteral("run %1: a new game ended within a few moves").arg(run)));
                // Only a game's end removes the file, after the history took the game.
                QVERIFY2(ended,
                    qPrintable(QStringLiteral("run %1: the autosave is gone (last reported save: %2 moves%3) and no "
                                              "finished game in the history holds it: the game is lost")
                                   .arg(run)
                                   .arg(reports.lastSaved)
                                   .arg(reports.clearedLast ? QStringLiteral(", then cleared") : QString())));
                QCOMPARE(QString::fromStdString(ended->record.seats[1]), QStringLiteral("Nora"));
                if (reports.clearedLast) {
                    ++endedReported;
                } else {
                    ++endedUnreported;
                    qInfo("run %d: the game ended (%zu moves, in the history) and its autosave went; killed before "
                          "\"autosave-cleared\" reached the pipe",
                        run, ended->record.moves.size());
                }
                previous.reset();
                continue;
            }
            QVERIFY2(!reports.clearedLast,
                qPrintable(QStringLiteral("run %1: the autosave was reported cleared but is there").arg(run)));
            const nobox::LoadedRecord loaded = nobox::readAutosave(app.registry);
            QVERIFY2(loaded.ok(),
                qPrintable(QStringLiteral("run %1: the autosave is there but does not load: %2 (%3)")
                               .arg(run)
                               .arg(nobox::recordErrorText(loaded, nullptr), keepUnreadable(run))));
            const int moves = static_cast<int>(loaded.record.moves.size());
            QVERIFY2(moves >= reports.lastSaved && moves <= reports.lastSaved + 1,
                qPrintable(QStringLiteral("run %1: file %2, reported %3").arg(run).arg(moves).arg(reports.lastSaved)));
            QCOMPARE(QString::fromStdString(loaded.record.seats[1]), QStringLiteral("Nora"));
            if (ended && playsOn(ended->record, loaded.record)) {
                QVERIFY2(
                    !mustBeMidGame, qPrintable(QStringLiteral("run %1: a new game ended within a few moves").arg(run)));
                // The next run plays its last move again; the history keeps the game once if it ends the same.
                ++endedFileKept;
                qInfo("run %d: the game ended (%zu moves, in the history); killed before its autosave (%d moves) went",
                    run, ended->record.moves.size(), moves);
            } else {
                ++killedMidGame;
            }
            previous = loaded.record;
        }
        qInfo("%d kills, %d games: %d mid-game, %d after the end was reported, %d after the end before its report, "
              "%d after the end before the file went; %lld ms",
            kRuns, games, killedMidGame, endedReported, endedUnreported, endedFileKept,
            static_cast<long long>(clock.elapsed()));
        // Each run's checks above are what the test asserts; how the kills fell between the cases depends on the
        // machine's speed, except that the first run's kill was mid-game (checked there).
        QVERIFY(killedMidGame >= 1);
    }
};

QTEST_MAIN(KillTest)
#include "kill_test.moc"
