// SPDX-License-Identifier: GPL-3.0-or-later
// Golden playthroughs: tests/golden/no-return-*.json are records with their expected results in "expected"
// (the record parser ignores the extra key). Replayed with core::parseRecord + core::replay.
// To rewrite them after a deliberate rules change: run with --gtest_also_run_disabled_tests
// --gtest_filter='*DISABLED_Regenerate*'.
#include "helpers.h"

#include "builtin_games.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/score.h"

#include <filesystem>
#include <fstream>

using namespace nrtest;

namespace {

const std::string kGoldenDir = std::string(NOBOX_TEST_DATA_DIR) + "/golden";

const core::Registry& registry()
{
    static const core::Registry instance = [] {
        core::Registry r;
        games::registerBuiltinGames(r);
        return r;
    }();
    return instance;
}

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

std::vector<std::filesystem::path> goldenFiles()
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(kGoldenDir)) {
        const auto name = entry.path().filename().string();
        if (name.starts_with("no-return-") && name.ends_with(".json"))
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

TEST(NoReturnGolden, RecordsReplayToTheirExpectedResults)
{
    const auto files = goldenFiles();
    ASSERT_GE(files.size(), 3u);
    std::set<int> seatCounts;
    bool explicitBag = false;
    for (const auto& path : files) {
        SCOPED_TRACE(path.string());
        std::ifstream in(path);
        const auto json = nlohmann::json::parse(in);
        core::Record record;
        ASSERT_TRUE(core::parseRecord(json, record).ok());
        seatCounts.insert(static_cast<int>(record.seats.size()));
        explicitBag = explicitBag || !record.setup.is_null();
        const auto replayed = core::replay(registry(), record);
        ASSERT_TRUE(replayed.error.ok()) << replayed.error.code << " at move " << replayed.failedMove;
        EXPECT_EQ(expectedOf(*replayed.match), json.at("expected"));
        // Every move's text is canonical.
        for (std::size_t i = 0; i < replayed.match->history().size(); ++i)
            EXPECT_EQ(game().moveToText(replayed.match->history()[i]), record.moves[i]);
    }
    EXPECT_EQ(seatCounts, (std::set<int> {2, 3, 4}));
    EXPECT_TRUE(explicitBag);
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
        auto json = core::toJson(core::recordOf(*match, names));
        json["expected"] = expectedOf(*match);
        std::ofstream(kGoldenDir + "/" + spec.name) << json.dump(1) << "\n";
    }
}
