// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/setup.h"

#include <array>
#include <string>

namespace games::no_idea {

State emptyState(int seats, int startSeat, bool memoryAid, std::uint64_t seed)
{
    State state;
    state.seatCount = seats;
    state.startSeat = startSeat;
    state.toMove = startSeat;
    state.memoryAid = memoryAid;
    state.rng.reseed(seed);
    return state;
}

void dealCards(State& state, std::span<const Card> cards, std::span<const int> trophies)
{
    std::size_t next = 0;
    for (int seat = 0; seat < state.seatCount; ++seat)
        for (auto& slot : state.seats[static_cast<std::size_t>(seat)].layout)
            slot = next < cards.size() ? cards[next++] : kNoCard;
    state.drawPile.assign(cards.rbegin(), cards.rend() - static_cast<std::ptrdiff_t>(next));
    state.trophyPile.assign(trophies.rbegin(), trophies.rend());
}

void dealFromSeed(State& state)
{
    std::array<Card, kBoxCards> cards = boxCards();
    state.rng.shuffle(std::span<Card>(cards));
    std::array<int, kTrophyCount> trophies = trophySet();
    state.rng.shuffle(std::span<int>(trophies));
    dealCards(state, cards, trophies);
}

namespace {

std::string where(const char* field, std::size_t index)
{
    return std::string(field) + "[" + std::to_string(index) + "]";
}

core::Error readCards(const nlohmann::json& list, std::vector<Card>& out)
{
    using core::Error;
    if (!list.is_array())
        return Error::withDetail("no-idea.setup-bad-list", "cards");
    std::array<int, 256> used {};
    for (std::size_t i = 0; i < list.size(); ++i) {
        const auto& item = list[i];
        if (!item.is_string())
            return Error::withDetail("no-idea.setup-unknown-card", item.dump());
        const auto card = parseCard(item.get<std::string>());
        if (!card)
            return Error::withDetail("no-idea.setup-unknown-card", item.get<std::string>());
        if (!isCard(*card))
            return Error::withDetail("no-idea.setup-no-such-card", where("cards", i), *card);
        if (++used[*card] > copiesOf(*card))
            return Error::withDetail("no-idea.setup-too-many-copies", where("cards", i), *card);
        out.push_back(*card);
    }
    for (Card face : distinctFaces())
        if (used[face] < copiesOf(face))
            return Error::make("no-idea.setup-missing-card", face);
    return {};
}

core::Error readTrophies(const nlohmann::json& list, std::vector<int>& out)
{
    using core::Error;
    if (!list.is_array())
        return Error::withDetail("no-idea.setup-bad-list", "trophies");
    if (list.size() != kTrophyCount)
        return Error::make("no-idea.setup-trophy-count", static_cast<int>(list.size()), kTrophyCount);
    std::array<int, 6> used {};
    for (std::size_t i = 0; i < list.size(); ++i) {
        const auto& item = list[i];
        if (!item.is_number_integer() || item.get<long long>() < 3 || item.get<long long>() > 5)
            return Error::withDetail("no-idea.setup-bad-trophy", where("trophies", i));
        const int value = item.get<int>();
        if (++used[static_cast<std::size_t>(value)] > trophyCopies(value))
            return Error::withDetail("no-idea.setup-too-many-trophies", where("trophies", i), value);
        out.push_back(value);
    }
    return {};
}

} // namespace

core::Error dealFromSetup(State& state, const nlohmann::json& setup)
{
    using core::Error;
    if (!setup.is_object())
        return Error::withDetail("no-idea.setup-not-object", setup.dump());
    for (const auto& [key, value] : setup.items())
        if (key != "cards" && key != "trophies")
            return Error::withDetail("no-idea.setup-unknown-key", key);
    if (!setup.contains("cards"))
        return Error::withDetail("no-idea.setup-bad-list", "cards");
    std::vector<Card> cards;
    if (Error error = readCards(setup["cards"], cards))
        return error;
    std::vector<int> trophies;
    if (setup.contains("trophies")) {
        if (Error error = readTrophies(setup["trophies"], trophies))
            return error;
    } else {
        const auto set = trophySet();
        trophies.assign(set.begin(), set.end());
        state.rng.shuffle(std::span<int>(trophies));
    }
    dealCards(state, cards, trophies);
    return {};
}

} // namespace games::no_idea
