// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Return judgement from one seat's observation: arrange long, high-topped columns while the bag is full,
// exchange hands that cannot be laid, switch to Phase 2 when the display is worth clearing before the bag runs
// out (sooner the more the others have switched and the emptier the bag), then clear the most points per
// payment and keep the counters that pay best.

#include "ai/heuristic.h"

namespace games::ai {

class NoReturnHeuristic final : public Heuristic {
public:
    void score(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    void scoreEasy(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    double easyBlunderRate() const override { return 0.1; }
    SearchTuning tuning(const core::Observation& observation) const override;
};

} // namespace games::ai
