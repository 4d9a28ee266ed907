// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench_agents.h"

#include "ai/hard_level.h"
#include "ai/levels.h"
#include "ai/no_return_hard_level.h"
#include "ai/no_thanks_hard_level.h"
#include "ai/no_thanks_heuristic.h"
#include "ai/spec_values.h"

#include <algorithm>
#include <optional>
#include <string>

namespace nobox_bench {

namespace ai = games::ai;
namespace core = games::core;
using namespace ai::spec;

namespace {

/// The first hard level's settings (the yardstick): what each game's heuristic asked of the generic search
/// before the hard levels got their own budgets (docs/ai-history.md).
ai::SearchTuning classicTuning(const core::Game& game)
{
    ai::SearchTuning tuning;
    if (game.id() == "no-return") {
        tuning.iterations = 8000;
        tuning.moveBudget = 32000;
        tuning.rootCandidates = 12;
        tuning.nodeCandidates = 6;
        tuning.exploration = 0.5;
        tuning.rolloutEpsilon = 0.0;
    } else if (game.id() == "no-thanks") {
        tuning.iterations = 1000;
        tuning.nodeCandidates = 8;
        tuning.exploration = 0.6;
        tuning.rolloutEpsilon = ai::kNoThanksRolloutEpsilon;
    }
    return tuning;
}

/// The generic search's settings an experiment gives; unset: the level's.
struct GenericOverrides {
    std::optional<double> exploration;
    std::optional<double> epsilon;
    std::optional<double> placeShare;
    std::optional<long long> moveBudget;
};

/// A hard level with an experiment's settings of the generic search, or the first hard level (classic).
class ExperimentLevel final : public ai::HardLevel {
public:
    ExperimentLevel(
        std::unique_ptr<ai::HardLevel> inner, const core::Game& game, bool classic, const GenericOverrides& overrides)
        : m_inner(std::move(inner))
        , m_classic(classic ? std::optional<ai::SearchTuning>(classicTuning(game)) : std::nullopt)
        , m_overrides(overrides)
    {
    }

    ai::SearchTuning tuning(const core::Observation& observation) const override
    {
        ai::SearchTuning tuning = m_classic ? *m_classic : m_inner->tuning(observation);
        if (m_overrides.placeShare)
            tuning.placeShare = *m_overrides.placeShare;
        if (m_classic)
            return tuning;
        if (m_overrides.exploration)
            tuning.exploration = *m_overrides.exploration;
        if (m_overrides.epsilon)
            tuning.rolloutEpsilon = *m_overrides.epsilon;
        if (m_overrides.moveBudget && tuning.moveBudget > 0) {
            // An explicit move budget; the iteration cap keeps its ratio to it.
            tuning.iterations = static_cast<int>(
                std::max<long long>(1, tuning.iterations * *m_overrides.moveBudget / tuning.moveBudget));
            tuning.moveBudget = *m_overrides.moveBudget;
        }
        return tuning;
    }
    void choosePlayouts(ai::SearchConfig& config, std::shared_ptr<const ai::Heuristic>& heuristic) const override
    {
        if (!m_classic)
            m_inner->choosePlayouts(config, heuristic);
    }
    std::optional<ai::SearchResult> search(const core::Game& game, const core::Observation& observation,
        std::span<const core::Move> legal, const ai::SearchConfig& config, std::uint64_t seed,
        const ai::DecisionControl& control) const override
    {
        if (m_classic)
            return std::nullopt;
        return m_inner->search(game, observation, legal, config, seed, control);
    }
    ai::Reason whyBetter(
        const core::Observation& observation, const core::Move& played, const core::Move& best) const override
    {
        return m_inner->whyBetter(observation, played, best);
    }
    std::span<const ai::ReasonInfo> reasonCodes() const override { return m_inner->reasonCodes(); }

private:
    std::unique_ptr<ai::HardLevel> m_inner;
    std::optional<ai::SearchTuning> m_classic;
    GenericOverrides m_overrides;
};

/// Reads one of No Thanks!'s own options into its settings; false when `key` is none or `value` does not parse.
bool readNoThanksOption(std::string_view key, std::string_view value, ai::NoThanksSearchTuning& t)
{
    if (key == "mix")
        return parseInt(value, 0, 1000, t.opponentsNormalPermille);
    if (key == "bias")
        return parsePermille(value, 1000000, t.opponentBias);
    if (key == "read")
        return parseFlag(value, t.readOpponents);
    if (key == "styles")
        return parseFlag(value, t.readStyles);
    if (key == "offstyle")
        return parsePermille(value, 999, t.offStyle) && t.offStyle > 0.0;
    if (key == "offrule")
        return parsePermille(value, 999, t.ruleOffStyle) && t.ruleOffStyle > 0.0;
    if (key == "keep")
        return parsePermille(value, 1000, t.priorKept);
    if (key == "others")
        return parsePermille(value, 1000, t.otherShare);
    if (key == "scorers")
        return parseInt(value, 0, 1000, t.othersScoreScale);
    if (key == "self")
        return parseFlag(value, t.ownTunedInExpansion);
    if (key == "fit")
        return parseFlag(value, t.othersFittedInExpansion);
    return false;
}

} // namespace

std::unique_ptr<ai::Agent> makeAgent(std::string_view spec, const core::Game& game, std::uint64_t seed,
    core::Error* error, const ai::AgentDefaults& defaults)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    out = {};
    if (spec.substr(0, spec.find(':')) != "hard")
        return ai::makeAgent(spec, game, seed, &out, defaults);

    const bool noThanks = game.id() == "no-thanks";
    std::string shipped; // the options ai::makeAgent knows, passed on as given
    bool classic = false;
    int policy = -1; // hard:policy as given
    GenericOverrides overrides;
    ai::NoThanksSearchTuning search;
    std::string_view rest = spec.size() > 4 ? spec.substr(5) : std::string_view {};
    while (!rest.empty()) {
        const auto [option, key, value, hasValue] = takeOption(rest);
        bool ok = hasValue;
        double share = 0.0;
        if (option == "classic") {
            classic = ok = true;
        } else if (ok && (key == "iterations" || key == "ms" || key == "threads" || key == "pair")) {
            shipped += (shipped.empty() ? "" : ":") + std::string(option);
        } else if (ok && key == "eps") {
            ok = parsePermille(value, 1000, share);
            overrides.epsilon = search.epsilon = share;
        } else if (ok && key == "c") {
            ok = parsePermille(value, 10000, share);
            overrides.exploration = search.exploration = share;
        } else if (ok && key == "place") {
            ok = parsePermille(value, 1000, share);
            overrides.placeShare = search.placeShare = share;
        } else if (ok && key == "moves") {
            int moves = 0;
            ok = parseInt(value, 1, 100000000, moves);
            overrides.moveBudget = moves;
        } else if (ok && key == "policy") {
            bool tuned = true;
            ok = parseFlag(value, tuned);
            policy = tuned ? 1 : 0;
        } else {
            ok = ok && noThanks && readNoThanksOption(key, value, search);
        }
        if (!ok) {
            out = core::Error::withDetail("ai.bad-agent-option", std::string(option));
            return nullptr;
        }
    }
    std::unique_ptr<ai::HardLevel> level;
    if (noThanks) {
        if (policy == 0)
            search.policy = ai::ntsim::PolicyWeights {};
        level = std::make_unique<ai::NoThanksHardLevel>(search);
    } else if (game.id() == "no-return") {
        level = std::make_unique<ai::NoReturnHardLevel>(policy != 0);
    } else {
        level = ai::hardLevelFor(game);
    }
    return ai::makeHardAgent(game, std::make_unique<ExperimentLevel>(std::move(level), game, classic, overrides),
        shipped, seed, &out, defaults);
}

std::optional<ai::Hint> hint(std::string_view spec, const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, std::uint64_t seed, core::Error* error)
{
    auto agent = makeAgent(spec, game, seed, error);
    return agent ? std::optional(ai::hint(*agent, game, observation, legal)) : std::nullopt;
}

} // namespace nobox_bench
