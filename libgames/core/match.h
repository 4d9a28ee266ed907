// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/move.h"
#include "core/observation.h"
#include "core/options.h"
#include "core/score.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <span>
#include <vector>

namespace games::core {

class Game;

/// One match in progress: the full truth (every hand, the deck's order, the RNG) lives here, in the rules
/// module's subclass. Chance is internal (cards are revealed, counters drawn, by the rules themselves), so the
/// only decisions are the seats' moves.
///
/// Contract:
/// - `toMove()` is a seat while !isOver() and kNoSeat after; `legalMoves()` is then non-empty, complete and
///   without duplicates, and every move it lists passes `check()`;
/// - `apply()` changes nothing and returns the reason when `check()` fails; otherwise it plays the move and
///   appends it to `history()`. It never throws and never asserts on a move, whatever its bytes;
/// - `observe(seat)` holds only what that seat may know (RULINGS G-2); nothing else hands state outward;
/// - the same setup (seed or explicit) and the same moves give the same `stateJson()`, on every platform.
class Match {
public:
    virtual ~Match() = default;

    const Game& game() const { return *m_game; }
    int seatCount() const { return m_seatCount; }
    Seat startSeat() const { return m_startSeat; }
    const Options& options() const { return m_options; }
    const std::vector<Move>& history() const { return m_history; }

    virtual bool isOver() const = 0;
    virtual Seat toMove() const = 0;
    /// Clears `out` and writes every legal move of the seat to move (nothing once the match is over).
    virtual void legalMoves(MoveList& out) const = 0;
    /// Why `move` is illegal now, or no error; core.game-over once the match is over. Cheap: every apply()
    /// calls it.
    virtual Error check(const Move& move) const = 0;
    /// Inline: it is the hot path of every playout.
    Error apply(const Move& move)
    {
        Error error = check(move);
        if (error)
            return error;
        doApply(move);
        m_history.push_back(move);
        return error;
    }

    virtual std::unique_ptr<Match> clone() const = 0;
    virtual std::unique_ptr<Observation> observe(Seat viewer) const = 0;
    /// The standing of every seat, by the game's scoring, with its breakdown; final once isOver().
    virtual std::vector<SeatScore> score() const = 0;
    /// The same ranking without the breakdown and without allocating, for playouts and search: writes
    /// seatCount() keys. The default takes them from score(); games override it where speed matters.
    virtual void rankKeys(std::span<RankKey> out) const;
    /// Everything, hidden parts included: for tests, debugging and equality of replays; never for a UI or agent.
    virtual nlohmann::json stateJson() const = 0;

protected:
    Match(const Game& game, int seatCount, Seat startSeat, Options options)
        : m_game(&game)
        , m_seatCount(seatCount)
        , m_startSeat(startSeat)
        , m_options(std::move(options))
    {
    }
    Match(const Match&) = default;
    Match& operator=(const Match&) = default;

    /// Plays a move that check() accepted.
    virtual void doApply(const Move& move) = 0;
    /// For sampled matches (Game::sampleMatch), whose history is not theirs to replay.
    void clearHistory() { m_history.clear(); }

private:
    static constexpr std::size_t kHistoryReserve = 128; // most games fit: one allocation per match

    const Game* m_game;
    int m_seatCount;
    Seat m_startSeat;
    Options m_options;
    std::vector<Move> m_history;
};

} // namespace games::core
