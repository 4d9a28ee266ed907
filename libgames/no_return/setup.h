// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The start of a match (NR-3). From a seed: the 132 counters shuffled with the match's own Rng. From an
// explicit setup, the JSON object {"bag": ["red11", "blue3", ...]} in draw order: any multiset of valid
// counters, each at most twice (a short bag makes scenario tests possible). Each seat from the start player
// takes the next 8 in turn; then the setup exchange decisions follow.
//
// Errors: no-return.bad-setup (detail: the field), no-return.bad-counter (detail: "bag[i]"),
// no-return.too-many-copies (the counter; detail: "bag[i]" of its third copy).

#include "core/error.h"
#include "core/match_config.h"
#include "no_return/state.h"

#include <nlohmann/json.hpp>

namespace games::no_return {

/// The state after the deal, before the setup exchange.
core::Error dealState(const core::MatchConfig& config, State& out);

} // namespace games::no_return
