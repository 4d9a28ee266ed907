// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Thanks! judgement from one seat's observation: a card is worth taking when the counters on it pay for what
// it costs in points, which depends on the runs it joins or breaks, on how many counters this seat has left, and
// on whether the others can afford to keep refusing it (their counters are public by G-2). The expansion's
// special cards are valued by what they would add to the final score.

#include "ai/heuristic.h"
#include "ai/no_thanks_sim.h"

namespace games::ai {

class NoThanksHeuristic final : public Heuristic {
public:
    /// The normal level's judgement.
    NoThanksHeuristic();
    /// The same judgement with other weights, and the share of random playout moves its tuning() asks for (the
    /// hard level's playouts in the expansion, where the fast base-game search does not apply).
    NoThanksHeuristic(const ntsim::PolicyWeights& weights, double rolloutEpsilon);
    void score(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    void scoreEasy(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    double easyBlunderRate() const override { return 0.12; }
    SearchTuning tuning(const core::Observation& observation) const override;

private:
    ntsim::PolicyWeights m_weights;
    double m_rolloutEpsilon = 0.1;
};

} // namespace games::ai
