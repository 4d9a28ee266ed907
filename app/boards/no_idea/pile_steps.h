// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The discard piles as the public log tells them, event by event: so that the board can show the piles as they
// were after each step it plays (a "+" chain, a removal) instead of jumping to the end. The engine says what each
// entry did to the piles (no_idea/piles.h); this only keeps what the removal's animation needs.

#include "no_idea/observation.h" // the public log's events
#include "no_idea/piles.h"

#include <vector>

namespace nobox::noidea {

class PileTracker {
public:
    using Piles = games::no_idea::Piles;

    void apply(const games::no_idea::Event& event);
    const Piles& piles() const { return m_piles; }
    /// The piles as they were before the last "remove other discard piles" (for its animation).
    const Piles& lastRemoved() const { return m_removed; }

private:
    Piles m_piles;
    Piles m_removed;
};

} // namespace nobox::noidea
