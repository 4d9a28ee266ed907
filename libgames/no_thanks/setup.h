// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a match begins.
// From a seed (NT-1, NT-6), with core::Rng only, in this order: the pool (33 number cards, plus the 6 pink ones
// with the expansion, by ascending id) is shuffled; its first 9 cards are set aside, the rest form the deck.
// With the expansion the 16 green cards (by id, copies adjacent) are shuffled, the first 7 stay unused and the
// other 9 are appended to the deck, which is then shuffled again. The deck's first card is its top.
//
// From an explicit setup (a record's "setup"), exactly that physical game:
//   {"deck": ["11", "26", "wild", ...], "setAside": ["3", ...], "unusedGreen": ["bonus5", ...]}
// top card first. "deck" is required and may have any length >= 1 (so that a rulebook position can be set up);
// "setAside" (0..9 number or pink cards) and "unusedGreen" (0..7 green cards, expansion only) are optional. Cards
// must exist in the game's options and may not repeat beyond their copies (NT-17, NT-18). An error about a card
// carries it as its argument and says where it stands ("setAside[2]") in its detail.

#include "core/error.h"
#include "no_thanks/state.h"

#include <nlohmann/json.hpp>

#include <cstdint>

namespace games::no_thanks {

/// Chips per player by seat count (NT-1).
int startChips(int seats);

/// The state before the first reveal: seats, options, chips and the cards in place.
State emptyState(int seats, int startSeat, bool expansion, bool openChips);

void dealFromSeed(State& state, std::uint64_t seed);
core::Error dealFromSetup(State& state, const nlohmann::json& setup);

} // namespace games::no_thanks
