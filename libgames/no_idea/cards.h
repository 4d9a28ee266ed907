// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The 108 cards of No Idea (RULINGS ND-1) as one byte each: a number card is (function << 6) | (colour << 3) |
// number, number 1-6; a consolation prize is (stars << 3) | 7. Equal faces are equal bytes (the copies of a card
// cannot be told apart), and the zero byte is no card. Names ("red5-plus", "prize2") are the notation's.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace games::no_idea {

using Card = std::uint8_t;

inline constexpr Card kNoCard = 0;
inline constexpr int kColours = 6;
inline constexpr int kNumbers = 6;
inline constexpr int kBoxCards = 108; // 102 number cards and 6 consolation prizes (ND-1)
inline constexpr int kTrophyCount = 12; // 5★ x3, 4★ x4, 3★ x5
inline constexpr int kLayoutSize = 6;
inline constexpr int kDeclareLimit = 3; // ND-7: at most three face-down cards

/// ND-1, in this order.
enum Colour : std::uint8_t { Blue, Grey, Green, Yellow, Red, Purple };

/// ND-4: what a card does when it is played to a pile.
enum class Function : std::uint8_t {
    None,
    Plus, // reveal the next card of the draw pile and play it
    RemovePiles, // every other pile is set aside
    RefillTo3, // every other player with fewer than three cards refills to three
};

constexpr Card numberCard(int colour, int number, Function function = Function::None)
{
    return static_cast<Card>((static_cast<int>(function) << 6) | (colour << 3) | number);
}
constexpr Card prizeCard(int stars)
{
    return static_cast<Card>((stars << 3) | 7);
}
constexpr bool isPrize(Card card)
{
    return (card & 7) == 7;
}
constexpr int numberOf(Card card)
{
    return card & 7;
}
constexpr int colourOf(Card card)
{
    return (card >> 3) & 7;
}
constexpr Function functionOf(Card card)
{
    return static_cast<Function>(card >> 6);
}
constexpr int starsOf(Card card)
{
    return (card >> 3) & 7;
}
/// ND-2, ND-3: a number card fits a pile whose top has its colour or its number; a prize never fits.
constexpr bool fits(Card card, Card top)
{
    return !isPrize(card) && (colourOf(card) == colourOf(top) || numberOf(card) == numberOf(top));
}

/// How many copies of `card` the box holds (0: no such card, e.g. a function on the wrong number).
int copiesOf(Card card);
inline bool isCard(Card card)
{
    return copiesOf(card) > 0;
}
/// The trophies of the box by value, highest first: 5 5 5 4 4 4 4 3 3 3 3 3.
std::array<int, kTrophyCount> trophySet();
/// How many trophies of `value` the box holds.
int trophyCopies(int value);

/// All 108 cards in canonical order (colour, number, plain copies before the function copy; prizes 0, 1, 2).
const std::array<Card, kBoxCards>& boxCards();
/// Every distinct face, canonical order (the 36 + 18 number-card faces and the three prizes).
const std::vector<Card>& distinctFaces();

/// "blue", "grey", "green", "yellow", "red", "purple"; "?" for no colour.
std::string_view colourName(int colour);
/// "plus", "remove", "refill"; "" for none.
std::string_view functionName(Function function);
/// "red5", "red5-plus", "blue3-remove", "purple4-refill", "prize2"; "?" for a byte that is no face.
std::string cardName(Card card);
/// The face a name gives (it may be no card of the box: copiesOf tells); nullopt when the text names no face.
std::optional<Card> parseCard(std::string_view text);

} // namespace games::no_idea
