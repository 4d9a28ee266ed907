// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A display arranged the way people lay it out at the table: runs of consecutive numbers stacked (the lowest on
// top), single numbers, the 40, then the special cards. Only for showing: the score itself always comes from the
// engine's score() at the end (the wild card's value, equal values and the 40's place are its business).

#include "no_thanks/cards.h"

#include <vector>

namespace nobox::nothanks {

struct CardGroup {
    enum class Kind { Run, Special };
    Kind kind = Kind::Run;
    std::vector<games::no_thanks::Card> cards; // a run lowest first; a special group: one kind of card, its copies
    /// What the group costs as it lies now (a run's lowest number; 40 for the 40), 0 for specials.
    int cost() const;
};

/// The groups of `display` (card ids, copies repeated, any order): numbers and the 40 first, by value, then the
/// special cards in catalogue order.
std::vector<CardGroup> groupDisplay(const std::vector<games::no_thanks::Card>& display);

} // namespace nobox::nothanks
