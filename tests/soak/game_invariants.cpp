// SPDX-License-Identifier: GPL-3.0-or-later
// The invariants hook of every game the soak and the fuzzer check: one line per game (docs/adding-a-game.md).
#include "invariants.h"

#include <utility>

namespace nobox::soak {

// Each defined in its own file, <module>_invariants.cpp.
std::unique_ptr<GameInvariants> noThanksInvariants(const games::core::Match& start);
std::unique_ptr<GameInvariants> noReturnInvariants(const games::core::Match& start);
std::unique_ptr<GameInvariants> noIdeaInvariants(const games::core::Match& start);

InvariantsHook invariantsHookFor(std::string_view gameId)
{
    static constexpr std::pair<std::string_view, InvariantsHook> kHooks[] {
        {"no-thanks", noThanksInvariants},
        {"no-return", noReturnInvariants},
        {"no-idea", noIdeaInvariants},
    };
    for (const auto& [id, hook] : kHooks)
        if (id == gameId)
            return hook;
    return nullptr;
}

} // namespace nobox::soak
