// SPDX-License-Identifier: GPL-3.0-or-later
// Every No Idea ruling of docs/rulings.md (ND-1 .. ND-10) with its id, on positions set up by hand or dealt.
#include "helpers.h"

#include "core/score.h"

#include <algorithm>
#include <map>

using namespace nitest;

namespace {

bool hasMove(const core::Match& match, const std::string& text)
{
    const auto legal = legalTexts(match);
    return std::find(legal.begin(), legal.end(), text) != legal.end();
}

// ---- ND-1 Components and the deal.

TEST(Rulings, ND1_ComponentsOfTheBox)
{
    const auto& box = boxCards();
    EXPECT_EQ(box.size(), 108u);
    std::map<int, int> perColour, perNumber, perFunction, prizes;
    for (Card c : box) {
        if (isPrize(c)) {
            ++prizes[starsOf(c)];
            continue;
        }
        ++perColour[colourOf(c)];
        ++perNumber[numberOf(c)];
        ++perFunction[static_cast<int>(functionOf(c))];
    }
    for (int i = 0; i < 6; ++i) {
        EXPECT_EQ(perColour[i], 17);
        EXPECT_EQ(perNumber[i + 1], 17);
    }
    EXPECT_EQ(perFunction[1], 6);
    EXPECT_EQ(perFunction[2], 6);
    EXPECT_EQ(perFunction[3], 6);
    EXPECT_EQ(prizes, (std::map<int, int> {{0, 1}, {1, 4}, {2, 1}}));
    // The cards of the rulebook's examples exist with their functions; a function on another number does not.
    EXPECT_EQ(copiesOf(card("red5-plus")), 1);
    EXPECT_EQ(copiesOf(card("blue3-remove")), 1);
    EXPECT_EQ(copiesOf(card("yellow4-plus")), 1);
    EXPECT_EQ(copiesOf(card("red4-plus")), 0);
    EXPECT_EQ(copiesOf(card("blue2")), 2); // the twice-only cards
    EXPECT_EQ(copiesOf(card("purple1")), 2);
    EXPECT_EQ(copiesOf(card("blue3")), 2); // three blue 3s, one of them with its function
    const auto trophies = trophySet();
    EXPECT_EQ(std::count(trophies.begin(), trophies.end(), 5), 3);
    EXPECT_EQ(std::count(trophies.begin(), trophies.end(), 4), 4);
    EXPECT_EQ(std::count(trophies.begin(), trophies.end(), 3), 5);
}

TEST(Rulings, ND1_DealFromAnExplicitSetup)
{
    // Seat 0 gets the first six, seat 1 the next six, whoever starts; the seventh after them is the top of the
    // draw pile, the start player's opening card.
    const auto setup = setupWith("blue1 blue2 blue3 blue4 blue5 blue6 grey1 grey2 grey3 grey4 grey5 grey6 red4",
        {5, 4, 3, 5, 4, 3, 5, 4, 3, 4, 3, 3});
    auto match = fromSetup(2, setup, 1);
    const State& s = stateOf(*match);
    EXPECT_EQ(layoutText(s, 0), "blue1 blue2 blue3 blue4 blue5 blue6");
    EXPECT_EQ(layoutText(s, 1), "grey1 grey2 grey3 grey4 grey5 grey6");
    ASSERT_EQ(s.piles.size(), 1u);
    EXPECT_EQ(pileText(s, 0), "red4"); // the opening card starts the first pile (ND-2)
    EXPECT_EQ(s.drawPile.size(), 108u - 13u);
    EXPECT_EQ(s.trophyPile.back(), 5);
    EXPECT_EQ(match->toMove(), 1);
}

TEST(Rulings, ND1_DealFromASeedIsTheWholeBox)
{
    for (int seats = 2; seats <= 5; ++seats) {
        auto match = game().newMatch({seats, 0, {}, 99, nullptr});
        const State& s = stateOf(*match);
        std::size_t total = s.drawPile.size() + s.setAside.size();
        for (const auto& pile : s.piles)
            total += pile.size();
        for (int seat = 0; seat < seats; ++seat)
            total += static_cast<std::size_t>(s.seats[static_cast<std::size_t>(seat)].cardCount())
                + s.seats[static_cast<std::size_t>(seat)].prizes.size();
        EXPECT_EQ(total, 108u);
        EXPECT_EQ(s.trophyPile.size(), 12u);
    }
}

// ---- ND-2 The opening card.

TEST(Rulings, ND2_OpeningCardFittingTwoPilesIsTheSeatsChoice)
{
    Position p(2, 0);
    p.piles("red5 | blue3").draw("red3 green1").layout(0, "grey1 grey2");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(s.phase, Phase::ChoosePile);
    EXPECT_EQ(s.pendingSource, Source::Opening);
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"pile 1", "pile 2"}));
    core::Move reveal = moves::reveal(1);
    EXPECT_EQ(match->apply(reveal).code, "no-idea.choose-pile-first");
    play(*match, "pile 2");
    EXPECT_EQ(pileText(s, 1), "blue3 red3");
    EXPECT_EQ(s.phase, Phase::Reveal);
    EXPECT_EQ(match->toMove(), 0);
}

TEST(Rulings, ND2_OpeningCardWithoutAPileStartsOne)
{
    Position p(2, 0);
    p.draw("green4 red1").layout(0, "grey1").layout(1, "grey2");
    auto match = p.turnStart();
    EXPECT_EQ(pileText(stateOf(*match), 0), "green4");
}

TEST(Rulings, ND2_ConsolationPrizeFromTheDrawPileEndsTheTurn)
{
    Position p(2, 0);
    p.piles("red5").draw("prize2 blue5").layout(0, "grey1").layout(1, "grey2");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].prizes, cards("prize2"));
    EXPECT_EQ(match->toMove(), 1); // the next seat's turn, its opening card the blue 5
    EXPECT_EQ(pileText(s, 0), "red5 blue5");
}

// ---- ND-3 Revealing from the layout.

TEST(Rulings, ND3_AFittingCardMustBePlayedThereIsNoStop)
{
    Position p(2, 0);
    p.piles("red5").draw("blue1").layout(0, "red1 green2 green3 green4 - -").layout(1, "grey2");
    auto match = p.revealing();
    // Only reveals (four cards: no declaration); no "stop" or "pass" move exists.
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"reveal 1", "reveal 2", "reveal 3", "reveal 4"}));
    play(*match, "reveal 1"); // fits the red 5: played, and the seat must reveal again
    EXPECT_EQ(pileText(stateOf(*match), 0), "red5 red1");
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"reveal 2", "reveal 3", "reveal 4", "nothing-fits"}));
}

TEST(Rulings, ND3_ACardThatFitsNowhereGoesBackAndNeverStartsAPile)
{
    Position p(2, 0);
    p.piles("red5").draw("blue1 blue2").layout(0, "green2 green3").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "reveal 2");
    const State& s = stateOf(*match);
    EXPECT_EQ(layoutText(s, 0), "green2 green3 - - - -");
    EXPECT_TRUE(s.seats[0].isKnown(1));
    EXPECT_FALSE(s.seats[0].isKnown(0));
    EXPECT_EQ(s.piles.size(), 2u); // the second pile is seat 1's opening card (blue 1), not the green 3
    EXPECT_EQ(pileText(s, 1), "blue1");
    EXPECT_EQ(match->toMove(), 1);
}

TEST(Rulings, ND3_ConsolationPrizeFromTheLayoutEndsTheTurn)
{
    Position p(2, 0);
    p.piles("red5").draw("blue5 blue2").layout(0, "prize1 green3").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "reveal 1");
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].prizes, cards("prize1"));
    EXPECT_EQ(layoutText(s, 0), "- green3 - - - -");
    EXPECT_TRUE(s.seats[0].trophies.empty());
    EXPECT_EQ(match->toMove(), 1);
}

TEST(Rulings, ND3_RevealingAnEmptyPositionIsRefused)
{
    Position p(2, 0);
    p.piles("red5").draw("blue5").layout(0, "- green3").layout(1, "grey2");
    auto match = p.revealing();
    const auto error = match->apply(moves::reveal(1));
    EXPECT_EQ(error.code, "no-idea.empty-position");
    EXPECT_EQ(error.args[0], 1);
}

// ---- ND-4 Extra functions.

TEST(Rulings, ND4_AFunctionActsOnANewPileToo)
{
    // The opening card "refill to 3" starts a pile and acts: seat 1 (one card) draws up to three.
    Position p(2, 0);
    p.piles("red1").draw("blue5-refill green1 green2 green3").layout(0, "grey2").layout(1, "- - purple3");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(pileText(s, 1), "blue5-refill");
    EXPECT_EQ(layoutText(s, 1), "green1 green2 purple3 - - -");
    EXPECT_EQ(s.seats[0].cardCount(), 1); // not the player who played it
}

TEST(Rulings, ND4_PlusChainsAndEachFunctionResolves)
{
    Position p(2, 0);
    p.piles("red1").draw("grey2-plus green3-plus blue6 yellow6").layout(0, "grey3").layout(1, "purple4");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    // grey 2 "+" starts a pile; the green 3 "+" starts another; the blue 6 a third.
    ASSERT_EQ(s.piles.size(), 4u);
    EXPECT_EQ(pileText(s, 1), "grey2-plus");
    EXPECT_EQ(pileText(s, 2), "green3-plus");
    EXPECT_EQ(pileText(s, 3), "blue6");
    EXPECT_EQ(s.drawPile.size(), 1u);
    EXPECT_EQ(s.phase, Phase::Reveal);
}

TEST(Rulings, ND4_PlusThatRevealsAPrizeEndsTheTurn)
{
    Position p(2, 0);
    p.piles("red1").draw("prize0 blue4").layout(0, "red5-plus grey3").layout(1, "purple4");
    auto match = p.revealing();
    play(*match, "reveal 1"); // red 5 fits the red 1; its "+" turns up the prize
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].prizes, cards("prize0"));
    EXPECT_EQ(layoutText(s, 0), "- grey3 - - - -");
    EXPECT_EQ(match->toMove(), 1);
}

TEST(Rulings, ND4_PlusCardFittingTwoPilesAsksWhichAndGoesOn)
{
    Position p(2, 0);
    p.piles("red1 | blue2").draw("red2 grey5").layout(0, "red5-plus grey3").layout(1, "purple4");
    auto match = p.revealing();
    play(*match, "reveal 1"); // onto the red 1; "+" turns up the red 2, which fits both piles
    const State& s = stateOf(*match);
    EXPECT_EQ(s.phase, Phase::ChoosePile);
    EXPECT_EQ(s.pendingSource, Source::Plus);
    const auto o = observeState(s, 1);
    EXPECT_EQ(o.pending, card("red2"));
    play(*match, "pile 2");
    EXPECT_EQ(pileText(s, 1), "blue2 red2");
    EXPECT_EQ(s.phase, Phase::Reveal);
    EXPECT_EQ(match->toMove(), 0);
}

TEST(Rulings, ND4_RefillTo3ForPlayersBelowThreeClockwiseInReadingOrder)
{
    // Seat 0 plays "refill to 3"; seat 1 has one card (draws two), seat 2 three (nothing), seat 3 none (three).
    Position p(4, 0);
    p.piles("blue1").draw("green1 green2 green3 green4 green5 green6").layout(0, "blue5-refill grey1");
    p.layout(1, "- - - - red2 -").layout(2, "red3 red4 red5").layout(3, "");
    auto match = p.revealing();
    play(*match, "reveal 1");
    const State& s = stateOf(*match);
    EXPECT_EQ(layoutText(s, 1), "green1 green2 - - red2 -");
    EXPECT_EQ(layoutText(s, 2), "red3 red4 red5 - - -");
    EXPECT_EQ(layoutText(s, 3), "green3 green4 green5 - - -");
    EXPECT_EQ(layoutText(s, 0), "- grey1 - - - -");
    EXPECT_EQ(s.seats[1].known, 0); // new cards are unknown
}

TEST(Rulings, ND4_RemovedPilesAreTheFirstToFormANewDrawPile)
{
    Position p(2, 0);
    p.piles("red6 | green5 grey3 | yellow1").draw("").layout(0, "blue3-remove purple1 purple2").layout(1, "grey6");
    auto match = p.revealing();
    play(*match, "reveal 1");
    play(*match, "reveal 2"); // purple 1 fits nothing (the top is the blue 3): seat 1's turn
    // Seat 1's opening card comes from the set-aside red 6 and yellow 1; the pile keeps its lower cards.
    const State& s = stateOf(*match);
    ASSERT_EQ(countEvents(s, EventType::Reshuffle), 1u);
    for (const auto& event : s.log)
        if (event.type == EventType::Reshuffle) {
            EXPECT_EQ(event.flag, 0);
            EXPECT_EQ(event.n, 2);
        }
    EXPECT_TRUE(s.setAside.empty());
    EXPECT_EQ(s.drawPile.size(), 1u);
    EXPECT_EQ(pileText(s, 0), "green5 grey3 blue3-remove");
    EXPECT_EQ(match->toMove(), 1);
}

// ---- ND-5 The empty draw pile.

TEST(Rulings, ND5_SetAsideCardsAreShuffledIntoANewDrawPile)
{
    Position p(2, 0);
    p.piles("red4 red5").draw("").layout(0, "grey1").layout(1, "grey2");
    p.s.setAside = cards("blue1 blue2 blue3");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(s.log[1].type, EventType::Reshuffle);
    EXPECT_EQ(s.log[1].flag, 0);
    EXPECT_EQ(s.log[1].n, 3);
    EXPECT_TRUE(s.setAside.empty());
    EXPECT_EQ(s.drawPile.size(), 2u);
    EXPECT_EQ(pileText(s, 0), "red4 red5"); // the piles keep their cards
}

TEST(Rulings, ND5_WithoutSetAsideCardsThePilesBelowTheirTopsAre)
{
    Position p(2, 0);
    p.piles("red4 red5 | blue1 blue2 blue3").draw("").layout(0, "grey1").layout(1, "grey2");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(s.log[1].type, EventType::Reshuffle);
    EXPECT_EQ(s.log[1].flag, 1);
    EXPECT_EQ(s.log[1].n, 3);
    EXPECT_EQ(s.piles[0].front(), card("red5"));
    EXPECT_EQ(s.piles[1].front(), card("blue3"));
}

TEST(Rulings, ND5_NothingToDrawSkipsTheOpeningCard)
{
    Position p(2, 0);
    p.piles("red4 | blue1").draw("").layout(0, "grey1").layout(1, "grey2");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(eventsSince(s, 0), (std::vector<EventType> {EventType::Turn, EventType::NothingToDraw}));
    EXPECT_EQ(s.log[1].flag, static_cast<int>(DrawFor::Opening));
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(s.phase, Phase::Reveal);
}

TEST(Rulings, ND5_NothingToDrawEndsAPlus)
{
    // The opening "+" starts a pile; the piles hold one card each and nothing is set aside: the "+" ends.
    Position p(2, 0);
    p.piles("blue1").draw("red5-plus").layout(0, "grey3").layout(1, "grey2");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(s.log[s.log.size() - 1].type, EventType::NothingToDraw);
    EXPECT_EQ(s.log[s.log.size() - 1].flag, static_cast<int>(DrawFor::Plus));
    EXPECT_EQ(match->toMove(), 0); // the seat goes on revealing
}

TEST(Rulings, ND5_ARefillStopsShortAndAnEmptyLayoutEndsTheTurn)
{
    // Seat 0's opening "refill to 3" starts a pile; seat 1 (no card) draws the last card, seat 2 (no card) finds
    // nothing: the refill stops short. Later seat 2 has nothing to draw and nothing to reveal: its turn ends.
    Position p(3, 0);
    p.piles("red1").draw("blue5-refill green6").layout(0, "grey2").layout(1, "").layout(2, "");
    auto match = p.turnStart();
    const State& s = stateOf(*match);
    EXPECT_EQ(layoutText(s, 1), "green6 - - - - -");
    EXPECT_EQ(layoutText(s, 2), "- - - - - -");
    EXPECT_EQ(countEvents(s, EventType::NothingToDraw), 1u);
    play(*match, "reveal 1"); // grey 2 fits neither pile
    ASSERT_EQ(match->toMove(), 1);
    play(*match, "reveal 1"); // green 6 neither
    EXPECT_EQ(countEvents(s, EventType::EmptyLayout), 1u);
    EXPECT_EQ(match->toMove(), 0);
}

TEST(Rulings, ND5_ReshufflesDrawFromTheSeedEvenWithAnExplicitSetup)
{
    const auto setup = setupWith("");
    auto a = fromSetup(2, setup, 0, 5);
    auto b = fromSetup(2, setup, 0, 5);
    auto c = fromSetup(2, setup, 0, 6);
    core::Rng rng(3);
    core::MoveList legal;
    bool differed = false;
    for (int step = 0; step < 4000 && !a->isOver(); ++step) {
        a->legalMoves(legal);
        const auto move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        ASSERT_TRUE(a->apply(move).ok());
        ASSERT_TRUE(b->apply(move).ok());
        if (!c->isOver() && c->apply(move).ok())
            differed = differed || stateOf(*a).drawPile != stateOf(*c).drawPile;
        else
            differed = true;
    }
    EXPECT_EQ(core::stateJson(*a), core::stateJson(*b));
    EXPECT_GT(countEvents(stateOf(*a), EventType::Reshuffle), 0u);
    EXPECT_TRUE(differed);
}

// ---- ND-6 All cleared.

TEST(Rulings, ND6_LastCardPlayedWinsATrophyAndSixNewCards)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue4 blue5 blue6 green1").layout(0, "- - red5").layout(1, "grey2");
    p.trophies({5, 3, 3});
    auto match = p.revealing();
    play(*match, "reveal 3");
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].trophies, (std::vector<int> {5}));
    EXPECT_EQ(layoutText(s, 0), "blue1 blue2 blue3 blue4 blue5 blue6");
    EXPECT_EQ(match->toMove(), 1); // the turn ends: the next player
    const auto other = observeState(s, 1);
    EXPECT_EQ(other.seats[0].trophyCount, 1);
    EXPECT_TRUE(other.seats[0].trophies.empty()); // its value is the owner's to know
    EXPECT_EQ(observeState(s, 0).seats[0].trophies, (std::vector<int> {5}));
}

TEST(Rulings, ND6_ConsolationPrizeAsTheLastLayoutCardClears)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue4 blue5 blue6 green1").layout(0, "- prize1").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "reveal 2");
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].prizes, cards("prize1"));
    EXPECT_EQ(s.seats[0].trophies.size(), 1u);
    EXPECT_EQ(s.seats[0].cardCount(), 6);
}

TEST(Rulings, ND6_PlusOfTheLastCardResolvesFirstAndAPrizeStillWins)
{
    Position p(2, 0);
    p.piles("red4").draw("prize2 blue1 blue2 blue3 blue4 blue5 blue6").layout(0, "red5-plus").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "reveal 1");
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].prizes, cards("prize2"));
    EXPECT_EQ(s.seats[0].trophies.size(), 1u);
    EXPECT_EQ(layoutText(s, 0), "blue1 blue2 blue3 blue4 blue5 blue6");
}

TEST(Rulings, ND6_RemovePilesAsTheLastCardResolvesBeforeTheTrophy)
{
    Position p(2, 0);
    p.piles("grey3 | red6").draw("blue1 blue2 blue4 blue5 blue6 green1 green2").layout(0, "blue3-remove");
    p.layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "reveal 1");
    const State& s = stateOf(*match);
    EXPECT_EQ(s.setAside, cards("red6"));
    EXPECT_EQ(s.seats[0].trophies.size(), 1u);
    const auto types = eventsSince(s, 0);
    const auto removed = std::find(types.begin(), types.end(), EventType::RemovePiles);
    const auto trophy = std::find(types.begin(), types.end(), EventType::Trophy);
    EXPECT_LT(removed, trophy);
}

// ---- ND-7 "Nothing fits anymore!"

TEST(Rulings, ND7_OnlyWithAtMostThreeCards)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1").layout(0, "green1 green2 green3 green5").layout(1, "grey2");
    auto match = p.revealing();
    EXPECT_FALSE(hasMove(*match, "nothing-fits"));
    const auto error = match->apply(moves::nothingFits());
    EXPECT_EQ(error.code, "no-idea.too-many-to-declare");
    EXPECT_EQ(error.args[0], 4);
}

TEST(Rulings, ND7_RightAfterTheOpeningCard)
{
    Position p(2, 0);
    p.piles("red4").draw("red1 blue6 blue5").layout(0, "green2 green3").layout(1, "grey2");
    auto match = p.turnStart();
    EXPECT_TRUE(hasMove(*match, "nothing-fits"));
    play(*match, "nothing-fits"); // the tops are red 1: green 2 and green 3 fit nothing
    EXPECT_EQ(stateOf(*match).seats[0].trophies.size(), 1u);
}

TEST(Rulings, ND7_APrizeStopsTheRevealingEvenAsTheLastCard)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue5 blue6 green1").layout(0, "green2 - prize1").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "nothing-fits");
    const State& s = stateOf(*match);
    EXPECT_TRUE(s.seats[0].trophies.empty());
    EXPECT_EQ(s.seats[0].prizes, cards("prize1"));
    EXPECT_EQ(layoutText(s, 0), "green2 blue1 blue2 blue3 blue5 blue6");
    EXPECT_EQ(s.trophyPile.size(), 12u);
}

TEST(Rulings, ND7_StopsAtTheFirstCardThatFitsTheRestStaysUnknown)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue5 blue6 green1").layout(0, "red1 green2 green3").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "nothing-fits");
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].known, 0b001);
    EXPECT_EQ(pileText(s, 0), "red4"); // nothing is played
    EXPECT_EQ(countEvents(s, EventType::Reveal), 1u);
}

TEST(Rulings, ND7_NoFunctionActsAndNoClearingDuringTheDeclaration)
{
    // The only card fits nothing: a trophy for the declaration; the layout is not "cleared" (no second trophy).
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue5 blue6 green1").layout(0, "- - green1-refill").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "nothing-fits");
    const State& s = stateOf(*match);
    EXPECT_EQ(s.seats[0].trophies.size(), 1u);
    EXPECT_EQ(s.seats[1].cardCount(), 1); // no refill for seat 1
    EXPECT_EQ(layoutText(s, 0), "blue1 blue2 green1-refill blue3 blue5 blue6");
}

// ---- ND-8 Knowledge.

TEST(Rulings, ND8_ARevealedCardStaysKnownToEveryoneUntilItLeaves)
{
    Position p(3, 0);
    p.piles("red4").draw("blue1 red6").layout(0, "green2 green3").layout(1, "grey2").layout(2, "grey3");
    auto match = p.revealing();
    play(*match, "reveal 2");
    for (core::Seat viewer : {0, 1, 2, core::kSpectator}) {
        const auto o = observeState(stateOf(*match), viewer);
        EXPECT_EQ(o.seats[0].layout[0], kUnknownCard);
        EXPECT_EQ(o.seats[0].layout[1], card("green3"));
        EXPECT_EQ(o.seats[1].layout[0], kUnknownCard);
    }
}

TEST(Rulings, ND8_ThePublicLogHidesOnlyOthersTrophyValues)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue4 blue5 blue6 green1").layout(0, "- - red5").layout(1, "grey2");
    p.trophies({4, 3, 3});
    auto match = p.revealing();
    play(*match, "reveal 3");
    const auto mine = observeState(stateOf(*match), 0);
    const auto theirs = observeState(stateOf(*match), 1);
    const auto trophyOf = [](const NoIdeaObservation& o) {
        for (const auto& event : o.log)
            if (event.type == EventType::Trophy)
                return static_cast<int>(event.n);
        return -1;
    };
    EXPECT_EQ(trophyOf(mine), 4);
    EXPECT_EQ(trophyOf(theirs), 0);
    EXPECT_FALSE(theirs.toJson().dump().find("\"value\"") != std::string::npos);
}

// ---- ND-9 End and scoring.

TEST(Rulings, ND9_TheLastTrophyEndsTheGameInTheMiddleOfATurn)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue4 blue5 blue6").layout(0, "- - red5").layout(1, "grey2");
    p.trophies({5});
    auto match = p.revealing();
    play(*match, "reveal 3");
    const State& s = stateOf(*match);
    EXPECT_TRUE(match->isOver());
    EXPECT_EQ(match->toMove(), core::kNoSeat);
    EXPECT_EQ(s.seats[0].cardCount(), 0); // nothing more is drawn
    EXPECT_EQ(s.drawPile.size(), 6u);
    EXPECT_EQ(s.log[s.log.size() - 1].type, EventType::GameOver);
    EXPECT_EQ(match->apply(moves::reveal(1)).code, "core.game-over");
    // Once over, every trophy is known to all.
    EXPECT_EQ(observeState(s, 1).seats[0].trophies, (std::vector<int> {5}));
}

TEST(Rulings, ND9_TheLastTrophyByDeclarationDrawsNothing)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 blue2 blue3 blue4 blue5 blue6").layout(0, "green1").layout(1, "grey2");
    p.trophies({3});
    auto match = p.revealing();
    play(*match, "nothing-fits");
    EXPECT_TRUE(match->isOver());
    EXPECT_EQ(stateOf(*match).seats[0].cardCount(), 1);
}

TEST(Rulings, ND9_ATieIsBrokenByTheCountOfTrophiesAndPrizes)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1").layout(0, "- - red5").layout(1, "grey2");
    p.trophies({4});
    p.s.seats[0].prizes = {};
    p.s.seats[1].trophies = {3};
    p.s.seats[1].prizes = cards("prize1 prize0");
    auto match = p.revealing();
    play(*match, "reveal 3"); // seat 0: one 4-star trophy; seat 1: 3 + 1 + 0 = 4 stars in three pieces
    const auto scores = match->score();
    EXPECT_EQ(scores[0].total, 4);
    EXPECT_EQ(scores[1].total, 4);
    EXPECT_EQ(core::winnersOf(scores), (std::vector<int> {1}));
    EXPECT_EQ(scores[1].items[1].id, "prizes");
    EXPECT_EQ(scores[1].items[1].values, (std::vector<int> {1, 0}));
}

TEST(Rulings, ND9_StillTiedTheyShareTheWin)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1").layout(0, "- - red5").layout(1, "grey2");
    p.trophies({4});
    p.s.seats[1].trophies = {3};
    p.s.seats[1].prizes = cards("prize1");
    p.s.seats[0].prizes = cards("prize0");
    auto match = p.revealing();
    play(*match, "reveal 3");
    EXPECT_EQ(core::winnersOf(match->score()), (std::vector<int> {0, 1}));
}

// ---- ND-10 Memory.

TEST(Rulings, ND10_MemoryAidIsAnOptionThatChangesNoRule)
{
    const auto& specs = game().optionSpecs();
    ASSERT_EQ(specs.size(), 1u);
    EXPECT_EQ(specs[0].name, "memory-aid");
    EXPECT_EQ(specs[0].defaultValue, 0);
    EXPECT_FALSE(specs[0].changesRules); // so the conformance suite does not double its tables for it
    core::Options on, off;
    on.set("memory-aid", 1);
    off.set("memory-aid", 0);
    auto a = game().newMatch({3, 0, on, 8, nullptr});
    auto b = game().newMatch({3, 0, off, 8, nullptr});
    core::Rng rng(1);
    core::MoveList legal;
    while (!a->isOver()) {
        a->legalMoves(legal);
        const auto move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        ASSERT_TRUE(a->apply(move).ok());
        ASSERT_TRUE(b->apply(move).ok());
    }
    EXPECT_TRUE(b->isOver());
    EXPECT_EQ(a->score(), b->score());
    EXPECT_TRUE(observeState(stateOf(*a), 0).memoryAid);
    // The observation holds the known cards either way (G-2): the board decides whether to show them.
    auto c = game().newMatch({3, 0, off, 8, nullptr});
    EXPECT_FALSE(observeState(stateOf(*c), 0).memoryAid);
}

} // namespace
