// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A No Return match: the State behind core::Match. The rules live in rules.h, the legal moves in
// legal_moves.h, what a seat sees in observation.h; this class only connects them to the core's contract.

#include "core/match.h"
#include "no_return/state.h"

namespace games::no_return {

class NoReturnMatch final : public core::Match {
public:
    NoReturnMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state);

    /// The whole truth (core/debug.h stateOf): for tests only.
    const State& state(const core::DebugKey&) const { return m_state; }

    bool isOver() const override { return m_state.stage == Stage::Over; }
    core::Seat toMove() const override { return isOver() ? core::kNoSeat : m_state.toMove; }
    void legalMoves(core::MoveList& out) const override;
    core::Error check(const core::Move& move) const override;
    std::unique_ptr<core::Match> clone() const override;
    std::unique_ptr<core::Observation> observe(core::Seat viewer) const override;
    std::unique_ptr<core::Observation> observeRevealed(const core::RevealKey& key) const override;
    std::vector<core::SeatScore> score() const override;
    void rankKeys(std::span<core::RankKey> out) const override;
    nlohmann::json stateJson(const core::DebugKey&) const override;

protected:
    bool play(const core::Move& move) override;

private:
    State m_state;
};

} // namespace games::no_return
