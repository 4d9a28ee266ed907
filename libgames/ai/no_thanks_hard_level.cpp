// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_thanks_hard_level.h"

#include "ai/no_thanks_heuristic.h"
#include "ai/no_thanks_search.h"

namespace games::ai {

SearchTuning NoThanksHardLevel::tuning(const core::Observation&) const
{
    // The expansion's generic search: three times the first hard level's 1000 iterations fit the time target
    // since the engine got faster (docs/ai.md, "Budgets"), and the root moves are compared on the same deals: no
    // dearer, and level with one walk per deal (42.5% against 40.8% of 240 deals against the first level).
    SearchTuning tuning;
    tuning.iterations = 3000;
    tuning.nodeCandidates = 8;
    tuning.exploration = m_search.exploration;
    tuning.rolloutEpsilon = kNoThanksRolloutEpsilon;
    tuning.pairedRoot = m_search.pairedRoot;
    tuning.placeShare = m_search.placeShare;
    return tuning;
}

// In the expansion the searching seat plays out with the weights tuned there, greedily; the other seats with
// weights fitted to the moves the first hard level plays, with random moves, as the model of how they play
// (docs/ai.md, "No Thanks!"). With every seat tuned the search lost to the first level (22.5% of 60 games).
// Base-game decisions go to the fast search, which has its own opponent model.
void NoThanksHardLevel::choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const
{
    if (m_search.othersFittedInExpansion) {
        const NoThanksTunedWeights fitted = noThanksExpansionOpponentWeights();
        heuristic = std::make_shared<NoThanksHeuristic>(fitted.policy, fitted.cards);
    }
    if (m_search.ownTunedInExpansion) {
        const NoThanksTunedWeights tuned = noThanksExpansionTunedWeights();
        config.ownPlayouts = std::make_shared<NoThanksHeuristic>(tuned.policy, tuned.cards);
    }
}

std::optional<SearchResult> NoThanksHardLevel::search(const core::Game&, const core::Observation& observation,
    std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
    const DecisionControl& control) const
{
    NoThanksSearchTuning tuning = m_search;
    if (config.pairedRoot >= 0)
        tuning.pairedRoot = config.pairedRoot == 1;
    return searchNoThanksBase(observation, legal, config, tuning, seed, control);
}

} // namespace games::ai
