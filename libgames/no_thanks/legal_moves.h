// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every legal move of the seat to move, each once, in a fixed order: the paying move (refuse / bid) when the seat
// has chips, the free one (take / decline), then skip and look when allowed (NT-23, NT-25); at a give/remove
// choice one move per kind of card in the display, by card id (NT-24).

#include "core/move.h"
#include "no_thanks/state.h"

namespace games::no_thanks {

void listMoves(const State& state, core::MoveList& out);

} // namespace games::no_thanks
