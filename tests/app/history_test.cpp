// SPDX-License-Identifier: GPL-3.0-or-later
// History and statistics: finished games of both games go to the SQLite history with their records, and the
// statistics (on the page and from statsFor) equal what the records say when replayed; practice games do not
// count; the move-by-move plot ends on the final scores. A damaged, newer or locked database never stops the app:
// the page names the problem, games go on, and nothing is overwritten.

#include "app_fixture.h"
#include "json_compare.h"

#include "shell/autosave.h"
#include "shell/history.h"
#include "shell/saved_game.h"
#include "shell/statistics_page.h"

#include "core/game.h"
#include "core/record.h"

#include <QChartView>
#include <QDir>
#include <QFile>
#include <QLineSeries>
#include <QLocale>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableWidget>

#include <nlohmann/json.hpp>

#include <limits>

using namespace shell_test;
namespace core = games::core;

namespace {

QString dataDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString historyPath()
{
    return dataDir() + QStringLiteral("/history.sqlite");
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The statistics of `name` computed straight from finished records (replayed by the engine).
nobox::PlayerStats expectedStats(App& app, const std::vector<core::Record>& records, const QString& name)
{
    std::vector<nobox::HistoryGame> games;
    for (const core::Record& record : records) {
        const core::Replay replay = core::replay(app.registry, record);
        if (!replay.match || !replay.match->isOver())
            continue;
        nobox::TableConfig table;
        (void)nobox::tableOfRecord(replay.match->game(), record, table);
        const auto scores = replay.match->score();
        const auto places = core::placesOf(scores);
        nobox::HistoryGame game;
        game.practice = nobox::isPractice(record);
        for (std::size_t seat = 0; seat < scores.size(); ++seat)
            game.seats.push_back({table.seats[seat].name, table.seats[seat].human, table.seats[seat].level,
                scores[seat].total, places[seat]});
        games.push_back(game);
    }
    return nobox::statsFor(games, name);
}

/// A computer-only game of No Return played out by a session (no window), its record.
core::Record playNoReturn(App& app, std::uint64_t seed)
{
    nobox::GameSession session(app.registry);
    session.setSpeed(nobox::Speed::Instant);
    nobox::TableConfig table;
    table.gameId = "no-return";
    table.seats = {
        {QStringLiteral("Ann"), false, QStringLiteral("easy")}, {QStringLiteral("Bob"), false, QStringLiteral("easy")}};
    table.startSeat = static_cast<int>(seed % 2);
    table.seed = seed;
    QSignalSpy over(&session, &nobox::GameSession::gameOver);
    if (session.start(table) || !over.wait(120000))
        return {};
    return session.record();
}

} // namespace

class HistoryTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        QVERIFY(qEnvironmentVariableIsSet("XDG_DATA_HOME"));
    }
    void init() { QDir(dataDir()).removeRecursively(); }

    void HistoryStatisticsEqualTheRecords()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
        std::vector<core::Record> records;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            nobox::TableConfig chosen = table({"easy", "normal", "easy"}, seed % 2 == 0, false, seed, -1);
            chosen.seats[0].name = QStringLiteral("Ann");
            chosen.seats[1].name = QStringLiteral("Ben");
            QVERIFY(app.window->startGame(chosen));
            QVERIFY(over.wait(120000));
            records.push_back(app.session().record());
        }
        // A practice game is kept but not counted.
        core::Record practice = records.front();
        practice.extra[nobox::kTableField]["practice"] = true;
        QVERIFY(app.window->history().addGame(practice, core::replay(app.registry, practice).match->score()));
        records.push_back(practice);

        QCOMPARE(app.window->history().problem(), nobox::History::Problem::None);
        QCOMPARE(app.window->history().games("no-thanks").size(), std::size_t(5));
        // A game is kept once: a finished game whose autosave outlived a crash ends again on Continue.
        QVERIFY(app.window->history().addGame(records[1], core::replay(app.registry, records[1]).match->score()));
        QVERIFY(nobox::writeAutosave(records[2]));
        QVERIFY(app.window->continueGame());
        QVERIFY(app.session().isOver());
        QVERIFY(!nobox::hasAutosave());
        QCOMPARE(app.window->history().games("no-thanks").size(), std::size_t(5));
        app.window->showStatistics("no-thanks", QStringLiteral("Ann"));
        nobox::StatisticsPage* page = app.window->statisticsPage();
        QVERIFY(page->isVisible());
        const nobox::PlayerStats expected = expectedStats(app, records, QStringLiteral("Ann"));
        QCOMPARE(expected.games, 4);
        const QLocale locale;
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("statGames"))->text(), QString::number(expected.games));
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("statWins"))->text(), QString::number(expected.wins));
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("statWinRate"))->text(),
            locale.toString(100.0 * expected.winRate, 'f', 0) + QLatin1Char('%'));
        QCOMPARE(
            page->findChild<QLabel*>(QStringLiteral("statAverage"))->text(), locale.toString(expected.average, 'f', 1));
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("statBest"))->text(), QString::number(*expected.best));
        QCOMPARE(expected.vsLevels.at(QStringLiteral("normal")).first, 4); // Ben, every game
        auto* levels = page->findChild<QTableWidget*>(QStringLiteral("statsLevels"));
        QCOMPARE(levels->rowCount(), static_cast<int>(expected.vsLevels.size()));
        auto* last = page->findChild<QTableWidget*>(QStringLiteral("statsLastGames"));
        QCOMPARE(last->rowCount(), 5); // practice listed (marked), not counted
        // The plots: a point per counted game; the last game's seats move by move, ending on its final scores.
        auto* scoreChart = page->findChild<QChartView*>(QStringLiteral("scoreChart"));
        QCOMPARE(qobject_cast<QLineSeries*>(scoreChart->chart()->series().front())->count(), 4);
        auto* movesChart = page->findChild<QChartView*>(QStringLiteral("movesChart"));
        QCOMPARE(movesChart->chart()->series().size(), 3);
        const auto timeline = nobox::scoreTimeline(app.registry, practice);
        QCOMPARE(timeline.size(), practice.moves.size() + 1);
        const auto finalScores = core::replay(app.registry, practice).match->score();
        for (std::size_t seat = 0; seat < finalScores.size(); ++seat)
            QCOMPARE(timeline.back()[seat], finalScores[seat].total);

        // No Return through the same history.
        std::vector<core::Record> noReturn;
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            noReturn.push_back(playNoReturn(app, seed));
            const auto replay = core::replay(app.registry, noReturn.back());
            QVERIFY(replay.match && replay.match->isOver());
            QVERIFY(app.window->history().addGame(noReturn.back(), replay.match->score()));
        }
        for (const QString& name : {QStringLiteral("Ann"), QStringLiteral("Bob")}) {
            const nobox::PlayerStats want = expectedStats(app, noReturn, name);
            const nobox::PlayerStats got = nobox::statsFor(app.window->history().games("no-return"), name);
            QCOMPARE(got.games, 2);
            QCOMPARE(got.wins, want.wins);
            QCOMPARE(got.average, want.average);
            QCOMPARE(got.best, want.best);
            QCOMPARE(got.vsLevels, want.vsLevels);
        }
        const auto stored = app.window->history().record(app.window->history().games("no-return").front().id);
        QVERIFY(stored);
        QCOMPARE(core::toJson(*stored), core::toJson(noReturn.back()));

        // Clearing asks first.
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("clearHistoryButton")), Qt::LeftButton);
        auto* question = page->findChild<QMessageBox*>(QStringLiteral("clearHistoryQuestion"));
        QVERIFY(question && question->isVisible());
        question->button(QMessageBox::Cancel)->click();
        QCOMPARE(app.window->history().games("no-thanks").size(), std::size_t(5));
        page->askToClear();
        question = nullptr;
        for (auto* box : page->findChildren<QMessageBox*>(QStringLiteral("clearHistoryQuestion")))
            if (box->isVisible())
                question = box;
        QVERIFY(question);
        question->button(QMessageBox::Yes)->click();
        QVERIFY(app.window->history().games("no-thanks").empty());
    }

    void HistoryMigratesAndKeeps()
    {
        // A database as the first schema (version 1) wrote it, with a finished game in it.
        App app;
        const core::Record record = playNoReturn(app, 3);
        QVERIFY(!record.moves.empty());
        QDir().mkpath(dataDir());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            db.setDatabaseName(historyPath());
            QVERIFY(db.open());
            QSqlQuery query(db);
            for (const char* statement : {
                     "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, finished TEXT NOT NULL, "
                     "practice INTEGER NOT NULL DEFAULT 0, record TEXT NOT NULL)",
                     "CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat "
                     "INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT, score INTEGER NOT NULL, "
                     "place INTEGER NOT NULL, PRIMARY KEY (game_id, seat))",
                     "CREATE INDEX games_by_game ON games (game, finished)",
                     "CREATE INDEX seats_by_name ON seats (name)",
                     "INSERT INTO seats VALUES (7, 0, 'Ann', 'person', NULL, 61, 1)",
                     "INSERT INTO seats VALUES (7, 1, 'Bob', 'computer', 'easy', 40, 2)",
                     "PRAGMA user_version = 1",
                 })
                QVERIFY2(query.exec(QString::fromLatin1(statement)), statement);
            query.prepare(
                QStringLiteral("INSERT INTO games VALUES (7, 'no-return', '2026-01-02T03:04:05.000Z', 0, ?)"));
            query.addBindValue(QString::fromStdString(core::toJson(record).dump()));
            QVERIFY(query.exec());
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));
        const nobox::ReviewKey key {QStringLiteral("ab12"), QStringLiteral("no-return"), QStringLiteral("hard"),
            std::numeric_limits<quint64>::max(), 1, QStringLiteral("NoBox 0.1.0, rules 1")};
        for (int opening = 0; opening < 2; ++opening) { // migrated, then opened as it is
            nobox::History history;
            QVERIFY(history.open());
            QCOMPARE(history.problem(), nobox::History::Problem::None);
            const auto games = history.games("no-return");
            QCOMPARE(games.size(), std::size_t(1));
            QCOMPARE(games[0].id, qint64(7));
            QCOMPARE(games[0].finished, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC));
            QCOMPARE(games[0].seats.size(), std::size_t(2));
            QCOMPARE(games[0].seats[1].name, QStringLiteral("Bob"));
            QCOMPARE(games[0].seats[1].level, QStringLiteral("easy"));
            QCOMPARE(games[0].seats[1].score, 40);
            const auto kept = history.record(7);
            QVERIFY(kept);
            QVERIFY(core::toJson(*kept) == core::toJson(record));
            // Reviews are kept now, and a second opening finds them.
            if (opening == 0)
                QVERIFY(history.keepReview(key, QStringLiteral("{}")));
            QCOMPARE(history.keptReview(key).value_or(QString()), QStringLiteral("{}"));
            nobox::ReviewKey other = key;
            other.seed = 1;
            QVERIFY(!history.keptReview(other));
        }
        {
            nobox::History history;
            QVERIFY(history.open());
            // A review of the record by an older engine is dropped when a newer one is kept: never read again.
            nobox::ReviewKey older = key;
            older.engine = QStringLiteral("NoBox 0.0.9, rules 1");
            QVERIFY(history.keepReview(older, QStringLiteral("[]")));
            QVERIFY(!history.keptReview(key));
            QVERIFY(history.keepReview(key, QStringLiteral("{}")));
            QVERIFY(!history.keptReview(older));
            QVERIFY(history.clear()); // forgets the reviews with the games
            QVERIFY(!history.keptReview(key));
        }
        QVERIFY(QFile::remove(historyPath()));
        {
            nobox::History history;
            QVERIFY(history.open());
            QCOMPARE(history.problem(), nobox::History::Problem::None);
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
            db.setDatabaseName(historyPath());
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QCOMPARE(query.value(0).toInt(), nobox::History::kSchemaVersion);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("probe"));
    }

    void HistoryCorruptDatabase_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("says");
        QTest::newRow("damaged") << "damaged"
                                 << "damaged";
        QTest::newRow("newer") << "newer"
                               << "newer version";
        QTest::newRow("locked") << "locked"
                                << "in use";
    }

    void HistoryCorruptDatabase()
    {
        QFETCH(QString, kind);
        QFETCH(QString, says);
        QDir().mkpath(dataDir());
        const QString connection = QStringLiteral("holder");
        {
            QSqlDatabase holder;
            if (kind == QLatin1String("damaged")) {
                QFile file(historyPath());
                QVERIFY(file.open(QIODevice::WriteOnly));
                file.write(QByteArray("SQLite format 3\0", 16) + QByteArray(4000, '\x5a'));
            } else {
                nobox::History fresh;
                QVERIFY(fresh.open());
                fresh.close();
                holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
                holder.setDatabaseName(historyPath());
                QVERIFY(holder.open());
                QSqlQuery query(holder);
                if (kind == QLatin1String("newer")) {
                    QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 99")));
                    holder.close();
                } else {
                    QVERIFY(query.exec(QStringLiteral("BEGIN EXCLUSIVE")));
                    QVERIFY(query.exec(QStringLiteral("DELETE FROM games")));
                }
            }
            const QByteArray before = readAll(historyPath());

            App app;
            app.open(); // the app starts whatever the database is
            app.session().setSpeed(nobox::Speed::Instant);
            QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
            QVERIFY(app.window->startGame(table({"easy", "easy", "easy"}, false, false, 3, 0)));
            QVERIFY(over.wait(120000)); // games go on
            QVERIFY(app.window->history().problem() != nobox::History::Problem::None);
            QCOMPARE(readAll(historyPath()), before); // nothing overwritten
            app.window->showStatistics("no-thanks");
            auto* problem = app.window->statisticsPage()->findChild<QLabel*>(QStringLiteral("statsProblem"));
            QVERIFY(problem->isVisible());
            QVERIFY2(problem->text().contains(says), qPrintable(problem->text()));

            if (kind == QLatin1String("locked")) {
                // Once the other program lets go, the next game is kept again.
                QSqlQuery(holder).exec(QStringLiteral("ROLLBACK"));
                holder.close();
                QVERIFY(app.window->startGame(table({"easy", "easy", "easy"}, false, false, 4, 0)));
                QVERIFY(over.wait(120000));
                QCOMPARE(app.window->history().problem(), nobox::History::Problem::None);
                QCOMPARE(app.window->history().games("no-thanks").size(), std::size_t(1));
            }
        }
        if (QSqlDatabase::contains(connection))
            QSqlDatabase::removeDatabase(connection);
    }
};

QTEST_MAIN(HistoryTest)
#include "history_test.moc"
