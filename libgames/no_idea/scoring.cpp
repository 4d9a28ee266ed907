// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/scoring.h"

namespace games::no_idea {

namespace {

core::RankKey keyOf(const SeatState& seat)
{
    int total = 0;
    for (int value : seat.trophies)
        total += value;
    for (Card prize : seat.prizes)
        total += starsOf(prize);
    return {total, static_cast<int>(seat.trophies.size() + seat.prizes.size())};
}

} // namespace

std::vector<core::SeatScore> scoreAll(const State& s)
{
    std::vector<core::SeatScore> scores;
    for (int index = 0; index < s.seatCount; ++index) {
        const SeatState& seat = s.seats[static_cast<std::size_t>(index)];
        core::SeatScore score;
        score.rankKey = keyOf(seat);
        score.total = score.rankKey.total;
        core::ScoreItem trophies {"trophies", 0, {}};
        for (int value : seat.trophies) {
            trophies.points += value;
            trophies.values.push_back(value);
        }
        core::ScoreItem prizes {"prizes", 0, {}};
        for (Card prize : seat.prizes) {
            prizes.points += starsOf(prize);
            prizes.values.push_back(starsOf(prize));
        }
        score.items = {trophies, prizes};
        scores.push_back(std::move(score));
    }
    return scores;
}

void rankKeysOf(const State& s, std::span<core::RankKey> out)
{
    for (int index = 0; index < s.seatCount && index < static_cast<int>(out.size()); ++index)
        out[static_cast<std::size_t>(index)] = keyOf(s.seats[static_cast<std::size_t>(index)]);
}

} // namespace games::no_idea
