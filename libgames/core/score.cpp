// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/score.h"

namespace games::core {

std::vector<int> winnersOf(const std::vector<SeatScore>& scores)
{
    std::vector<int> winners;
    for (int seat = 0; seat < static_cast<int>(scores.size()); ++seat) {
        if (winners.empty() || scores[seat].rankKey > scores[winners.front()].rankKey)
            winners.assign(1, seat);
        else if (scores[seat].rankKey == scores[winners.front()].rankKey)
            winners.push_back(seat);
    }
    return winners;
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
