// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/setup.h"

#include "core/rng.h"

#include <span>
#include <string>

namespace games::no_thanks {

State emptyState(int seats, int startSeat, bool expansion, bool openCounters)
{
    State state;
    state.seats = static_cast<std::uint8_t>(seats);
    state.startSeat = static_cast<std::uint8_t>(startSeat);
    state.expansion = expansion;
    state.openCounters = openCounters;
    for (int seat = 0; seat < seats; ++seat)
        state.counters[seat] = static_cast<std::uint8_t>(startCounters(seats));
    state.log.reserve(256);
    return state;
}

void dealFromSeed(State& state, std::uint64_t seed)
{
    core::Rng rng(seed);
    std::array<Card, kNumberCards + 6> pool {};
    int poolSize = 0;
    for (Card card = kLowestNumber; card <= kHighestNumber; ++card)
        pool[poolSize++] = card;
    if (state.expansion)
        for (Card card = kPinkX; card <= kPerCardMinus; ++card)
            pool[poolSize++] = card;
    rng.shuffle(std::span<Card>(pool.data(), static_cast<std::size_t>(poolSize)));
    for (int i = 0; i < kSetAsideCards; ++i)
        state.setAside[i] = pool[i];
    state.setAsideTop = 0;
    state.setAsideEnd = kSetAsideCards;
    int deckSize = 0;
    for (int i = kSetAsideCards; i < poolSize; ++i)
        state.deck[deckSize++] = pool[i];
    if (state.expansion) {
        std::array<Card, 16> greens {};
        int greenCount = 0;
        for (Card card = kBonus5; card <= kDouble; ++card)
            for (int copy = 0; copy < copiesOf(card); ++copy)
                greens[greenCount++] = card;
        rng.shuffle(std::span<Card>(greens));
        for (int i = 0; i < kUnusedGreens; ++i)
            state.unused[i] = greens[i];
        state.unusedCount = kUnusedGreens;
        for (int i = kUnusedGreens; i < greenCount; ++i)
            state.deck[deckSize++] = greens[i];
        state.deckGreens = kDeckGreens;
        rng.shuffle(std::span<Card>(state.deck.data(), static_cast<std::size_t>(deckSize)));
    }
    state.deckTop = 0;
    state.deckEnd = static_cast<std::uint8_t>(deckSize);
}

namespace {

struct CardCounter {
    std::array<int, kCardIds> used {};
};

core::Error readList(const nlohmann::json& setup, const char* field, bool expansion, std::size_t maxSize,
    CardCounter& counter, std::vector<Card>& out)
{
    using core::Error;
    out.clear();
    auto it = setup.find(field);
    if (it == setup.end())
        return {};
    if (!it->is_array())
        return Error::withDetail("no-thanks.setup-bad-list", field);
    if (it->size() > maxSize)
        return Error::withDetail("no-thanks.setup-too-many", field, static_cast<int>(maxSize));
    for (const auto& item : *it) {
        if (!item.is_string())
            return Error::withDetail("no-thanks.setup-unknown-card", item.dump());
        const std::string text = item.get<std::string>();
        auto card = parseCard(text);
        if (!card)
            return Error::withDetail("no-thanks.setup-unknown-card", text);
        if (isSpecial(*card) && !expansion)
            return Error::withDetail("no-thanks.setup-card-not-in-game", text);
        if (++counter.used[*card] > copiesOf(*card))
            return Error::withDetail("no-thanks.setup-duplicate-card", text);
        out.push_back(*card);
    }
    return {};
}

} // namespace

core::Error dealFromSetup(State& state, const nlohmann::json& setup)
{
    using core::Error;
    if (!setup.is_object())
        return Error::withDetail("no-thanks.setup-not-object", setup.dump());
    for (const auto& [key, value] : setup.items())
        if (key != "deck" && key != "setAside" && key != "unusedGreen")
            return Error::withDetail("no-thanks.setup-unknown-key", key);
    if (!setup.contains("deck"))
        return Error::withDetail("no-thanks.setup-bad-list", "deck");
    CardCounter counter;
    std::vector<Card> deck, setAside, unused;
    if (Error error = readList(setup, "deck", state.expansion, kMaxDeck, counter, deck))
        return error;
    if (deck.empty())
        return Error::make("no-thanks.setup-empty-deck");
    if (Error error = readList(setup, "setAside", state.expansion, kSetAsideCards, counter, setAside))
        return error;
    for (Card card : setAside)
        if (isGreen(card))
            return Error::withDetail("no-thanks.setup-green-set-aside", std::string(cardName(card)));
    if (setup.contains("unusedGreen") && !state.expansion)
        return Error::withDetail("no-thanks.setup-card-not-in-game", "unusedGreen");
    if (Error error = readList(setup, "unusedGreen", state.expansion, kUnusedGreens, counter, unused))
        return error;
    for (Card card : unused)
        if (!isGreen(card))
            return Error::withDetail("no-thanks.setup-not-green", std::string(cardName(card)));

    state.deckTop = 0;
    state.deckEnd = static_cast<std::uint8_t>(deck.size());
    state.deckGreens = 0;
    for (std::size_t i = 0; i < deck.size(); ++i) {
        state.deck[i] = deck[i];
        state.deckGreens = static_cast<std::uint8_t>(state.deckGreens + (isGreen(deck[i]) ? 1 : 0));
    }
    state.setAsideTop = 0;
    state.setAsideEnd = static_cast<std::uint8_t>(setAside.size());
    for (std::size_t i = 0; i < setAside.size(); ++i)
        state.setAside[i] = setAside[i];
    state.unusedCount = static_cast<std::uint8_t>(unused.size());
    for (std::size_t i = 0; i < unused.size(); ++i)
        state.unused[i] = unused[i];
    return {};
}

} // namespace games::no_thanks
