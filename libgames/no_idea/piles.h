// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The discard piles (ND-1, ND-4, ND-5): what the rules do to them, written once for the rules and for whoever
// follows the public log (the board plays the piles step by step), so that the log's story of the piles is the
// rules' own.

#include "no_idea/state.h"

#include <vector>

namespace games::no_idea {

/// The piles in the order started, each bottom to top.
using Piles = std::vector<std::vector<Card>>;

/// Puts `card` on pile `pile` (0-based), or starts a new pile when `pile` is negative; returns the pile's index.
int addToPile(Piles& piles, Card card, int pile);
/// ND-4 "Remove other discard piles": every pile but `keep` (0-based) goes onto `out`, in pile order, each bottom
/// to top; the kept pile is then the only one.
void removeOtherPiles(Piles& piles, int keep, std::vector<Card>& out);
/// ND-5: every pile's cards below its top go onto `out`, in pile order, each bottom to top; the tops stay.
void takeLowerCards(Piles& piles, std::vector<Card>& out);
/// The piles after one entry of the public log, as the rules changed them then (a play, a removal, a reshuffle
/// of the piles' lower cards); other entries leave them as they are. Following a match's log from no piles
/// gives its piles after every entry.
void followLog(Piles& piles, const Event& event);

} // namespace games::no_idea
