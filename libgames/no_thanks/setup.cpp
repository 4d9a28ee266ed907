// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/setup.h"

#include "core/rng.h"

#include <span>
#include <string>

namespace games::no_thanks {

int startChips(int seats)
{
    return seats <= 5 ? 11 : seats == 6 ? 9 : 7;
}

State emptyState(int seats, int startSeat, bool expansion, bool openChips)
{
    State state;
    state.seats = static_cast<std::uint8_t>(seats);
    state.startSeat = static_cast<std::uint8_t>(startSeat);
    state.expansion = expansion;
    state.openChips = openChips;
    for (int seat = 0; seat < seats; ++seat)
        state.chips[seat] = static_cast<std::uint8_t>(startChips(seats));
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

std::string where(const char* field, std::size_t index)
{
    return std::string(field) + "[" + std::to_string(index) + "]";
}

/// Reads one optional list of card names; `allowed` says which cards may stand in it (else `notAllowed`).
template <typename Allowed>
core::Error readList(const nlohmann::json& setup, const char* field, bool expansion, std::size_t maxSize,
    Allowed allowed, std::string_view notAllowed, CardCounter& counter, std::vector<Card>& out)
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
    for (std::size_t i = 0; i < it->size(); ++i) {
        const auto& item = (*it)[i];
        if (!item.is_string())
            return Error::withDetail("no-thanks.setup-unknown-card", item.dump());
        const auto card = parseCard(item.get<std::string>());
        if (!card)
            return Error::withDetail("no-thanks.setup-unknown-card", item.get<std::string>());
        if (isSpecial(*card) && !expansion)
            return Error::withDetail("no-thanks.setup-card-not-in-game", where(field, i), *card);
        if (!allowed(*card))
            return Error::withDetail(notAllowed, where(field, i), *card);
        if (++counter.used[*card] > copiesOf(*card))
            return Error::withDetail("no-thanks.setup-duplicate-card", where(field, i), *card);
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
    const auto any = [](Card) { return true; };
    CardCounter counter;
    std::vector<Card> deck, setAside, unused;
    if (Error error = readList(setup, "deck", state.expansion, kMaxDeck, any, {}, counter, deck))
        return error;
    if (deck.empty())
        return Error::make("no-thanks.setup-empty-deck");
    if (Error error = readList(
            setup, "setAside", state.expansion, kSetAsideCards, [](Card card) { return !isGreen(card); },
            "no-thanks.setup-green-set-aside", counter, setAside))
        return error;
    // Unused green cards exist only with the expansion: without it any card named there is not in the game.
    if (Error error = readList(setup, "unusedGreen", state.expansion, kUnusedGreens, isGreen,
            "no-thanks.setup-not-green", counter, unused))
        return error;

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
