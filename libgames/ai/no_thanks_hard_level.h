// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Thanks! hard level (hard_level.h): base-game take-or-refuse decisions go to the fast search
// (no_thanks_search.h) with its settings (no_thanks_search_tuning.h); the rest (the expansion) to the generic
// search, played out with the weights tuned there for the searching seat and fitted to the first hard level for
// the others (docs/ai.md, "No Thanks!").

#include "ai/hard_level.h"
#include "ai/no_thanks_search_tuning.h"

namespace games::ai {

class NoThanksHardLevel final : public HardLevel {
public:
    /// `settings`: the shipped level's by default, an experiment's in the bench.
    explicit NoThanksHardLevel(NoThanksSearchTuning settings = {})
        : m_search(settings)
    {
    }
    SearchTuning tuning(const core::Observation& observation) const override;
    void choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const override;
    std::optional<SearchResult> search(const core::Game& game, const core::Observation& observation,
        std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
        const DecisionControl& control) const override;

    /// The review's reasons (no_thanks_reasons.cpp).
    Reason whyBetter(
        const core::Observation& observation, const core::Move& played, const core::Move& best) const override;
    std::span<const ReasonInfo> reasonCodes() const override;

private:
    NoThanksSearchTuning m_search;
};

} // namespace games::ai
