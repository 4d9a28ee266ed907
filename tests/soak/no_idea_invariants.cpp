// SPDX-License-Identifier: GPL-3.0-or-later
// No Idea: what tests/no_idea/invariants.h checks (every card of the box and every trophy in exactly one place,
// the piles chained, a decision to make), after every move of the soak and the move fuzzer.
#include "invariants.h"

#include "../no_idea/invariants.h"
#include "core/debug.h"
#include "no_idea/match.h"

namespace nobox::soak {

namespace gc = games::core;
namespace ni = games::no_idea;

namespace {

class NoIdeaInvariants final : public GameInvariants {
public:
    std::string check(const gc::Match& match) const override
    {
        return nitest::checkInvariants(gc::stateOf(static_cast<const ni::NoIdeaMatch&>(match)));
    }
};

} // namespace

std::unique_ptr<GameInvariants> noIdeaInvariants(const gc::Match&)
{
    return std::make_unique<NoIdeaInvariants>();
}

} // namespace nobox::soak
