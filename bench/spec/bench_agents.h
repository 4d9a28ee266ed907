// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The agents of the bench's experiments: every spec ai::makeAgent knows, plus the hard level's experimental
// options, kept to measure against (docs/ai.md, "Measuring"; what each one measured: docs/ai-history.md). The
// app and nobox-cli never see them.
//   classic                the first hard level: the generic search at its first budgets, played out with the
//                          registered heuristic, no search of a game's own (the yardstick of most rounds)
//   eps=‰ c=‰ place=‰      the generic search's share of random playout moves, its UCB constant (both also the
//                          fast search's) and the reward's share for the place
//   moves=N                No Return's move budget (the iteration cap keeps its ratio to it)
//   policy=0|1             the normal level's weights in the playouts (0) instead of the tuned ones (1, the
//                          default): No Return's, and the No Thanks! fast search's
// No Thanks! only (NoThanksSearchTuning): mix=‰ bias=‰ read=0|1 styles=0|1 offstyle=‰ offrule=‰ keep=‰ others=‰
// scorers=N self=0|1 fit=0|1.
// Except classic, eps, c and moves, which ignore each other as they always did, they combine freely. The options
// of experiments that lost (chance, card, model, thresholds, leave, policy=1 as every seat tuned in the expansion)
// were removed with their code (docs/ai.md, "Tried and removed").

#include "ai/agent.h"
#include "ai/hint.h"
#include "core/error.h"
#include "core/game.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>

namespace nobox_bench {

/// The agent of `spec` for `game`; nullptr with ai.unknown-agent or ai.bad-agent-option (detail: the option)
/// as ai::makeAgent.
std::unique_ptr<games::ai::Agent> makeAgent(std::string_view spec, const games::core::Game& game, std::uint64_t seed,
    games::core::Error* error = nullptr, const games::ai::AgentDefaults& defaults = {});

/// ai::hint with the agent of `spec` (this makeAgent's; `legal` not empty); nullopt + error for a bad spec.
std::optional<games::ai::Hint> hint(std::string_view spec, const games::core::Game& game,
    const games::core::Observation& observation, std::span<const games::core::Move> legal, std::uint64_t seed,
    games::core::Error* error = nullptr);

} // namespace nobox_bench
