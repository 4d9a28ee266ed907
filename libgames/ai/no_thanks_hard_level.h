// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Thanks! hard level (hard_level.h): base-game take-or-refuse decisions go to the fast search
// (no_thanks_search.h) with its settings (no_thanks_search_tuning.h), which the spec's options of the game set;
// the rest (the expansion) to the generic search, played out with the weights tuned there (docs/ai.md).

#include "ai/hard_level.h"
#include "ai/no_thanks_search_tuning.h"

namespace games::ai {

class NoThanksHardLevel final : public HardLevel {
public:
    /// The fast search's own options (opp, mix, card, model, bias, read, styles, offstyle, offrule, keep,
    /// others, thresholds, leave, scorers) and the expansion's playouts (self, fit).
    bool setOption(std::string_view key, std::string_view value) override;
    void choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const override;
    std::optional<SearchResult> search(const core::Game& game, const core::Observation& observation,
        std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
        const DecisionControl& control) const override;

    /// The fast search's settings: its own options, and those it shares with the generic search where the spec
    /// gives them (hard:eps, c, place, policy, chance, pair).
    NoThanksSearchTuning searchTuning(const SearchConfig& config) const;

    /// The review's reasons (no_thanks_reasons.cpp).
    Reason whyBetter(
        const core::Observation& observation, const core::Move& played, const core::Move& best) const override;
    std::span<const ReasonInfo> reasonCodes() const override;

private:
    NoThanksSearchTuning m_tuning;
    bool m_ownTuned = true; // hard:self
    bool m_fittedModel = true; // hard:fit
};

} // namespace games::ai
