// SPDX-License-Identifier: GPL-3.0-or-later
// The rulebook's worked examples, set up from explicit decks. Seats: Felix 0, Beate 1, Lisa 2.
#include "core/debug.h"
#include "test_util.h"

#include "core/score.h"

using namespace nt_test;

namespace {

int cardsPoints(const games::core::SeatScore& score)
{
    for (const auto& item : score.items)
        if (item.id == "cards")
            return item.points;
    return 0;
}

Display displayWith(std::initializer_list<int> cards)
{
    Display display;
    for (int card : cards)
        display.add(static_cast<Card>(card));
    return display;
}

} // namespace

TEST(NoThanksRulebook, ElevenTakenWithTwoChips)
{
    auto match = setupMatch(3, deckOf({"11", "26", "4", "6"}));
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(games::core::stateOf(*match).middle, 11);
    play(*match, {"refuse"}); // Felix
    play(*match, {"refuse"}); // Beate
    EXPECT_EQ(games::core::stateOf(*match).middleChips, 2);
    play(*match, {"take"}); // Lisa
    EXPECT_EQ(displayOf(*match, 2), (std::vector<std::string> {"11"}));
    EXPECT_EQ(chips(*match, 0), 10);
    EXPECT_EQ(chips(*match, 1), 10);
    EXPECT_EQ(chips(*match, 2), 13);
    // Lisa reveals the 26 and decides first on it; refusing ends her turn.
    EXPECT_EQ(games::core::stateOf(*match).middle, 26);
    EXPECT_EQ(match->toMove(), 2);
    play(*match, {"refuse"});
    EXPECT_EQ(match->toMove(), 0);
    // Everyone refuses it several times until 9 chips lie on it; then Lisa takes it.
    play(*match, {"refuse", "refuse", "refuse", "refuse", "refuse", "refuse", "refuse", "refuse"});
    EXPECT_EQ(games::core::stateOf(*match).middleChips, 9);
    EXPECT_EQ(match->toMove(), 2);
    const int before = chips(*match, 2);
    play(*match, {"take"});
    EXPECT_EQ(chips(*match, 2), before + 9);
    EXPECT_EQ(displayOf(*match, 2), (std::vector<std::string> {"11", "26"}));
    EXPECT_EQ(match->toMove(), 2); // the taker reveals the next card and acts again
}

TEST(NoThanksRulebook, LisaFourCardsCostFortySeven)
{
    EXPECT_EQ(cardsPoints(scoreSeat(displayWith({4, 6, 11, 26}), 0)), -47);
}

TEST(NoThanksRulebook, FelixThirteenAndRunFifteenSixteenCostTwentyEight)
{
    const auto score = scoreSeat(displayWith({13, 15, 16}), 0);
    EXPECT_EQ(cardsPoints(score), -28);
    EXPECT_EQ(score.items.front().values, (std::vector<int> {13, 15}));
    // With the 14 the whole run 13..16 costs 13.
    EXPECT_EQ(cardsPoints(scoreSeat(displayWith({13, 14, 15, 16}), 0)), -13);
}

TEST(NoThanksRulebook, CardPointsAreTheScoreWithoutChips)
{
    // What the board shows under a seat's name during play: the rulebook's examples, the chips left out.
    EXPECT_EQ(cardPoints(std::vector<Card> {26, 4, 11, 6}), -47);
    EXPECT_EQ(cardPoints(std::vector<Card> {13, 15, 16}), -28);
    EXPECT_EQ(cardPoints(std::vector<Card> {3, 7, 13, 14, 25, 26, 27}), -48);
    EXPECT_EQ(cardPoints(std::vector<Card> {}), 0);
}

TEST(NoThanksRulebook, FelixFinalFortyAfterEightChips)
{
    // Two single cards and two runs: 3 + 7 + 13 + 25 = 48, minus 8 chips = 40 negative points.
    const auto score = scoreSeat(displayWith({3, 7, 13, 14, 25, 26, 27}), 8);
    EXPECT_EQ(cardsPoints(score), -48);
    EXPECT_EQ(score.items.front().values, (std::vector<int> {3, 7, 13, 25}));
    EXPECT_EQ(score.total, -40);
    EXPECT_EQ(score.rankKey, (games::core::RankKey {-40, 0}));
}

TEST(NoThanksRulebook, WholeShortGameEndsWithLastCard)
{
    auto match = setupMatch(3, deckOf({"11", "12"}));
    play(*match, {"take"});
    EXPECT_FALSE(match->isOver());
    play(*match, {"refuse", "refuse", "take"});
    EXPECT_TRUE(match->isOver());
    EXPECT_EQ(match->toMove(), games::core::kNoSeat);
    const auto scores = match->score();
    EXPECT_EQ(scores[0].total, -11 + 10);
    EXPECT_EQ(scores[1].total, 10);
    EXPECT_EQ(scores[2].total, -12 + 13);
    EXPECT_EQ(games::core::winnersOf(scores), (std::vector<int> {1}));
}
