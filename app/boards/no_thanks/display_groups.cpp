// SPDX-License-Identifier: GPL-3.0-or-later
#include "display_groups.h"

#include <algorithm>

namespace nobox::nothanks {

namespace nt = games::no_thanks;

int CardGroup::cost() const
{
    if (kind != Kind::Run || cards.empty())
        return 0;
    return cards.front() == nt::kForty ? 40 : cards.front();
}

std::vector<CardGroup> groupDisplay(const std::vector<nt::Card>& display)
{
    std::vector<nt::Card> numbers;
    std::vector<nt::Card> specials;
    for (nt::Card card : display)
        (nt::isNumber(card) ? numbers : specials).push_back(card);
    std::sort(numbers.begin(), numbers.end());
    std::sort(specials.begin(), specials.end());

    std::vector<CardGroup> groups;
    for (nt::Card card : numbers) {
        if (!groups.empty() && groups.back().cards.back() + 1 == card)
            groups.back().cards.push_back(card);
        else
            groups.push_back({CardGroup::Kind::Run, {card}});
    }
    // The 40 is a number for scoring but never joins a run: it lies alone after the numbers.
    if (std::find(specials.begin(), specials.end(), nt::kForty) != specials.end()) {
        groups.push_back({CardGroup::Kind::Run, {nt::kForty}});
        specials.erase(std::find(specials.begin(), specials.end(), nt::kForty));
    }
    for (nt::Card card : specials) {
        if (!groups.empty() && groups.back().kind == CardGroup::Kind::Special && groups.back().cards.back() == card)
            groups.back().cards.push_back(card);
        else
            groups.push_back({CardGroup::Kind::Special, {card}});
    }
    return groups;
}

} // namespace nobox::nothanks
