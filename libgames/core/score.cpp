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

namespace {
std::vector<RankKey> keysOf(const std::vector<SeatScore>& scores)
{
    std::vector<RankKey> keys;
    for (const auto& score : scores)
        keys.push_back(score.rankKey);
    return keys;
}
} // namespace

std::vector<int> winnersOf(const std::vector<SeatScore>& scores)
{
    return winnersOf(keysOf(scores));
}

std::vector<int> placesOf(const std::vector<SeatScore>& scores)
{
    const auto keys = keysOf(scores);
    std::vector<int> places;
    for (std::size_t seat = 0; seat < keys.size(); ++seat)
        places.push_back(placeOf(keys, seat));
    return places;
}

} // namespace games::core
