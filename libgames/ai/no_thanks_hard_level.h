// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Thanks! hard level (hard_level.h): base-game take-or-refuse decisions go to the fast search
// (no_thanks_search.h) with its settings (no_thanks_search_tuning.h); the rest (the expansion) to the generic
// search, played out with the weights tuned there for the searching seat and fitted to the first hard level for
// the others (docs/ai.md, "No Thanks!").

#include "ai/hard_level.h"
#include "ai/no_thanks_search_tuning.h"

namespace games::ai {

/// Who plays the expansion's playouts with which weights. The shipped level's are the defaults; the others are
/// the bench's experiments (hard:policy=1, self=0, fit=0), kept to measure against.
struct NoThanksPlayouts {
    bool everySeatTuned = false; // every seat plays the tuned weights (lost: docs/ai-history.md)
    bool ownTuned = true; // the searching seat plays the tuned weights, greedily
    bool othersFitted = true; // the other seats play the weights fitted to the first hard level's moves
};

class NoThanksHardLevel final : public HardLevel {
public:
    explicit NoThanksHardLevel(NoThanksSearchTuning search = {}, NoThanksPlayouts playouts = {})
        : m_search(search)
        , m_playouts(playouts)
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
    NoThanksPlayouts m_playouts;
};

} // namespace games::ai
