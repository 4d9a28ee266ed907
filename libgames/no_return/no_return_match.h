// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Return, in our own words. 2-4 players each hold 8 hidden counters (six colours, values 1-11, two of each).
// After a one-off setup exchange, players take turns. In Phase 1 a turn either exchanges 1-4 hand counters
// (face down into the box lid, out of the game, redrawn from the bag) or arranges counters of one colour below
// that colour's column in their display, never higher than the column's lowest counter, and redraws as many.
// At the start of any own turn a player may switch, once and for good, to Phase 2: from then on a turn either
// exchanges or clears the k lowest counters of one column, paying with hand counters of a single colour whose
// sum reaches the cleared sum; cleared counters score, payments go face up into the lid, the hand refills to 8.
// When a draw during play empties the bag, the round is finished so that all had equally many turns. Points
// pile scores plus, counters still displayed score minus; ties go to fewer minus points, then are shared.
//
// Parameters: 2-4 seats, a start seat, no options. Setup from a seed or from an explicit bag (setup.h).
// Moves and their text: moves.h, notation.h. What a seat sees: observation.h. RULINGS NR-1..NR-17 apply.

#include "core/match.h"
#include "no_return/state.h"

namespace games::no_return {

/// Why `move` is illegal in `state` (no error when legal). Never enumerates the legal moves.
core::Error checkMove(const State& state, const core::Move& move);
/// Plays a move that checkMove() accepted.
void applyMove(State& state, const core::Move& move);

class NoReturnMatch final : public core::Match {
public:
    NoReturnMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state);

    const State& state(const core::DebugKey&) const { return m_state; }

    bool isOver() const override { return m_state.stage == Stage::Over; }
    core::Seat toMove() const override { return isOver() ? core::kNoSeat : m_state.toMove; }
    void legalMoves(core::MoveList& out) const override;
    core::Error check(const core::Move& move) const override;
    std::unique_ptr<core::Match> clone() const override;
    std::unique_ptr<core::Observation> observe(core::Seat viewer) const override;
    std::vector<core::SeatScore> score() const override;
    nlohmann::json stateJson(const core::DebugKey&) const override;

protected:
    void doApply(const core::Move& move) override { applyMove(m_state, move); }

private:
    State m_state;
};

} // namespace games::no_return
