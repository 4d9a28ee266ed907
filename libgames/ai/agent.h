// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/game.h"
#include "core/move.h"
#include "core/observation.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

namespace games::ai {

/// A computer player. It is handed one observation and the legal moves, nothing else: no Match reaches an
/// agent, so hidden information cannot either. Given the same seed and inputs it decides the same way.
class Agent {
public:
    virtual ~Agent() = default;
    /// A short name for reports ("random", "normal", "hard").
    virtual std::string name() const = 0;
    /// One of `legal` (never empty).
    virtual core::Move choose(const core::Observation& observation, std::span<const core::Move> legal) = 0;
};

/// Uniformly random legal moves: the baseline, and the stand-in for a bot that failed to answer.
class RandomAgent final : public Agent {
public:
    explicit RandomAgent(std::uint64_t seed)
        : m_rng(seed)
    {
    }
    std::string name() const override { return "random"; }
    core::Move choose(const core::Observation&, std::span<const core::Move> legal) override;

private:
    core::Rng m_rng;
};

/// Defaults a caller may impose on every agent it builds (a spec's own options still win).
struct AgentDefaults {
    /// Threads of the hard level's search; 0 = every core. Tournaments pass 1 (they run games in parallel).
    int threads = 0;
};

/// Builds an agent from its spec for `game`:
///   "random" | "easy" | "normal" | "hard" [":iterations=N"] [":ms=N"] [":threads=N"]
/// (hard's options separated by ':'; ms > 0 adds a time limit, iterations=0 without ms falls back to normal).
/// Returns nullptr with ai.unknown-agent (detail: the spec) when the spec names no agent, or
/// ai.bad-agent-option (detail: the offending "key=value") when an option does not parse.
std::unique_ptr<Agent> makeAgent(
    std::string_view spec, const core::Game& game, std::uint64_t seed, core::Error* error = nullptr);
std::unique_ptr<Agent> makeAgent(std::string_view spec, const core::Game& game, std::uint64_t seed, core::Error* error,
    const AgentDefaults& defaults);

/// The agent specs this module knows, for help texts.
std::span<const std::string_view> agentLevels();

} // namespace games::ai
