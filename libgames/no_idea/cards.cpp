// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/cards.h"

#include <algorithm>

namespace games::no_idea {

namespace {

/// ND-1: the number each function sits on for colour c (0-based colour, 1-based number).
constexpr int functionNumber(int colour, Function function)
{
    switch (function) {
    case Function::Plus:
        return colour + 1;
    case Function::RemovePiles:
        return (colour + 2) % 6 + 1;
    case Function::RefillTo3:
        return (colour + 4) % 6 + 1;
    case Function::None:
        break;
    }
    return 0;
}

/// ND-1: the one number of each colour that exists twice.
constexpr int twiceNumber(int colour)
{
    return (colour + 1) % 6 + 1;
}

constexpr std::array<Function, 3> kFunctions {Function::Plus, Function::RemovePiles, Function::RefillTo3};

std::array<std::uint8_t, 256> makeCopies()
{
    std::array<std::uint8_t, 256> copies {};
    for (int colour = 0; colour < kColours; ++colour)
        for (int number = 1; number <= kNumbers; ++number) {
            int plain = number == twiceNumber(colour) ? 2 : 3;
            for (Function function : kFunctions)
                if (functionNumber(colour, function) == number) {
                    --plain;
                    copies[numberCard(colour, number, function)] = 1;
                }
            copies[numberCard(colour, number)] = static_cast<std::uint8_t>(plain);
        }
    copies[prizeCard(0)] = 1;
    copies[prizeCard(1)] = 4;
    copies[prizeCard(2)] = 1;
    return copies;
}

const std::array<std::uint8_t, 256>& copiesTable()
{
    static const auto table = makeCopies();
    return table;
}

} // namespace

int copiesOf(Card card)
{
    return copiesTable()[card];
}

std::array<int, kTrophyCount> trophySet()
{
    return {5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3};
}

int trophyCopies(int value)
{
    return value == 5 ? 3 : value == 4 ? 4 : value == 3 ? 5 : 0;
}

const std::vector<Card>& distinctFaces()
{
    static const std::vector<Card> faces = [] {
        std::vector<Card> list;
        for (int colour = 0; colour < kColours; ++colour)
            for (int number = 1; number <= kNumbers; ++number) {
                list.push_back(numberCard(colour, number));
                for (Function function : kFunctions)
                    if (copiesOf(numberCard(colour, number, function)) > 0)
                        list.push_back(numberCard(colour, number, function));
            }
        for (int stars = 0; stars <= 2; ++stars)
            list.push_back(prizeCard(stars));
        return list;
    }();
    return faces;
}

const std::array<Card, kBoxCards>& boxCards()
{
    static const auto box = [] {
        std::array<Card, kBoxCards> cards {};
        std::size_t n = 0;
        for (Card face : distinctFaces())
            for (int copy = 0; copy < copiesOf(face); ++copy)
                cards[n++] = face;
        return cards;
    }();
    return box;
}

std::string_view colourName(int colour)
{
    static constexpr std::array<std::string_view, kColours> kNames {"blue", "grey", "green", "yellow", "red", "purple"};
    return colour >= 0 && colour < kColours ? kNames[static_cast<std::size_t>(colour)] : std::string_view("?");
}

std::string_view functionName(Function function)
{
    switch (function) {
    case Function::Plus:
        return "plus";
    case Function::RemovePiles:
        return "remove";
    case Function::RefillTo3:
        return "refill";
    case Function::None:
        break;
    }
    return "";
}

std::string cardName(Card card)
{
    if (card == kNoCard)
        return "?";
    if (isPrize(card))
        return starsOf(card) <= 2 && functionOf(card) == Function::None ? "prize" + std::to_string(starsOf(card)) : "?";
    if (colourOf(card) >= kColours || numberOf(card) < 1 || numberOf(card) > kNumbers)
        return "?";
    std::string name(colourName(colourOf(card)));
    name += static_cast<char>('0' + numberOf(card));
    if (functionOf(card) != Function::None) {
        name += '-';
        name += functionName(functionOf(card));
    }
    return name;
}

std::optional<Card> parseCard(std::string_view text)
{
    if (text.size() == 6 && text.substr(0, 5) == "prize" && text[5] >= '0' && text[5] <= '2')
        return prizeCard(text[5] - '0');
    for (int colour = 0; colour < kColours; ++colour) {
        const std::string_view name = colourName(colour);
        if (text.substr(0, name.size()) != name || text.size() <= name.size())
            continue;
        const char digit = text[name.size()];
        if (digit < '1' || digit > '6')
            return std::nullopt;
        const std::string_view rest = text.substr(name.size() + 1);
        if (rest.empty())
            return numberCard(colour, digit - '0');
        for (Function function : kFunctions)
            if (rest.size() == functionName(function).size() + 1 && rest[0] == '-'
                && rest.substr(1) == functionName(function))
                return numberCard(colour, digit - '0', function);
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace games::no_idea
