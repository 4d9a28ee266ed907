// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Advice for a human: the move a level would play from an observation and, for hard, the search's estimated
// value of each candidate (its chance to win, shared wins as fractions). For easy and normal the values are the
// heuristic's scores (comparable among themselves only).

#include "ai/agent.h"
#include "ai/ismcts.h"

#include "core/error.h"
#include "core/game.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace games::ai {

struct Hint {
    core::Move move;
    bool estimated = false; // true: values are search estimates in [0, 1]; false: heuristic scores
    std::vector<MoveValue> values; // best first
    long long iterations = 0;
};

/// What the agent `spec` (as for makeAgent; "random" has no values) would play. nullopt + error for a bad spec
/// or an empty `legal`.
/// The hint is what that agent, built with `seed`, would play at this position; `control` stops or watches it.
std::optional<Hint> hint(std::string_view spec, const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, std::uint64_t seed, core::Error* error = nullptr,
    const DecisionControl& control = {});

/// The same with `agent`, built for `game` (the bench's experiments build their own, bench/spec); `legal` not
/// empty.
Hint hint(Agent& agent, const core::Game& game, const core::Observation& observation, std::span<const core::Move> legal,
    const DecisionControl& control = {});

/// {"move": "take", "estimated": true, "iterations": N, "values": [{"move": ..., "value": ..., "visits": ...}]}
nlohmann::json hintToJson(const core::Game& game, const Hint& hint);

} // namespace games::ai
