// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/piles.h"

#include <utility>

namespace games::no_idea {

int addToPile(Piles& piles, Card card, int pile)
{
    if (pile < 0) {
        piles.push_back({card});
        return static_cast<int>(piles.size()) - 1;
    }
    piles[static_cast<std::size_t>(pile)].push_back(card);
    return pile;
}

void removeOtherPiles(Piles& piles, int keep, std::vector<Card>& out)
{
    for (int index = 0; index < static_cast<int>(piles.size()); ++index)
        if (index != keep)
            out.insert(out.end(), piles[static_cast<std::size_t>(index)].begin(),
                piles[static_cast<std::size_t>(index)].end());
    std::vector<Card> kept = std::move(piles[static_cast<std::size_t>(keep)]);
    piles.clear();
    piles.push_back(std::move(kept));
}

void takeLowerCards(Piles& piles, std::vector<Card>& out)
{
    for (auto& pile : piles) {
        if (pile.empty())
            continue;
        out.insert(out.end(), pile.begin(), pile.end() - 1);
        pile.erase(pile.begin(), pile.end() - 1);
    }
}

void followLog(Piles& piles, const Event& event)
{
    const int pile = static_cast<int>(event.pile) - 1; // the log counts piles from 1
    std::vector<Card> gone; // where the cards went is another part's business (set aside, the draw pile)
    switch (event.type) {
    case EventType::Play: // a pile the piles do not hold can only start (a log followed from its middle)
        addToPile(piles, event.card, event.flag != 0 || pile >= static_cast<int>(piles.size()) ? -1 : pile);
        break;
    case EventType::RemovePiles:
        if (pile >= 0 && pile < static_cast<int>(piles.size()))
            removeOtherPiles(piles, pile, gone);
        break;
    case EventType::Reshuffle:
        if (event.flag != 0) // the piles' lower cards, not the set-aside ones
            takeLowerCards(piles, gone);
        break;
    default:
        break;
    }
}

} // namespace games::no_idea
