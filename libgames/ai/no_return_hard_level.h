// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Return hard level (hard_level.h): the generic search, played out with the weights tuned for the table's
// size (docs/ai.md, seventh round); hard:policy=0 plays out with the normal level's.

#include "ai/hard_level.h"

namespace games::ai {

class NoReturnHardLevel final : public HardLevel {
public:
    void choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const override;
    /// The review's reasons (no_return_reasons.cpp).
    Reason whyBetter(
        const core::Observation& observation, const core::Move& played, const core::Move& best) const override;
    std::span<const ReasonInfo> reasonCodes() const override;
};

} // namespace games::ai
