// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/move.h"
#include "core/observation.h"
#include "core/options.h"
#include "core/score.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <memory>
#include <span>
#include <vector>

namespace games::core {

class Game;
struct MatchConfig;
/// The key to the whole truth of a match (stateJson, a module's state(), the Rng's raw state). Defined only in
/// core/debug.h, which tests and debugging tools include and nothing a board or a computer player may: without
/// the definition no DebugKey can be made, so hidden information stays out of reach of the app and the agents.
class DebugKey;
struct Record;
class Registry;
struct RevealedPosition;
/// The key to a finished game's positions with every hidden part face up, for watching the game again. Only
/// core::revealed() (core/record.h) makes one, and only after it has replayed the record to the end of the game:
/// nothing hidden in a game still being played can be reached with it.
class RevealKey {
    RevealKey() = default;
    friend RevealedPosition revealed(const Registry& registry, const Record& record, std::size_t upTo);
};

/// One match in progress: the full truth (every hand, the deck's order, the RNG) lives here, in the rules
/// module's subclass. Chance is internal (cards are revealed, counters drawn, by the rules themselves), so the
/// only decisions are the seats' moves.
///
/// Contract:
/// - `toMove()` is a seat while !isOver() and kNoSeat after; `legalMoves()` is then non-empty, complete and
///   without duplicates, and every move it lists passes `check()`;
/// - `apply()` changes nothing and returns the reason when `check()` fails; otherwise it plays the move and
///   appends it to `history()`. It never throws and never asserts on a move, whatever its bytes;
/// - `observe(seat)` holds only what that seat may know (RULINGS G-2), and any seat out of range is a spectator;
///   nothing else hands state outward;
/// - the same config (seed or explicit setup) and the same moves give the same state, on every platform.
///
/// Threads: a match has one owner thread, the only one that may call apply(). Const calls (check, legalMoves,
/// observe, score, clone) may run concurrently with each other, never with apply(). To let another thread work
/// on a position, hand it an observation (a value) or a clone.
class Match {
public:
    virtual ~Match() = default;

    const Game& game() const { return *m_game; }
    /// What the match was started from (for a sampled match: its seats, start seat and options only).
    const MatchConfig& config() const { return *m_config; }
    int seatCount() const;
    Seat startSeat() const;
    const Options& options() const;
    const MoveList& history() const { return m_history; }

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
        if (!play(move))
            return check(move); // why not: asked only for a move that was refused, off the hot path
        m_history.push_back(move);
        return {};
    }

    virtual std::unique_ptr<Match> clone() const = 0;
    virtual std::unique_ptr<Observation> observe(Seat viewer) const = 0;
    /// observe(viewer) written into `slot`: games may refill the observation it holds, keeping its storage, since
    /// the searches observe at every playout move. The default makes a new one.
    virtual void observeInto(Seat viewer, std::unique_ptr<Observation>& slot) const { slot = observe(viewer); }
    /// The table as a spectator sees it, with every hidden part face up as well (every hand, the deck or bag in
    /// order, what was set aside or exchanged): a finished game watched again (RevealKey).
    virtual std::unique_ptr<Observation> observeRevealed(const RevealKey& key) const = 0;
    /// The standing of every seat, by the game's scoring, with its breakdown; final once isOver().
    virtual std::vector<SeatScore> score() const = 0;
    /// The same ranking without the breakdown and without allocating, for playouts and search: writes
    /// seatCount() keys. The default takes them from score(); games override it where speed matters.
    virtual void rankKeys(std::span<RankKey> out) const;
    /// Everything, hidden parts included: for tests, debugging and equality of replays (core/debug.h).
    virtual nlohmann::json stateJson(const DebugKey& key) const = 0;

protected:
    Match(const Game& game, std::shared_ptr<const MatchConfig> config);
    Match(const Match&) = default;
    Match& operator=(const Match&) = default;

    /// Plays `move` and returns true when check() accepts it; changes nothing and returns false otherwise. One
    /// call for both, so that a module checks and plays with one reading of the move, and without an Error value
    /// on the playout hot path (apply() asks check() for the reason of a refusal).
    virtual bool play(const Move& move) = 0;
    /// Room for this many moves of history before it grows (a match's typical length: one allocation, not ten).
    void reserveHistory(std::size_t moves) { m_history.reserve(moves); }

private:
    const Game* m_game;
    std::shared_ptr<const MatchConfig> m_config; // shared by clones
    MoveList m_history;
};

} // namespace games::core
