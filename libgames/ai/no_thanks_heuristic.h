// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Thanks! judgement from one seat's observation: a card is worth taking when the counters on it pay for what
// it costs in points, which depends on the runs it joins or breaks, on how many counters this seat has left, and
// on whether the others can afford to keep refusing it (their counters are public by G-2). The expansion's
// special cards are valued by what they would add to the final score.

#include "ai/heuristic.h"

namespace games::ai {

class NoThanksHeuristic final : public Heuristic {
public:
    void score(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    void scoreEasy(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    double easyBlunderRate() const override { return 0.12; }
    SearchTuning tuning(const core::Observation& observation) const override;
};

} // namespace games::ai
