// SPDX-License-Identifier: GPL-3.0-or-later
// The review's eye on No Return's switch to Phase 2, on tests/golden/no-return-2p-review-switch.json (`nobox-cli play
// --game no-return --players 2 --agents normal,easy --seed 42`, seat 0 won 111 to 57). Seat 0 switched after 22 moves
// with 111 on the table against 115 and 63 counters in the bag: the switch caps its score at 111, and a player who then
// clears its 115 wins. Normal and hard do so from that position on every deal tried, easy did not (it stalled with
// single exchanges and switched after 44 moves): the switch is marked costly because it is, against anyone but easy.
// The game was decided when seat 1 failed to switch (after 34, 36 and 38 moves), where hard's own choice is the switch.
#include "ai/review.h"
#include "review_fixture.h"

#include "builtin_registry.h"
#include "core/record.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace {

using games::ai::ReviewedDecision;

using review_test::kHard;

games::core::Record goldenRecord()
{
    return review_test::golden("no-return-2p-review-switch.json");
}

const ReviewedDecision* decisionAt(const games::ai::Review& review, std::size_t ply)
{
    const auto it = std::find_if(review.decisions.begin(), review.decisions.end(),
        [ply](const ReviewedDecision& decision) { return decision.ply == ply; });
    return it == review.decisions.end() ? nullptr : &*it;
}

TEST(AiReviewNoReturnSwitch, ASwitchBehindOnTheTableWithAFullBagIsCostlyAndTheOneNotMadeLaterToo)
{
    if (review_test::kUnderSanitizer)
        GTEST_SKIP() << review_test::kJudgementSkipped;
    const auto record = goldenRecord();
    games::ai::ReviewOptions options;
    options.agent = kHard;
    options.seed = 7;
    games::core::Error error;
    const auto review = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options, &error);
    ASSERT_TRUE(review) << error.code << " " << error.detail;
    const auto& game = *nobox_test::builtinRegistry().find("no-return");

    // Seat 0's switch: hard keeps building instead, and the switch is close to a sure loss.
    const ReviewedDecision* early = decisionAt(*review, 22);
    ASSERT_TRUE(early);
    EXPECT_EQ(early->seat, 0);
    EXPECT_EQ(game.moveToText(early->played), "switch");
    EXPECT_NE(game.moveToText(early->best), "switch");
    EXPECT_TRUE(early->costly);
    EXPECT_LT(early->playedChance, 0.1);
    EXPECT_GT(early->bestChance, 0.4);

    // Seat 1 with seat 0's display nearly cleared: the switch is the winning decision, hard plays it and values it
    // well above the exchange played.
    const ReviewedDecision* late = decisionAt(*review, 36);
    ASSERT_TRUE(late);
    EXPECT_EQ(late->seat, 1);
    EXPECT_EQ(game.moveToText(late->played), "exchange yellow9");
    EXPECT_EQ(game.moveToText(late->best), "switch");
    EXPECT_TRUE(late->costly);
    EXPECT_GT(late->bestChance, 0.7);
}

TEST(AiReviewNoReturnSwitch, ASwitchAheadIsNotMarked)
{
    if (review_test::kUnderSanitizer)
        GTEST_SKIP() << review_test::kJudgementSkipped;
    // tests/golden/no-return-2p-seed.json: seat 1 switches after 34 moves, ahead on the table: the review agrees
    // with the switch (it wins), so the hard level's eye does not hold every switch against a player.
    const auto record = review_test::golden("no-return-2p-seed.json");
    const auto review = review_test::review(record, {1});
    const auto& game = *nobox_test::builtinRegistry().find("no-return");
    const ReviewedDecision* switched = decisionAt(review, 34);
    ASSERT_TRUE(switched);
    EXPECT_EQ(game.moveToText(switched->played), "switch");
    EXPECT_FALSE(switched->costly);
    EXPECT_GT(switched->playedChance, 0.9);
}

} // namespace
