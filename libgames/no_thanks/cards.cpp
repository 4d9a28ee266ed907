// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/cards.h"

namespace games::no_thanks {

namespace {

constexpr std::array<SpecialCard, 17> kSpecials {{
    {kBonus5, "bonus5", SpecialColour::Green, Timing::EndOfGame, 2, 5},
    {kBonus10, "bonus10", SpecialColour::Green, Timing::EndOfGame, 2, 10},
    {kBonus15, "bonus15", SpecialColour::Green, Timing::EndOfGame, 3, 15},
    {kBonus20, "bonus20", SpecialColour::Green, Timing::EndOfGame, 2, 20},
    {kWild, "wild", SpecialColour::Green, Timing::EndOfGame, 1, 0},
    {kPerCardPlus, "per-card-plus", SpecialColour::Green, Timing::EndOfGame, 1, 0},
    {kSkip, "skip", SpecialColour::Green, Timing::AnyTime, 1, 0},
    {kLook, "look", SpecialColour::Green, Timing::AnyTime, 1, 0},
    {kGive, "give", SpecialColour::Green, Timing::Immediate, 1, 0},
    {kRemove, "remove", SpecialColour::Green, Timing::Immediate, 1, 0},
    {kDouble, "double", SpecialColour::Green, Timing::EndOfGame, 1, 0},
    {kPinkX, "pink-x", SpecialColour::Pink, Timing::Immediate, 1, 0},
    {kNegative, "negative", SpecialColour::Pink, Timing::EndOfGame, 1, 0},
    {kHalve, "halve", SpecialColour::Pink, Timing::EndOfGame, 1, 0},
    {kHighestDouble, "highest-double", SpecialColour::Pink, Timing::EndOfGame, 1, 0},
    {kForty, "forty", SpecialColour::Pink, Timing::EndOfGame, 1, 0},
    {kPerCardMinus, "per-card-minus", SpecialColour::Pink, Timing::EndOfGame, 1, 0},
}};

constexpr bool tableInIdOrder()
{
    for (std::size_t i = 0; i < kSpecials.size(); ++i)
        if (kSpecials[i].id != kFirstSpecial + i)
            return false;
    return true;
}
static_assert(tableInIdOrder());

constexpr std::array<std::string_view, kHighestNumber + 1> kNumberNames {"", "", "", "3", "4", "5", "6", "7", "8", "9",
    "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28",
    "29", "30", "31", "32", "33", "34", "35"};

} // namespace

std::span<const SpecialCard> specialCards()
{
    return kSpecials;
}

const SpecialCard* special(Card card)
{
    return isSpecial(card) ? &kSpecials[card - kFirstSpecial] : nullptr;
}

int copiesOf(Card card)
{
    if (isNumber(card))
        return 1;
    const SpecialCard* info = special(card);
    return info ? info->copies : 0;
}

Timing timingOf(Card card)
{
    const SpecialCard* info = special(card);
    return info ? info->timing : Timing::EndOfGame;
}

int bonusPoints(Card card)
{
    const SpecialCard* info = special(card);
    return info ? info->bonus : 0;
}

std::string_view cardName(Card card)
{
    if (isNumber(card))
        return kNumberNames[card];
    const SpecialCard* info = special(card);
    return info ? info->name : std::string_view("?");
}

std::optional<Card> parseCard(std::string_view text)
{
    for (Card card = kLowestNumber; card <= kHighestNumber; ++card)
        if (kNumberNames[card] == text)
            return card;
    for (const auto& info : kSpecials)
        if (info.name == text)
            return info.id;
    return std::nullopt;
}

} // namespace games::no_thanks
