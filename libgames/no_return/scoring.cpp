// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/scoring.h"

namespace games::no_return {

std::vector<core::SeatScore> scoreState(const State& state)
{
    std::vector<core::SeatScore> scores;
    for (const auto& seat : state.seats) {
        core::ScoreItem pile {"points-pile", 0, {}};
        for (Counter c : seat.pointsPile) {
            pile.points += valueOf(c);
            pile.values.push_back(valueOf(c));
        }
        core::ScoreItem display {"display", 0, {}};
        for (const auto& column : seat.columns)
            for (int value : column) {
                display.points -= value;
                display.values.push_back(value);
            }
        const int total = pile.points + display.points;
        scores.push_back({total, {total, display.points}, {pile, display}});
    }
    return scores;
}

} // namespace games::no_return
