// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a bot's answer line (app/cli/bot_answer.h): moves, late answers, and everything else named.
#include "bot_answer.h"

#include "builtin_games.h"
#include "core/match_config.h"

#include <gtest/gtest.h>

using nobox::cli::BotAnswer;
using nobox::cli::readBotAnswer;

namespace {
struct Position {
    games::core::Registry registry;
    const games::core::Game* game = nullptr;
    games::core::MoveList legal;
    Position()
    {
        games::registerBuiltinGames(registry);
        game = registry.find("no-thanks");
        games::core::MatchConfig config;
        config.seats = 3;
        config.seed = 1;
        game->newMatch(config)->legalMoves(legal); // take, refuse
    }
};
} // namespace

TEST(BotAnswer, PlainAndJsonMoves)
{
    Position p;
    EXPECT_EQ(readBotAnswer(*p.game, "  take \r", p.legal, 1).kind, BotAnswer::Kind::Move);
    const auto json = readBotAnswer(*p.game, R"({"move": "refuse", "decision": 4})", p.legal, 4);
    ASSERT_EQ(json.kind, BotAnswer::Kind::Move);
    EXPECT_EQ(p.game->moveToText(json.move), "refuse");
    EXPECT_EQ(readBotAnswer(*p.game, R"({"move": "take"})", p.legal, 9).kind, BotAnswer::Kind::Move);
}

TEST(BotAnswer, OnlyAnEarlierDecisionIsLate)
{
    Position p;
    EXPECT_EQ(readBotAnswer(*p.game, R"({"move": "take", "decision": 3})", p.legal, 4).kind, BotAnswer::Kind::Late);
    for (const char* line : {R"({"move": "take", "decision": 5})", R"({"move": "take", "decision": 0})",
             R"({"move": "take", "decision": -2})", R"({"move": "take", "decision": "3"})",
             R"({"move": "take", "decision": 3.5})", R"({"move": "take", "decision": 99999999999999999999})"})
        EXPECT_EQ(readBotAnswer(*p.game, line, p.legal, 4).kind, BotAnswer::Kind::NotAMove) << line;
}

TEST(BotAnswer, GarbageAndIllegalMovesAreNamed)
{
    Position p;
    for (const char* line : {"", "   ", "{", "[1]", R"({"move": 3})", R"({"mov": "take"})", "fly", "\x1b[2J"}) {
        const auto answer = readBotAnswer(*p.game, line, p.legal, 1);
        EXPECT_EQ(answer.kind, BotAnswer::Kind::NotAMove) << line;
        EXPECT_NE(answer.problem.find("which is not a move"), std::string::npos) << answer.problem;
        EXPECT_EQ(answer.problem.find('\x1b'), std::string::npos) << "control bytes reach the terminal";
    }
    const auto illegal = readBotAnswer(*p.game, "give 17", p.legal, 1);
    EXPECT_EQ(illegal.kind, BotAnswer::Kind::Illegal);
    EXPECT_EQ(illegal.problem, "answered 'give 17', which is not a legal move now");
    const auto longLine = readBotAnswer(*p.game, std::string(100000, 'x'), p.legal, 1);
    EXPECT_LT(longLine.problem.size(), 120u);
}
