// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Return hard level (hard_level.h): the generic search with the budget the time target allows at the
// table's size, played out greedily with the weights tuned for that size (docs/ai.md, "No Return").

#include "ai/hard_level.h"

namespace games::ai {

class NoReturnHardLevel final : public HardLevel {
public:
    /// `tunedPlayouts` false: played out with the normal level's weights instead (the bench's hard:policy=0).
    explicit NoReturnHardLevel(bool tunedPlayouts = true)
        : m_tunedPlayouts(tunedPlayouts)
    {
    }
    SearchTuning tuning(const core::Observation& observation) const override;
    void choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const override;
    /// The review's reasons (no_return_reasons.cpp).
    Reason whyBetter(
        const core::Observation& observation, const core::Move& played, const core::Move& best) const override;
    std::span<const ReasonInfo> reasonCodes() const override;

private:
    bool m_tunedPlayouts;
};

} // namespace games::ai
