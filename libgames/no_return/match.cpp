// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/match.h"

#include "no_return/legal_moves.h"
#include "no_return/observation.h"
#include "no_return/rules.h"
#include "no_return/scoring.h"

#include <nlohmann/json.hpp>

namespace games::no_return {

NoReturnMatch::NoReturnMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : core::Match(game, std::move(config))
    , m_state(std::move(state))
{
    reserveHistory(256); // a game between computer players takes 60–200 moves
}

void NoReturnMatch::legalMoves(core::MoveList& out) const
{
    generateLegalMoves(m_state, out);
}

core::Error NoReturnMatch::check(const core::Move& move) const
{
    return checkMove(m_state, move);
}

bool NoReturnMatch::play(const core::Move& move)
{
    return playMove(m_state, move);
}

std::unique_ptr<core::Match> NoReturnMatch::clone() const
{
    return std::make_unique<NoReturnMatch>(*this);
}

std::unique_ptr<core::Observation> NoReturnMatch::observe(core::Seat viewer) const
{
    return std::make_unique<NoReturnObservation>(observeState(m_state, viewer));
}

std::unique_ptr<core::Observation> NoReturnMatch::observeRevealed(const core::RevealKey&) const
{
    return std::make_unique<NoReturnObservation>(revealState(m_state));
}

std::vector<core::SeatScore> NoReturnMatch::score() const
{
    return scoreState(m_state);
}

void NoReturnMatch::rankKeys(std::span<core::RankKey> out) const
{
    rankKeysOf(m_state, out);
}

nlohmann::json NoReturnMatch::stateJson(const core::DebugKey&) const
{
    return stateToJson(m_state);
}

} // namespace games::no_return
