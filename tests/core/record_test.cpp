// SPDX-License-Identifier: GPL-3.0-or-later
// Malformed records are named precisely and never crash the reader.
#include "builtin_games.h"
#include "builtin_registry.h"
#include "core/record.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace games::core;
using nlohmann::json;

namespace {
json minimal()
{
    return json {{"game", "no-thanks"}, {"seats", {"A", "B", "C"}}, {"seed", 5}, {"moves", json::array()}};
}

Error parse(const json& j)
{
    Record record;
    return parseRecord(j, record);
}
} // namespace

TEST(Record, MinimalParses)
{
    Record record;
    ASSERT_TRUE(parseRecord(minimal(), record).ok());
    EXPECT_EQ(record.game, "no-thanks");
    EXPECT_EQ(record.seats.size(), 3u);
    EXPECT_EQ(record.seed, 5u);
    EXPECT_EQ(record.startSeat, 0);
}

TEST(Record, RoundTripThroughJson)
{
    Record record;
    auto j = minimal();
    j["options"] = {{"expansion", true}};
    j["startSeat"] = 2;
    j["moves"] = {"refuse", "take"};
    ASSERT_TRUE(parseRecord(j, record).ok());
    Record again;
    ASSERT_TRUE(parseRecord(toJson(record), again).ok());
    EXPECT_EQ(toJson(record), toJson(again));
    EXPECT_EQ(again.options.at("expansion"), "true");
    EXPECT_EQ(again.startSeat, 2);
    EXPECT_EQ(again.moves, (std::vector<std::string> {"refuse", "take"}));
}

TEST(Record, EachBrokenFieldIsNamed)
{
    EXPECT_EQ(parse(json::array()).code, "record.not-an-object");
    EXPECT_EQ(parse(json(17)).code, "record.not-an-object");

    auto noGame = minimal();
    noGame.erase("game");
    EXPECT_EQ(parse(noGame).detail, "game");

    auto noSeats = minimal();
    noSeats.erase("seats");
    EXPECT_EQ(parse(noSeats).code, "record.missing-field");

    auto noSeed = minimal();
    noSeed.erase("seed");
    EXPECT_EQ(parse(noSeed).detail, "seed");

    auto badMove = minimal();
    badMove["moves"] = {"take", 3};
    EXPECT_EQ(parse(badMove).code, "record.bad-field");
    EXPECT_EQ(parse(badMove).detail, "moves[1]");

    auto badSeed = minimal();
    badSeed["seed"] = -4;
    EXPECT_EQ(parse(badSeed).detail, "seed");

    auto badStart = minimal();
    badStart["startSeat"] = 3;
    EXPECT_EQ(parse(badStart).detail, "startSeat");

    auto badOption = minimal();
    badOption["options"] = {{"expansion", json::array()}};
    EXPECT_EQ(parse(badOption).detail, "options.expansion");

    auto badFormat = minimal();
    badFormat["format"] = "something-else";
    EXPECT_EQ(parse(badFormat).code, "record.bad-format");
    EXPECT_EQ(parse(badFormat).detail, "something-else");
}

TEST(Record, ReplayNamesUnknownGameAndBadOptions)
{
    Registry registry;
    games::registerBuiltinGames(registry);
    Record record;
    auto j = minimal();
    j["game"] = "Not a game!"; // never a game id (Registry::isGameId)
    ASSERT_TRUE(parseRecord(j, record).ok());
    EXPECT_EQ(replay(registry, record).error.code, "record.unknown-game");

    j = minimal();
    j["options"] = {{"colour", true}};
    ASSERT_TRUE(parseRecord(j, record).ok());
    auto result = replay(registry, record);
    EXPECT_EQ(result.error.code, "core.unknown-option");
    EXPECT_EQ(result.match, nullptr);

    j = minimal();
    j["seats"] = {"only one"};
    ASSERT_TRUE(parseRecord(j, record).ok());
    EXPECT_EQ(replay(registry, record).error.code, "core.bad-seat-count");
}

TEST(Record, ReplayStopsAtTheFirstBadMoveAndSaysWhich)
{
    Registry registry;
    games::registerBuiltinGames(registry);
    Record record;
    auto j = minimal();
    j["moves"] = {"refuse", "refuse", "fly away", "take"};
    ASSERT_TRUE(parseRecord(j, record).ok());
    auto result = replay(registry, record);
    ASSERT_NE(result.match, nullptr);
    EXPECT_EQ(result.failedMove, 2);
    EXPECT_FALSE(result.error.ok());
    EXPECT_EQ(result.match->history().size(), 2u);
}

TEST(Record, UnknownFieldsAreKeptThroughReadAndWrite)
{
    // An app writes its own fields (seat kinds and levels); the engine must hand them back untouched.
    auto j = minimal();
    j["players"] = json::array({{{"kind", "human"}}, {{"kind", "computer"}, {"level", "hard"}}, {{"kind", "human"}}});
    j["title"] = "Sunday";
    Record record;
    ASSERT_TRUE(parseRecord(j, record).ok());
    EXPECT_EQ(record.extra["title"], "Sunday");
    const json written = toJson(record);
    EXPECT_EQ(written["players"], j["players"]);
    EXPECT_EQ(written["title"], "Sunday");
    EXPECT_EQ(written["format"], "nobox-record");
}

TEST(Record, SeatsMayBeACountWithoutNames)
{
    auto j = minimal();
    j["seats"] = 4;
    Record record;
    ASSERT_TRUE(parseRecord(j, record).ok());
    EXPECT_EQ(record.seats, std::vector<std::string>(4));
    EXPECT_EQ(toJson(record)["seats"], 4);
}

TEST(Record, OutOfRangeNumbersAreRefusedNotWrapped)
{
    for (const auto& [field, value] : std::vector<std::pair<std::string, json>> {{"version", 4294967296ULL},
             {"version", -1}, {"version", 1.5}, {"startSeat", 3}, {"startSeat", -1}, {"startSeat", 4294967296LL},
             {"seed", -5}, {"seats", 0}, {"seats", 65}, {"seats", 4294967299ULL}}) {
        auto j = minimal();
        j[field] = value;
        const Error error = parse(j);
        EXPECT_EQ(error.code, "record.bad-field") << field << " = " << value.dump();
        EXPECT_EQ(error.detail, field);
    }
    // Option values are checked against the game's specs when the match is configured, naming the option.
    const Registry& registry = nobox_test::builtinRegistry();
    auto big = minimal();
    big["options"] = {{"expansion", 4294967296LL}};
    Record record;
    ASSERT_TRUE(parseRecord(big, record).ok());
    const Game* game = nullptr;
    MatchConfig config;
    const Error error = configOf(registry, record, game, config);
    EXPECT_EQ(error.code, "core.bad-option-value");
    EXPECT_NE(error.detail.find("expansion"), std::string::npos) << error.detail;
}

TEST(Record, TextErrorsSayWhere)
{
    Record record;
    const Error broken = parseRecordText("{\n  \"game\": \"no-thanks\",\n  \"seats\" 3\n}", record);
    EXPECT_EQ(broken.code, "record.not-json");
    EXPECT_EQ(broken.args[0], 3); // line
    EXPECT_EQ(broken.args[1], 11); // column
    EXPECT_EQ(parseRecordText("", record).code, "record.not-json");
    EXPECT_EQ(parseRecordText("{\"game\": \"no-thanks\", \"seats\": [\"A\"", record).code, "record.not-json");
    EXPECT_EQ(parseRecordText(std::string(10000, '[') + std::string(10000, ']'), record).code, "record.too-deep");
    EXPECT_EQ(parseRecordText(std::string(kMaxRecordBytes + 1, ' '), record).code, "record.too-large");
    // Brackets inside strings are text, not nesting.
    auto deepName = minimal();
    deepName["seats"] = {std::string(200, '['), "B", "C"};
    EXPECT_TRUE(parseRecordText(deepName.dump(), record).ok());
    EXPECT_TRUE(parseRecordText(minimal().dump(), record).ok());
}

// Found by the record fuzzer (tests/fuzz/regressions/record/number-overflow): a number too large for a double
// made the JSON reader throw an exception other than its parse error, and the CLI ended in std::terminate.
TEST(Record, NumbersBeyondAnyJsonTypeAreNotJsonAndSayWhere)
{
    Record record;
    const Error seed = parseRecordText("{\"game\": \"no-thanks\", \"seats\": 3,\n \"seed\": 1e999}", record);
    EXPECT_EQ(seed.code, "record.not-json");
    EXPECT_EQ(seed.args[0], 2); // line
    EXPECT_GE(seed.args[1], 10); // column: at the number
    EXPECT_EQ(
        parseRecordText("7777777700000e000000000000000000000000613865649208528440", record).code, "record.not-json");
    EXPECT_EQ(parseRecordText("[-1e400]", record).code, "record.not-json");
}

TEST(Record, ReplayUpToAMove)
{
    const Registry& registry = nobox_test::builtinRegistry();
    Record record;
    auto j = minimal();
    j["moves"] = {"refuse", "refuse", "refuse", "take"};
    ASSERT_TRUE(parseRecord(j, record).ok());
    for (std::size_t n = 0; n <= 4; ++n) {
        auto partial = replay(registry, record, n);
        ASSERT_TRUE(partial.error.ok());
        EXPECT_EQ(partial.match->history().size(), n);
        EXPECT_EQ(toJson(recordOf(*partial.match, record.seats))["moves"].size(), n);
    }
    EXPECT_EQ(replay(registry, record, 99).match->history().size(), 4u);
}

TEST(Record, EveryCoreCodeIsListedOnce)
{
    std::set<std::string_view> codes;
    for (const auto& info : coreErrorCodes())
        EXPECT_TRUE(codes.insert(info.code).second) << info.code;
    for (const char* code : {"core.game-over", "core.bad-seat-count", "record.not-json", "record.newer-version"})
        EXPECT_TRUE(codes.count(code)) << code;
}
