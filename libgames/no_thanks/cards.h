// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The card catalogue: number cards 3..35 keep their value as id; the special cards of the expansion (RULINGS
// NT-17) have ids 36..52, one id per kind of card (the bonus cards come in copies, NT-18). Every name, colour,
// timing and copy count lives in the one table kSpecials (cards.cpp).

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace games::no_thanks {

using Card = std::uint8_t;

inline constexpr Card kNoCard = 0;
inline constexpr Card kLowestNumber = 3;
inline constexpr Card kHighestNumber = 35;
inline constexpr int kNumberCards = 33;

enum class SpecialColour : std::uint8_t { Green, Pink };
/// NT-8: when a special card acts.
enum class Timing : std::uint8_t { EndOfGame, AnyTime, Immediate };

enum SpecialId : Card {
    kBonus5 = 36,
    kBonus10,
    kBonus15,
    kBonus20,
    kWild,
    kPerCardPlus,
    kSkip,
    kLook,
    kGive,
    kRemove,
    kDouble,
    kPinkX,
    kNegative,
    kHalve,
    kHighestDouble,
    kForty,
    kPerCardMinus,
};

inline constexpr Card kFirstSpecial = kBonus5;
inline constexpr Card kLastSpecial = kPerCardMinus;
inline constexpr int kCardIds = kLastSpecial + 1; // ids 0..52 (0, 1, 2 unused)

struct SpecialCard {
    Card id;
    std::string_view name;
    SpecialColour colour;
    Timing timing;
    int copies;
    int bonus; // points of a bonus card, else 0
};

/// The 22 special cards of the expansion (NT-17): 16 green, 6 pink.
std::span<const SpecialCard> specialCards();

inline constexpr bool isNumber(Card card)
{
    return card >= kLowestNumber && card <= kHighestNumber;
}
inline constexpr bool isSpecial(Card card)
{
    return card >= kFirstSpecial && card <= kLastSpecial;
}
inline constexpr bool isValidCard(Card card)
{
    return isNumber(card) || isSpecial(card);
}
inline constexpr bool isGreen(Card card)
{
    return card >= kBonus5 && card <= kDouble;
}
inline constexpr bool isPink(Card card)
{
    return card >= kPinkX && card <= kPerCardMinus;
}
inline constexpr bool isBonus(Card card)
{
    return card >= kBonus5 && card <= kBonus20;
}

const SpecialCard* special(Card card);
/// How many physical copies of a card there are (0 for an invalid id).
int copiesOf(Card card);
Timing timingOf(Card card);
/// NT-8: whether a card acts at once when it arrives (give, remove, pink X) instead of staying in the display.
/// Inline and numbers first, so that the base game's playouts never look a card up in the special-card table.
inline bool actsAtOnce(Card card)
{
    return !isNumber(card) && timingOf(card) == Timing::Immediate;
}
int bonusPoints(Card card);

/// Stable text names: "3".."35" and the short special names of the table ("bonus5", "wild", "pink-x", ...).
std::string_view cardName(Card card);
std::optional<Card> parseCard(std::string_view text);

} // namespace games::no_thanks
