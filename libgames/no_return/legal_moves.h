// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Enumerates every legal move exactly once. Hands are walked as per-colour value counts, so a sub-multiset is
// one move however many equal counters it could be made of; nothing is allocated besides `out`.

#include "core/move.h"
#include "no_return/state.h"

namespace games::no_return {

void listMoves(const State& state, core::MoveList& out);

} // namespace games::no_return
