// SPDX-License-Identifier: GPL-3.0-or-later
// Golden playthroughs: tests/golden/no-return-*.json replay to the result under "expected" (golden_records.h).
// To rewrite them after a deliberate rules change: run with --gtest_also_run_disabled_tests
// --gtest_filter='*DISABLED_Regenerate*'.
#include "helpers.h"

#include "core/record.h"
#include "core/score.h"
#include "golden_records.h"

using namespace nrtest;

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
        {"winners", core::winnersOf(scores)}, {"places", core::placesOf(scores)}, {"lastRound", state.lastRound},
        {"bagCount", state.bag.size()}, {"lidFaceUp", state.lidFaceUp.size()}};
}

} // namespace

TEST(NoReturnGolden, RecordsReplayToTheirExpectedResults)
{
    const auto coverage = nobox_test::replayGoldenRecords("no-return-", expectedOf);
    EXPECT_GE(coverage.files, 3u);
    EXPECT_EQ(coverage.seatCounts, (std::set<int> {2, 3, 4}));
    EXPECT_TRUE(coverage.explicitSetup);
}

TEST(NoReturnGolden, DISABLED_Regenerate)
{
    struct Spec {
        std::string name;
        int seats;
        core::Seat startSeat;
        std::uint64_t seed;
        bool explicitBag;
    };
    const std::vector<Spec> specs {{"no-return-2p-seed.json", 2, 0, 2024, false},
        {"no-return-3p-seed.json", 3, 1, 77, false}, {"no-return-4p-bag.json", 4, 3, 4242, true}};
    for (const auto& spec : specs) {
        core::MatchConfig config {spec.seats, spec.startSeat, {}, spec.seed, nullptr};
        if (spec.explicitBag) {
            auto bag = fullCounterSet();
            core::Rng shuffler(spec.seed);
            shuffler.shuffle(std::span<Counter>(bag));
            nlohmann::json names = nlohmann::json::array();
            for (Counter c : bag)
                names.push_back(counterName(c));
            config.setup = {{"bag", names}};
            config.seed = 0;
        }
        auto match = game().newMatch(config);
        ASSERT_NE(match, nullptr);
        core::Rng rng(spec.seed + 1);
        core::MoveList legal;
        while (!match->isOver()) {
            match->legalMoves(legal);
            ASSERT_TRUE(match->apply(pickMove(legal, rng)).ok());
        }
        std::vector<std::string> names;
        for (int i = 0; i < spec.seats; ++i)
            names.push_back(std::string(1, static_cast<char>('A' + i)) + "nn");
        nobox_test::writeGoldenRecord(spec.name, *match, names, expectedOf);
    }
}
