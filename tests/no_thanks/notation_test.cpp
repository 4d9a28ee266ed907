// SPDX-License-Identifier: GPL-3.0-or-later
// Move notation, illegal moves with their codes, and bad setups.
#include "core/debug.h"
#include "test_util.h"

using namespace nt_test;

TEST(NoThanksNotation, RoundTripEveryKind)
{
    for (const std::string text : {"take", "refuse", "bid", "decline", "skip", "look", "give 17", "remove wild",
             "give bonus15", "remove per-card-minus", "give 3", "give 35", "remove forty"}) {
        Move move;
        ASSERT_TRUE(game().parseMove(text, move).ok()) << text;
        EXPECT_EQ(game().moveToText(move), text);
        EXPECT_TRUE(isWellFormed(move));
    }
    EXPECT_EQ(game().moveToJson(mv("give 17")), (nlohmann::json {{"type", "give"}, {"card", "17"}}));
    EXPECT_EQ(game().moveToJson(mv("take")), (nlohmann::json {{"type", "take"}}));
}

TEST(NoThanksNotation, EveryCardNameRoundTrips)
{
    for (Card card = kLowestNumber; card <= kLastSpecial; ++card) {
        EXPECT_EQ(parseCard(cardName(card)), card);
        Move move;
        ASSERT_TRUE(game().parseMove("remove " + std::string(cardName(card)), move).ok());
        EXPECT_EQ(move.a, card);
    }
}

TEST(NoThanksNotation, BadTextRejected)
{
    for (const std::string text : {"", "Take", "take ", "take 3", "give", "give 2", "give 36", "remove joker",
             "give  17", "refuse now", "pass", "reveal"}) {
        Move move;
        const Error error = game().parseMove(text, move);
        EXPECT_EQ(error.code, "no-thanks.bad-notation") << text;
        EXPECT_EQ(error.detail, text);
    }
}

TEST(NoThanksIllegalMoves, CodesForWrongMoves)
{
    auto match = customMatch(3, deckOf({"20", "wild", "21"}), true, [](State& s) { s.displays[0].add(7); });
    EXPECT_EQ(code(*match, "bid"), "no-thanks.no-auction");
    EXPECT_EQ(code(*match, "decline"), "no-thanks.no-auction");
    EXPECT_EQ(code(*match, "give 7"), "no-thanks.no-choice-pending");
    EXPECT_EQ(code(*match, "skip"), "no-thanks.no-skip-card");
    EXPECT_EQ(code(*match, "look"), "no-thanks.no-look-card");
    Move junk = mv("take");
    junk.items[3] = 1;
    EXPECT_EQ(match->check(junk).code, "no-thanks.malformed-move");
    junk = Move {};
    junk.kind = 99;
    EXPECT_EQ(match->check(junk).code, "no-thanks.malformed-move");
    junk = mv("give 7");
    junk.a = 2;
    EXPECT_EQ(match->check(junk).code, "no-thanks.malformed-move");
    const auto before = games::core::stateJson(*match);
    EXPECT_FALSE(match->apply(mv("bid")).ok());
    EXPECT_EQ(games::core::stateJson(*match), before);
}

TEST(NoThanksIllegalMoves, GiveACardYouDoNotHold)
{
    auto match = customMatch(3, deckOf({"give", "5"}), true, [](State& s) { s.displays[0].add(7); });
    play(*match, {"bid", "decline"});
    const Error error = match->check(mv("give 8"));
    EXPECT_EQ(error.code, "no-thanks.not-your-card");
    EXPECT_EQ(error.args[0], 8);
    EXPECT_TRUE(error.detail.empty());
    EXPECT_EQ(game().argToText(games::core::ArgKind::Card, error.args[0]), "8");
    EXPECT_EQ(code(*match, "remove 7"), "no-thanks.wrong-choice");
    EXPECT_EQ(code(*match, "bid"), "no-thanks.choice-pending");
}

TEST(NoThanksIllegalMoves, AfterTheEnd)
{
    auto match = setupMatch(3, deckOf({"5"}));
    play(*match, {"take"});
    ASSERT_TRUE(match->isOver());
    EXPECT_EQ(match->apply(mv("take")).code, "core.game-over");
    games::core::MoveList legal {mv("take")};
    match->legalMoves(legal);
    EXPECT_TRUE(legal.empty());
}

namespace {

std::string setupError(
    const nlohmann::json& setup, bool expansion = false, std::string* detail = nullptr, int* card = nullptr)
{
    MatchConfig config {3, 0, options(expansion), 0, setup};
    Error error;
    auto match = game().newMatch(config, &error);
    EXPECT_EQ(match == nullptr, !error.ok());
    if (detail)
        *detail = error.detail;
    if (card)
        *card = error.args[0];
    return std::string(error.code);
}

} // namespace

TEST(NoThanksSetup, BadSetupsRejected)
{
    std::string detail;
    EXPECT_EQ(setupError(nlohmann::json::array()), "no-thanks.setup-not-object");
    EXPECT_EQ(setupError(nlohmann::json::object()), "no-thanks.setup-bad-list");
    EXPECT_EQ(setupError({{"deck", "3"}}), "no-thanks.setup-bad-list");
    EXPECT_EQ(setupError({{"deck", nlohmann::json::array()}}), "no-thanks.setup-empty-deck");
    EXPECT_EQ(setupError({{"deck", {"3"}}, {"extra", 1}}, false, &detail), "no-thanks.setup-unknown-key");
    EXPECT_EQ(detail, "extra");
    EXPECT_EQ(setupError({{"deck", {"3", "36"}}}, false, &detail), "no-thanks.setup-unknown-card");
    EXPECT_EQ(detail, "36");
    EXPECT_EQ(setupError({{"deck", {"3", 4}}}), "no-thanks.setup-unknown-card");
    int card = 0;
    EXPECT_EQ(setupError({{"deck", {"3", "3"}}}, false, &detail, &card), "no-thanks.setup-duplicate-card");
    EXPECT_EQ(detail, "deck[1]"); // where; the card itself is the typed argument
    EXPECT_EQ(card, 3);
    EXPECT_EQ(setupError({{"deck", {"3"}}, {"setAside", {"3"}}}), "no-thanks.setup-duplicate-card");
    EXPECT_EQ(setupError({{"deck", {"wild"}}}), "no-thanks.setup-card-not-in-game");
    EXPECT_EQ(setupError({{"deck", {"3"}}, {"unusedGreen", {"wild"}}}), "no-thanks.setup-card-not-in-game");
    EXPECT_EQ(setupError({{"deck", {"3"}}, {"setAside", {"wild"}}}, true), "no-thanks.setup-green-set-aside");
    EXPECT_EQ(setupError({{"deck", {"3"}}, {"unusedGreen", {"4"}}}, true), "no-thanks.setup-not-green");
    EXPECT_EQ(
        setupError({{"deck", {"bonus15", "bonus15", "bonus15", "bonus15"}}}, true), "no-thanks.setup-duplicate-card");
    EXPECT_EQ(setupError({{"deck", {"3"}}, {"setAside", {"4", "5", "6", "7", "8", "9", "10", "11", "12", "13"}}}),
        "no-thanks.setup-too-many");
    EXPECT_EQ(
        setupError({{"deck", {"3"}},
                       {"unusedGreen", {"wild", "skip", "look", "give", "remove", "double", "bonus5", "bonus10"}}},
            true),
        "no-thanks.setup-too-many");
    // Fine: copies within their count, any short deck.
    EXPECT_EQ(setupError({{"deck", {"bonus15", "bonus15", "bonus15", "3"}}, {"unusedGreen", {"bonus5"}}}, true), "");
}

TEST(NoThanksSetup, ErrorCodesAreDeclared)
{
    std::set<std::string_view> declared;
    for (const auto& info : game().errorCodes())
        declared.insert(info.code);
    for (const char* used : {"no-thanks.must-take", "no-thanks.bad-notation", "no-thanks.setup-empty-deck",
             "no-thanks.skip-last-participant", "no-thanks.not-your-card", "no-thanks.malformed-move"})
        EXPECT_TRUE(declared.count(used)) << used;
}
