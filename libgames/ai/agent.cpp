// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent.h"

#include "ai/hard_level.h"
#include "ai/heuristic.h"
#include "ai/levels.h"
#include "ai/spec_values.h"

#include <array>

namespace games::ai {

std::uint64_t Agent::decisionSeed(const core::Observation& observation) const
{
    return mixSeed(m_seed, observation.publicLogSize());
}

core::Move RandomAgent::decide(
    const core::Observation&, std::span<const core::Move> legal, const DecisionControl&, std::uint64_t seed)
{
    core::Rng rng(seed);
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

namespace {

constexpr std::array<std::string_view, 4> kLevels {"random", "easy", "normal", "hard"};

using spec::parseFlag;
using spec::parseInt;

} // namespace

std::span<const std::string_view> agentLevels()
{
    return kLevels;
}

std::span<const core::ErrorInfo> errorCodes()
{
    static constexpr core::ErrorInfo kCodes[] {
        {"ai.unknown-agent", {}, true}, // detail: the spec
        {"ai.bad-agent-option", {}, true}, // detail: "key=value"
        {"ai.bot-failed", {}, true}, // detail: the bot's command and what went wrong
        {"ai.bot-unsupported", {}, false}, // external bots on a platform without them
        {"ai.no-legal-moves", {}, false},
        {"ai.review-needs-search", {}, true}, // detail: the spec of an agent that gives no estimates
        {"ai.bad-review-seat", {core::ArgKind::Seat, core::ArgKind::Number}, false}, // the seat, the seat count
        {"ai.review-stopped", {}, false},
        {"ai.bad-review", {}, true}, // detail: the path of the field of a stored review that is wrong
        {"ai.review-other-format", {core::ArgKind::Number, core::ArgKind::Number}, false}, // found, this one's
    };
    return kCodes;
}

std::unique_ptr<Agent> makeAgent(std::string_view spec, const core::Game& game, std::uint64_t seed, core::Error* error,
    const AgentDefaults& defaults)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    out = {};
    const auto colon = spec.find(':');
    const std::string_view level = spec.substr(0, colon);
    std::string_view rest = colon == std::string_view::npos ? std::string_view {} : spec.substr(colon + 1);

    if (level == "random" && rest.empty())
        return std::make_unique<RandomAgent>(seed);
    if ((level == "easy" || level == "normal") && rest.empty())
        return std::make_unique<HeuristicAgent>(
            level == "easy" ? Level::Easy : Level::Normal, heuristicFor(game), seed);
    // The same judgement remembering everything (No Idea, ND-10): the perfect-memory baseline of docs/ai.md.
    if ((level == "easy" || level == "normal") && rest == "memory=perfect")
        return std::make_unique<HeuristicAgent>(
            level == "easy" ? Level::Easy : Level::Normal, heuristicFor(game), seed, Memory::Perfect);
    if (level != "hard") {
        out = core::Error::withDetail("ai.unknown-agent", std::string(spec));
        return nullptr;
    }

    return makeHardAgent(game, hardLevelFor(game), rest, seed, &out, defaults);
}

std::unique_ptr<Agent> makeHardAgent(const core::Game& game, std::unique_ptr<HardLevel> hardLevel,
    std::string_view options, std::uint64_t seed, core::Error* error, const AgentDefaults& defaults)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    out = {};
    std::string_view rest = options;
    std::shared_ptr<const Heuristic> heuristic = heuristicFor(game);
    SearchConfig config;
    config.threads = defaults.threads;
    bool iterationsGiven = false;
    bool msGiven = false;
    while (!rest.empty()) {
        const auto [option, key, value, hasValue] = spec::takeOption(rest);
        bool ok = hasValue;
        if (ok && key == "iterations") {
            ok = parseInt(value, 0, 100000000, config.iterations);
            iterationsGiven = true;
        } else if (ok && key == "ms") {
            ok = parseInt(value, 0, 3600000, config.milliseconds);
            msGiven = true;
        } else if (ok && key == "threads") {
            ok = parseInt(value, 1, 256, config.threads);
        } else if (ok && key == "pair") {
            // The review's second look (review.h): every given move compared on the same deals.
            bool paired = true;
            ok = parseFlag(value, paired);
            config.pairedRoot = paired ? 1 : 0;
        } else {
            ok = false;
        }
        if (!ok) {
            out = core::Error::withDetail("ai.bad-agent-option", std::string(option));
            return nullptr;
        }
    }
    // Given no time and no iterations, the hard level plays as normal (it has nothing to search with).
    if ((iterationsGiven || msGiven) && config.iterations == 0 && config.milliseconds == 0)
        return std::make_unique<HeuristicAgent>(Level::Normal, heuristic, seed);
    if (!iterationsGiven && config.milliseconds > 0)
        config.iterations = 1000000000; // a time budget alone: iterate until the deadline
    hardLevel->choosePlayouts(config, heuristic);
    return std::make_unique<HardAgent>(game, heuristic, config, seed, std::move(hardLevel));
}

} // namespace games::ai
