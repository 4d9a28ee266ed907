// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Final scoring (NT-5, NT-11..NT-14, NT-26, NT-27). Score items, in this order and only when they apply:
//   "cards"                 minus the run costs; values: the lowest value of each run, once per layer
//   "special.highest-double" minus the doubled card or run low (values: it)
//   "special.wild"          0 points; values: the number the engine chose
//   "counters"              the chips left, one point each before the modifiers below
//   "special.double" / "special.halve"  what each does to the chips' value; values: the chips it acted on, none
//                           when the other cancels it (both held: 0 points, NT-12)
//   "special.negative"      what it does to the chips' value
//   "special.per-card-plus" / "special.per-card-minus"       +-1 per card of the display
//   "special.bonus"         the bonus cards (values: each card's points)

#include "core/score.h"
#include "no_thanks/state.h"

#include <span>
#include <vector>

namespace games::no_thanks {

core::SeatScore scoreSeat(const Display& display, int chips);
/// scoreSeat(...).total without building the breakdown: the fast path for playouts (Match::rankKeys).
int seatTotal(const Display& display, int chips);
std::vector<core::SeatScore> scoreAll(const State& state);
/// Each seat's total (seatTotal) as its rank key, without the breakdown (Match::rankKeys).
void rankKeysOf(const State& state, std::span<core::RankKey> out);
/// What the cards of a display (card ids, copies repeated) count as they lie now, the chips left out: the
/// public part of a seat's score, to show during play. The final score is scoreAll's.
int cardPoints(std::span<const Card> display);

/// NT-5, NT-11: the runs the numbers of a display (card ids, copies repeated, any order) form as they lie now,
/// lowest run first, each lowest card first: a run costs its first card. The 40 is a run of its own after them
/// (nothing holds 36 to 39). Other cards are left out; the wild card's number is chosen only at the end (NT-26).
std::vector<std::vector<Card>> runsOf(std::span<const Card> display);
/// What one run of runsOf costs as it lies now (NT-5, NT-11): its lowest number, 40 for the 40; 0 for no numbers.
int costOfRun(std::span<const Card> run);

/// NT-27: the cost of held values (m[v] cards of value v, v in 0..40), optionally NT-13's doubling added.
int runCost(const std::array<std::uint8_t, 42>& m, bool highestDouble, int* doubledLow = nullptr);

} // namespace games::no_thanks
