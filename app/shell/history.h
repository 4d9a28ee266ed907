// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Finished games, kept in an SQLite database in the app's data location (Qt SQL, QSQLITE): each game's record
// (so that any past game can be replayed), when it ended, and per seat its name, kind, level, score and place;
// and the finished reviews of games (kept_review.h), each under its record and settings, so that a review opens
// at once the next time.
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

class QSqlError;

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

/// What a kept review is kept under: the record it reviews and the settings it was made with. Any difference is
/// another review (computed again).
struct ReviewKey {
    QString record; // the SHA-256 of the record's canonical JSON, in hex: a game from the history or from a file
    QString game;
    QString agent; // the review's agent spec
    quint64 seed = 0;
    int format = 0; // games::ai::kReviewFormatVersion
    QString engine; // the app's version and the game's rules version
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
    static constexpr int kSchemaVersion = 2;

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
    /// The text of the review kept under `key`, if any (nothing when the database cannot be read).
    std::optional<QString> keptReview(const ReviewKey& key) const;
    /// Keeps `text` as the review under `key`, replacing what was kept under it and the reviews of the same record
    /// made by another format or engine (they are never read again). False when the database cannot take it now.
    bool keepReview(const ReviewKey& key, const QString& text);
    /// Forgets every game and every kept review. False when the database cannot be written.
    bool clear();

private:
    bool migrate();
    /// Starts a write's transaction; false when none can start now (a locked database is tried again first).
    bool beginWrite();
    /// Rolls back the transaction that met `error` and records the problem; false.
    bool abandon(const QSqlError& error);
    void fail(Problem problem, const QString& detail);

    QString m_connection;
    QString m_path;
    Problem m_problem = Problem::Unavailable;
    QString m_detail; // the driver's words, for the curious
};

} // namespace nobox
