// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a match begins (ND-1).
// From a seed, with core::Rng only, in this order: the 108 cards (canonical order, cards.h boxCards) are shuffled,
// then the 12 trophies (5 5 5 4 4 4 4 3 3 3 3 3); the same generator then draws every later reshuffle (ND-5).
// From an explicit setup (a record's "setup"), exactly that physical game:
//   {"cards": ["red5-plus", "blue3", ..., "prize1", ...], "trophies": [5, 3, 4, ...]}
// "cards" is all 108 cards of the box in order: the first six go to seat 0's positions 1-6, the next six to seat 1,
// and so on; the rest is the draw pile, its first card on top. "trophies" (optional: shuffled from the seed when
// absent) is the trophy pile, top first: exactly the box's twelve. The record's seed still draws every later
// reshuffle (ND-5). An error about a card carries it as its argument and says where it stands ("cards[4]").

#include "core/error.h"
#include "no_idea/state.h"

#include <nlohmann/json.hpp>

#include <cstdint>

namespace games::no_idea {

/// The state before any card is dealt: seats, options, the generator for reshuffles.
State emptyState(int seats, int startSeat, bool memoryAid, std::uint64_t seed);

void dealFromSeed(State& state);
core::Error dealFromSetup(State& state, const nlohmann::json& setup);

/// ND-1: deals `cards` (in order: six per seat from seat 0, the rest the draw pile, first on top) and puts
/// `trophies` (top first) on the trophy pile.
void dealCards(State& state, std::span<const Card> cards, std::span<const int> trophies);

} // namespace games::no_idea
