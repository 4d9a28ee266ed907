// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A No Thanks! match: the State behind core::Match (core/state_match.h). The rules live in rules.h, the legal
// moves in legal_moves.h, what a seat sees in observation.h.

#include "core/state_match.h"
#include "no_thanks/legal_moves.h"
#include "no_thanks/rules.h"
#include "no_thanks/state.h"

namespace games::no_thanks {

class NoThanksObservation; // observation.h

class NoThanksMatch final : public core::StateMatch<NoThanksMatch, State, NoThanksObservation> {
public:
    NoThanksMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state);
};

} // namespace games::no_thanks

extern template class games::core::StateMatch<games::no_thanks::NoThanksMatch, games::no_thanks::State,
    games::no_thanks::NoThanksObservation>;
