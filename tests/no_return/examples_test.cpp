// SPDX-License-Identifier: GPL-3.0-or-later
// The rulebook's examples, rebuilt move by move from an explicit bag. The pictures are missing; the colours come
// from the Japanese translation, the rest (other columns, the second player, the other hand counters) is
// assumed and written down in each scenario.
#include "helpers.h"

using namespace nrtest;

namespace {

// Christian (seat 0) has five columns and the hand blue 11, 9, 9, 2, red 2, green 7, purple 5, red 8.
// Assumed: no blue column yet (so the blue 11 may start one); red column 10/7, green 9/7, purple 6/4 (lowest
// below 5), yellow 8/3, pink 11/6. Ben (seat 1) only exchanges one blue counter per turn meanwhile.
std::unique_ptr<core::Match> christian()
{
    auto match = start(2,
        "red10 red7 green9 green7 purple6 purple4 yellow8 yellow3 " // Christian's deal
        "blue1 blue3 blue4 blue5 blue6 blue7 blue8 blue10 " // Ben's deal
        "pink11 pink6 yellow1 blue11 blue9 yellow2 blue9 blue2 yellow4 " // draws, in the order drawn
        "red2 green7 yellow5 purple5 red8 yellow6 "
        "pink1 pink2 pink3 pink4 pink5"); // the rest of the bag
    play(*match,
        "keep; keep; arrange red 10 7; exchange blue1; arrange green 9 7; exchange blue3; arrange purple 6 4;"
        "exchange blue4; arrange yellow 8 3; exchange blue5; arrange pink 11 6; exchange blue6");
    return match;
}

// Anna (seat 0) is in Phase 2 with the columns yellow 10/5/2/1/1, pink 8/5/5, purple 8/7/3, red 7/2, green 11
// and a green 11 in hand. Assumed: the single 11 she clears with her 11 is her green column (the Japanese text:
// pay the green 11 to clear the green 11); her other hand counters are blue 11 and pink 1-4, 6, 7.
std::unique_ptr<core::Match> anna()
{
    auto match = start(2,
        "yellow10 yellow5 yellow2 yellow1 yellow1 pink8 pink5 pink5 " // Anna's deal
        "blue1 blue3 blue4 blue5 blue6 blue7 blue8 blue10 " // Ben's deal
        "purple8 purple7 purple3 red7 red2 blue2 green11 green11 blue11 blue9 pink1 pink2 pink3 red1 "
        "pink4 pink6 red3 pink7 red4 "
        "red5 red6 red9 red10 red11 yellow7 yellow8 yellow9 yellow11 purple1");
    play(*match,
        "keep; keep; arrange yellow 10 5 2 1 1; exchange blue1; arrange pink 8 5 5; exchange blue3;"
        "arrange purple 8 7 3; exchange blue4; arrange red 7 2; exchange blue5; arrange green 11; exchange blue6;"
        "switch");
    return match;
}

} // namespace

TEST(NoReturnExamples, ChristianArrangementPosition)
{
    auto match = christian();
    ASSERT_EQ(match->toMove(), 0);
    EXPECT_EQ(handText(*match, 0), "red8 red2 green7 blue11 blue9 blue9 blue2 purple5");
    EXPECT_EQ(column(*match, 0, Red), (std::vector<int> {10, 7}));
    EXPECT_EQ(column(*match, 0, Green), (std::vector<int> {9, 7}));
    EXPECT_EQ(column(*match, 0, Purple), (std::vector<int> {6, 4}));
    EXPECT_TRUE(column(*match, 0, Blue).empty());
}

TEST(NoReturnExamples, ChristianArrangeOptionsExactly)
{
    auto match = christian();
    // All of 11-9-9-2 or any part of it; the red 2 under the red 7; the green 7 under the green 7.
    const std::set<std::string> expected {"arrange blue 11", "arrange blue 9", "arrange blue 2", "arrange blue 11 9",
        "arrange blue 11 2", "arrange blue 9 9", "arrange blue 9 2", "arrange blue 11 9 9", "arrange blue 11 9 2",
        "arrange blue 9 9 2", "arrange blue 11 9 9 2", "arrange red 2", "arrange green 7"};
    EXPECT_EQ(legalTexts(*match, MoveKind::Arrange), expected);
}

TEST(NoReturnExamples, ChristianCannotPlaceThePurple5OrTheRed8)
{
    auto match = christian();
    auto error = match->check(mv("arrange purple 5"));
    EXPECT_EQ(error.code, "no-return.too-high-for-column");
    EXPECT_EQ(error.args, (std::array<int, 3> {5, 4, Purple}));
    EXPECT_TRUE(error.detail.empty());
    error = match->check(mv("arrange red 8"));
    EXPECT_EQ(error.code, "no-return.too-high-for-column");
    EXPECT_EQ(error.args[0], 8);
    EXPECT_EQ(error.args[1], 7);
    EXPECT_EQ(match->check(mv("arrange red 8 2")).code, "no-return.too-high-for-column");
}

TEST(NoReturnExamples, ChristianAfterPlacingTheTwoOnlyTwoOrOneFits)
{
    auto match = christian();
    play(*match, "arrange blue 11 9 9 2");
    EXPECT_EQ(column(*match, 0, Blue), (std::vector<int> {11, 9, 9, 2}));
    EXPECT_EQ(seatOf(*match, 0).hand.size, 8); // drew four
    // Whatever blue Christian draws later must be 2 or 1.
    State state = stateOf(*match);
    state.toMove = 0;
    state.seats[0].hand = {};
    for (Counter c : {makeCounter(Blue, 3), makeCounter(Blue, 1)})
        state.seats[0].hand.add(c);
    EXPECT_EQ(checkMove(state, moves::arrange(Blue, {3})).code, "no-return.too-high-for-column");
    EXPECT_TRUE(checkMove(state, moves::arrange(Blue, {1})).ok());
}

TEST(NoReturnExamples, AnnaClearingPosition)
{
    auto match = anna();
    ASSERT_EQ(match->toMove(), 0);
    EXPECT_EQ(seatOf(*match, 0).phase, 2);
    EXPECT_EQ(handText(*match, 0), "green11 blue11 pink7 pink6 pink4 pink3 pink2 pink1");
    EXPECT_EQ(column(*match, 0, Yellow), (std::vector<int> {10, 5, 2, 1, 1}));
    EXPECT_EQ(column(*match, 0, Pink), (std::vector<int> {8, 5, 5}));
    EXPECT_EQ(column(*match, 0, Purple), (std::vector<int> {8, 7, 3}));
    EXPECT_EQ(column(*match, 0, Red), (std::vector<int> {7, 2}));
    EXPECT_EQ(column(*match, 0, Green), (std::vector<int> {11}));
}

TEST(NoReturnExamples, AnnaFiveWaysToSpendTheGreen11)
{
    struct Outcome {
        std::string move;
        Colour colour;
        std::vector<int> left;
        int points;
    };
    const std::vector<Outcome> outcomes {
        {"clear green 1 pay green 11", Green, {}, 11},
        {"clear pink 2 pay green 11", Pink, {8}, 10},
        {"clear yellow 4 pay green 11", Yellow, {10}, 9},
        {"clear red 2 pay green 11", Red, {}, 9},
        {"clear purple 2 pay green 11", Purple, {8}, 10},
    };
    for (const auto& outcome : outcomes) {
        SCOPED_TRACE(outcome.move);
        auto match = anna();
        EXPECT_TRUE(isLegal(*match, outcome.move));
        play(*match, outcome.move);
        EXPECT_EQ(column(*match, 0, outcome.colour), outcome.left);
        int points = 0;
        for (Counter c : seatOf(*match, 0).pointsPile)
            points += valueOf(c);
        EXPECT_EQ(points, outcome.points);
        EXPECT_EQ(stateOf(*match).lidFaceUp, std::vector<Counter> {makeCounter(Green, 11)});
        EXPECT_EQ(seatOf(*match, 0).hand.size, 8);
    }
}

TEST(NoReturnExamples, AnnaCannotClearTheYellow10First)
{
    auto match = anna();
    // Clearing starts at the bottom: the 10 can only go together with the 1, 1, 2, 5 below it: 19 > 11.
    const auto error = match->check(mv("clear yellow 5 pay green 11"));
    EXPECT_EQ(error.code, "no-return.payment-too-low");
    EXPECT_EQ(error.args[0], 11);
    EXPECT_EQ(error.args[1], 19);
    // Every clear of one yellow counter takes the bottom 1, never the 10.
    play(*match, "clear yellow 1 pay green 11");
    EXPECT_EQ(column(*match, 0, Yellow), (std::vector<int> {10, 5, 2, 1}));
}

TEST(NoReturnExamples, AnnaEveryClearWithTheGreen11Alone)
{
    auto match = anna();
    std::set<std::string> withGreen11;
    for (const auto& text : legalTexts(*match, MoveKind::Clear))
        if (text.ends_with("pay green 11"))
            withGreen11.insert(text);
    const std::set<std::string> expected {"clear green 1 pay green 11", "clear pink 1 pay green 11",
        "clear pink 2 pay green 11", "clear yellow 1 pay green 11", "clear yellow 2 pay green 11",
        "clear yellow 3 pay green 11", "clear yellow 4 pay green 11", "clear red 1 pay green 11",
        "clear red 2 pay green 11", "clear purple 1 pay green 11", "clear purple 2 pay green 11"};
    EXPECT_EQ(withGreen11, expected);
}

TEST(NoReturnRulings, NR9_PurpleColumnPaidWith11KeepsThe8)
{
    auto match = anna();
    EXPECT_EQ(match->check(mv("clear purple 3 pay green 11")).code, "no-return.payment-too-low");
    play(*match, "clear purple 2 pay green 11");
    EXPECT_EQ(column(*match, 0, Purple), (std::vector<int> {8}));
    EXPECT_EQ(seatOf(*match, 0).pointsPile, (std::vector<Counter> {makeCounter(Purple, 3), makeCounter(Purple, 7)}));
}
