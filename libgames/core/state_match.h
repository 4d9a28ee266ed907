// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The match of every rules module: its State (the whole truth) behind core::Match. Each call goes to the
// module's function of that name, found in the State's namespace (argument-dependent lookup), so that a module
// writes its rules and no glue:
//   gameOver(state)                         the match has ended                     (state.h)
//   listMoves(state, out)                   every legal move                        (legal_moves.h)
//   checkMove(state, move), playMove(state, move)   one reading of a move each       (rules.h)
//   observeState(state, viewer) -> View     what a seat sees; optionally observeState(state, viewer, view),
//                                           which refills a view and keeps its storage (observation.h)
//   revealState(state) -> View              everything face up, for a finished game  (observation.h)
//   scoreAll(state), rankKeysOf(state, out) the final count                         (scoring.h)
//   stateToJson(state)                      the whole truth as JSON, for tests      (observation.h)
// A module declares `class MyMatch final : public core::StateMatch<MyMatch, State, MyObservation>` with its
// constructor, and instantiates the template once in its match.cpp (state_match_impl.h), which its match.h
// announces with `extern template`.

#include "core/match.h"

#include <memory>
#include <span>
#include <vector>

namespace games::core {

template <typename Derived, typename State, typename View> class StateMatch : public Match {
public:
    /// The whole truth (core/debug.h stateOf): for tests only.
    const State& state(const DebugKey&) const { return m_state; }

    // Inline, and final in the module's match: a random playout calls these for every decision.
    bool isOver() const override { return gameOver(m_state); }
    Seat toMove() const override { return gameOver(m_state) ? kNoSeat : m_state.toMove; }
    void legalMoves(MoveList& out) const override { listMoves(m_state, out); }
    Error check(const Move& move) const override { return checkMove(m_state, move); }
    std::unique_ptr<Match> clone() const override
    {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }

    std::unique_ptr<Observation> observe(Seat viewer) const override;
    void observeInto(Seat viewer, std::unique_ptr<Observation>& slot) const override;
    std::unique_ptr<Observation> observeRevealed(const RevealKey& key) const override;
    std::vector<SeatScore> score() const override;
    void rankKeys(std::span<RankKey> out) const override;
    nlohmann::json stateJson(const DebugKey& key) const override;

protected:
    StateMatch(const Game& game, std::shared_ptr<const MatchConfig> config, State state)
        : Match(game, std::move(config))
        , m_state(std::move(state))
    {
    }
    StateMatch(const StateMatch&) = default;

    bool play(const Move& move) override { return playMove(m_state, move); }

    State m_state;
};

} // namespace games::core
