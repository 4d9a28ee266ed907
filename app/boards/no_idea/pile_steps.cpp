// SPDX-License-Identifier: GPL-3.0-or-later
#include "pile_steps.h"

#include "no_idea/piles.h"

namespace nobox::noidea {

namespace ni = games::no_idea;

void PileTracker::apply(const ni::Event& event)
{
    if (event.type == ni::EventType::RemovePiles) {
        m_removed = m_piles;
        const std::size_t kept = event.pile > 0 ? std::size_t(event.pile - 1) : 0;
        if (kept < m_removed.size())
            m_removed[kept].clear(); // the pile that stays does not move
    }
    ni::followLog(m_piles, event);
}

} // namespace nobox::noidea
