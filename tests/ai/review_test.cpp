// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a finished game: the hard level's own moves cost nothing, a planted blunder is marked, the same
// record and seed give the same review, and a seat's review never depends on what that seat could not know.
#include "ai/agent.h"
#include "ai/review.h"
#include "ai/review_json.h"
#include "review_fixture.h"

#include "builtin_registry.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/stop.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace {

using games::ai::ReviewOptions;
using games::core::Game;
using games::core::Match;
using games::core::MoveList;
using games::core::Record;

using review_test::kHard;
using review_test::review;

std::unique_ptr<Match> newMatch(
    const char* id, int seats, std::uint64_t seed, const nlohmann::json& setup = nullptr, int startSeat = 0)
{
    const Game* g = nobox_test::builtinRegistry().find(id);
    EXPECT_TRUE(g) << id;
    games::core::MatchConfig config;
    config.seats = seats;
    config.seed = seed;
    config.setup = setup;
    config.startSeat = startSeat;
    EXPECT_FALSE(games::core::resolveOptions(g->optionSpecs(), {}, config.options));
    games::core::Error error;
    auto match = g->newMatch(config, &error);
    EXPECT_TRUE(match) << error.code << " " << error.detail;
    return match;
}

/// Plays on to the end, each seat by its spec (seeded with `seed`).
void playOn(Match& match, const std::vector<std::string>& specs, std::uint64_t seed)
{
    std::vector<std::unique_ptr<games::ai::Agent>> agents;
    for (const auto& spec : specs)
        agents.push_back(games::ai::makeAgent(spec, match.game(), seed));
    MoveList legal;
    while (!match.isOver()) {
        const auto seat = static_cast<std::size_t>(match.toMove());
        match.legalMoves(legal);
        ASSERT_FALSE(match.apply(agents[seat]->choose(*match.observe(match.toMove()), legal)));
    }
}

TEST(AiReview, ASeatThatPlayedHardsOwnChoiceIsOverruledOnlyByAConfirmedMark)
{
    if (review_test::kUnderSanitizer)
        GTEST_SKIP() << review_test::kJudgementSkipped;
    // Seat 0 played the review's own agent with the review's seed: the first look at each decision is the search's
    // own choice. The verdict, seeded apart from it (review.h), may still find that choice clearly costly (the
    // small budget here plays No Return weakly); it overrules the first look only then, with its confirmations, and
    // otherwise the decision shows the seat's own choice at no loss. The review names no game: each registered one
    // is reviewed alike. (No Idea's games are long: a smaller budget keeps the test quick.)
    const std::pair<const char*, const char*> games[] {
        {"no-thanks", kHard}, {"no-return", kHard}, {"no-idea", "hard:iterations=100"}};
    for (const auto& [id, spec] : games) {
        auto match = newMatch(id, 3, 31);
        playOn(*match, {spec, "normal", "normal"}, 7);
        const auto result = review(games::core::recordOf(*match), {0}, 7, spec);
        ASSERT_FALSE(result.decisions.empty()) << id;
        for (const auto& decision : result.decisions) {
            SCOPED_TRACE(std::string(id) + " at " + std::to_string(decision.ply));
            EXPECT_EQ(decision.seat, 0);
            EXPECT_GE(decision.playedChance, 0.0);
            EXPECT_LE(decision.playedChance, 1.0);
            if (decision.costly) {
                EXPECT_NE(decision.played, decision.best);
                EXPECT_EQ(decision.confirmations, games::ai::kConfirmingSearches); // a mark has every search
                EXPECT_GE(decision.loss(), games::ai::kCostlyLoss);
            } else {
                EXPECT_EQ(decision.played, decision.best);
                EXPECT_EQ(decision.loss(), 0.0);
                EXPECT_EQ(decision.confirmations, 0);
            }
        }
    }
}

TEST(AiReview, APlantedBlunderIsMarkedAndListedFirst)
{
    // The first card is the 35 with nothing on it and seat 0 has 11 chips: refusing costs one chip, taking
    // costs 35 points for the whole game. Seat 0 takes it; then everyone plays on as the normal level.
    const nlohmann::json setup {{"deck",
        {"35", "3", "20", "8", "27", "14", "31", "5", "22", "11", "33", "17", "6", "29", "24", "9", "19", "4", "26",
            "12", "30", "15", "7", "23"}}};
    auto match = newMatch("no-thanks", 3, 0, setup);
    games::core::Move take;
    ASSERT_FALSE(match->game().parseMove("take", take));
    ASSERT_FALSE(match->apply(take));
    playOn(*match, {"normal", "normal", "normal"}, 3);
    const auto result = review(games::core::recordOf(*match), {0});
    ASSERT_FALSE(result.decisions.empty());
    const auto& first = result.decisions.front();
    EXPECT_EQ(first.ply, 0u);
    EXPECT_EQ(first.played, take);
    EXPECT_NE(first.best, take);
    EXPECT_TRUE(first.costly) << "loss " << first.loss();
    EXPECT_GE(first.loss(), games::ai::kCostlyLoss);
    // Listed with the costly ones, before every other decision of seat 0.
    const auto order = result.costlyFirst(0);
    const auto costly = static_cast<std::size_t>(result.costlyCount(0));
    ASSERT_GE(costly, 1u);
    ASSERT_EQ(order.size(), result.decisions.size());
    EXPECT_TRUE(std::any_of(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(costly),
        [&](std::size_t i) { return result.decisions[i].ply == 0; }));
    for (std::size_t i = 1; i < costly; ++i)
        EXPECT_GE(result.decisions[order[i - 1]].loss(), result.decisions[order[i]].loss());
}

TEST(AiReview, TheSameRecordAndSeedGiveTheSameReviewWhateverTheThreads)
{
    auto match = newMatch("no-return", 2, 5);
    playOn(*match, {"normal", "easy"}, 5);
    const Record record = games::core::recordOf(*match);
    const Game& g = match->game();
    ReviewOptions options;
    options.agent = kHard;
    options.seed = 11;
    options.seats = {1};
    options.defaults.threads = 1;
    const auto one = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options);
    options.defaults.threads = 2;
    const auto two = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options);
    ASSERT_TRUE(one && two);
    EXPECT_FALSE(one->decisions.empty());
    EXPECT_EQ(games::ai::reviewToJson(g, *one), games::ai::reviewToJson(g, *two));
}

TEST(AiReview, WhatTheSeatCouldNotKnowChangesNothingUpToWhereItLearnsIt)
{
    // Two deals that differ only in the sixth card of the deck and the first card set aside, swapped: nobody sees
    // either before the sixth card is revealed. Both games are the same move for move up to that reveal (ply
    // `reveal`), then each goes its own way. The reviews agree on every decision before it.
    const std::vector<std::string> deck {"13", "3", "20", "8", "27", "14", "31", "5", "22", "11", "33", "17", "6", "29",
        "24", "9", "19", "4", "26", "12", "30", "15", "7", "23"};
    const std::vector<std::string> setAside {"35", "10", "16", "18", "21", "25", "28", "32", "34"};
    auto a = newMatch("no-thanks", 3, 0, {{"deck", deck}, {"setAside", setAside}});
    playOn(*a, {"normal", "normal", "easy"}, 9);
    const Record recordA = games::core::recordOf(*a);

    // The ply at which the sixth card comes up: right after the fifth take.
    games::core::Move take;
    ASSERT_FALSE(a->game().parseMove("take", take));
    std::size_t reveal = 0;
    for (int takes = 0; reveal < a->history().size() && takes < 5; ++reveal)
        takes += a->history()[reveal] == take;

    auto swapped = deck;
    auto aside = setAside;
    std::swap(swapped[5], aside[0]);
    auto b = newMatch("no-thanks", 3, 0, {{"deck", swapped}, {"setAside", aside}});
    for (std::size_t ply = 0; ply < reveal; ++ply)
        ASSERT_FALSE(b->apply(a->history()[ply]));
    playOn(*b, {"easy", "normal", "normal"}, 4);
    const Record recordB = games::core::recordOf(*b);
    ASSERT_NE(recordA.moves, recordB.moves) << "the games part after the reveal";

    for (int seat = 0; seat < 3; ++seat) {
        const auto reviewA = review(recordA, {seat});
        const auto reviewB = review(recordB, {seat});
        std::vector<nlohmann::json> before[2];
        for (int which = 0; which < 2; ++which)
            for (const auto& decision : (which == 0 ? reviewA : reviewB).decisions)
                if (decision.ply < reveal)
                    before[which].push_back({decision.ply, decision.played.kind, decision.best.kind,
                        decision.playedChance, decision.bestChance, decision.costly});
        ASSERT_FALSE(before[0].empty()) << seat;
        EXPECT_EQ(before[0], before[1]) << "seat " << seat;
    }
}

TEST(AiReview, OnlyFinishedGamesWithAnEstimatingAgentAndSeatsOfTheGame)
{
    auto match = newMatch("no-thanks", 3, 2);
    games::core::MoveList legal;
    match->legalMoves(legal);
    ASSERT_FALSE(match->apply(legal.front()));
    const Record running = games::core::recordOf(*match);
    games::core::Error error;
    EXPECT_FALSE(games::ai::reviewRecord(nobox_test::builtinRegistry(), running, {}, &error));
    EXPECT_EQ(error.code, "record.not-over");

    playOn(*match, {"normal", "normal", "normal"}, 2);
    const Record over = games::core::recordOf(*match);
    ReviewOptions options;
    options.agent = "normal";
    EXPECT_FALSE(games::ai::reviewRecord(nobox_test::builtinRegistry(), over, options, &error));
    EXPECT_EQ(error.code, "ai.review-needs-search");
    options.agent = "hard:bogus=1";
    EXPECT_FALSE(games::ai::reviewRecord(nobox_test::builtinRegistry(), over, options, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    options.agent = kHard;
    options.seats = {3};
    EXPECT_FALSE(games::ai::reviewRecord(nobox_test::builtinRegistry(), over, options, &error));
    EXPECT_EQ(error.code, "ai.bad-review-seat");
    EXPECT_EQ(error.args[0], 3);
    EXPECT_EQ(error.args[1], 3);
}

TEST(AiReview, AStopEndsTheReviewAndProgressReachesTheEnd)
{
    auto match = newMatch("no-thanks", 3, 4);
    playOn(*match, {"normal", "normal", "normal"}, 4);
    const Record record = games::core::recordOf(*match);
    ReviewOptions options;
    options.agent = kHard;
    options.seats = {1};

    std::vector<games::ai::ReviewProgress> seen;
    auto result = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options, nullptr, {},
        [&](const games::ai::ReviewProgress& p) { seen.push_back(p); });
    ASSERT_TRUE(result);
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.back().done, seen.back().total);
    EXPECT_EQ(seen.back().total, static_cast<int>(result->decisions.size()));
    EXPECT_DOUBLE_EQ(seen.back().fraction, 1.0);
    for (std::size_t i = 1; i < seen.size(); ++i)
        EXPECT_GE(seen[i].done, seen[i - 1].done);

    // Stopped after the second decision: the review says so, and gives no partial result.
    games::core::StopSource stop;
    games::core::Error error;
    auto stoppedReview = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options, &error,
        {stop.get_token(), {}}, [&](const games::ai::ReviewProgress& p) {
            if (p.done >= 2)
                stop.request_stop();
        });
    EXPECT_FALSE(stoppedReview);
    EXPECT_EQ(error.code, "ai.review-stopped");
}

} // namespace
