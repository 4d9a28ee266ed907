// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"
#include "core/error.h"
#include "core/game.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nobox::cli {

/// An agent for one seat from its spec: every engine agent (ai::makeAgent) plus the CLI-only
/// "external:CMD" (a bot program speaking docs/bot-protocol.md). nullptr + error when the spec is unknown.
std::unique_ptr<games::ai::Agent> makeSeatAgent(
    std::string_view spec, const games::core::Game& game, std::uint64_t seed, games::core::Error* error);

/// "a,b,c" -> {"a","b","c"}; a single spec is repeated for every seat.
std::vector<std::string> splitAgentSpecs(const std::string& list, int seats);

/// Checks one spec per seat without starting anything (external bots are parsed and their program looked up,
/// not run): cli.agent-count (args: specs, seats) or the first spec's own error.
games::core::Error checkAgentSpecs(const std::vector<std::string>& specs, const games::core::Game& game, int seats);

} // namespace nobox::cli
