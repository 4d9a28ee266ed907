// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/scoring.h"

#include <algorithm>
#include <bit>

namespace games::no_thanks {

int runCost(const std::array<std::uint8_t, 42>& m, bool highestDouble, int* doubledLow)
{
    int cost = 0;
    int highest = 0;
    for (int v = kLowestNumber; v <= 40; ++v) {
        if (m[v] == 0)
            continue;
        highest = v;
        // 35 and 40 never chain (nothing holds 36..39).
        if (m[v] > m[v - 1])
            cost += v * (m[v] - m[v - 1]);
    }
    if (highestDouble && highest > 0) {
        int low = highest;
        while (m[low - 1] > 0)
            --low;
        cost += low;
        if (doubledLow)
            *doubledLow = low;
    }
    return cost;
}

namespace {

/// Calls f(v) with the lowest value v of each run of consecutive numbers in a bit mask (bit v: value v held), from
/// the lowest run up: the cost of distinct numbers (NT-5).
template <typename F> void forEachRunLow(std::uint64_t numbers, F f)
{
    for (std::uint64_t starts = numbers & ~(numbers << 1); starts != 0; starts &= starts - 1)
        f(std::countr_zero(starts));
}

int runLowsSum(std::uint64_t numbers)
{
    int sum = 0;
    forEachRunLow(numbers, [&](int low) { sum += low; });
    return sum;
}

/// runCost for distinct values only, on a bit mask of numbers (bits 3..35) and the 40: the fast path of the
/// wild card's search.
int distinctCost(std::uint64_t numbers, bool forty, bool highestDouble)
{
    int cost = (forty ? 40 : 0) + runLowsSum(numbers);
    if (highestDouble) {
        if (forty) {
            cost += 40;
        } else if (numbers != 0) {
            const int high = 63 - std::countl_zero(numbers);
            const std::uint64_t gaps = ~numbers & ((std::uint64_t {1} << high) - 1);
            cost += gaps == 0 ? 0 : 64 - std::countl_zero(gaps);
        }
    }
    return cost;
}

/// NT-11, NT-13, NT-26, NT-27: what a display's numbers cost, the number 40 and the doubled highest card included,
/// the wild card at the value best for its owner (`wildValue`; 0 without one), the lowest among equals.
int numbersCost(const Display& display, int& wildValue)
{
    const std::uint64_t numbers = display.numbers();
    const bool hasForty = display.has(kForty);
    const bool highestDouble = display.has(kHighestDouble);
    const int held = distinctCost(numbers, hasForty, highestDouble);
    wildValue = 0;
    if (!display.has(kWild))
        return held;
    // A value already held adds a layer costing exactly that value (NT-27); others change the runs.
    int best = -1;
    for (int w = kLowestNumber; w <= kHighestNumber; ++w) {
        const std::uint64_t bit = std::uint64_t {1} << w;
        const int c = (numbers & bit) ? held + w : distinctCost(numbers | bit, hasForty, highestDouble);
        if (best < 0 || c < best) {
            best = c;
            wildValue = w;
        }
    }
    return best;
}

/// How many cards of each value a display holds (index 40: the number 40), the wild card counted at `wildValue`.
std::array<std::uint8_t, 42> valuesHeld(const Display& display, int wildValue)
{
    std::array<std::uint8_t, 42> m {};
    const std::uint64_t numbers = display.numbers();
    for (int v = kLowestNumber; v <= kHighestNumber; ++v)
        m[v] = static_cast<std::uint8_t>((numbers >> v) & 1U);
    if (display.has(kForty))
        m[40] = 1;
    if (wildValue > 0)
        ++m[wildValue];
    return m;
}

/// NT-12: what the chips count for: double and halve cancel, halve alone rounds down, negative applies last.
int chipsWorth(const Display& display, int chips)
{
    const bool doubled = display.has(kDouble);
    const bool halved = display.has(kHalve);
    const int value = doubled == halved ? chips : doubled ? 2 * chips : chips / 2;
    return display.has(kNegative) ? -value : value;
}

} // namespace

int seatTotal(const Display& display, int chips)
{
    if ((display.mask & ~Display::kNumberMask) == 0)
        return chips - runLowsSum(display.numbers());
    // Special cards: the sum of scoreSeat's items, without building them (the playouts' path).
    int wildValue = 0;
    const int cost = numbersCost(display, wildValue);
    const int cardCount = display.size();
    int bonus = 0;
    for (Card card = kBonus5; card <= kBonus20; ++card)
        bonus += display.countOf(card) * bonusPoints(card);
    return -cost + chipsWorth(display, chips) + (display.has(kPerCardPlus) ? cardCount : 0)
        - (display.has(kPerCardMinus) ? cardCount : 0) + bonus;
}

std::vector<std::vector<Card>> runsOf(std::span<const Card> display)
{
    Display held;
    for (const Card card : display)
        if (isNumber(card))
            held.add(card);
    const std::uint64_t numbers = held.numbers();
    std::vector<std::vector<Card>> runs;
    forEachRunLow(numbers, [&](int low) {
        std::vector<Card>& run = runs.emplace_back();
        for (int value = low; value <= kHighestNumber && ((numbers >> value) & 1U); ++value)
            run.push_back(static_cast<Card>(value));
    });
    if (std::find(display.begin(), display.end(), kForty) != display.end())
        runs.push_back({kForty});
    return runs;
}

int costOfRun(std::span<const Card> run)
{
    std::array<std::uint8_t, 42> held {};
    for (const Card card : run)
        if (isNumber(card))
            ++held[card];
        else if (card == kForty)
            ++held[40];
    return runCost(held, false);
}

int cardPoints(std::span<const Card> display)
{
    Display cards;
    for (const Card card : display)
        cards.add(card);
    return seatTotal(cards, 0);
}

core::SeatScore scoreSeat(const Display& display, int chips)
{
    core::SeatScore score;
    score.items.reserve((display.mask & ~Display::kNumberMask) != 0 ? 10 : 2);
    const std::uint64_t numbers = display.numbers();
    const bool hasWild = display.has(kWild);
    const bool hasForty = display.has(kForty);
    const bool highestDouble = display.has(kHighestDouble);

    core::ScoreItem cards {"cards", 0, {}};
    int doubledLow = 0;
    int wildValue = 0;
    int cost = 0;
    if (!hasWild && !hasForty && !highestDouble) {
        // Base game: a run costs its lowest value.
        forEachRunLow(numbers, [&](int low) {
            cost += low;
            cards.values.push_back(low);
        });
    } else {
        numbersCost(display, wildValue);
        const auto m = valuesHeld(display, wildValue);
        cost = runCost(m, highestDouble, &doubledLow);
        if (highestDouble)
            cost -= doubledLow;
        for (int v = kLowestNumber; v <= 40; ++v)
            for (int layer = m[v - 1]; layer < m[v]; ++layer)
                cards.values.push_back(v);
    }
    cards.points = -cost;
    score.items.push_back(std::move(cards));
    if (doubledLow > 0)
        score.items.push_back({"special.highest-double", -doubledLow, {doubledLow}});
    if (hasWild)
        score.items.push_back({"special.wild", 0, {wildValue}});

    // NT-12: double and halve cancel; halve alone rounds down; negative applies last.
    score.items.push_back({"counters", chips, {}});
    int value = chips;
    const bool doubled = display.has(kDouble);
    const bool halved = display.has(kHalve);
    if (doubled && halved) {
        score.items.push_back({"special.double", 0, {}});
        score.items.push_back({"special.halve", 0, {}});
    } else if (doubled) {
        score.items.push_back({"special.double", value, {value}});
        value *= 2;
    } else if (halved) {
        score.items.push_back({"special.halve", value / 2 - value, {value}});
        value /= 2;
    }
    if (display.has(kNegative))
        score.items.push_back({"special.negative", -2 * value, {}});

    // NT-14: every card of the display, specials and copies included.
    const int cardCount = display.size();
    if (display.has(kPerCardPlus))
        score.items.push_back({"special.per-card-plus", cardCount, {cardCount}});
    if (display.has(kPerCardMinus))
        score.items.push_back({"special.per-card-minus", -cardCount, {cardCount}});

    if (display.mask & (std::uint64_t {0xF} << kBonus5)) {
        core::ScoreItem bonus {"special.bonus", 0, {}};
        for (Card card = kBonus5; card <= kBonus20; ++card)
            for (int copy = 0; copy < display.countOf(card); ++copy) {
                bonus.points += bonusPoints(card);
                bonus.values.push_back(bonusPoints(card));
            }
        score.items.push_back(std::move(bonus));
    }

    for (const auto& item : score.items)
        score.total += item.points;
    score.rankKey = {score.total};
    return score;
}

std::vector<core::SeatScore> scoreAll(const State& state)
{
    std::vector<core::SeatScore> scores;
    scores.reserve(state.seats);
    for (int seat = 0; seat < state.seats; ++seat)
        scores.push_back(scoreSeat(state.displays[seat], state.chips[seat]));
    return scores;
}

void rankKeysOf(const State& s, std::span<core::RankKey> out)
{
    for (int seat = 0; seat < s.seats && seat < static_cast<int>(out.size()); ++seat)
        out[seat] = {seatTotal(s.displays[seat], s.chips[seat]), 0};
}

} // namespace games::no_thanks
