// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/scoring.h"

namespace games::no_return {

namespace {

core::RankKey rankKeyOf(int pile, int display)
{
    return {pile - display, -display};
}

} // namespace

std::vector<core::SeatScore> scoreAll(const State& state)
{
    std::vector<core::SeatScore> scores;
    for (const auto& seat : state.seats) {
        core::ScoreItem pile {"points-pile", valueSum(seat.pointsPile), {}};
        for (Counter c : seat.pointsPile)
            pile.values.push_back(valueOf(c));
        core::ScoreItem display {"display", -displaySum(seat.columns), {}};
        for (const auto& column : seat.columns)
            display.values.insert(display.values.end(), column.begin(), column.end());
        const core::RankKey key = rankKeyOf(pile.points, -display.points);
        scores.push_back({key.total, key, {pile, display}});
    }
    return scores;
}

void rankKeysOf(const State& state, std::span<core::RankKey> out)
{
    for (std::size_t s = 0; s < state.seats.size() && s < out.size(); ++s)
        out[s] = rankKeyOf(valueSum(state.seats[s].pointsPile), displaySum(state.seats[s].columns));
}

} // namespace games::no_return
