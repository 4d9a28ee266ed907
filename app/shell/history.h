// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Finished games, kept in an SQLite database in the app's data location (Qt SQL, QSQLITE): each game's record
// (so that any past game can be replayed), when it ended, and per seat its name, kind, level, score and place.
// The schema has a version (PRAGMA user_version) and a migration from every version to the next, from the first
// on. A database that is locked, damaged or from a newer version never stops the app: the history says what is
// wrong (problem()), writes nothing and overwrites nothing.

#include "core/record.h"
#include "core/score.h"

#include <QDateTime>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace nobox {

struct HistorySeat {
    QString name;
    bool human = true;
    QString level; // a computer's
    int score = 0;
    int place = 1; // 1: won (shared places count as won)
};

struct HistoryGame {
    qint64 id = 0;
    std::string game;
    QDateTime finished; // UTC
    bool practice = false;
    std::vector<HistorySeat> seats;
};

/// What a player's finished games (practice excluded) say.
struct PlayerStats {
    int games = 0;
    int wins = 0;
    double winRate = 0; // 0..1
    double average = 0;
    std::optional<int> best;
    std::map<QString, std::pair<int, int>> vsLevels; // computer level met -> (games, wins)
};

/// The statistics of `name` over `games` (any order; practice games do not count).
PlayerStats statsFor(const std::vector<HistoryGame>& games, const QString& name);

class History {
public:
    enum class Problem { None, Unavailable, Newer, Damaged, Locked };

    /// The schema this version writes; older databases are migrated on open.
    static constexpr int kSchemaVersion = 1;

    History() = default;
    ~History();
    History(const History&) = delete;
    History& operator=(const History&) = delete;

    /// Opens (creating or migrating) the database at `path`; default: history.sqlite in the data location.
    bool open(const QString& path = {});
    void close();
    QString path() const { return m_path; }
    Problem problem() const { return m_problem; }
    /// What went wrong, in the user's words (empty when nothing did).
    QString problemText() const;

    /// Adds a finished game. False (and problem() set) when the database cannot take it now.
    bool addGame(const games::core::Record& record, const std::vector<games::core::SeatScore>& scores,
        const QDateTime& finished = QDateTime::currentDateTimeUtc());
    /// Every game of `gameId`, newest first (empty when the database cannot be read).
    std::vector<HistoryGame> games(const std::string& gameId) const;
    /// The record of game `id`.
    std::optional<games::core::Record> record(qint64 id) const;
    /// The names that played `gameId`, people first.
    QStringList players(const std::string& gameId) const;
    /// Forgets every game. False when the database cannot be written.
    bool clear();

private:
    bool migrate();
    void fail(Problem problem, const QString& detail);

    QString m_connection;
    QString m_path;
    Problem m_problem = Problem::Unavailable;
    QString m_detail; // the driver's words, for the curious
};

} // namespace nobox
