// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The discard piles as the public log tells them, event by event: so that the board can show the piles as they
// were after each step it plays (a "+" chain, a removal) instead of jumping to the end. It only follows what the
// engine wrote (a card onto pile N, a new pile, every pile but N set aside, the lower cards reshuffled); it
// decides nothing.

#include "no_idea/observation.h" // the public log's events

#include <vector>

namespace nobox::noidea {

class PileTracker {
public:
    using Piles = std::vector<std::vector<games::no_idea::Card>>;

    void apply(const games::no_idea::Event& event);
    const Piles& piles() const { return m_piles; }
    /// The piles as they were before the last "remove other discard piles" (for its animation).
    const Piles& lastRemoved() const { return m_removed; }

private:
    Piles m_piles;
    Piles m_removed;
};

} // namespace nobox::noidea
