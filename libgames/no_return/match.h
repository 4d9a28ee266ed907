// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A No Return match: the State behind core::Match (core/state_match.h). The rules live in rules.h, the legal
// moves in legal_moves.h, what a seat sees in observation.h.

#include "core/state_match.h"
#include "no_return/legal_moves.h"
#include "no_return/rules.h"
#include "no_return/state.h"

namespace games::no_return {

class NoReturnObservation; // observation.h

class NoReturnMatch final : public core::StateMatch<NoReturnMatch, State, NoReturnObservation> {
public:
    NoReturnMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state);
};

} // namespace games::no_return

extern template class games::core::StateMatch<games::no_return::NoReturnMatch, games::no_return::State,
    games::no_return::NoReturnObservation>;
