// SPDX-License-Identifier: GPL-3.0-or-later
// A review's marks do not hang on its seed (review.h, the verdict): the golden records of every game, reviewed with
// two seeds, mark the same decisions, and every mark's reason is one its game lists (HardLevel::reasonCodes), so
// that the app has words for it.
#include "ai/hard_level.h"
#include "review_fixture.h"

#include "core/game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace {

using review_test::golden;
using review_test::review;

std::vector<std::size_t> markedPlies(const games::ai::Review& review)
{
    std::vector<std::size_t> plies;
    for (const auto& decision : review.decisions)
        if (decision.costly)
            plies.push_back(decision.ply);
    return plies;
}

struct Golden {
    const char* file;
    std::vector<int> seats; // empty: every seat
};

TEST(AiReviewStability, TheGoldenRecordsOfEveryGameGetTheSameMarksWithTwoSeeds)
{
    const Golden records[] {{"no-thanks-base.json", {}}, {"no-return-2p-seed.json", {}}, {"no-idea-2p-seed.json", {0}}};
    for (const auto& [file, seats] : records) {
        SCOPED_TRACE(file);
        const auto record = golden(file);
        const auto first = review(record, seats, 1);
        const auto second = review(record, seats, 2);
        EXPECT_FALSE(markedPlies(first).empty()) << "the record has decisions worth a mark";
        EXPECT_EQ(markedPlies(first), markedPlies(second));

        const games::core::Game& game = *nobox_test::builtinRegistry().find(record.game);
        const auto codes = games::ai::hardLevelFor(game)->reasonCodes();
        int withReason = 0;
        for (const auto& decision : first.decisions) {
            if (decision.reason.empty())
                continue;
            ++withReason;
            EXPECT_TRUE(std::any_of(codes.begin(), codes.end(), [&](const games::ai::ReasonInfo& info) {
                return info.code == decision.reason.code;
            })) << decision.reason.code;
        }
        EXPECT_GT(withReason, 0) << "the game's hard level gives reasons";
    }
}

TEST(AiReviewStability, TheEarlySwitchBehindOnTheTableSaysSo)
{
    // tests/golden/no-return-2p-review-switch.json: seat 0 switched with 111 within reach, seat 1 had 115.
    const auto first = review(golden("no-return-2p-review-switch.json"), {0}, 1);
    const auto it = std::find_if(first.decisions.begin(), first.decisions.end(),
        [](const games::ai::ReviewedDecision& decision) { return decision.ply == 22; });
    ASSERT_NE(it, first.decisions.end());
    EXPECT_TRUE(it->costly);
    EXPECT_EQ(it->reason, games::ai::Reason::make("no-return.switch-behind", 111, 1, 115));
}

} // namespace
