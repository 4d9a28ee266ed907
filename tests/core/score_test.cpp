// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/score.h"

#include <gtest/gtest.h>

using namespace games::core;

TEST(Score, WinnersByRankKeyWithTieBreaks)
{
    std::vector<SeatScore> scores {{10, {10, -5}, {}}, {10, {10, -3}, {}}, {4, {4, 0}, {}}};
    EXPECT_EQ(winnersOf(scores), std::vector<int> {1});
    EXPECT_EQ(placesOf(scores), (std::vector<int> {2, 1, 3}));
}

TEST(Score, SharedVictory)
{
    std::vector<SeatScore> scores {{-3, {-3}, {}}, {7, {7}, {}}, {7, {7}, {}}};
    EXPECT_EQ(winnersOf(scores), (std::vector<int> {1, 2}));
    EXPECT_EQ(placesOf(scores), (std::vector<int> {3, 1, 1}));
}
