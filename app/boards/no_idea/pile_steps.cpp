// SPDX-License-Identifier: GPL-3.0-or-later
#include "pile_steps.h"

namespace nobox::noidea {

namespace ni = games::no_idea;

void PileTracker::apply(const ni::Event& event)
{
    const std::size_t index = event.pile > 0 ? std::size_t(event.pile - 1) : 0;
    switch (event.type) {
    case ni::EventType::Play:
        if (event.flag || index >= m_piles.size())
            m_piles.push_back({event.card});
        else
            m_piles[index].push_back(event.card);
        break;
    case ni::EventType::RemovePiles:
        m_removed = m_piles;
        if (index < m_piles.size()) {
            m_removed[index].clear(); // the pile that stays does not move
            m_piles = {m_piles[index]};
        }
        break;
    case ni::EventType::Reshuffle:
        if (event.flag) // the piles' lower cards went into the new draw pile
            for (auto& pile : m_piles)
                if (pile.size() > 1)
                    pile.erase(pile.begin(), pile.end() - 1);
        break;
    default:
        break;
    }
}

} // namespace nobox::noidea
