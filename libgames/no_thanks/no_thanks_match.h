// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Thanks! (3-7 players), the rules.
//
// A deck of number cards 3..35 is shuffled and 9 of them are put away unseen, so nobody knows exactly which
// numbers are in play. One card at a time lies face up in the middle. The player to act either takes it, with
// every counter that has piled up on it, and then turns up the next card, or pays one counter onto it to be rid
// of it for now, and the turn passes to the left. A player out of counters has to take. When the deck is spent,
// each player loses the value of every card held, except that a run of consecutive numbers only costs its
// lowest value, and gains a point per counter left; the highest score wins, equal scores share the win.
//
// The special-card expansion (option "expansion") adds 6 pink cards that are treated like number cards but
// spoil the score, and 9 of 16 green cards with green backs. A revealed green card is auctioned: players add
// counters to get it, the first to stop collects the counters and the last bidder receives the card. Green
// cards score at the end (bonus points, a wild number, +1 per card, doubled counters), can be played at one's
// decisions (skip a card, look at the set-aside cards) or act at once (give away or remove a card); pink ones
// take another card from the deck, halve or negate the counters, double the highest card, count as a 40 or
// cost a point per card. Parameters: seats 3..7, options `expansion` and `open-counters` (counter counts shown).
// Every decision follows RULINGS.md NT-1..NT-27 (and the notes listed in docs/rules-notes.md); revealing
// cards is automatic (NT-20).

#include "core/game.h"
#include "core/match.h"
#include "no_thanks/state.h"

namespace games::no_thanks {

/// The rules on a bare state: shared by the match and by sampled worlds.
core::Error checkMove(const State& state, const core::Move& move);
void applyMove(State& state, const core::Move& move); // only after checkMove accepted it
void listMoves(const State& state, core::MoveList& out);

class NoThanksMatch final : public core::Match {
public:
    NoThanksMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state);

    const State& state(const core::DebugKey&) const { return m_state; }

    bool isOver() const override { return m_state.phase == Phase::Over; }
    core::Seat toMove() const override { return isOver() ? core::kNoSeat : m_state.toMove; }
    void legalMoves(core::MoveList& out) const override { listMoves(m_state, out); }
    core::Error check(const core::Move& move) const override { return checkMove(m_state, move); }
    std::unique_ptr<core::Match> clone() const override { return std::make_unique<NoThanksMatch>(*this); }
    std::unique_ptr<core::Observation> observe(core::Seat viewer) const override;
    std::vector<core::SeatScore> score() const override;
    void rankKeys(std::span<core::RankKey> out) const override;
    nlohmann::json stateJson(const core::DebugKey&) const override;

    NoThanksMatch(const NoThanksMatch&) = default;

protected:
    void doApply(const core::Move& move) override { applyMove(m_state, move); }

private:
    State m_state;
};

} // namespace games::no_thanks
