// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <compare>
#include <span>
#include <string>
#include <vector>

namespace games::core {

/// One line of a seat's score breakdown: a stable id ("cards", "counters", "special.bonus", "points-pile"),
/// its points, and the values it was made from (the run's cards, the counters' values), for display.
struct ScoreItem {
    std::string id;
    int points = 0;
    std::vector<int> values;
    bool operator==(const ScoreItem&) const = default;
};

/// What orders the seats, greatest first: the total, then the game's tie-break (No Return: the negated minus
/// points; 0 where a game has none). Seats with equal keys share their place.
struct RankKey {
    int total = 0;
    int tieBreak = 0;
    auto operator<=>(const RankKey&) const = default;
};

/// A seat's score with its breakdown. Contract: the items' points add up to `total` == `rankKey.total`.
struct SeatScore {
    int total = 0;
    RankKey rankKey;
    std::vector<ScoreItem> items;
    bool operator==(const SeatScore&) const = default;
};

/// The seats whose rankKey is greatest (several when they share the victory).
std::vector<int> winnersOf(std::span<const RankKey> keys);
std::vector<int> winnersOf(const std::vector<SeatScore>& scores);

/// The 1-based place of `seat`: one more than the seats ranked above it, so equal keys share a place (1, 1, 3).
/// Inline: the search ranks every playout.
inline int placeOf(std::span<const RankKey> keys, std::size_t seat)
{
    int place = 1;
    for (const auto& other : keys)
        place += other > keys[seat];
    return place;
}

/// Every seat's place (placeOf).
std::vector<int> placesOf(const std::vector<SeatScore>& scores);

} // namespace games::core
