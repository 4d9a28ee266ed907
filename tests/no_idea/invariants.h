// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every No Idea state keeps, checked from outside the rules: every card of the box in exactly one place,
// the twelve trophies too, every pile chained by colour or number, the seat to move with a decision to make.
// Returns an empty string, or what is broken.

#include "no_idea/cards.h"
#include "no_idea/state.h"

#include <algorithm>
#include <array>
#include <string>

namespace nitest {

inline std::string checkInvariants(const games::no_idea::State& s)
{
    using namespace games::no_idea;
    std::array<int, 256> count {};
    int total = 0;
    const auto add = [&](Card c) {
        ++count[c];
        ++total;
    };
    for (Card c : s.drawPile)
        add(c);
    for (Card c : s.setAside)
        add(c);
    for (const auto& pile : s.piles) {
        if (pile.empty())
            return "an empty pile";
        for (Card c : pile)
            add(c);
        for (std::size_t i = 1; i < pile.size(); ++i)
            if (!fits(pile[i], pile[i - 1]))
                return "a pile not chained: " + cardName(pile[i]) + " on " + cardName(pile[i - 1]);
    }
    if (s.phase == Phase::ChoosePile && s.pendingSource != Source::Layout)
        add(s.pending);
    std::array<int, 6> trophies {};
    int trophyTotal = 0;
    for (int value : s.trophyPile) {
        ++trophies[static_cast<std::size_t>(std::clamp(value, 0, 5))];
        ++trophyTotal;
    }
    for (int seat = 0; seat < s.seatCount; ++seat) {
        const SeatState& owner = s.seats[static_cast<std::size_t>(seat)];
        for (int p = 0; p < kLayoutSize; ++p) {
            const Card c = owner.layout[static_cast<std::size_t>(p)];
            if (c != kNoCard)
                add(c);
            else if (owner.isKnown(p))
                return "an empty position marked known";
        }
        for (Card c : owner.prizes) {
            if (!isPrize(c))
                return "a number card among the prizes";
            add(c);
        }
        for (int value : owner.trophies) {
            ++trophies[static_cast<std::size_t>(std::clamp(value, 0, 5))];
            ++trophyTotal;
        }
    }
    if (total != kBoxCards)
        return "cards: " + std::to_string(total);
    for (Card face : distinctFaces())
        if (count[face] != copiesOf(face))
            return "copies of " + cardName(face) + ": " + std::to_string(count[face]);
    if (trophyTotal != kTrophyCount)
        return "trophies: " + std::to_string(trophyTotal);
    for (int value = 3; value <= 5; ++value)
        if (trophies[static_cast<std::size_t>(value)] != trophyCopies(value))
            return "trophies of " + std::to_string(value);
    if (s.phase == Phase::Over) {
        if (!s.trophyPile.empty())
            return "over with trophies left";
        return {};
    }
    if (s.trophyPile.empty())
        return "no trophy left but not over";
    if (s.toMove < 0 || s.toMove >= s.seatCount)
        return "toMove out of range";
    if (s.seats[static_cast<std::size_t>(s.toMove)].cardCount() == 0 && s.phase == Phase::Reveal)
        return "a seat to reveal without a card";
    if (s.phase == Phase::ChoosePile) {
        int fitting = 0;
        for (const auto& pile : s.piles)
            fitting += fits(s.pending, pile.back());
        if (fitting < 2)
            return "a pile choice with fewer than two fitting piles";
        if (s.pendingSource == Source::Layout
            && s.seats[static_cast<std::size_t>(s.toMove)].layout[static_cast<std::size_t>(s.pendingPosition - 1)]
                != s.pending)
            return "the pending layout card is not at its position";
    }
    return {};
}

} // namespace nitest
