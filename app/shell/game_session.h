// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One game at the table: the match, the seats (human or computer), the computer players' worker, the pacing of
// their moves and the hot-seat cover. Boards receive observations from it and hand it requested moves; the
// window shows what it signals. The only owner of the Match; nothing else reaches the truth.
//
// Threads: everything here runs on the UI thread except a computer seat's decision, which runs on a worker with
// a copy of that seat's observation and a stop token. Its answer carries the position it was asked about and
// is dropped when that position is gone (new game, undo, quit). Destroying the session stops and joins it.

#include "core/error.h"
#include "core/move.h"
#include "core/observation.h"
#include "core/options.h"
#include "core/score.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace games::core {
class Game;
class Match;
class Registry;
struct Record;
} // namespace games::core

namespace nobox {

/// One seat at the table.
struct SeatConfig {
    QString name;
    bool human = true;
    QString level = QStringLiteral("normal"); // a computer's: "easy", "normal" or "hard"
};

/// A table: the game, its seats and options. Saved in QSettings as the last choice and, later, in records.
struct TableConfig {
    std::string gameId;
    std::vector<SeatConfig> seats;
    int startSeat = -1; // -1: random (the rulebooks leave it to the players)
    games::core::RawOptions options; // validated against Game::optionSpecs() by start()
    std::uint64_t seed = 0; // the deal; 0: a fresh random one at start()
    bool hotseatHints = false; // hints with more than one human (off by default)
    bool hotseatUndo = false; // undo with more than one human (off by default)
    QString hintLevel = QStringLiteral("hard"); // whose advice a hint gives (a lesson's guide: the learner's level)
    std::uint64_t hintSeed = 0; // the hint's agent seed; 0: derived from the deal (a lesson's: its deal's, lesson.h)
};

/// How fast computer seats play (their pause before a move) and boards animate.
enum class Speed { Slow, Normal, Fast, Instant };

class GameSession : public QObject {
    Q_OBJECT

public:
    explicit GameSession(const games::core::Registry& registry, QObject* parent = nullptr);
    ~GameSession() override;

    /// Starts a new match (a running one, and any computer thinking in it, is dropped). On failure returns the
    /// engine's error and keeps the old match.
    games::core::Error start(const TableConfig& table);
    /// Sits the table a record describes (saved_game.h) and replays its moves: the game goes on exactly where the
    /// record stops, whose turn included; a person about to decide in hot-seat finds the cover up, a computer
    /// thinks again. On failure returns the reason (and in `failedMove` the index of a move that does not replay)
    /// and keeps the old match.
    games::core::Error resume(const games::core::Record& record, int* failedMove = nullptr);
    /// The record of the game so far: its moves, the seats' names, and the table (kinds, levels, settings) in
    /// its "table" field. Empty game id when no game was started.
    games::core::Record record() const;
    /// Whether undo was used in this game: it then counts as practice, not in the statistics.
    bool isPractice() const;
    /// Stops whatever a computer is thinking and forgets the match (the window closes, the app quits).
    void stop();

    bool running() const;
    const games::core::Game& game() const;
    const TableConfig& table() const;
    int seatCount() const;
    QStringList seatNames() const;
    bool isHuman(games::core::Seat seat) const;
    int humanCount() const;

    /// The seat whose eyes the board uses: the human who decides now, else the last human who did (the only
    /// human against computers); everything open once the game is over.
    games::core::Seat viewer() const;
    std::unique_ptr<games::core::Observation> observation() const; // the viewer's
    /// What everybody at the table may know (a spectator's view): what the window shows while the cover is up.
    std::unique_ptr<games::core::Observation> publicObservation() const;
    games::core::Seat toMove() const; // kNoSeat once over
    bool isOver() const;
    /// The legal moves of the viewer when it is a human's decision now, else empty.
    const games::core::MoveList& humanMoves() const;
    /// Why `move` would be refused now (no error when it is legal): for boards that validate as a person chooses.
    games::core::Error check(const games::core::Move& move) const;
    /// The final scores, once the game is over (empty before: the score of a running game shows hidden counts).
    std::vector<games::core::SeatScore> finalScores() const;
    /// The number of moves played.
    int moveCount() const;
    /// Whether a computer seat is thinking now (kNoSeat when none).
    games::core::Seat thinkingSeat() const;

    /// While set, the board is covered: the next decision belongs to another human than the last one and the
    /// board would show something private. confirmCover() lifts it when that person is at the screen.
    std::optional<games::core::Seat> coverFor() const;
    void confirmCover();

    void setSpeed(Speed speed);
    Speed speed() const;
    /// While held, a computer still thinks but its move waits, however long: a lesson's guide holds the game
    /// while the learner reads. Released, the move is played. A new game starts released.
    void holdComputers(bool hold);
    bool computersHeld() const;
    /// Whether the last person who decided may take it back now: the game runs, and they play against computers
    /// only or the table allows undo in hot-seat.
    bool undoAvailable() const;
    /// Whether the hint may be asked now (a human decides, and at most one human plays or the table allows it).
    bool hintAvailable() const;

public slots:
    /// A human's move: applied when it is that human's decision and the engine accepts it, else refused.
    void requestMove(const games::core::Move& move);
    /// Asks the hard level's advice for the viewer's decision, off the UI thread (hintReady).
    void requestHint();
    /// Takes back the last person's last decision and every move after it (a computer thinking stops): the
    /// position is exactly the one they decided in, which they had seen (in hot-seat behind the cover for them).
    /// The game becomes practice.
    void undo();

signals:
    void started();
    /// After every applied move (and after start): the board redraws from observation().
    void positionChanged();
    void moveApplied(games::core::Seat seat, const games::core::Move& move);
    void moveRefused(const games::core::Error& error);
    void thinkingChanged(games::core::Seat seat, bool thinking);
    void thinkingProgress(games::core::Seat seat, double fraction);
    void coverChanged();
    void hintReady(const games::core::Move& move, double chance);
    void gameOver();
    /// Moves were taken back (undo): the game is shorter than before.
    void undone();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace nobox
