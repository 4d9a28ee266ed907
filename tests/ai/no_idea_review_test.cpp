// SPDX-License-Identifier: GPL-3.0-or-later
// The review of No Idea states only chances it estimated. Many of its decisions leave the search nothing to
// choose (every place still unknown: one reveal stands for all; a lone card known to fit): the hard level then
// plays without searching, and a review that took its answer drew such a decision at a placeholder 50% for every
// player. The review's second look plays the lone candidate out, so every decision carries an estimate.
#include "ai/agent.h"
#include "ai/review.h"

#include "builtin_registry.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/record.h"
#include "core/registry.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

constexpr const char* kHard = "hard:iterations=60"; // No Idea's games are long: a small budget keeps it quick

games::core::Record playedGame(std::uint64_t seed)
{
    const games::core::Game* game = nobox_test::builtinRegistry().find("no-idea");
    EXPECT_TRUE(game);
    games::core::MatchConfig config;
    config.seats = 3;
    config.seed = seed;
    EXPECT_FALSE(games::core::resolveOptions(game->optionSpecs(), {}, config.options));
    auto match = game->newMatch(config);
    std::vector<std::unique_ptr<games::ai::Agent>> agents;
    for (const char* spec : {kHard, "normal", "easy"})
        agents.push_back(games::ai::makeAgent(spec, *game, seed));
    games::core::MoveList legal;
    while (!match->isOver()) {
        match->legalMoves(legal);
        const auto seat = static_cast<std::size_t>(match->toMove());
        EXPECT_FALSE(match->apply(agents[seat]->choose(*match->observe(match->toMove()), legal)));
    }
    return games::core::recordOf(*match);
}

TEST(AiReviewNoIdea, EveryDecisionCarriesAnEstimateNotAPlaceholder)
{
    for (const std::uint64_t seed : {3u, 11u, 42u}) {
        const auto record = playedGame(seed);
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
