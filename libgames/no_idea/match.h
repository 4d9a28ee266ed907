// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A No Idea match: the State behind core::Match (core/state_match.h). The rules live in rules.h, the legal
// moves in legal_moves.h, what a seat sees in observation.h.

#include "core/state_match.h"
#include "no_idea/legal_moves.h"
#include "no_idea/rules.h"
#include "no_idea/state.h"

namespace games::no_idea {

class NoIdeaObservation; // observation.h

class NoIdeaMatch final : public core::StateMatch<NoIdeaMatch, State, NoIdeaObservation> {
public:
    NoIdeaMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state);
};

} // namespace games::no_idea

extern template class games::core::StateMatch<games::no_idea::NoIdeaMatch, games::no_idea::State,
    games::no_idea::NoIdeaObservation>;
