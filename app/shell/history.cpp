// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/history.h"

#include "shell/saved_game.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <nlohmann/json.hpp>

#include <set>

namespace nobox {

namespace {

/// kMigrations[v] takes a database from version v to v + 1. Never edit a step once released: add one.
const std::vector<std::vector<const char*>> kMigrations {
    {
        "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, finished TEXT NOT NULL, "
        "practice INTEGER NOT NULL DEFAULT 0, record TEXT NOT NULL)",
        "CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL, "
        "name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT, score INTEGER NOT NULL, place INTEGER NOT NULL, "
        "PRIMARY KEY (game_id, seat))",
        "CREATE INDEX games_by_game ON games (game, finished)",
        "CREATE INDEX seats_by_name ON seats (name)",
    },
    {
        // Finished reviews (kept_review.h): the seed as text, since a 64-bit seed exceeds SQLite's integers.
        "CREATE TABLE reviews (record TEXT NOT NULL, game TEXT NOT NULL, agent TEXT NOT NULL, seed TEXT NOT NULL, "
        "format INTEGER NOT NULL, engine TEXT NOT NULL, kept TEXT NOT NULL, review TEXT NOT NULL, "
        "PRIMARY KEY (record, agent, seed, format, engine))",
    },
};

/// SQLite's result codes for a database another program holds, and for a file that is not (or no longer) one.
bool isLocked(const QSqlError& error)
{
    const QString code = error.nativeErrorCode();
    return code == QLatin1String("5") || code == QLatin1String("6") || error.text().contains(QLatin1String("locked"));
}

bool isDamaged(const QSqlError& error)
{
    const QString code = error.nativeErrorCode();
    return code == QLatin1String("26") || code == QLatin1String("11")
        || error.text().contains(QLatin1String("not a database")) || error.text().contains(QLatin1String("malformed"));
}

} // namespace

PlayerStats statsFor(const std::vector<HistoryGame>& games, const QString& name)
{
    PlayerStats stats;
    long long sum = 0;
    for (const HistoryGame& game : games) {
        if (game.practice)
            continue;
        const auto me = std::find_if(
            game.seats.begin(), game.seats.end(), [&name](const HistorySeat& seat) { return seat.name == name; });
        if (me == game.seats.end())
            continue;
        ++stats.games;
        const bool won = me->place == 1;
        stats.wins += won;
        sum += me->score;
        stats.best = stats.best ? std::max(*stats.best, me->score) : me->score;
        std::set<QString> levels;
        for (const HistorySeat& seat : game.seats)
            if (&seat != &*me && !seat.human)
                levels.insert(seat.level);
        for (const QString& level : levels) {
            auto& [played, beaten] = stats.vsLevels[level];
            ++played;
            beaten += won;
        }
    }
    if (stats.games > 0) {
        stats.winRate = double(stats.wins) / stats.games;
        stats.average = double(sum) / stats.games;
    }
    return stats;
}

History::~History()
{
    close();
}

bool History::open(const QString& path)
{
    close();
    m_path = path.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/history.sqlite")
        : path;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    m_connection = QStringLiteral("history-%1").arg(reinterpret_cast<quintptr>(this));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    if (!db.isValid()) {
        fail(Problem::Unavailable, QCoreApplication::translate("History", "The SQLite driver of Qt is missing."));
        return false;
    }
    db.setDatabaseName(m_path);
    // Another NoBox may hold the file a moment: wait a little, never long (the window must not freeze).
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=250"));
    if (!db.open()) {
        fail(Problem::Unavailable, db.lastError().text());
        return false;
    }
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        const QSqlError error = query.lastError();
        fail(isLocked(error)       ? Problem::Locked
                : isDamaged(error) ? Problem::Damaged
                                   : Problem::Unavailable,
            error.text());
        return false;
    }
    const int version = query.value(0).toInt();
    if (version > kSchemaVersion) {
        fail(Problem::Newer, QString::number(version));
        return false;
    }
    if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next()
        || query.value(0).toString() != QLatin1String("ok")) {
        const QSqlError error = query.lastError();
        fail(isLocked(error) ? Problem::Locked : Problem::Damaged,
            error.isValid() ? error.text() : query.value(0).toString());
        return false;
    }
    query.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    m_problem = Problem::None;
    m_detail.clear();
    return version == kSchemaVersion || migrate();
}

bool History::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA user_version"));
    int version = query.next() ? query.value(0).toInt() : 0;
    for (; version < kSchemaVersion; ++version) {
        if (!db.transaction()) {
            const QSqlError error = db.lastError();
            fail(isLocked(error) ? Problem::Locked : Problem::Unavailable, error.text());
            return false;
        }
        bool ok = true;
        for (const char* statement : kMigrations[static_cast<std::size_t>(version)])
            ok = ok && query.exec(QString::fromLatin1(statement));
        ok = ok && query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1));
        if (!ok || !db.commit()) {
            const QSqlError error = ok ? db.lastError() : query.lastError();
            db.rollback();
            fail(isLocked(error) ? Problem::Locked : Problem::Unavailable, error.text());
            return false;
        }
    }
    return true;
}

void History::close()
{
    if (m_connection.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_connection.clear();
    m_problem = Problem::Unavailable;
}

bool History::beginWrite()
{
    if (m_problem == Problem::Locked)
        open(m_path); // it may be free again
    if (m_problem != Problem::None)
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    return db.transaction() || abandon(db.lastError());
}

bool History::abandon(const QSqlError& error)
{
    QSqlDatabase::database(m_connection, false).rollback();
    fail(isLocked(error) ? Problem::Locked : isDamaged(error) ? Problem::Damaged : Problem::Unavailable, error.text());
    return false;
}

void History::fail(Problem problem, const QString& detail)
{
    m_problem = problem;
    m_detail = detail;
}

QString History::problemText() const
{
    switch (m_problem) {
    case Problem::None:
        return {};
    case Problem::Unavailable:
        return QCoreApplication::translate(
            "History", "The history cannot be opened (%1). Games can be played; they are not kept.")
            .arg(m_detail);
    case Problem::Newer:
        return QCoreApplication::translate("History",
            "The history was written by a newer version of NoBox (schema %1). It is left as it is; this "
            "version keeps no games in it.")
            .arg(m_detail);
    case Problem::Damaged:
        return QCoreApplication::translate(
            "History", "The history file is damaged (%1). It is left as it is for you to look at: %2")
            .arg(m_detail, QDir::toNativeSeparators(m_path));
    case Problem::Locked:
        return QCoreApplication::translate(
            "History", "The history is in use by another program (%1). Try again when it is closed.")
            .arg(m_detail);
    }
    return {};
}

bool History::addGame(
    const games::core::Record& record, const std::vector<games::core::SeatScore>& scores, const QDateTime& finished)
{
    if (!beginWrite())
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(db);
    // Once only: a finished game whose autosave outlived a crash comes back on Continue and ends again.
    const QString recordText = QString::fromStdString(games::core::toJson(record).dump());
    query.prepare(QStringLiteral("SELECT 1 FROM games WHERE game = ? AND record = ?"));
    query.addBindValue(QString::fromStdString(record.game));
    query.addBindValue(recordText);
    if (!query.exec())
        return abandon(query.lastError());
    if (query.next()) {
        db.rollback();
        return true;
    }
    query.prepare(QStringLiteral("INSERT INTO games (game, finished, practice, record) VALUES (?, ?, ?, ?)"));
    query.addBindValue(QString::fromStdString(record.game));
    query.addBindValue(finished.toUTC().toString(Qt::ISODateWithMs));
    query.addBindValue(isPractice(record) ? 1 : 0);
    query.addBindValue(recordText);
    if (!query.exec())
        return abandon(query.lastError());
    const qint64 id = query.lastInsertId().toLongLong();

    // Kinds and levels from the record's table (people when it has none).
    std::vector<bool> human(record.seats.size(), true);
    std::vector<std::string> levels(record.seats.size());
    if (auto extra = record.extra.find(kTableField); extra != record.extra.end() && extra->is_object()) {
        const auto seats = extra->find("seats");
        if (seats != extra->end() && seats->is_array() && seats->size() == record.seats.size())
            for (std::size_t seat = 0; seat < seats->size(); ++seat) {
                const nlohmann::json& entry = (*seats)[seat];
                if (!entry.is_object())
                    continue;
                human[seat] = entry.value("kind", std::string("person")) != "computer";
                levels[seat] = entry.value("level", std::string("normal"));
            }
    }
    const std::vector<int> places = games::core::placesOf(scores);
    for (std::size_t seat = 0; seat < record.seats.size() && seat < scores.size(); ++seat) {
        query.prepare(QStringLiteral(
            "INSERT INTO seats (game_id, seat, name, kind, level, score, place) VALUES (?, ?, ?, ?, ?, ?, ?)"));
        query.addBindValue(id);
        query.addBindValue(static_cast<int>(seat));
        query.addBindValue(QString::fromStdString(record.seats[seat]));
        query.addBindValue(human[seat] ? QStringLiteral("person") : QStringLiteral("computer"));
        query.addBindValue(human[seat] ? QVariant() : QVariant(QString::fromStdString(levels[seat])));
        query.addBindValue(scores[seat].total);
        query.addBindValue(places[seat]);
        if (!query.exec())
            return abandon(query.lastError());
    }
    if (!db.commit())
        return abandon(db.lastError());
    return true;
}

std::vector<HistoryGame> History::games(const std::string& gameId) const
{
    std::vector<HistoryGame> games;
    if (m_problem != Problem::None)
        return games;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.prepare(QStringLiteral("SELECT g.id, g.finished, g.practice, s.name, s.kind, s.level, s.score, s.place "
                                 "FROM games g JOIN seats s ON s.game_id = g.id WHERE g.game = ? "
                                 "ORDER BY g.finished DESC, g.id DESC, s.seat"));
    query.addBindValue(QString::fromStdString(gameId));
    if (!query.exec())
        return games;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        if (games.empty() || games.back().id != id) {
            HistoryGame game;
            game.id = id;
            game.game = gameId;
            game.finished = QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs);
            game.practice = query.value(2).toInt() != 0;
            games.push_back(std::move(game));
        }
        HistorySeat seat;
        seat.name = query.value(3).toString();
        seat.human = query.value(4).toString() == QLatin1String("person");
        seat.level = query.value(5).toString();
        seat.score = query.value(6).toInt();
        seat.place = query.value(7).toInt();
        games.back().seats.push_back(seat);
    }
    return games;
}

std::optional<games::core::Record> History::record(qint64 id) const
{
    if (m_problem != Problem::None)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.prepare(QStringLiteral("SELECT record FROM games WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    games::core::Record record;
    const std::string text = query.value(0).toString().toStdString();
    if (games::core::parseRecordText(text, record))
        return std::nullopt;
    return record;
}

QStringList History::players(const std::string& gameId) const
{
    QStringList names;
    if (m_problem != Problem::None)
        return names;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.prepare(QStringLiteral("SELECT s.name, MAX(s.kind = 'person') AS person, COUNT(*) AS n FROM seats s "
                                 "JOIN games g ON g.id = s.game_id WHERE g.game = ? GROUP BY s.name "
                                 "ORDER BY person DESC, n DESC, s.name"));
    query.addBindValue(QString::fromStdString(gameId));
    if (query.exec())
        while (query.next())
            names << query.value(0).toString();
    return names;
}

std::optional<QString> History::keptReview(const ReviewKey& key) const
{
    if (m_problem != Problem::None)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.prepare(QStringLiteral("SELECT review FROM reviews WHERE record = ? AND agent = ? AND seed = ? AND "
                                 "format = ? AND engine = ? AND game = ?"));
    query.addBindValue(key.record);
    query.addBindValue(key.agent);
    query.addBindValue(QString::number(key.seed));
    query.addBindValue(key.format);
    query.addBindValue(key.engine);
    query.addBindValue(key.game);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toString();
}

bool History::keepReview(const ReviewKey& key, const QString& text)
{
    if (!beginWrite())
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM reviews WHERE record = ? AND (format <> ? OR engine <> ?)"));
    query.addBindValue(key.record);
    query.addBindValue(key.format);
    query.addBindValue(key.engine);
    if (!query.exec())
        return abandon(query.lastError());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO reviews (record, game, agent, seed, format, engine, kept, "
                                 "review) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(key.record);
    query.addBindValue(key.game);
    query.addBindValue(key.agent);
    query.addBindValue(QString::number(key.seed));
    query.addBindValue(key.format);
    query.addBindValue(key.engine);
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    query.addBindValue(text);
    if (!query.exec())
        return abandon(query.lastError());
    if (!db.commit())
        return abandon(db.lastError());
    return true;
}

bool History::clear()
{
    if (m_problem != Problem::None)
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(db);
    if (!db.transaction() || !query.exec(QStringLiteral("DELETE FROM seats"))
        || !query.exec(QStringLiteral("DELETE FROM games")) || !query.exec(QStringLiteral("DELETE FROM reviews"))
        || !db.commit()) {
        const QSqlError error = query.lastError().isValid() ? query.lastError() : db.lastError();
        db.rollback();
        fail(isLocked(error) ? Problem::Locked : Problem::Unavailable, error.text());
        return false;
    }
    return true;
}

} // namespace nobox
