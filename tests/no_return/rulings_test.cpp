// SPDX-License-Identifier: GPL-3.0-or-later
// One test per ruling NR-1..NR-17 (docs/rulings.md), plus the end of the round for every seat and table size.
#include "core/debug.h"
#include "helpers.h"

#include "core/score.h"
#include "no_return/observation.h"
#include "no_return/rules.h"
#include "no_return/scoring.h"

#include <algorithm>
#include <map>

using namespace nrtest;

namespace {

int turnsPlayed(const State& state)
{
    int turns = 0;
    for (const auto& entry : state.log)
        if (entry.event != EventType::Keep && entry.event != EventType::SetAside && entry.event != EventType::Switch)
            ++turns;
    return turns;
}

std::string keepAll(int seats)
{
    std::string script;
    for (int i = 0; i < seats; ++i)
        script += "keep;";
    return script;
}

/// The seat to move exchanges its first hand counter.
void exchangeOne(core::Match& match)
{
    const auto hand = seatOf(match, match.toMove()).hand.list();
    ASSERT_FALSE(hand.empty());
    ASSERT_TRUE(match.apply(moves::exchange({hand.front()})).ok());
}

} // namespace

TEST(NoReturnRulings, NR1_Components)
{
    const auto all = fullCounterSet();
    ASSERT_EQ(all.size(), 132u);
    std::map<Counter, int> copies;
    for (Counter c : all)
        ++copies[c];
    EXPECT_EQ(copies.size(), 66u);
    for (const auto& [counter, n] : copies) {
        EXPECT_EQ(n, 2) << counterName(counter);
        EXPECT_TRUE(isCounter(counter));
    }
    for (int seats = 2; seats <= 4; ++seats) {
        auto match = seeded(seats, 5);
        EXPECT_EQ(countersInGame(stateOf(*match)), 132);
    }
    core::Error error;
    EXPECT_EQ(game().newMatch({2, 0, {}, 0, bagSetup("red1 red1 red1")}, &error), nullptr);
    EXPECT_EQ(error.code, "no-return.too-many-copies");
    EXPECT_EQ(error.args[0], makeCounter(Red, 1));
    EXPECT_EQ(error.detail, "bag[2]");
}

TEST(NoReturnRulings, NR2_StartPlayerBeginsSetupAndPlay)
{
    auto match = start(3, firstCounters(30), 2);
    // The start player takes the first 8 of the bag.
    EXPECT_EQ(handText(*match, 2), "red11 red11 red10 red10 red9 red9 red8 red8");
    EXPECT_EQ(handText(*match, 0), "red7 red7 red6 red6 red5 red5 red4 red4");
    EXPECT_EQ(match->toMove(), 2);
    play(*match, "keep");
    EXPECT_EQ(match->toMove(), 0);
    play(*match, "keep; keep");
    EXPECT_EQ(stateOf(*match).stage, Stage::Play);
    EXPECT_EQ(match->toMove(), 2);
    EXPECT_EQ(stateOf(*match).endSeat(), 1);
}

TEST(NoReturnRulings, NR3_SetupExchangeExplicitBagGoesToTheBottomInOrder)
{
    auto match = start(2, firstCounters(20));
    // Seat 0: red11 red11 ... red8 red8; seat 1: red7 ... red4; bag: red3 red3 red2 red2.
    play(*match, "setaside red11 red9");
    EXPECT_EQ(handText(*match, 0), "red11 red10 red10 red9 red8 red8 red3 red3");
    EXPECT_EQ(stateOf(*match).stage, Stage::Setup);
    play(*match, "setaside red4");
    const auto json = games::core::stateJson(*match);
    EXPECT_EQ(json["bag"], nlohmann::json({"red2", "red11", "red9", "red4"}));
    EXPECT_EQ(handText(*match, 1), "red7 red7 red6 red6 red5 red5 red4 red2");
    EXPECT_EQ(seatOf(*match, 0).setupCount, 2);
    EXPECT_EQ(countersInGame(stateOf(*match)), 20);
}

TEST(NoReturnRulings, NR3_SetupExchangeSeededReshufflesTheBag)
{
    auto match = seeded(3, 11);
    const auto before = stateOf(*match).bag;
    EXPECT_EQ(before.size(), 132u - 24u);
    core::MoveList legal;
    match->legalMoves(legal);
    EXPECT_EQ(decode(legal.front()).kind, MoveKind::SetAside);
    // Everybody sets aside their whole hand.
    for (int i = 0; i < 3; ++i) {
        const auto hand = seatOf(*match, match->toMove()).hand.list();
        ASSERT_TRUE(match->apply(moves::setAside(hand)).ok());
        EXPECT_EQ(countersInGame(stateOf(*match)), 132);
    }
    const State& state = stateOf(*match);
    EXPECT_EQ(state.stage, Stage::Play);
    EXPECT_EQ(state.bag.size(), 132u - 24u);
    EXPECT_TRUE(state.setAside.empty());
    // The set-aside counters are back in the bag, shuffled in (not simply at its bottom).
    std::vector<Counter> bottom(state.bag.begin(), state.bag.begin() + 24);
    std::vector<Counter> setAside;
    for (const auto& seat : state.seats)
        setAside.insert(setAside.end(), seat.setupFaces.begin(), seat.setupFaces.end());
    EXPECT_NE(bottom, setAside);
    EXPECT_FALSE(state.lastRound);
}

TEST(NoReturnRulings, NR4_NoPassWhileAnActionIsPossible)
{
    core::Move move;
    EXPECT_EQ(game().parseMove("pass", move).code, "no-return.bad-notation");
    auto match = seeded(2, 3);
    play(*match, "keep; keep");
    core::MoveList legal;
    match->legalMoves(legal);
    EXPECT_TRUE(std::any_of(
        legal.begin(), legal.end(), [](const core::Move& m) { return decode(m).kind == MoveKind::Exchange; }));
    // Being passed over (NR-15) is a log event, never a move: the byte after the last kind is malformed.
    const core::Move pass {static_cast<std::uint8_t>(MoveKind::Clear) + 1, 0, 0, 0, {}};
    EXPECT_EQ(match->check(pass).code, "no-return.malformed-move");
}

TEST(NoReturnRulings, NR5_ExchangeOneToFourAlsoWithAnEmptyBag)
{
    auto match = start(2, firstCounters(16));
    play(*match, "keep; keep");
    EXPECT_TRUE(stateOf(*match).bag.empty());
    EXPECT_EQ(match->check(mv("exchange red11 red11 red10 red10 red9")).code, "no-return.exchange-count");
    EXPECT_EQ(match->check(mv("exchange red11 red11 red11")).code, "no-return.not-in-hand");
    play(*match, "exchange red11 red11 red10 red10");
    EXPECT_EQ(seatOf(*match, 0).hand.size, 4);
    EXPECT_EQ(seatOf(*match, 0).faceDown.size(), 4u);
    EXPECT_FALSE(stateOf(*match).lastRound); // nothing was drawn (NR-13)
    EXPECT_EQ(match->toMove(), 1);
    EXPECT_EQ(
        legalTexts(*match, MoveKind::Exchange).size(), 4u + 10u + 16u + 19u); // four pairs: (1+x+x^2)^4, sizes 1-4
}

TEST(NoReturnRulings, NR6_ArrangeOneColourNonIncreasingDrawAsMany)
{
    auto match = start(2,
        "blue9 blue9 blue5 red3 red3 green1 green2 green4 " + firstCounters(8, 100)
            + "pink1 pink2 pink3 pink4 pink5 pink6 pink7");
    play(*match, "keep; keep; arrange blue 9 9");
    EXPECT_EQ(column(*match, 0, Blue), (std::vector<int> {9, 9}));
    EXPECT_EQ(seatOf(*match, 0).hand.size, 8);
    EXPECT_EQ(stateOf(*match).bag.size(), 5u);
    play(*match, "exchange " + counterName(seatOf(*match, 1).hand.list().front()));
    // Equal or lower only; the 5 goes below the 9s, nothing can go above.
    EXPECT_TRUE(isLegal(*match, "arrange blue 5"));
    EXPECT_TRUE(isLegal(*match, "arrange green 4 2 1"));
    EXPECT_TRUE(isLegal(*match, "arrange red 3 3"));
    const core::Move mixed
        = moves::make(MoveKind::Arrange, std::vector<Counter> {makeCounter(Red, 3), makeCounter(Blue, 5)});
    EXPECT_EQ(match->check(mixed).code, "no-return.mixed-colours");
    EXPECT_EQ(match->check(mixed).args, (std::array<int, 3> {Red, Blue, 0}));
    EXPECT_EQ(match->check(moves::arrange(Red, {})).code, "no-return.nothing-chosen");
    play(*match, "arrange green 2");
    play(*match, "exchange " + counterName(seatOf(*match, 1).hand.list().front()));
    EXPECT_EQ(match->check(mv("arrange green 4")).code, "no-return.too-high-for-column");
    EXPECT_TRUE(match->check(mv("arrange green 1")).ok());
}

TEST(NoReturnRulings, NR7_SwitchOnlyAtStartOfOwnTurn)
{
    auto match = seeded(3, 21);
    play(*match, keepAll(3));
    EXPECT_TRUE(isLegal(*match, "switch"));
    play(*match, "switch");
    EXPECT_EQ(match->toMove(), 0); // the same seat now acts in Phase 2
    EXPECT_EQ(seatOf(*match, 0).phase, 2);
    EXPECT_EQ(match->check(mv("switch")).code, "no-return.switch-not-first");
    const auto hand = seatOf(*match, 0).hand.list();
    EXPECT_EQ(
        match->check(moves::arrange(colourOf(hand.front()), {valueOf(hand.front())})).code, "no-return.phase1-only");
    EXPECT_EQ(legalTexts(*match, MoveKind::Switch).size(), 0u);
    EXPECT_EQ(legalTexts(*match, MoveKind::Arrange).size(), 0u);
    exchangeOne(*match);
    EXPECT_EQ(match->toMove(), 1);
    EXPECT_FALSE(stateOf(*match).switchedThisTurn);
    exchangeOne(*match);
    exchangeOne(*match);
    // Irreversible: the next own turn is Phase 2 again, and switching is no longer possible.
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(match->check(mv("switch")).code, "no-return.phase1-only");
    // A clear needs Phase 2.
    EXPECT_EQ(match->check(mv("clear red 1 pay red 11")).code, "no-return.no-column");
}

TEST(NoReturnRulings, NR8_ClearPayOneColourOverpayAndExtraCountersAllowed)
{
    // Anna's position from the rulebook example: see examples_test.cpp for the build-up.
    auto match = start(2,
        "yellow10 yellow5 yellow2 yellow1 yellow1 pink8 pink5 pink5 blue1 blue3 blue4 blue5 blue6 blue7 blue8 blue10 "
        "purple8 purple7 purple3 red7 red2 blue2 green11 green11 blue11 blue9 pink1 pink2 pink3 red1 "
        "pink4 pink6 red3 pink7 red4 red5 red6 red9 red10 red11 yellow7 yellow8 yellow9 yellow11 purple1");
    play(*match,
        "keep; keep; arrange yellow 10 5 2 1 1; exchange blue1; arrange pink 8 5 5; exchange blue3;"
        "arrange purple 8 7 3; exchange blue4; arrange red 7 2; exchange blue5; arrange green 11; exchange blue6");
    EXPECT_EQ(match->check(mv("clear red 1 pay pink 7")).code, "no-return.phase2-only");
    play(*match, "switch");
    EXPECT_TRUE(isLegal(*match, "clear red 1 pay pink 7 6")); // 13 for a 2: overpaid, one counter more
    EXPECT_TRUE(isLegal(*match, "clear red 2 pay blue 11")); // any payment colour
    EXPECT_TRUE(isLegal(*match, "clear red 2 pay pink 4 3 2")); // exactly 9
    EXPECT_EQ(match->check(mv("clear red 2 pay pink 4 3 1")).code, "no-return.payment-too-low");
    EXPECT_EQ(match->check(mv("clear red 3 pay blue 11")).code, "no-return.clear-count");
    EXPECT_EQ(match->check(mv("clear blue 1 pay blue 11")).code, "no-return.no-column");
    const core::Move mixed
        = moves::make(MoveKind::Clear, std::vector<Counter> {makeCounter(Blue, 11), makeCounter(Pink, 1)}, Red, 1);
    EXPECT_EQ(match->check(mixed).code, "no-return.mixed-colours");
    play(*match, "clear red 2 pay pink 7 6");
    EXPECT_TRUE(column(*match, 0, Red).empty());
    EXPECT_EQ(seatOf(*match, 0).pointsPile, (std::vector<Counter> {makeCounter(Red, 2), makeCounter(Red, 7)}));
    EXPECT_EQ(stateOf(*match).lidFaceUp, (std::vector<Counter> {makeCounter(Pink, 7), makeCounter(Pink, 6)}));
    EXPECT_EQ(seatOf(*match, 0).hand.size, 8);
}

TEST(NoReturnRulings, NR10_LastCounterFinishesTheRound)
{
    // The last counter is drawn by seat 1 of 3 (start 0): seat 2 still plays, then the game ends.
    auto match = start(3, firstCounters(24 + 2));
    play(*match, keepAll(3));
    exchangeOne(*match);
    EXPECT_FALSE(stateOf(*match).lastRound);
    exchangeOne(*match);
    EXPECT_TRUE(stateOf(*match).lastRound);
    EXPECT_FALSE(match->isOver());
    EXPECT_EQ(match->toMove(), 2);
    EXPECT_EQ(endReason(stateOf(*match)), EndReason::None);
    exchangeOne(*match);
    EXPECT_TRUE(match->isOver());
    EXPECT_EQ(match->toMove(), core::kNoSeat);
    EXPECT_EQ(endReason(stateOf(*match)), EndReason::LastRound); // what the observation tells the board
    EXPECT_EQ(observeState(stateOf(*match), 0).endReason, EndReason::LastRound);
}

TEST(NoReturnRulings, NR10_EndOfRoundForEverySeatThatDrawsTheLastCounter)
{
    for (int seats = 2; seats <= 4; ++seats)
        for (int startSeat = 0; startSeat < seats; ++startSeat)
            for (int left = 1; left <= 2 * seats; ++left) {
                SCOPED_TRACE(std::to_string(seats) + " seats, start " + std::to_string(startSeat) + ", bag "
                    + std::to_string(left));
                auto match = start(seats, firstCounters(8 * seats + left), startSeat);
                play(*match, keepAll(seats));
                const core::Seat drawer = (startSeat + left - 1) % seats;
                for (int turn = 1; turn < left; ++turn)
                    exchangeOne(*match);
                EXPECT_EQ(match->toMove(), drawer);
                EXPECT_FALSE(stateOf(*match).lastRound);
                exchangeOne(*match);
                EXPECT_TRUE(stateOf(*match).lastRound);
                // Seats after the drawer up to the one before the start player still play.
                const int remaining = (stateOf(*match).endSeat() - drawer + seats) % seats;
                EXPECT_EQ(match->isOver(), remaining == 0);
                for (int turn = 0; turn < remaining; ++turn) {
                    ASSERT_FALSE(match->isOver());
                    exchangeOne(*match);
                }
                EXPECT_TRUE(match->isOver());
                // Everybody had the same number of turns.
                std::vector<int> turns(static_cast<std::size_t>(seats));
                for (const auto& entry : stateOf(*match).log)
                    if (entry.event == EventType::Exchange)
                        ++turns[static_cast<std::size_t>(entry.seat)];
                EXPECT_TRUE(std::all_of(turns.begin(), turns.end(), [&](int t) { return t == turns[0]; }));
                EXPECT_EQ(turnsPlayed(stateOf(*match)), ((left + seats - 1) / seats) * seats);
            }
}

TEST(NoReturnRulings, NR10_AllInPhase2WithEmptyDisplaysEndsAtOnce)
{
    auto match = seeded(3, 8);
    play(*match, keepAll(3));
    play(*match, "switch");
    exchangeOne(*match);
    play(*match, "switch");
    exchangeOne(*match);
    EXPECT_FALSE(match->isOver());
    play(*match, "switch");
    EXPECT_FALSE(match->isOver()); // NR-14: the switching player's action is still carried out
    exchangeOne(*match);
    EXPECT_TRUE(match->isOver());
    EXPECT_FALSE(stateOf(*match).lastRound);
    EXPECT_EQ(observeState(stateOf(*match), core::kSpectator).endReason, EndReason::DisplaysCleared);
}

TEST(NoReturnRulings, NR11_ScoringPlusPileMinusDisplayHandIgnored)
{
    State state;
    state.seatCount = 3;
    state.seats.resize(3);
    state.seats[0].pointsPile = {makeCounter(Red, 5), makeCounter(Blue, 5)};
    state.seats[0].columns[Green] = {3};
    state.seats[0].hand.add(makeCounter(Pink, 11));
    state.seats[1].pointsPile = {makeCounter(Red, 8)};
    state.seats[1].columns[Yellow] = {1};
    state.seats[2].pointsPile = {makeCounter(Red, 9)};
    state.seats[2].columns[Yellow] = {2};
    const auto scores = scoreAll(state);
    EXPECT_EQ(scores[0].total, 7);
    EXPECT_EQ(scores[0].rankKey, (games::core::RankKey {7, -3}));
    ASSERT_EQ(scores[0].items.size(), 2u);
    EXPECT_EQ(scores[0].items[0].id, "points-pile");
    EXPECT_EQ(scores[0].items[0].points, 10);
    EXPECT_EQ(scores[0].items[1].id, "display");
    EXPECT_EQ(scores[0].items[1].points, -3);
    EXPECT_EQ(scores[0].items[1].values, std::vector<int> {3});
    // Ties: 7 each; fewer minus points wins (seat 1), seat 2 second, seat 0 third.
    EXPECT_EQ(core::winnersOf(scores), std::vector<int> {1});
    EXPECT_EQ(core::placesOf(scores), (std::vector<int> {3, 1, 2}));
    // Still tied: shared victory.
    state.seats[2].pointsPile = {makeCounter(Red, 8)};
    state.seats[2].columns[Yellow] = {1};
    EXPECT_EQ(core::winnersOf(scoreAll(state)), (std::vector<int> {1, 2}));
    EXPECT_EQ(core::placesOf(scoreAll(state)), (std::vector<int> {3, 1, 1}));
}

TEST(NoReturnRulings, NR12_HiddenInformation)
{
    auto match = seeded(3, 4);
    play(*match, "keep");
    const auto hand1 = seatOf(*match, 1).hand.list();
    ASSERT_TRUE(match->apply(moves::setAside({hand1[0], hand1[1]})).ok());
    play(*match, "keep");
    const auto hand0 = seatOf(*match, 0).hand.list();
    ASSERT_TRUE(match->apply(moves::exchange({hand0[0]})).ok());
    const auto o0 = observeState(stateOf(*match), 0);
    EXPECT_EQ(o0.hand, seatOf(*match, 0).hand.list());
    EXPECT_EQ(o0.myExchangedAway, std::vector<Counter> {hand0[0]});
    EXPECT_EQ(o0.seats[1].setAsideAtSetup, 2);
    EXPECT_EQ(o0.seats[0].exchangedAway, 1);
    EXPECT_EQ(o0.seats[1].handSize, 8);
    EXPECT_EQ(o0.bagCount, 132 - 24 - 1);
    // Seat 1's set-aside shows as a count for seat 0; its own exchange fully.
    ASSERT_EQ(o0.log.size(), 4u);
    EXPECT_EQ(o0.log[1].event, EventType::SetAside);
    EXPECT_TRUE(o0.log[1].facesHidden());
    EXPECT_EQ(o0.log[1].count, 2);
    EXPECT_TRUE(o0.log[1].counters.empty());
    EXPECT_FALSE(o0.log[3].facesHidden());
    const auto o1 = observeState(stateOf(*match), 1);
    EXPECT_TRUE(o1.myExchangedAway.empty());
    EXPECT_EQ(o1.mySetAside, (std::vector<Counter> {hand1[0], hand1[1]}));
    EXPECT_FALSE(o1.log[1].facesHidden());
    EXPECT_TRUE(o1.log[3].facesHidden());
    const auto spectator = observeState(stateOf(*match), core::kSpectator);
    EXPECT_TRUE(spectator.hand.empty());
    EXPECT_TRUE(spectator.log[1].facesHidden());
    EXPECT_TRUE(spectator.log[3].facesHidden());
    // Another hand, the others' face-down faces and the bag order do not change seat 0's observation.
    State other = stateOf(*match);
    std::reverse(other.bag.begin(), other.bag.end());
    const Counter fromHand = other.seats[2].hand.list().front();
    const Counter fromBag = other.bag.front();
    other.seats[2].hand.remove(fromHand);
    other.seats[2].hand.add(fromBag);
    other.bag.front() = fromHand;
    EXPECT_TRUE(observeState(other, 0).equals(o0));
    EXPECT_EQ(observeState(other, 0).toJson(), o0.toJson());
    EXPECT_FALSE(observeState(other, 2).equals(observeState(stateOf(*match), 2)));
    EXPECT_NE(observeState(other, 2).toJson(), observeState(stateOf(*match), 2).toJson());
    // Nor do the faces seat 1 set aside and seat 0 exchanged change what the others see of them.
    State faces = stateOf(*match);
    faces.seats[1].setupFaces = {makeCounter(Pink, 1), makeCounter(Pink, 1)};
    faces.log[1].counters = std::span<const Counter>(faces.seats[1].setupFaces);
    faces.seats[0].faceDown = {makeCounter(Pink, 2)};
    faces.log[3].counters = std::span<const Counter>(faces.seats[0].faceDown);
    EXPECT_TRUE(observeState(faces, 2).equals(observeState(stateOf(*match), 2)));
    EXPECT_EQ(observeState(faces, 2).toJson(), observeState(stateOf(*match), 2).toJson());
    EXPECT_FALSE(observeState(faces, 1).equals(o1));
}

TEST(NoReturnRulings, NR13_OnlyADrawDuringPlayStartsTheLastRound)
{
    auto match = start(2, firstCounters(18));
    play(*match, "setaside red11 red11"); // draws the last two counters during setup
    EXPECT_TRUE(stateOf(*match).bag.empty());
    play(*match, "keep");
    EXPECT_FALSE(stateOf(*match).lastRound);
    EXPECT_EQ(stateOf(*match).bag.size(), 2u); // the set-aside ones came back
    play(*match, "exchange red10 red10 red9 red9"); // a short draw: 2 of 4
    EXPECT_TRUE(stateOf(*match).lastRound);
    EXPECT_EQ(seatOf(*match, 0).hand.size, 6);
    EXPECT_FALSE(match->isOver());
    exchangeOne(*match);
    EXPECT_TRUE(match->isOver());
}

TEST(NoReturnRulings, NR14_SwitchWithEmptyDisplayOnlyExchange)
{
    auto match = seeded(2, 14);
    play(*match, "keep; keep; switch");
    core::MoveList legal;
    match->legalMoves(legal);
    EXPECT_TRUE(std::all_of(
        legal.begin(), legal.end(), [](const core::Move& m) { return decode(m).kind == MoveKind::Exchange; }));
    EXPECT_FALSE(legal.empty());
    // Seat 0 is in Phase 2 with an empty display, seat 1 is not: no early end.
    exchangeOne(*match);
    EXPECT_FALSE(match->isOver());
}

TEST(NoReturnRulings, NR15_SeatWithoutHandCountersIsPassedOver)
{
    // Two seats, 8 counters: seat 1 holds nothing and is passed over every round; the bag is empty from the
    // start, so no draw starts a last round; the game ends when no one holds a counter.
    auto match = start(2, firstCounters(8));
    play(*match, "keep; keep");
    EXPECT_EQ(match->toMove(), 0);
    play(*match, "exchange red11 red11 red10 red10");
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(stateOf(*match).log.back().event, EventType::Passed);
    EXPECT_EQ(stateOf(*match).log.back().seat, 1);
    play(*match, "exchange red9 red9 red8 red8");
    EXPECT_TRUE(match->isOver());

    // The passed turn counts for the round: seat 2 (the last of the round) is empty when the last round runs.
    auto last = start(3, firstCounters(16));
    play(*last, "setaside red11; keep; keep"); // seat 0 draws nothing; red11 back into the bag after setup
    EXPECT_EQ(stateOf(*last).bag.size(), 1u);
    play(*last, "exchange red10"); // draws the last counter
    EXPECT_TRUE(stateOf(*last).lastRound);
    EXPECT_EQ(last->toMove(), 1);
    exchangeOne(*last);
    EXPECT_TRUE(last->isOver());
    EXPECT_EQ(stateOf(*last).log.back().event, EventType::Passed);
    EXPECT_EQ(stateOf(*last).log.back().seat, 2);
}

TEST(NoReturnRulings, NR16_RefillToEightAfterClearing)
{
    auto match = start(2,
        "blue9 blue9 blue5 blue4 red3 red3 green1 green2 " + firstCounters(8, 100)
            + "pink11 pink10 pink9 pink8 pink7 pink6");
    play(*match, "keep; keep; arrange blue 9 9 5 4");
    EXPECT_EQ(handText(*match, 0), "red3 red3 green2 green1 pink11 pink10 pink9 pink8");
    play(*match, "exchange " + counterName(seatOf(*match, 1).hand.list().front())); // draws pink7
    play(*match, "switch; clear blue 1 pay red 3 3; exchange " + counterName(seatOf(*match, 1).hand.list().front()));
    EXPECT_EQ(seatOf(*match, 0).hand.size, 7); // only one counter (pink6) was left for the refill of two
    EXPECT_TRUE(stateOf(*match).bag.empty());
}

TEST(NoReturnRulings, NR17_SetupExchangeZeroToEightNeverTheSetAsideOnes)
{
    auto match = start(2, firstCounters(32));
    EXPECT_EQ(legalTexts(*match).size(), 81u); // 4 pairs: 3^4 sub-multisets, keep included
    EXPECT_TRUE(isLegal(*match, "keep"));
    play(*match, "setaside red11 red11 red10 red10 red9 red9 red8 red8");
    EXPECT_EQ(handText(*match, 0), "red3 red3 red2 red2 red1 red1 yellow11 yellow11");
    EXPECT_EQ(stateOf(*match).setAside.size(), 8u);
    EXPECT_EQ(match->check(mv("exchange red7")).code, "no-return.setup-exchange-first");
    play(*match, "keep");
    EXPECT_EQ(match->check(mv("keep")).code, "no-return.setup-only");
    EXPECT_EQ(stateOf(*match).bag.size(), 16u);
}
