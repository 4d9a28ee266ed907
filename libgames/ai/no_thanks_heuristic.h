// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Thanks! judgement from one seat's observation: a card is worth taking when the chips on it pay for what
// it costs in points, which depends on the runs it joins or breaks, on how many chips this seat has left, and
// on whether the others can afford to keep refusing it (their chips are public by G-2). The expansion's
// special cards are valued by what they would add to the final score.

#include "ai/heuristic.h"
#include "ai/no_thanks_sim.h"

namespace games::ai {

/// The judgement's weights beyond the take-or-refuse policy's: auctions, gifts and the expansion's cards, in
/// points of the final score; the defaults are the normal level's.
struct NoThanksCardWeights {
    double othersWeight = 0.35; // how much the others' gains and losses count against ours in auctions and gifts
    double declineTemperature = 2.0; // spread of the guess whether the next seat declines a green card
    double auctionGoesOnCost = 0.5; // of letting the auction go on after our bid when the next seat bids too
    double pinkXCost = 12.0; // the pink X fetches an unknown card, about an average one
    double skipCardPoints = 3.0; // owning the skip card: a free refusal later
    double lookCardPoints = 0.5; // owning the look card: information
    double chipModifierCertainty = 0.8; // double, halve, negative are priced at the chips held now
};

/// Both parts of the judgement's weights: the take-or-refuse policy and the cards'.
struct NoThanksTunedWeights {
    ntsim::PolicyWeights policy;
    NoThanksCardWeights cards;
};
/// The weights tuned by bench/heuristic_tune.cpp in whole games with the expansion (docs/ai.md). They beat the
/// normal weights in greedy play but lost inside the search when every seat played them: the hard level plays
/// them for the searching seat only (docs/ai.md, "No Thanks!").
NoThanksTunedWeights noThanksExpansionTunedWeights();
/// The hard level's model of the other seats in the expansion: weights fitted to the moves classic hard plays
/// there (bench/opponent_fit.cpp, docs/ai.md, "No Thanks!"). The normal weights mispredict its auctions.
NoThanksTunedWeights noThanksExpansionOpponentWeights();

/// The share of random moves in the generic search's playouts of the expansion (and the fast search's default).
inline constexpr double kNoThanksRolloutEpsilon = 0.1;

class NoThanksHeuristic final : public Heuristic {
public:
    /// The normal level's judgement.
    NoThanksHeuristic();
    /// The same judgement with other weights (the hard level's playouts in the expansion, where the fast
    /// base-game search does not apply; the tuning tools).
    explicit NoThanksHeuristic(const ntsim::PolicyWeights& weights, const NoThanksCardWeights& cards = {});
    void score(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    void scoreEasy(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    double easyBlunderRate() const override { return 0.12; }

private:
    ntsim::PolicyWeights m_weights;
    NoThanksCardWeights m_cards;
};

} // namespace games::ai
