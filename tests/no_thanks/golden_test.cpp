// SPDX-License-Identifier: GPL-3.0-or-later
// Golden playthroughs: tests/golden/no-thanks-*.json replay to their final scores and winners under "expected"
// (golden_records.h). DISABLED_WriteGoldenRecords made them (random play, then frozen).
#include "core/debug.h"
#include "test_util.h"

#include "core/record.h"
#include "core/rng.h"
#include "core/score.h"
#include "golden_records.h"

using namespace nt_test;

namespace {

nlohmann::json expectedOf(const games::core::Match& match)
{
    const auto scores = match.score();
    nlohmann::json expected;
    for (const auto& score : scores)
        expected["scores"].push_back(score.total);
    expected["winners"] = games::core::winnersOf(scores);
    return expected;
}

void writeGolden(const std::string& name, const MatchConfig& config, std::uint64_t playSeed)
{
    auto match = game().newMatch(config);
    games::core::Rng rng(playSeed);
    games::core::MoveList legal;
    while (!match->isOver()) {
        match->legalMoves(legal);
        ASSERT_TRUE(match->apply(randomMoveSpecialsOften(legal, rng, 2)).ok());
    }
    std::vector<std::string> names;
    for (int seat = 0; seat < config.seats; ++seat)
        names.push_back("Seat " + std::to_string(seat));
    nobox_test::writeGoldenRecord(name, *match, names, expectedOf);
}

} // namespace

TEST(NoThanksGolden, DISABLED_WriteGoldenRecords)
{
    writeGolden("no-thanks-base.json", MatchConfig {4, 1, options(false), 20240601, nullptr}, 1);
    writeGolden("no-thanks-expansion.json", MatchConfig {5, 2, options(true), 777, nullptr}, 2);
    // An explicit setup: a full expansion deal written out card by card.
    auto dealt = seededMatch(3, 4242, true);
    const State& s = games::core::stateOf(*dealt);
    nlohmann::json setup {{"deck", {std::string(cardName(s.middle))}}, {"setAside", nlohmann::json::array()},
        {"unusedGreen", nlohmann::json::array()}};
    for (int i = s.deckTop; i < s.deckEnd; ++i)
        setup["deck"].push_back(cardName(s.deck[i]));
    for (int i = 0; i < s.setAsideEnd; ++i)
        setup["setAside"].push_back(cardName(s.setAside[i]));
    for (int i = 0; i < s.unusedCount; ++i)
        setup["unusedGreen"].push_back(cardName(s.unused[i]));
    writeGolden("no-thanks-setup.json", MatchConfig {3, 0, options(true, true), 0, setup}, 3);
}

TEST(NoThanksGolden, RecordsReplayToTheirExpectedResult)
{
    const auto coverage = nobox_test::replayGoldenRecords("no-thanks-", expectedOf);
    EXPECT_EQ(coverage.files, 3u);
    EXPECT_TRUE(coverage.explicitSetup);
}
