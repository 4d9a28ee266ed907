// SPDX-License-Identifier: GPL-3.0-or-later
// Every example of the No Idea rulebook, set up as it shows them and played through the engine.
#include "helpers.h"

using namespace nitest;

namespace {

// Clemens turns up a blue 3 that does not fit the red 5: a new pile. His red 3 fits both piles and he chooses
// the red 5's. His yellow 4 (with its "+") fits neither: face down again, its function does not act, turn over.
TEST(Rulebook, ClemensTurn)
{
    Position p(3, 1);
    p.piles("red5").draw("blue3 green1 green2").layout(1, "red3 yellow4-plus grey1 grey2 grey3 grey4");
    p.layout(0, "purple6").layout(2, "purple5");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    ASSERT_EQ(s.piles.size(), 2u);
    EXPECT_EQ(pileText(s, 1), "blue3"); // (1) a new pile
    EXPECT_EQ(match->toMove(), 1);
    EXPECT_EQ(s.phase, Phase::Reveal);

    play(*match, "reveal 1"); // (2) the red 3 fits both
    EXPECT_EQ(s.phase, Phase::ChoosePile);
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"pile 1", "pile 2"}));
    play(*match, "pile 1"); // (3) onto the red 5
    EXPECT_EQ(pileText(s, 0), "red5 red3");
    EXPECT_EQ(layoutText(s, 1), "- yellow4-plus grey1 grey2 grey3 grey4");

    const std::size_t drawBefore = s.drawPile.size();
    play(*match, "reveal 2"); // (4) the yellow 4 fits nowhere: (5) face down again, the "+" does not act
    EXPECT_EQ(layoutText(s, 1), "- yellow4-plus grey1 grey2 grey3 grey4");
    EXPECT_TRUE(s.seats[1].isKnown(1));
    EXPECT_EQ(countEvents(s, EventType::NoFit), 1u);
    // The next player's turn began with its own opening card (the green 1 fits neither pile: a third); the "+"
    // turned up nothing.
    EXPECT_EQ(match->toMove(), 2);
    EXPECT_EQ(s.drawPile.size(), drawBefore - 1);
    ASSERT_EQ(s.piles.size(), 3u);
    EXPECT_EQ(pileText(s, 2), "green1");
}

// Simon turns up a red 5 with "+": it fits nowhere, a new pile, and its function turns up a yellow 2, which
// starts another pile; then Simon's own turn goes on.
TEST(Rulebook, SimonsPlusChain)
{
    Position p(2, 0);
    p.piles("blue1").draw("red5-plus yellow2 green6").layout(0, "grey4 grey5 grey6 purple3 purple4 purple5");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    ASSERT_EQ(s.piles.size(), 3u);
    EXPECT_EQ(pileText(s, 1), "red5-plus");
    EXPECT_EQ(pileText(s, 2), "yellow2");
    EXPECT_EQ(s.drawPile.size(), 1u);
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(s.phase, Phase::Reveal);
    EXPECT_EQ(eventsSince(s, 0),
        (std::vector<EventType> {EventType::Turn, EventType::Draw, EventType::Play, EventType::Draw, EventType::Play}));
}

// Three piles; Simon's blue 3 removes the others: it goes onto the grey 3, the other two piles are set aside face
// up, and Simon goes on.
TEST(Rulebook, RemoveOtherPiles)
{
    Position p(2, 0);
    p.piles("red6 | green5 grey3 | yellow1").draw("green2 green4").layout(0, "blue3-remove purple1 purple2 - - -");
    auto match = p.revealing();
    const State& s = stateOf(*match);
    play(*match, "reveal 1");
    ASSERT_EQ(s.piles.size(), 1u);
    EXPECT_EQ(pileText(s, 0), "green5 grey3 blue3-remove");
    EXPECT_EQ(s.setAside, cards("red6 yellow1"));
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(s.phase, Phase::Reveal);
    const auto o = observeState(s, 1);
    EXPECT_EQ(o.setAside, cards("red6 yellow1")); // face up: public (ND-8)
}

// Piles purple 3 and green 6; Clemens has two cards. The grey 6 goes onto the green 6; then he declares "Nothing
// fits anymore!", the last card (a yellow 2 with "refill to 3") fits neither: a trophy, the card face down again
// without its function, five new cards.
TEST(Rulebook, NothingFitsClemensWins)
{
    Position p(3, 0);
    p.piles("purple3 | green6").draw("blue1 blue2 blue4 blue5 blue6 red1").layout(0, "grey6 yellow2-refill - - - -");
    p.layout(1, "red2").layout(2, "red4");
    p.trophies({4, 5, 3});
    auto match = p.revealing();
    const State& s = stateOf(*match);
    play(*match, "reveal 1");
    EXPECT_EQ(pileText(s, 1), "green6 grey6");
    EXPECT_NE(
        std::find(legalTexts(*match).begin(), legalTexts(*match).end(), "nothing-fits"), legalTexts(*match).end());
    play(*match, "nothing-fits");
    EXPECT_EQ(s.seats[0].trophies, (std::vector<int> {4}));
    EXPECT_EQ(layoutText(s, 0), "blue1 yellow2-refill blue2 blue4 blue5 blue6");
    EXPECT_TRUE(s.seats[0].isKnown(1)); // the declared card stays known (ND-8)
    EXPECT_FALSE(s.seats[0].isKnown(0));
    EXPECT_EQ(s.seats[1].cardCount(), 1); // "refill to 3" did not act
    EXPECT_EQ(s.seats[2].cardCount(), 1);
    EXPECT_EQ(pileText(s, 0), "purple3");
    EXPECT_EQ(pileText(s, 1), "green6 grey6");
    EXPECT_EQ(match->toMove(), 1); // the next player's turn (its opening card, the red 1, starts a third pile)
}

// One pile; Simon declares with three cards: the green 1 and the red 3 do not fit, the purple 2 does. No trophy;
// the cards go face down again and three new ones are drawn.
TEST(Rulebook, NothingFitsSimonLoses)
{
    Position p(2, 0);
    p.piles("purple5").draw("blue1 blue2 blue4 grey5").layout(0, "green1 - red3 - purple2 -").layout(1, "red4");
    auto match = p.revealing();
    const State& s = stateOf(*match);
    play(*match, "nothing-fits");
    EXPECT_TRUE(s.seats[0].trophies.empty());
    EXPECT_EQ(layoutText(s, 0), "green1 blue1 red3 blue2 purple2 blue4");
    EXPECT_EQ(s.seats[0].known, 0b10101); // all three turned up, and known where they lie
    EXPECT_EQ(pileText(s, 0), "purple5 grey5"); // nothing of Simon's; the grey 5 is the next opening card
    bool failed = false;
    for (const auto& event : s.log)
        if (event.type == EventType::DeclareResult) {
            failed = event.flag == 0 && event.card == card("purple2") && event.position == 5;
        }
    EXPECT_TRUE(failed);
    EXPECT_EQ(match->toMove(), 1);
}

} // namespace
