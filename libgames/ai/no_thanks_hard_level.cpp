// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_thanks_hard_level.h"

#include "ai/no_thanks_heuristic.h"
#include "ai/no_thanks_search.h"
#include "ai/spec_values.h"

#include <algorithm>

namespace games::ai {

bool NoThanksHardLevel::setOption(std::string_view key, std::string_view value)
{
    using namespace spec;
    NoThanksSearchTuning& t = m_tuning;
    if (key == "opp") {
        bool normal = false;
        const bool ok = parseFlag(value, normal);
        t.opponentsNormalPermille = normal ? 1000 : 0;
        return ok;
    }
    if (key == "mix")
        return parseInt(value, 0, 1000, t.opponentsNormalPermille);
    if (key == "card")
        return parseFlag(value, t.treeEndsAtTake);
    if (key == "model")
        return parseInt(value, 0, 1000, t.modelInTreePermille);
    if (key == "bias")
        return parsePermille(value, 1000000, t.opponentBias);
    if (key == "read")
        return parseFlag(value, t.readOpponents);
    if (key == "styles")
        return parseFlag(value, t.readStyles);
    if (key == "offstyle")
        return parsePermille(value, 999, t.styles.offStyle) && t.styles.offStyle > 0.0;
    if (key == "offrule")
        return parsePermille(value, 999, t.styles.ruleOffStyle) && t.styles.ruleOffStyle > 0.0;
    if (key == "keep")
        return parsePermille(value, 1000, t.styles.priorKept);
    if (key == "others")
        return parsePermille(value, 1000, t.styles.otherShare);
    if (key == "thresholds")
        return parseFlag(value, t.styles.fitThreshold);
    if (key == "leave")
        return parseInt(value, 0, 1000, t.leavingsPrior);
    if (key == "scorers")
        return parseInt(value, 0, 1000, t.othersScoreScale);
    if (key == "self")
        return parseFlag(value, m_ownTuned);
    if (key == "fit")
        return parseFlag(value, m_fittedModel);
    return false;
}

NoThanksSearchTuning NoThanksHardLevel::searchTuning(const SearchConfig& config) const
{
    NoThanksSearchTuning tuning = m_tuning;
    if (config.rolloutEpsilon >= 0.0)
        tuning.epsilon = config.rolloutEpsilon;
    if (config.exploration >= 0.0)
        tuning.exploration = config.exploration;
    tuning.placeShare = config.placeShare;
    if (config.tunedPlayouts >= 0)
        tuning.policy = config.tunedPlayouts == 1 ? ntsim::tunedWeights() : ntsim::PolicyWeights {};
    tuning.chanceNodes = config.chanceNodes;
    if (config.pairedRoot >= 0)
        tuning.pairedRoot = config.pairedRoot == 1;
    return tuning;
}

// In the expansion only the searching seat plays out with the weights tuned there, greedily (docs/ai.md, tenth
// round); the other seats play out with weights fitted to the moves classic hard plays, with random moves, as the
// model of how they play (thirteenth round; fit=0: the normal level's weights). With every seat tuned the search
// lost to classic hard (22.5% of 60 games; the base game's weights 12.5% of 40): policy=1 still asks for that.
// self=0: the searching seat plays out as the others. Base-game decisions go to the fast search, which has its own
// opponent model (mix).
void NoThanksHardLevel::choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const
{
    const NoThanksTunedWeights tuned = noThanksExpansionTunedWeights();
    if (config.tunedPlayouts == 1) {
        // Greedy unless eps is given (the base game's search plays a tenth at random when not).
        const double epsilon = std::max(0.0, searchTuning(config).epsilon);
        heuristic = std::make_shared<NoThanksHeuristic>(tuned.policy, epsilon, tuned.cards);
    } else if (m_fittedModel) {
        const NoThanksTunedWeights fitted = noThanksExpansionOpponentWeights();
        heuristic = std::make_shared<NoThanksHeuristic>(fitted.policy, kNoThanksRolloutEpsilon, fitted.cards);
    }
    if (m_ownTuned)
        config.ownPlayouts = std::make_shared<NoThanksHeuristic>(tuned.policy, 0.0, tuned.cards);
}

std::optional<SearchResult> NoThanksHardLevel::search(const core::Game&, const core::Observation& observation,
    std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
    const DecisionControl& control) const
{
    return searchNoThanksBase(observation, legal, config, searchTuning(config), seed, control);
}

} // namespace games::ai
