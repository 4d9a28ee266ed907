// SPDX-License-Identifier: GPL-3.0-or-later
// Notation round trips, illegal moves with their codes, bad setups.
#include "core/debug.h"
#include "helpers.h"

using namespace nrtest;

TEST(NoReturnNotation, RoundTripForEveryKind)
{
    const std::vector<std::pair<std::string, std::string>> cases {
        {"keep", "keep"},
        {"setaside red11 blue3", "setaside red11 blue3"},
        {"setaside  blue3   red11 red11", "setaside red11 red11 blue3"},
        {"setaside pink1 purple2 blue3 green4 yellow5 red6 red7 red8",
            "setaside red8 red7 red6 yellow5 green4 blue3 purple2 pink1"},
        {"exchange blue3 red11", "exchange red11 blue3"},
        {"exchange pink1", "exchange pink1"},
        {"arrange red 9 11 9", "arrange red 11 9 9"},
        {"arrange yellow 1", "arrange yellow 1"},
        {"switch", "switch"},
        {"clear yellow 2 pay green 11", "clear yellow 2 pay green 11"},
        {"clear pink 22 pay blue 1 5 3", "clear pink 22 pay blue 5 3 1"},
    };
    for (const auto& [input, canonical] : cases) {
        core::Move move;
        ASSERT_TRUE(game().parseMove(input, move).ok()) << input;
        EXPECT_EQ(game().moveToText(move), canonical);
        core::Move again;
        ASSERT_TRUE(game().parseMove(canonical, again).ok());
        EXPECT_EQ(again, move);
        EXPECT_TRUE(isWellFormed(move)) << input;
        EXPECT_TRUE(game().moveToJson(move).is_object());
    }
}

TEST(NoReturnNotation, JsonForm)
{
    EXPECT_EQ(game().moveToJson(mv("keep")), nlohmann::json({{"type", "keep"}}));
    EXPECT_EQ(game().moveToJson(mv("setaside red11 blue3")),
        nlohmann::json({{"type", "setaside"}, {"counters", {"red11", "blue3"}}}));
    EXPECT_EQ(game().moveToJson(mv("exchange red11")), nlohmann::json({{"type", "exchange"}, {"counters", {"red11"}}}));
    EXPECT_EQ(game().moveToJson(mv("arrange red 11 9 9")),
        nlohmann::json({{"type", "arrange"}, {"colour", "red"}, {"values", {11, 9, 9}}}));
    EXPECT_EQ(game().moveToJson(mv("switch")), nlohmann::json({{"type", "switch"}}));
    EXPECT_EQ(game().moveToJson(mv("clear yellow 2 pay green 11 1")),
        nlohmann::json(
            {{"type", "clear"}, {"column", "yellow"}, {"count", 2}, {"payColour", "green"}, {"payment", {11, 1}}}));
}

TEST(NoReturnNotation, BadTextIsRefusedWithTheText)
{
    for (const std::string text : {"", "  ", "pass", "Keep", "keep now", "switch red", "setaside", "exchange",
             "exchange red", "exchange red12", "exchange red0", "exchange orange3", "arrange", "arrange red",
             "arrange red 12", "arrange red 0", "arrange red 09", "arrange red x", "arrange red11",
             "arrange red 1 1 1 1 1 1 1 1 1", "clear red 0 pay red 1", "clear red 23 pay red 1", "clear red 1 pay",
             "clear red 1 for red 1", "clear red pay red 1", "clear red 1 pay red", "clear 1 red pay red 1",
             "setaside red1 red1 red1 red1 red1 red1 red1 red1 red1"}) {
        core::Move move;
        const auto error = game().parseMove(text, move);
        EXPECT_EQ(error.code, "no-return.bad-notation") << "'" << text << "'";
        EXPECT_EQ(error.detail, text);
    }
}

TEST(NoReturnErrors, MalformedBytesAreRefused)
{
    auto match = seeded(2, 1);
    const Counter red5 = makeCounter(Red, 5);
    const Counter blue3 = makeCounter(Blue, 3);
    constexpr auto SetAside = static_cast<std::uint8_t>(MoveKind::SetAside);
    constexpr auto Exchange = static_cast<std::uint8_t>(MoveKind::Exchange);
    constexpr auto Switch = static_cast<std::uint8_t>(MoveKind::Switch);
    constexpr auto Clear = static_cast<std::uint8_t>(MoveKind::Clear);
    std::vector<core::Move> bad;
    bad.push_back(core::Move {}); // kind 0
    bad.push_back(core::Move {7, 0, 0, 0, {}}); // unknown kind
    bad.push_back(core::Move {Clear + 1, 0, 0, 0, {}}); // one past the last kind
    bad.push_back(core::Move {Switch, 1, 0, 0, {}}); // unused byte set
    bad.push_back(core::Move {SetAside, 0, 0, 1, {blue3, red5}}); // item beyond count
    bad.push_back(core::Move {SetAside, 0, 0, 2, {blue3, red5}}); // not canonical order
    bad.push_back(core::Move {SetAside, 0, 0, 1, {makeCounter(Red, 12)}});
    bad.push_back(core::Move {SetAside, 0, 0, 1, {makeCounter(6, 1)}});
    bad.push_back(core::Move {SetAside, 0, 0, 9, {}});
    bad.push_back(core::Move {Clear, 6, 1, 1, {red5}});
    bad.push_back(core::Move {Clear, 0, 23, 1, {red5}});
    bad.push_back(core::Move {Exchange, 0, 1, 1, {red5}});
    for (const auto& move : bad) {
        const auto before = games::core::stateJson(*match);
        EXPECT_EQ(match->apply(move).code, "no-return.malformed-move") << game().moveToText(move);
        EXPECT_EQ(games::core::stateJson(*match), before);
    }
}

TEST(NoReturnErrors, IllegalMovesGiveTheRightCode)
{
    auto match
        = start(2, "red5 red5 red3 blue3 blue2 green7 green1 pink9 " + firstCounters(8, 88) + firstCounters(10, 22));
    const auto red4 = match->check(mv("setaside red4"));
    EXPECT_EQ(red4.code, "no-return.not-in-hand");
    EXPECT_EQ(red4.args, (std::array<int, 3> {makeCounter(Red, 4), 1, 0}));
    EXPECT_TRUE(red4.detail.empty());
    const auto thirdRed5 = match->check(mv("setaside red5 red5 red5"));
    EXPECT_EQ(thirdRed5.code, "no-return.not-in-hand");
    EXPECT_EQ(thirdRed5.args, (std::array<int, 3> {makeCounter(Red, 5), 3, 2}));
    EXPECT_EQ(match->check(mv("arrange red 5")).code, "no-return.setup-exchange-first");
    EXPECT_EQ(match->check(mv("switch")).code, "no-return.setup-exchange-first");
    play(*match, "keep; keep");
    EXPECT_EQ(match->check(mv("keep")).code, "no-return.setup-only");
    EXPECT_EQ(match->check(mv("setaside red5")).code, "no-return.setup-only");
    EXPECT_EQ(match->check(moves::exchange({})).code, "no-return.exchange-count");
    const auto five = match->check(mv("exchange red5 red5 red3 blue3 blue2"));
    EXPECT_EQ(five.code, "no-return.exchange-count");
    EXPECT_EQ(five.args[0], 5);
    EXPECT_EQ(match->check(mv("exchange red4")).code, "no-return.not-in-hand");
    EXPECT_EQ(match->check(mv("arrange red 4")).code, "no-return.not-in-hand");
    EXPECT_EQ(match->check(mv("clear red 1 pay red 5")).code, "no-return.phase2-only");
    play(*match, "arrange red 5 3");
    EXPECT_EQ(match->check(mv("arrange red 1")).code, "no-return.not-in-hand"); // seat 1 to move
    play(*match, "exchange " + counterName(seatOf(*match, 1).hand.list().front()));
    EXPECT_EQ(match->check(mv("arrange red 5")).code, "no-return.too-high-for-column");
    play(*match, "switch");
    EXPECT_EQ(match->check(mv("switch")).code, "no-return.switch-not-first");
    EXPECT_EQ(match->check(mv("arrange blue 3")).code, "no-return.phase1-only");
    const auto noColumn = match->check(mv("clear blue 1 pay pink 9"));
    EXPECT_EQ(noColumn.code, "no-return.no-column");
    EXPECT_EQ(noColumn.args[0], Blue);
    EXPECT_TRUE(noColumn.detail.empty());
    const auto tooMany = match->check(mv("clear red 3 pay pink 9"));
    EXPECT_EQ(tooMany.code, "no-return.clear-count");
    EXPECT_EQ(tooMany.args, (std::array<int, 3> {3, 2, Red}));
    const auto low = match->check(mv("clear red 2 pay blue 3 2"));
    EXPECT_EQ(low.code, "no-return.payment-too-low");
    EXPECT_EQ(low.args[0], 5);
    EXPECT_EQ(low.args[1], 8);
    EXPECT_EQ(match->check(mv("clear red 2 pay pink 8")).code, "no-return.not-in-hand");
    EXPECT_TRUE(match->check(mv("clear red 2 pay pink 9")).ok());
    EXPECT_TRUE(match->check(mv("clear red 1 pay blue 3")).ok());
}

TEST(NoReturnErrors, BadSetupsAreRefused)
{
    struct Case {
        nlohmann::json setup;
        std::string code;
        std::string detail;
    };
    const std::vector<Case> cases {
        {"red1", "no-return.bad-setup", "setup"},
        {nlohmann::json::array(), "no-return.bad-setup", "setup"},
        {nlohmann::json::object(), "no-return.bad-setup", "bag"},
        {{{"bag", "red1"}}, "no-return.bad-setup", "bag"},
        {{{"bag", {"red1"}}, {"deck", {}}}, "no-return.bad-setup", "deck"},
        {{{"bag", {"red1", "red12"}}}, "no-return.bad-counter", "bag[1]"},
        {{{"bag", {"red1", 5}}}, "no-return.bad-counter", "bag[1]"},
        {{{"bag", {"Red1"}}}, "no-return.bad-counter", "bag[0]"},
        {{{"bag", {"blue3", "blue3", "blue3"}}}, "no-return.too-many-copies", "bag[2]"},
    };
    for (const auto& c : cases) {
        core::Error error;
        EXPECT_EQ(game().newMatch({2, 0, {}, 0, c.setup}, &error), nullptr) << c.setup.dump();
        EXPECT_EQ(error.code, c.code) << c.setup.dump();
        EXPECT_EQ(error.detail, c.detail) << c.setup.dump();
        if (c.code == "no-return.too-many-copies") {
            EXPECT_EQ(error.args[0], makeCounter(Blue, 3));
        }
    }
    core::Error error;
    EXPECT_EQ(game().newMatch({5, 0, {}, 1, nullptr}, &error), nullptr);
    EXPECT_EQ(error.code, "core.bad-seat-count");
    EXPECT_EQ(game().newMatch({1, 0, {}, 1, nullptr}, &error), nullptr);
    EXPECT_EQ(error.code, "core.bad-seat-count");
    // An empty bag is a legal (if dull) setup: nobody holds a counter, the game is over after the setup.
    auto empty = game().newMatch({2, 0, {}, 0, {{"bag", nlohmann::json::array()}}}, &error);
    ASSERT_NE(empty, nullptr);
    play(*empty, "keep; keep");
    EXPECT_TRUE(empty->isOver());
}

TEST(NoReturnGameInfo, IdentityAndCodes)
{
    EXPECT_EQ(game().id(), "no-return");
    EXPECT_EQ(game().version(), 1);
    EXPECT_EQ(game().minSeats(), 2);
    EXPECT_EQ(game().maxSeats(), 4);
    EXPECT_TRUE(game().optionSpecs().empty());
    std::set<std::string_view> codes;
    for (const auto& info : game().errorCodes()) {
        EXPECT_TRUE(info.code.starts_with("no-return.")) << info.code;
        EXPECT_TRUE(codes.insert(info.code).second) << info.code;
    }
    EXPECT_TRUE(codes.count("no-return.payment-too-low"));
}
