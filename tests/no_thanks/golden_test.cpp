// SPDX-License-Identifier: GPL-3.0-or-later
// Golden playthroughs: tests/golden/no-thanks-*.json hold a record and, under "expected", its final scores and
// winners. Each replays to exactly that result. DISABLED_WriteGoldenRecords made them (random play, then frozen).
#include "core/debug.h"
#include "test_util.h"

#include "builtin_games.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/score.h"

#include <fstream>

using namespace nt_test;

namespace {

const std::string kGoldenDir = std::string(NOBOX_TEST_DATA_DIR) + "/golden/";
const char* const kGoldenFiles[] = {"no-thanks-base.json", "no-thanks-expansion.json", "no-thanks-setup.json"};

const games::core::Registry& registry()
{
    static const games::core::Registry instance = [] {
        games::core::Registry r;
        games::registerBuiltinGames(r);
        return r;
    }();
    return instance;
}

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
    auto json = games::core::toJson(games::core::recordOf(*match, names));
    json["expected"] = expectedOf(*match);
    std::ofstream(kGoldenDir + name) << json.dump(1) << "\n";
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
    for (const char* file : kGoldenFiles) {
        SCOPED_TRACE(file);
        std::ifstream in(kGoldenDir + file);
        ASSERT_TRUE(in.good());
        const auto json = nlohmann::json::parse(in);
        games::core::Record record;
        ASSERT_TRUE(games::core::parseRecord(json, record).ok());
        ASSERT_FALSE(record.moves.empty());
        auto replayed = games::core::replay(registry(), record);
        ASSERT_TRUE(replayed.error.ok()) << replayed.error.code << " at move " << replayed.failedMove;
        ASSERT_TRUE(replayed.match->isOver());
        EXPECT_EQ(expectedOf(*replayed.match), json.at("expected"));
    }
}
