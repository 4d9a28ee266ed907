// SPDX-License-Identifier: GPL-3.0-or-later
#include "display_groups.h"

#include "no_thanks/scoring.h"

#include <algorithm>

namespace nobox::nothanks {

namespace nt = games::no_thanks;

int CardGroup::cost() const
{
    return kind == Kind::Run ? nt::costOfRun(cards) : 0;
}

std::vector<CardGroup> groupDisplay(const std::vector<nt::Card>& display)
{
    std::vector<CardGroup> groups;
    for (auto& run : nt::runsOf(display)) // the runs scoring counts, the 40 alone after them
        groups.push_back({CardGroup::Kind::Run, std::move(run)});
    std::vector<nt::Card> specials;
    for (nt::Card card : display)
        if (!nt::isNumber(card) && card != nt::kForty)
            specials.push_back(card);
    std::sort(specials.begin(), specials.end());
    for (nt::Card card : specials) {
        if (!groups.empty() && groups.back().kind == CardGroup::Kind::Special && groups.back().cards.back() == card)
            groups.back().cards.push_back(card);
        else
            groups.push_back({CardGroup::Kind::Special, {card}});
    }
    return groups;
}

} // namespace nobox::nothanks
