// SPDX-License-Identifier: GPL-3.0-or-later
// The text of moves and cards, and bad input: notation that does not parse, illegal moves and impossible explicit
// setups are refused with the module's typed errors, never a crash.
#include "helpers.h"

#include "core/record.h"

using namespace nitest;

namespace {

TEST(Notation, MovesRoundTrip)
{
    for (const std::string text : {"reveal 1", "reveal 6", "pile 1", "pile 12", "nothing-fits"}) {
        core::Move move;
        ASSERT_TRUE(game().parseMove(text, move).ok()) << text;
        EXPECT_EQ(game().moveToText(move), text);
        EXPECT_TRUE(isWellFormed(move));
    }
    EXPECT_EQ(game().moveToJson(moves::reveal(4)), nlohmann::json({{"type", "reveal"}, {"position", 4}}));
    EXPECT_EQ(game().moveToJson(moves::pile(2)), nlohmann::json({{"type", "pile"}, {"pile", 2}}));
    EXPECT_EQ(game().moveToJson(moves::nothingFits()), nlohmann::json({{"type", "nothing-fits"}}));
}

TEST(Notation, BadTextIsRefusedWithTheText)
{
    for (const std::string text : {"", "reveal", "reveal 0", "reveal 7", "reveal 1 2", "reveal +1", "reveal x",
             "pile 0", "pile -1", "pile", "nothing fits", "Nothing-fits", "take", "reveal  1"}) {
        core::Move move;
        const auto error = game().parseMove(text, move);
        EXPECT_EQ(error.code, "no-idea.bad-notation") << text;
        EXPECT_EQ(error.detail, text);
    }
}

TEST(Notation, CardNames)
{
    EXPECT_EQ(cardName(numberCard(Red, 5, Function::Plus)), "red5-plus");
    EXPECT_EQ(cardName(numberCard(Blue, 3, Function::RemovePiles)), "blue3-remove");
    EXPECT_EQ(cardName(numberCard(Purple, 4, Function::RefillTo3)), "purple4-refill");
    EXPECT_EQ(cardName(numberCard(Grey, 2)), "grey2");
    EXPECT_EQ(cardName(prizeCard(2)), "prize2");
    for (Card face : distinctFaces())
        EXPECT_EQ(parseCard(cardName(face)), face);
    EXPECT_FALSE(parseCard("red7").has_value());
    EXPECT_FALSE(parseCard("pink1").has_value());
    EXPECT_FALSE(parseCard("red5-minus").has_value());
    EXPECT_EQ(game().argToText(core::ArgKind::Card, card("red5-plus")), "red5-plus");
}

TEST(IllegalMoves, RefusedWithTheRuleAndNothingChanges)
{
    Position p(2, 0);
    p.piles("red5 | blue3").draw("red3 green1").layout(0, "grey1 - grey2 grey4");
    auto match = p.turnStart(); // red 3 waits for a pile
    const auto before = core::stateJson(*match);
    EXPECT_EQ(match->apply(moves::reveal(1)).code, "no-idea.choose-pile-first");
    EXPECT_EQ(match->apply(moves::nothingFits()).code, "no-idea.choose-pile-first");
    const auto noPile = match->apply(moves::pile(3));
    EXPECT_EQ(noPile.code, "no-idea.no-such-pile");
    EXPECT_EQ(noPile.args[0], 3);
    EXPECT_EQ(noPile.args[1], 2);
    core::Move garbage;
    garbage.kind = 9;
    EXPECT_EQ(match->apply(garbage).code, "no-idea.malformed-move");
    EXPECT_EQ(core::stateJson(*match), before);
    play(*match, "pile 1");
    EXPECT_EQ(match->apply(moves::pile(1)).code, "no-idea.no-pile-choice");
    EXPECT_EQ(match->apply(moves::reveal(2)).code, "no-idea.empty-position");
    EXPECT_EQ(match->apply(moves::nothingFits()).ok(), true);
}

TEST(IllegalMoves, APileTheCardDoesNotFit)
{
    Position p(2, 0);
    p.piles("red5 | blue3 | green6").draw("red3 green1").layout(0, "grey1");
    auto match = p.turnStart();
    const auto error = match->apply(moves::pile(3));
    EXPECT_EQ(error.code, "no-idea.does-not-fit");
    EXPECT_EQ(error.args[0], card("red3"));
    EXPECT_EQ(error.args[1], 3);
}

core::Error setupError(const nlohmann::json& setup)
{
    core::Error error;
    auto match = game().newMatch({2, 0, {}, 0, setup}, &error);
    EXPECT_EQ(match, nullptr);
    return error;
}

TEST(BadSetup, ImpossibleSetupsAreRefusedWithTheRule)
{
    auto full = setupWith("");
    EXPECT_EQ(setupError(nlohmann::json::array()).code, "no-idea.setup-not-object");
    EXPECT_EQ(setupError({{"deck", full["cards"]}}).code, "no-idea.setup-unknown-key");
    EXPECT_EQ(setupError(nlohmann::json::object()).code, "no-idea.setup-bad-list");

    auto missing = full;
    missing["cards"].erase(missing["cards"].size() - 1); // the last card of the box: the 2-star prize
    const auto missed = setupError(missing);
    EXPECT_EQ(missed.code, "no-idea.setup-missing-card");
    EXPECT_EQ(missed.args[0], card("prize2"));

    auto doubled = full;
    doubled["cards"][3] = doubled["cards"][0]; // a third plain blue 1
    const auto twice = setupError(doubled);
    EXPECT_EQ(twice.code, "no-idea.setup-too-many-copies");
    EXPECT_EQ(twice.detail, "cards[3]");

    auto wrongFunction = full;
    wrongFunction["cards"][0] = "red4-plus";
    const auto wrong = setupError(wrongFunction);
    EXPECT_EQ(wrong.code, "no-idea.setup-no-such-card");
    EXPECT_EQ(wrong.args[0], card("red4-plus"));

    auto unknown = full;
    unknown["cards"][0] = "orange3";
    EXPECT_EQ(setupError(unknown).code, "no-idea.setup-unknown-card");

    auto thirteen = full;
    thirteen["trophies"] = {5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3};
    const auto count = setupError(thirteen);
    EXPECT_EQ(count.code, "no-idea.setup-trophy-count");
    EXPECT_EQ(count.args[0], 13);

    auto fourFives = full;
    fourFives["trophies"] = {5, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 3};
    EXPECT_EQ(setupError(fourFives).code, "no-idea.setup-too-many-trophies");

    auto badValue = full;
    badValue["trophies"] = {6, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3};
    EXPECT_EQ(setupError(badValue).code, "no-idea.setup-bad-trophy");

    // Every code returned is one the game lists.
    for (const auto& error : {missed, twice, wrong, count}) {
        bool listed = false;
        for (const auto& info : game().errorCodes())
            listed = listed || info.code == error.code;
        EXPECT_TRUE(listed) << error.code;
    }
}

TEST(BadSetup, UnknownOptionValueIsRefused)
{
    core::Options options;
    core::RawOptions raw {{"memory-aid", "maybe"}};
    EXPECT_EQ(core::resolveOptions(game().optionSpecs(), raw, options).code, "core.bad-option-value");
}

TEST(Records, AnExplicitSetupKeepsItsSeedForTheReshuffles)
{
    auto match = fromSetup(3, setupWith("", {5, 4, 3, 5, 4, 3, 5, 4, 3, 4, 3, 3}), 2, 77);
    core::Rng rng(4);
    core::MoveList legal;
    while (!match->isOver()) {
        match->legalMoves(legal);
        ASSERT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    }
    const auto record = core::recordOf(*match);
    EXPECT_EQ(record.seed, 77u);
    EXPECT_FALSE(record.setup.is_null());
    core::Registry registry;
    registry.add(makeGame());
    const auto replayed = core::replay(registry, record);
    ASSERT_TRUE(replayed.error.ok()) << replayed.error.code;
    EXPECT_EQ(core::stateJson(*replayed.match), core::stateJson(*match));
}

} // namespace
