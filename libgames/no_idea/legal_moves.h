// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every legal move of the seat to move, each once, in a fixed order: when revealing, one per card of the layout
// by position, then "nothing-fits" with at most three cards (ND-3, ND-7); when a pile must be chosen, one per
// fitting pile in pile order (ND-2, ND-3).

#include "core/move.h"
#include "no_idea/state.h"

namespace games::no_idea {

void listMoves(const State& state, core::MoveList& out);

} // namespace games::no_idea
