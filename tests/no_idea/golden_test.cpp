// SPDX-License-Identifier: GPL-3.0-or-later
// Golden playthroughs: tests/golden/no-idea-*.json replay to the result under "expected" (golden_records.h).
// To rewrite them after a deliberate rules change: run with --gtest_also_run_disabled_tests
// --gtest_filter='*DISABLED_Regenerate*'.
#include "helpers.h"

#include "golden_records.h"

#include "core/record.h"
#include "core/score.h"

#include <set>

using namespace nitest;

namespace {

nlohmann::json expectedOf(const core::Match& match)
{
    const auto scores = match.score();
    nlohmann::json totals = nlohmann::json::array();
    nlohmann::json keys = nlohmann::json::array();
    for (const auto& s : scores) {
        totals.push_back(s.total);
        keys.push_back({s.rankKey.total, s.rankKey.tieBreak});
    }
    const State& state = stateOf(match);
    return {{"over", match.isOver()}, {"moves", match.history().size()}, {"totals", totals}, {"rankKeys", keys},
        {"winners", core::winnersOf(scores)}, {"places", core::placesOf(scores)}, {"drawPile", state.drawPile.size()},
        {"piles", state.piles.size()}, {"reshuffles", countEvents(state, EventType::Reshuffle)},
        {"logSize", state.log.size()}};
}

} // namespace

TEST(NoIdeaGolden, RecordsReplayToTheirExpectedResults)
{
    const auto coverage = nobox_test::replayGoldenRecords("no-idea-", expectedOf);
    EXPECT_GE(coverage.files, 4u);
    EXPECT_EQ(coverage.seatCounts, (std::set<int> {2, 3, 4, 5}));
    EXPECT_TRUE(coverage.explicitSetup);
}

TEST(NoIdeaGolden, DISABLED_Regenerate)
{
    struct Spec {
        std::string name;
        int seats;
        core::Seat startSeat;
        std::uint64_t seed;
        bool explicitSetup;
    };
    const std::vector<Spec> specs {{"no-idea-2p-seed.json", 2, 0, 2024, false},
        {"no-idea-3p-seed.json", 3, 1, 77, false}, {"no-idea-4p-setup.json", 4, 3, 4242, true},
        {"no-idea-5p-seed.json", 5, 2, 555, false}};
    for (const auto& spec : specs) {
        core::MatchConfig config {spec.seats, spec.startSeat, {}, spec.seed, nullptr};
        if (spec.explicitSetup) {
            auto box = boxCards();
            core::Rng shuffler(spec.seed);
            shuffler.shuffle(std::span<Card>(box));
            nlohmann::json names = nlohmann::json::array();
            for (Card c : box)
                names.push_back(cardName(c));
            config.setup = {{"cards", names}, {"trophies", {3, 4, 5, 3, 4, 5, 3, 4, 5, 3, 4, 3}}};
        }
        auto match = game().newMatch(config);
        ASSERT_NE(match, nullptr);
        core::Rng rng(spec.seed + 1);
        core::MoveList legal;
        while (!match->isOver()) {
            match->legalMoves(legal);
            ASSERT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        }
        std::vector<std::string> names;
        for (int i = 0; i < spec.seats; ++i)
            names.push_back(std::string(1, static_cast<char>('A' + i)) + "nn");
        nobox_test::writeGoldenRecord(spec.name, *match, names, expectedOf);
    }
}
