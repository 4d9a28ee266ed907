// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Idea hard level (hard_level.h): every decision goes to No Idea's own search (no_idea_search.h).

#include "ai/hard_level.h"

namespace games::ai {

class NoIdeaHardLevel final : public HardLevel {
public:
    std::optional<SearchResult> search(const core::Game& game, const core::Observation& observation,
        std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
        const DecisionControl& control) const override;
    /// The review's reasons (no_idea_reasons.cpp).
    Reason whyBetter(
        const core::Observation& observation, const core::Move& played, const core::Move& best) const override;
    std::span<const ReasonInfo> reasonCodes() const override;
};

} // namespace games::ai
