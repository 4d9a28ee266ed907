// SPDX-License-Identifier: GPL-3.0-or-later
// The review of No Idea states only chances it estimated. Many of its decisions leave the search nothing to
// choose (every place still unknown: one reveal stands for all; a lone card known to fit): the hard level then
// plays without searching, and a review that took its answer drew such a decision at a placeholder 50% for every
// player. The review's second look plays the lone candidate out, so every decision carries an estimate.
#include "ai/review.h"

#include "builtin_registry.h"
#include "played_game.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

constexpr const char* kHard = "hard:iterations=60"; // No Idea's games are long: a small budget keeps it quick

TEST(AiReviewNoIdea, EveryDecisionCarriesAnEstimateNotAPlaceholder)
{
    for (const std::uint64_t seed : {3u, 11u, 42u}) {
        const auto record
            = nobox_test::playedGame(nobox_test::builtinRegistry(), "no-idea", 3, seed, {kHard, "normal", "easy"});
        ASSERT_FALSE(record.moves.empty());
        games::ai::ReviewOptions options;
        options.agent = kHard;
        options.seed = 5;
        games::core::Error error;
        const auto review = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options, &error);
        ASSERT_TRUE(review) << error.code << " " << error.detail;
        ASSERT_FALSE(review->decisions.empty());
        // The first decision of the game: six unknown places, one reveal for all, nothing for the search to choose.
        const auto& first = review->decisions.front();
        EXPECT_EQ(first.ply, 0u);
        EXPECT_TRUE(first.examined) << "seed " << seed;
        EXPECT_NE(first.playedChance, 0.5) << "seed " << seed;
        int placeholders = 0;
        for (const auto& decision : review->decisions) {
            EXPECT_TRUE(decision.examined) << "seed " << seed << " at " << decision.ply;
            // A logistic of a mean margin over many deals is exactly one half only as a placeholder.
            placeholders += decision.playedChance == 0.5 || decision.bestChance == 0.5;
        }
        EXPECT_EQ(placeholders, 0) << "seed " << seed << ", of " << review->decisions.size();
    }
}

} // namespace
