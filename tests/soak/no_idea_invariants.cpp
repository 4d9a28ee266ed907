// SPDX-License-Identifier: GPL-3.0-or-later
// No Idea: the checks of tests/no_idea/invariants.h (every card of the box and every trophy in exactly one place,
// every pile chained by colour or number, a seat to move with a decision to make).
#include "invariants.h"

#include "../no_idea/invariants.h"

#include "core/debug.h"
#include "no_idea/match.h"

namespace nobox::soak {

namespace {

class NoIdeaInvariants final : public GameInvariants {
public:
    std::string check(const games::core::Match& match) const override
    {
        return nitest::checkInvariants(games::core::stateOf(static_cast<const games::no_idea::NoIdeaMatch&>(match)));
    }
};

} // namespace

std::unique_ptr<GameInvariants> noIdeaInvariants(const games::core::Match&)
{
    return std::make_unique<NoIdeaInvariants>();
}

} // namespace nobox::soak
