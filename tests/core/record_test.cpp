// SPDX-License-Identifier: GPL-3.0-or-later
// Malformed records are named precisely and never crash the reader.
#include "builtin_games.h"
#include "core/record.h"

#include <gtest/gtest.h>

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
    j["game"] = "no-idea-yet";
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
