// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The whole truth of a match, for tests and debugging tools only. Nothing under app/shell, app/boards or
// libgames/ai includes this header (tests/app/include_rules_test checks): the app and the computer players
// see observations, never the state behind them.

#include "core/match.h"
#include "core/rng.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>

namespace games::core {

class DebugKey {
public:
    static std::array<std::uint64_t, 4> rawState(const Rng& rng) { return {rng.s[0], rng.s[1], rng.s[2], rng.s[3]}; }
};

/// Everything, hidden parts included: equal for equal replays.
inline nlohmann::json stateJson(const Match& match)
{
    return match.stateJson(DebugKey {});
}

/// A rules module's own state struct behind its match (e.g. no_thanks::State).
template <typename ModuleMatch> const auto& stateOf(const ModuleMatch& match)
{
    return match.state(DebugKey {});
}

} // namespace games::core
