// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/score.h"

namespace games::core {

std::vector<int> winnersOf(std::span<const RankKey> keys)
{
    std::vector<int> winners;
    for (int seat = 0; seat < static_cast<int>(keys.size()); ++seat) {
        if (winners.empty() || keys[seat] > keys[winners.front()])
            winners.assign(1, seat);
        else if (keys[seat] == keys[winners.front()])
            winners.push_back(seat);
    }
    return winners;
}

std::vector<int> winnersOf(const std::vector<SeatScore>& scores)
{
    std::vector<RankKey> keys;
    for (const auto& score : scores)
        keys.push_back(score.rankKey);
    return winnersOf(keys);
}

std::vector<int> placesOf(const std::vector<SeatScore>& scores)
{
    std::vector<int> places(scores.size(), 1);
    for (std::size_t i = 0; i < scores.size(); ++i)
        for (const auto& other : scores)
            if (other.rankKey > scores[i].rankKey)
                ++places[i];
    return places;
}

} // namespace games::core
