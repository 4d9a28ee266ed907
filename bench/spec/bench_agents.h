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
//   chance=0|1             chance nodes: a move's outcomes kept apart by what the searching seat sees
//   policy=0|1             No Return: the normal level's weights in the playouts (0); No Thanks!: the normal
//                          weights in the fast search (0), every seat tuned in the expansion (1)
// No Thanks! only (NoThanksSearchTuning): mix=‰ card=0|1 model=‰ bias=‰ read=0|1 styles=0|1
// offstyle=‰ offrule=‰ keep=‰ others=‰ thresholds=0|1 leave=N scorers=N self=0|1 fit=0|1.
// Except classic, eps, c and moves, which ignore each other as they always did, they combine freely.

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
