// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks!: every card in exactly one place and no more copies of it than the game has; the chips summed.
#include "invariants.h"

#include "core/debug.h"
#include "no_thanks/match.h"

#include <array>

namespace nobox::soak {

namespace gc = games::core;
namespace nt = games::no_thanks;

namespace {

using Cards = std::array<int, 64>; // copies by card id

void addDisplay(Cards& cards, const nt::Display& display)
{
    for (int card = 0; card < 64; ++card)
        if ((display.mask >> card) & 1U)
            cards[card] += nt::isBonus(static_cast<nt::Card>(card)) ? display.bonus[card - nt::kBonus5] : 1;
}

Cards cardsOf(const nt::State& s)
{
    Cards cards {};
    for (int i = s.deckTop; i < s.deckEnd; ++i)
        ++cards[s.deck[static_cast<std::size_t>(i)]];
    for (int i = s.setAsideTop; i < s.setAsideEnd; ++i)
        ++cards[s.setAside[static_cast<std::size_t>(i)]];
    for (int i = 0; i < s.unusedCount; ++i)
        ++cards[s.unused[static_cast<std::size_t>(i)]];
    if (s.middle != nt::kNoCard)
        ++cards[s.middle];
    for (int seat = 0; seat < s.seats; ++seat)
        addDisplay(cards, s.displays[static_cast<std::size_t>(seat)]);
    addDisplay(cards, s.discard);
    return cards;
}

int chipsOf(const nt::State& s)
{
    int chips = s.middleChips;
    for (int seat = 0; seat < s.seats; ++seat)
        chips += s.chips[static_cast<std::size_t>(seat)];
    return chips;
}

const nt::State& stateOf(const gc::Match& match)
{
    return gc::stateOf(static_cast<const nt::NoThanksMatch&>(match));
}

class NoThanksInvariants final : public GameInvariants {
public:
    explicit NoThanksInvariants(const gc::Match& start)
        : m_cards(cardsOf(stateOf(start)))
        , m_chips(chipsOf(stateOf(start)))
    {
    }

    std::string check(const gc::Match& match) const override
    {
        const nt::State& s = stateOf(match);
        if (chipsOf(s) != m_chips)
            return "chips: " + std::to_string(chipsOf(s)) + " in play, started with " + std::to_string(m_chips);
        const Cards cards = cardsOf(s);
        if (cards != m_cards)
            return "cards not conserved: " + describeCopies(cards, m_cards);
        for (std::size_t card = 0; card < cards.size(); ++card)
            if (cards[card] > 0
                && (!nt::isValidCard(static_cast<nt::Card>(card))
                    || cards[card] > nt::copiesOf(static_cast<nt::Card>(card))))
                return "card " + std::to_string(card) + " x" + std::to_string(cards[card]);
        return {};
    }

private:
    Cards m_cards;
    int m_chips;
};

} // namespace

std::unique_ptr<GameInvariants> noThanksInvariants(const gc::Match& start)
{
    return std::make_unique<NoThanksInvariants>(start);
}

} // namespace nobox::soak
