// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game.h"
#include "core/move.h"
#include "core/observation.h"
#include "core/stop.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>

namespace games::ai {

/// How far a search has come: reported while it runs, for a UI to show.
struct SearchProgress {
    long long iterations = 0; // done so far, over all trees
    long long budget = 0; // iterations planned (an upper bound when the budget counts moves)
    core::Move best; // the most visited root move of the tree that reports
};

/// What a caller may do to a decision in flight: stop it (the agent then answers at once with its best move so
/// far, still a legal one) and watch it. `progress` is called from the search's threads, one call at a time.
struct DecisionControl {
    core::StopToken stop;
    std::function<void(const SearchProgress&)> progress;
};

/// A computer player. It is handed one observation and the legal moves, nothing else: no Match reaches an
/// agent, so hidden information cannot either. Deterministic: the same agent seed, observation and legal moves
/// give the same move, whenever and however often it is asked (the decision's seed mixes the agent's seed with
/// the position, Observation::publicLogSize), so a cancelled, undone or resumed decision comes out the same.
///
/// Threads: an agent may be used from any one thread at a time (the app runs it on a worker); it holds no
/// reference to the match it plays.
class Agent {
public:
    explicit Agent(std::uint64_t seed)
        : m_seed(seed)
    {
    }
    virtual ~Agent() = default;
    /// A short name for reports ("random", "normal", "hard").
    virtual std::string name() const = 0;

    /// One of `legal` (never empty).
    core::Move choose(
        const core::Observation& observation, std::span<const core::Move> legal, const DecisionControl& control = {})
    {
        return decide(observation, legal, control, decisionSeed(observation));
    }

    /// The seed of the decision at `observation`.
    std::uint64_t decisionSeed(const core::Observation& observation) const;

protected:
    /// The agent's own seed: what its memory draws from (Heuristic::recall), the same for every decision.
    std::uint64_t seed() const { return m_seed; }
    virtual core::Move decide(const core::Observation& observation, std::span<const core::Move> legal,
        const DecisionControl& control, std::uint64_t seed)
        = 0;

private:
    std::uint64_t m_seed;
};

/// Uniformly random legal moves: the baseline, and the stand-in for a bot that failed to answer.
class RandomAgent final : public Agent {
public:
    using Agent::Agent;
    std::string name() const override { return "random"; }

protected:
    core::Move decide(const core::Observation&, std::span<const core::Move> legal, const DecisionControl&,
        std::uint64_t seed) override;
};

/// The seed of the computer player in `seat` of a table dealt from `dealSeed` (MatchConfig::seed): the app's
/// tables (app/shell/game_session.cpp) and the lessons' deals (lesson_deals.h) play with these agents.
constexpr std::uint64_t seatAgentSeed(std::uint64_t dealSeed, core::Seat seat)
{
    return dealSeed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(seat) + 1;
}

/// The seed of the suggestions a lesson's guide gives its learner in `learnerSeat` (ai::hint with the lesson's
/// learner level, at any position): that seat's computer player's own seed, so that a learner who follows every
/// suggestion plays exactly as that level's agent would in that seat. The position needs no mixing in here: the
/// agent mixes it into each decision (Agent::decisionSeed).
constexpr std::uint64_t lessonHintSeed(std::uint64_t dealSeed, core::Seat learnerSeat)
{
    return seatAgentSeed(dealSeed, learnerSeat);
}

/// Defaults a caller may impose on every agent it builds (a spec's own options still win).
struct AgentDefaults {
    /// Threads of the hard level's search; 0 = every core. Tournaments pass 1 (they run games in parallel).
    int threads = 0;
};

/// The built-in levels, weakest first, as makeAgent and the CLI's help name them.
std::span<const std::string_view> agentLevels();

/// Builds an agent from its spec for `game`:
///   "random" | "easy" | "normal" [":memory=perfect"] | "hard" [":iterations=N"] [":ms=N"] [":threads=N"]
/// (hard's options separated by ':'; ms > 0 adds a time limit, iterations=0 without ms falls back to normal),
/// and hard's ":pair=1", the review's second look (review.h). The experiments' options of the hard level are the
/// bench's (bench/spec/bench_agents.h, docs/ai.md "Measuring").
/// Returns nullptr with ai.unknown-agent (detail: the spec) when the spec names no agent, or
/// ai.bad-agent-option (detail: the offending "key=value") when an option does not parse.
std::unique_ptr<Agent> makeAgent(std::string_view spec, const core::Game& game, std::uint64_t seed,
    core::Error* error = nullptr, const AgentDefaults& defaults = {});

/// The codes this module returns (ai.*), as each game lists its own.
std::span<const core::ErrorInfo> errorCodes();

} // namespace games::ai
