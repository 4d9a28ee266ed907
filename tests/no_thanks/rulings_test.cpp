// SPDX-License-Identifier: GPL-3.0-or-later
// One test (or more) per ruling NT-1 .. NT-27 of docs/rulings.md.
#include "core/debug.h"
#include "test_util.h"

#include "core/rng.h"
#include "core/score.h"
#include "no_thanks/scoring.h"

#include <algorithm>
#include <set>

using namespace nt_test;

namespace {

const games::core::ScoreItem* item(const games::core::SeatScore& score, const std::string& id)
{
    for (const auto& entry : score.items)
        if (entry.id == id)
            return &entry;
    return nullptr;
}

Display displayWith(std::initializer_list<int> cards)
{
    Display display;
    for (int card : cards)
        display.add(static_cast<Card>(card));
    return display;
}

int greensIn(const State& s)
{
    int n = 0;
    for (int i = s.deckTop; i < s.deckEnd; ++i)
        n += isGreen(s.deck[i]) ? 1 : 0;
    return n;
}

} // namespace

TEST(NoThanksRulings, NT1_BaseDealAndChips)
{
    for (int seats = 3; seats <= 7; ++seats) {
        auto match = seededMatch(seats, 99 + static_cast<std::uint64_t>(seats));
        const State& s = games::core::stateOf(*match);
        EXPECT_EQ(s.deckSize() + 1, 24); // the first card is already face up
        EXPECT_EQ(s.setAsideSize(), 9);
        std::set<int> cards {s.middle};
        for (int i = s.deckTop; i < s.deckEnd; ++i)
            cards.insert(s.deck[i]);
        for (int i = 0; i < s.setAsideEnd; ++i)
            cards.insert(s.setAside[i]);
        EXPECT_EQ(cards.size(), 33u);
        EXPECT_EQ(*cards.begin(), 3);
        EXPECT_EQ(*cards.rbegin(), 35);
        for (int seat = 0; seat < seats; ++seat)
            EXPECT_EQ(s.chips[seat], seats <= 5 ? 11 : seats == 6 ? 9 : 7);
    }
}

TEST(NoThanksRulings, NT2_StartSeatRevealsAndDecidesFirst)
{
    auto match = seededMatch(4, 5, false, 2);
    EXPECT_EQ(match->toMove(), 2);
    EXPECT_EQ(games::core::stateOf(*match).log.front().type, EventType::Reveal);
    EXPECT_EQ(games::core::stateOf(*match).log.front().seat, 2);
}

TEST(NoThanksRulings, NT3_ChipsSecretUnlessOpenButDerivableFromLog)
{
    auto match = setupMatch(3, deckOf({"11", "26", "4"}));
    play(*match, {"refuse", "refuse", "take", "refuse"});
    auto hidden = observationOf(*match, 1);
    EXPECT_TRUE(hidden->chips.empty());
    EXPECT_FALSE(hidden->toJson().contains("counters"));
    EXPECT_EQ(hidden->ownChips, 10);
    // G-2: the log gives every count.
    std::vector<int> derived(3, 11);
    for (const auto& event : hidden->log) {
        if (event.type == EventType::Refuse || event.type == EventType::Bid)
            --derived[event.seat];
        if (event.type == EventType::Take || event.type == EventType::Decline)
            derived[event.seat] += event.n;
    }
    EXPECT_EQ(derived, (std::vector<int> {10, 10, 12}));

    auto open = setupMatch(3, deckOf({"11", "26", "4"}), false, 0, true);
    play(*open, {"refuse", "refuse", "take", "refuse"});
    EXPECT_EQ(observationOf(*open, 1)->chips, (std::vector<int> {10, 10, 12}));
    EXPECT_EQ(observationOf(*open, games::core::kSpectator)->chips, (std::vector<int> {10, 10, 12}));
}

TEST(NoThanksRulings, NT4_TakeOrRefuseAndForcedTake)
{
    auto match = customMatch(3, deckOf({"20", "21"}), false, [](State& s) { s.chips[0] = 0; });
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"take"}));
    EXPECT_EQ(code(*match, "refuse"), "no-thanks.must-take");
    play(*match, {"take"});
    EXPECT_EQ(match->toMove(), 0); // a take is followed by the taker's next decision
    EXPECT_EQ(games::core::stateOf(*match).middle, 21);
}

TEST(NoThanksRulings, NT5_TiesShareTheVictory)
{
    auto match = setupMatch(3, deckOf({"10", "20"}));
    play(*match, {"take", "refuse", "refuse", "refuse", "take"}); // seat 0: 10 and 20 with 13 chips
    ASSERT_TRUE(match->isOver());
    const auto scores = match->score();
    EXPECT_EQ(scores[0].total, -30 + 13);
    EXPECT_EQ(scores[1].total, 10);
    EXPECT_EQ(scores[2].total, 10);
    EXPECT_EQ(games::core::winnersOf(scores), (std::vector<int> {1, 2}));
}

TEST(NoThanksRulings, NT6_ExpansionDeal)
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto match = seededMatch(3, seed, true);
        const State& s = games::core::stateOf(*match);
        EXPECT_EQ(s.deckSize() + 1, 39);
        EXPECT_EQ(s.setAsideSize(), 9);
        EXPECT_EQ(s.unusedCount, 7);
        for (int i = 0; i < 9; ++i)
            EXPECT_FALSE(isGreen(s.setAside[i]));
        for (int i = 0; i < 7; ++i)
            EXPECT_TRUE(isGreen(s.unused[i]));
        EXPECT_EQ(greensIn(s) + (isGreen(s.middle) ? 1 : 0), 9);
        EXPECT_EQ(s.deckGreens, greensIn(s));
        const auto observation = observationOf(*match, 0);
        EXPECT_EQ(observation->deckTopGreen, isGreen(s.deck[s.deckTop]));
        EXPECT_EQ(observation->deckGreens, greensIn(s));
    }
}

TEST(NoThanksRulings, NT7_FirstDeclinerTakesChipsLastBidderGetsCard)
{
    auto match = setupMatch(3, deckOf({"wild", "5", "6"}), true);
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"bid", "decline"}));
    EXPECT_EQ(code(*match, "take"), "no-thanks.auction-running");
    play(*match, {"bid", "bid", "bid", "bid"}); // 0, 1, 2, 0
    EXPECT_EQ(match->toMove(), 1);
    play(*match, {"decline"});
    EXPECT_EQ(chips(*match, 1), 10 + 4);
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"wild"})); // seat 0 bid last
    EXPECT_EQ(match->toMove(), 1); // the decliner reveals
    EXPECT_EQ(games::core::stateOf(*match).middle, 5);
    EXPECT_EQ(code(*match, "bid"), "no-thanks.no-auction");
}

TEST(NoThanksRulings, NT7_NobodyBidsCardGoesToDeclinersRight)
{
    auto match = setupMatch(4, deckOf({"bonus10", "5"}), true, 1);
    play(*match, {"decline"});
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"bonus10"}));
    EXPECT_EQ(chips(*match, 1), 11);
    EXPECT_EQ(match->toMove(), 1);
}

/// The observation says who would receive the green card if the seat to move declined now (what the board shows).
TEST(NoThanksRulings, NT7_ObservationNamesTheReceiverNow)
{
    auto receiverNow = [](const games::core::Match& match) {
        return static_cast<const NoThanksObservation&>(*match.observe(match.toMove())).auctionReceiver;
    };
    auto match = setupMatch(4, deckOf({"bonus10", "5"}), true, 1);
    EXPECT_EQ(receiverNow(*match), 0); // nobody bid: the decliner's right
    play(*match, {"bid"}); // seat 1
    EXPECT_EQ(receiverNow(*match), 1);
    play(*match, {"bid", "bid"}); // seats 2, 3
    EXPECT_EQ(receiverNow(*match), 3);
    play(*match, {"decline"}); // seat 0 declines: seat 3 receives
    EXPECT_EQ(displayOf(*match, 3), (std::vector<std::string> {"bonus10"}));
    EXPECT_EQ(receiverNow(*match), games::core::kNoSeat); // no auction now
}

TEST(NoThanksRulings, NT7_NoChipsMustDecline)
{
    auto match = customMatch(3, deckOf({"bonus5", "5"}), true, [](State& s) { s.chips[0] = 0; });
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"decline"}));
    EXPECT_EQ(code(*match, "bid"), "no-thanks.must-decline");
}

TEST(NoThanksRulings, NT8_TimingTableAndLookDoesNotEndDecision)
{
    int immediate = 0, anyTime = 0;
    for (const auto& card : specialCards()) {
        immediate += card.timing == Timing::Immediate ? card.copies : 0;
        anyTime += card.timing == Timing::AnyTime ? card.copies : 0;
    }
    EXPECT_EQ(immediate, 3); // give, remove, pink-X
    EXPECT_EQ(anyTime, 2); // skip, look
    EXPECT_EQ(timingOf(kPinkX), Timing::Immediate);
    EXPECT_EQ(timingOf(kDouble), Timing::EndOfGame);
    EXPECT_EQ(timingOf(kLook), Timing::AnyTime);
    for (Card card = 0; card < kCardIds; ++card) // the playouts' shortcut says what the table says
        EXPECT_EQ(actsAtOnce(card), isValidCard(card) && timingOf(card) == Timing::Immediate) << static_cast<int>(card);

    auto match = customMatch(3, deckOf({"20", "21"}, {"3", "4"}), true, [](State& s) { s.displays[0].add(kLook); });
    play(*match, {"look"});
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_FALSE(games::core::stateOf(*match).displays[0].has(kLook)); // used cards are discarded
    EXPECT_TRUE(games::core::stateOf(*match).discard.has(kLook));
}

TEST(NoThanksRulings, NT9_SkipperIsPassedOverUntilNextReveal)
{
    auto match = customMatch(3, deckOf({"wild", "5"}), true, [](State& s) { s.displays[1].add(kSkip); });
    play(*match, {"bid"}); // seat 0
    EXPECT_EQ(match->toMove(), 1);
    play(*match, {"skip"});
    EXPECT_EQ(match->toMove(), 2);
    play(*match, {"bid", "bid"}); // seat 2, seat 0: seat 1 is passed over
    EXPECT_EQ(match->toMove(), 2);
    play(*match, {"decline"});
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"wild"}));
    EXPECT_EQ(games::core::stateOf(*match).middle, 5);
    EXPECT_EQ(games::core::stateOf(*match).skipped, 0);
    play(*match, {"refuse"}); // seat 2 reveals; seat 0 next, then seat 1 again
    play(*match, {"refuse"});
    EXPECT_EQ(match->toMove(), 1);
}

TEST(NoThanksRulings, NT9_SkippingLastBidderCannotReceive)
{
    auto match = customMatch(3, deckOf({"bonus20", "5"}), true, [](State& s) { s.displays[1].add(kSkip); });
    play(*match, {"bid", "bid"}); // seat 0, seat 1 bid
    play(*match, {"decline"}); // seat 2 declines: seat 1 bid last
    EXPECT_EQ(displayOf(*match, 1), (std::vector<std::string> {"bonus20", "skip"}));

    auto other = customMatch(3, deckOf({"bonus20", "5"}), true, [](State& s) { s.displays[1].add(kSkip); });
    play(*other, {"bid", "bid", "decline"}); // seat 0, seat 1, then seat 2 declines
    // Same, but seat 1 skips after bidding: the card goes to the last bidder still taking part.
    auto skipper = customMatch(3, deckOf({"bonus20", "5"}), true, [](State& s) { s.displays[1].add(kSkip); });
    play(*skipper, {"bid", "bid", "bid", "bid"}); // 0, 1, 2, 0
    EXPECT_EQ(skipper->toMove(), 1);
    play(*skipper, {"skip", "decline"}); // seat 1 skips; seat 2 declines
    EXPECT_EQ(displayOf(*skipper, 0), (std::vector<std::string> {"bonus20"}));
    EXPECT_EQ(chips(*skipper, 2), 10 + 4);
    EXPECT_EQ(chips(*skipper, 1), 10); // its bid stays on the card
}

TEST(NoThanksRulings, NT10_PinkXPassesGreensTakesFirstNonGreen)
{
    auto match = setupMatch(3, deckOf({"pink-x", "wild", "bonus5", "17", "18"}, {"30"}), true);
    play(*match, {"take"});
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"17"}));
    EXPECT_TRUE(games::core::stateOf(*match).discard.has(kPinkX));
    const Event& fetch = games::core::stateOf(*match).log[2];
    EXPECT_EQ(fetch.type, EventType::FetchDeck);
    EXPECT_EQ(fetch.card, 17);
    EXPECT_EQ(fetch.n, 2); // two green backs passed over, publicly
    // The taker reveals next: the wild, still on top.
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(games::core::stateOf(*match).middle, kWild);
    EXPECT_EQ(observationOf(*match, 1)->knownGreenTop, 1);
    EXPECT_TRUE(observationOf(*match, 1)->deckTopGreen);
}

TEST(NoThanksRulings, NT10_PinkXFallsBackToSetAside)
{
    auto match = setupMatch(3, deckOf({"pink-x", "wild"}, {"30", "12"}), true);
    play(*match, {"take"});
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"30"}));
    EXPECT_EQ(games::core::stateOf(*match).setAsideSize(), 1);
    EXPECT_EQ(games::core::stateOf(*match).log[2].type, EventType::FetchSetAside);
    EXPECT_EQ(games::core::stateOf(*match).middle, kWild);
}

TEST(NoThanksRulings, NT11_WildTakesBestNumber)
{
    // 10 and 12: the wild as 11 joins them into one run costing 10.
    const auto score = scoreSeat(displayWith({10, 12, kWild}), 0);
    EXPECT_EQ(item(score, "cards")->points, -10);
    EXPECT_EQ(item(score, "special.wild")->values, (std::vector<int> {11}));
}

TEST(NoThanksRulings, NT11_CardPointsCountTheWildAsTheFinalScoreDoes)
{
    EXPECT_EQ(cardPoints(std::vector<Card> {12, kWild, 10}), -10);
    // Cards that change only what the chips are worth count nothing without chips.
    EXPECT_EQ(cardPoints(std::vector<Card> {kDouble, kNegative, 20}), -20);
    // The rest as scoreSeat gives it with no chips: copies of a bonus card, a wild card alone beside a number.
    EXPECT_EQ(
        cardPoints(std::vector<Card> {kBonus5, 30, kBonus5}), scoreSeat(displayWith({kBonus5, kBonus5, 30}), 0).total);
    EXPECT_EQ(cardPoints(std::vector<Card> {kWild, 35}), scoreSeat(displayWith({kWild, 35}), 0).total);
}

TEST(NoThanksRulings, NT12_ChipModifiers)
{
    EXPECT_EQ(scoreSeat(displayWith({kDouble}), 7).total, 14);
    EXPECT_EQ(scoreSeat(displayWith({kHalve}), 7).total, 3);
    EXPECT_EQ(scoreSeat(displayWith({kDouble, kHalve}), 7).total, 7);
    EXPECT_EQ(scoreSeat(displayWith({kNegative}), 7).total, -7);
    EXPECT_EQ(scoreSeat(displayWith({kNegative, kDouble}), 7).total, -14);
    EXPECT_EQ(scoreSeat(displayWith({kNegative, kHalve}), 7).total, -3);
    EXPECT_EQ(scoreSeat(displayWith({kNegative, kHalve, kDouble}), 7).total, -7);
    EXPECT_EQ(item(scoreSeat(displayWith({kHalve}), 7), "special.halve")->points, -4);
    // The score sheet tells a modifier cancelled by the other from one that changed nothing (no chips left).
    EXPECT_EQ(item(scoreSeat(displayWith({kHalve}), 0), "special.halve")->values, std::vector<int> {0});
    EXPECT_TRUE(item(scoreSeat(displayWith({kDouble, kHalve}), 7), "special.halve")->values.empty());
    EXPECT_TRUE(item(scoreSeat(displayWith({kDouble, kHalve}), 7), "special.double")->values.empty());
}

TEST(NoThanksRulings, NT13_HighestCardCountsDouble)
{
    // A single highest card.
    EXPECT_EQ(scoreSeat(displayWith({5, 20, kHighestDouble}), 0).total, -(5 + 40));
    // The highest card in a run: the run's lowest value counts double.
    const auto run = scoreSeat(displayWith({5, 18, 19, 20, kHighestDouble}), 0);
    EXPECT_EQ(run.total, -(5 + 18 + 18));
    EXPECT_EQ(item(run, "special.highest-double")->values, (std::vector<int> {18}));
    // The number 40 is the highest: 80.
    EXPECT_EQ(scoreSeat(displayWith({35, kForty, kHighestDouble}), 0).total, -(35 + 80));
    EXPECT_EQ(scoreSeat(displayWith({kForty}), 0).total, -40);
    // Without number cards it doubles nothing.
    EXPECT_EQ(scoreSeat(displayWith({kHighestDouble}), 3).total, 3);
}

TEST(NoThanksRulings, NT14_PerCardPoints)
{
    // 3 number cards in a run + the per-card card itself + a bonus card = 5 cards.
    EXPECT_EQ(scoreSeat(displayWith({7, 8, 9, kPerCardPlus, kBonus5}), 0).total, -7 + 5 + 5);
    EXPECT_EQ(scoreSeat(displayWith({7, kPerCardMinus}), 0).total, -7 - 2);
    EXPECT_EQ(scoreSeat(displayWith({7, kPerCardMinus, kPerCardPlus}), 0).total, -7);
    Display copies = displayWith({kBonus15, kBonus15, kPerCardPlus});
    EXPECT_EQ(scoreSeat(copies, 0).total, 30 + 3);
}

TEST(NoThanksRulings, NT15_GiveIsMandatoryWithACard)
{
    auto match = customMatch(3, deckOf({"give", "5"}), true, [](State& s) { s.displays[1].add(20); });
    play(*match, {"bid", "bid", "decline"}); // seat 1 bid last and receives the give card
    EXPECT_EQ(match->toMove(), 1);
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"give 20"}));
    play(*match, {"give 20"});
    EXPECT_EQ(displayOf(*match, 2), (std::vector<std::string> {"20"})); // the left neighbour
    EXPECT_TRUE(displayOf(*match, 1).empty());
    EXPECT_EQ(match->toMove(), 2); // the decliner reveals
    EXPECT_EQ(games::core::stateOf(*match).middle, 5);
}

TEST(NoThanksRulings, NT15_LoneGreenCardMustBeRemoved)
{
    auto match = customMatch(3, deckOf({"remove", "5"}), true, [](State& s) { s.displays[2].add(kBonus5); });
    play(*match, {"decline"}); // nobody bid: seat 2, on seat 0's right, receives it
    EXPECT_EQ(match->toMove(), 2);
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"remove bonus5"}));
    play(*match, {"remove bonus5"});
    EXPECT_TRUE(displayOf(*match, 2).empty());
    EXPECT_TRUE(games::core::stateOf(*match).discard.has(kBonus5));
    EXPECT_EQ(match->toMove(), 0);
}

TEST(NoThanksRulings, NT15_EmptyDisplayNothingHappens)
{
    auto match = setupMatch(3, deckOf({"give", "5"}), true);
    play(*match, {"decline"});
    EXPECT_TRUE(displayOf(*match, 2).empty());
    EXPECT_TRUE(games::core::stateOf(*match).discard.has(kGive));
    EXPECT_EQ(games::core::stateOf(*match).log.back().type, EventType::Reveal);
    EXPECT_EQ(
        games::core::stateOf(*match).log[games::core::stateOf(*match).log.size() - 2].type, EventType::NothingToChoose);
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(games::core::stateOf(*match).middle, 5);
}

TEST(NoThanksRulings, NT16_LookAddsSetAsideToObservation)
{
    auto match
        = customMatch(3, deckOf({"20", "21"}, {"3", "4", "pink-x"}), true, [](State& s) { s.displays[0].add(kLook); });
    EXPECT_TRUE(observationOf(*match, 0)->setAsideSeen.empty());
    play(*match, {"look"});
    auto mine = observationOf(*match, 0);
    EXPECT_EQ(mine->setAsideSeen, (std::vector<Card> {3, 4, kPinkX}));
    EXPECT_TRUE(mine->toJson().contains("setAsideSeen"));
    EXPECT_TRUE(observationOf(*match, 1)->setAsideSeen.empty());
    EXPECT_FALSE(observationOf(*match, 1)->toJson().contains("setAsideSeen"));
    EXPECT_EQ(observationOf(*match, 1)->lookSeat, 0);
    // Never the unused green cards.
    EXPECT_EQ(mine->toJson().dump().find("unused\":["), std::string::npos);
}

TEST(NoThanksRulings, NT17_CompositionTable)
{
    int green = 0, pink = 0, kinds = 0;
    for (const auto& card : specialCards()) {
        (card.colour == SpecialColour::Green ? green : pink) += card.copies;
        ++kinds;
        EXPECT_EQ(isGreen(card.id), card.colour == SpecialColour::Green);
        EXPECT_EQ(parseCard(card.name), card.id);
    }
    EXPECT_EQ(green, 16);
    EXPECT_EQ(pink, 6);
    EXPECT_EQ(kinds, 17);
    EXPECT_EQ(copiesOf(kBonus5), 2);
    EXPECT_EQ(copiesOf(kBonus10), 2);
    EXPECT_EQ(copiesOf(kBonus15), 3);
    EXPECT_EQ(copiesOf(kBonus20), 2);
    EXPECT_EQ(bonusPoints(kBonus15), 15);
}

TEST(NoThanksRulings, NT18_BonusCopiesEachAddPoints)
{
    const auto score = scoreSeat(displayWith({kBonus5, kBonus5, kBonus20}), 0);
    EXPECT_EQ(score.total, 30);
    EXPECT_EQ(item(score, "special.bonus")->values, (std::vector<int> {5, 5, 20}));
    for (const auto& card : specialCards()) {
        if (card.copies > 1) {
            EXPECT_TRUE(isBonus(card.id)) << card.name;
        }
    }
}

TEST(NoThanksRulings, NT19_LeftIsNextRightIsPrevious)
{
    // Give goes to the next seat (wrapping), a green card nobody bid on to the previous seat (wrapping).
    auto give = customMatch(
        3, deckOf({"give", "5"}), true, [](State& s) { s.displays[2].add(9); }, 0);
    play(*give, {"bid", "bid", "bid", "decline"}); // 0, 1, 2 bid; seat 0 declines -> seat 2 receives
    EXPECT_EQ(dynamic_cast<const NoThanksObservation&>(*give->observe(1)).giveReceiver, 0);
    play(*give, {"give 9"});
    EXPECT_EQ(displayOf(*give, 0), (std::vector<std::string> {"9"}));
    const auto& log = games::core::stateOf(*give).log;
    const auto given = std::find_if(log.begin(), log.end(), [](const Event& e) { return e.type == EventType::Give; });
    ASSERT_NE(given, log.end());
    EXPECT_EQ(given->seat, 2);
    EXPECT_EQ(given->n, 0); // the receiver, as the log tells it
    auto nobody = setupMatch(5, deckOf({"double", "5"}), true, 0);
    play(*nobody, {"decline"});
    EXPECT_EQ(displayOf(*nobody, 4), (std::vector<std::string> {"double"}));
}

TEST(NoThanksRulings, NT20_RevealIsAutomatic)
{
    auto match = setupMatch(3, deckOf({"12", "wild", "13"}), true, 1);
    const auto& log = games::core::stateOf(*match).log;
    EXPECT_EQ(log.size(), 1u);
    EXPECT_EQ(log[0].type, EventType::Reveal);
    EXPECT_EQ(log[0].seat, 1);
    play(*match, {"refuse", "take"}); // seat 2 takes and reveals the wild
    EXPECT_EQ(log.back().type, EventType::Reveal);
    EXPECT_EQ(log.back().seat, 2);
    EXPECT_EQ(match->toMove(), 2);
    play(*match, {"bid", "decline"}); // seat 0 declines and reveals
    EXPECT_EQ(log.back().seat, 0);
    EXPECT_EQ(games::core::stateOf(*match).middle, 13);
    EXPECT_EQ(match->toMove(), 0);
    for (const auto& text : legalTexts(*match))
        EXPECT_NE(text, "reveal");
}

TEST(NoThanksRulings, NT21_NothingLeftForPinkX)
{
    auto match = setupMatch(3, deckOf({"7", "pink-x", "wild"}), true);
    play(*match, {"refuse", "take", "take"}); // seat 1 takes 7, then the pink-X: deck only green, nothing aside
    EXPECT_EQ(displayOf(*match, 1), (std::vector<std::string> {"7"}));
    EXPECT_EQ(games::core::stateOf(*match).log[games::core::stateOf(*match).log.size() - 2].type, EventType::FetchNone);
    EXPECT_EQ(match->toMove(), 1); // the taker still reveals
    EXPECT_EQ(games::core::stateOf(*match).middle, kWild);
}

TEST(NoThanksRulings, NT21_FetchedImmediateCardActsToo)
{
    // The real composition has no second non-green immediate card; on a bare state the rule still holds.
    State s = emptyState(3, 0, true, false);
    ASSERT_TRUE(dealFromSetup(s, deckOf({"pink-x", "8"})).ok());
    s.deck = {};
    s.deck[0] = kPinkX;
    s.deck[1] = kPinkX;
    s.deck[2] = 8;
    s.deckEnd = 3;
    start(s);
    applyMove(s, moves::take());
    EXPECT_TRUE(s.displays[0].has(8));
    EXPECT_EQ(s.phase, Phase::Over);
}

TEST(NoThanksRulings, NT21_PinkXAsLastCardStillFetches)
{
    auto match = setupMatch(3, deckOf({"pink-x"}, {"33"}), true);
    play(*match, {"take"});
    EXPECT_TRUE(match->isOver());
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"33"}));
}

TEST(NoThanksRulings, NT22_GiveTakenLastIsStillCarriedOut)
{
    auto match = customMatch(3, deckOf({"give"}), true, [](State& s) { s.displays[0].add(30); });
    play(*match, {"bid", "decline"});
    EXPECT_FALSE(match->isOver());
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(observationOf(*match, 2)->decision, Decision::Give);
    play(*match, {"give 30"});
    EXPECT_TRUE(match->isOver());
    EXPECT_EQ(displayOf(*match, 1), (std::vector<std::string> {"30"}));
}

TEST(NoThanksRulings, NT23_SkipWithoutChipsInsteadOfForcedTake)
{
    auto match = customMatch(3, deckOf({"20", "21"}), true, [](State& s) {
        s.chips[0] = 0;
        s.displays[0].add(kSkip);
    });
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"take", "skip"}));
    play(*match, {"skip"});
    EXPECT_EQ(match->toMove(), 1);
    play(*match, {"refuse"});
    EXPECT_EQ(match->toMove(), 2);
    play(*match, {"refuse"});
    EXPECT_EQ(match->toMove(), 1); // seat 0 takes no part
}

TEST(NoThanksRulings, NT23_NoSkipForTheLastParticipant)
{
    auto match = customMatch(3, deckOf({"20", "21"}), true, [](State& s) {
        s.displays[0].add(kSkip);
        s.displays[1].add(kSkip);
        s.displays[2].add(kBonus5);
    });
    play(*match, {"skip", "skip"}); // seats 0 and 1 skip; seat 2 is the last one
    EXPECT_EQ(match->toMove(), 2);
    play(*match, {"refuse"});
    EXPECT_EQ(match->toMove(), 2);
    auto last = customMatch(3, deckOf({"20", "21"}), true, [](State& s) {
        s.displays[0].add(kSkip);
        s.displays[2].add(kLook);
    });
    play(*last, {"refuse", "refuse"});
    EXPECT_EQ(code(*last, "skip"), "no-thanks.no-skip-card");
}

TEST(NoThanksRulings, NT23_SkipRefusedWhenNobodyElseTakesPart)
{
    // Seat 1 skips; seat 2 skips with a second skip card given by the state; seat 0 is then alone and cannot skip.
    State s = emptyState(3, 0, true, false);
    ASSERT_TRUE(dealFromSetup(s, deckOf({"20", "21"})).ok());
    start(s);
    s.displays[0].add(kSkip);
    s.skipped = 0b110;
    EXPECT_EQ(checkMove(s, moves::skip()).code, "no-thanks.skip-last-participant");
    games::core::MoveList legal;
    listMoves(s, legal);
    EXPECT_EQ(std::count(legal.begin(), legal.end(), moves::skip()), 0);
}

TEST(NoThanksRulings, NT23_NoBidFallbackSkipsSkippers)
{
    // 4 seats; seat 3 (right of seat 0) skipped: the card goes to seat 2.
    auto match = customMatch(
        4, deckOf({"wild", "5"}), true, [](State& s) { s.displays[3].add(kSkip); }, 3);
    play(*match, {"skip", "decline"}); // seat 3 skips, seat 0 declines
    EXPECT_EQ(displayOf(*match, 2), (std::vector<std::string> {"wild"}));
    // All others skipped: the decliner gets it.
    State s = emptyState(3, 0, true, false);
    ASSERT_TRUE(dealFromSetup(s, deckOf({"wild", "5"})).ok());
    start(s);
    s.skipped = 0b110;
    applyMove(s, moves::decline());
    EXPECT_TRUE(s.displays[0].has(kWild));
}

TEST(NoThanksRulings, NT24_ChoiceRules)
{
    auto match = customMatch(3, deckOf({"remove", "5"}), true, [](State& s) {
        s.displays[0].add(12);
        s.displays[0].add(kSkip);
        s.displays[0].add(kLook);
    });
    play(*match, {"bid", "decline"});
    EXPECT_EQ(match->toMove(), 0);
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"remove 12", "remove skip", "remove look"}));
    EXPECT_EQ(code(*match, "remove remove"), "no-thanks.not-your-card"); // the card itself is discarded
    EXPECT_EQ(code(*match, "skip"), "no-thanks.choice-pending");
    EXPECT_EQ(code(*match, "look"), "no-thanks.choice-pending");
    EXPECT_EQ(code(*match, "take"), "no-thanks.choice-pending");
    EXPECT_EQ(code(*match, "give 12"), "no-thanks.wrong-choice");
    play(*match, {"remove skip"});
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"12", "look"}));
    EXPECT_EQ(match->toMove(), 1); // seat 1 declined and reveals
}

TEST(NoThanksRulings, NT25_LookInAuctionAndForcedTakeShowsThatMoment)
{
    auto match = customMatch(3, deckOf({"wild", "pink-x", "6"}, {"30", "31"}), true, [](State& s) {
        s.chips[0] = 0;
        s.displays[0].add(kLook);
    });
    EXPECT_EQ(legalTexts(*match), (std::vector<std::string> {"decline", "look"}));
    play(*match, {"look"});
    EXPECT_EQ(match->toMove(), 0);
    play(*match, {"decline"}); // seat 2 gets the wild; seat 0 reveals pink-x with no chips: forced take
    play(*match, {"take"}); // fetches the 6 from the deck
    EXPECT_EQ(displayOf(*match, 0), (std::vector<std::string> {"6"}));
    EXPECT_TRUE(match->isOver());
    EXPECT_EQ(observationOf(*match, 0)->setAsideSeen, (std::vector<Card> {30, 31}));
}

TEST(NoThanksRulings, NT25_SnapshotKeepsCardsTakenLater)
{
    auto match
        = customMatch(3, deckOf({"20", "pink-x"}, {"30", "31"}), true, [](State& s) { s.displays[0].add(kLook); });
    play(*match, {"look", "refuse", "take"}); // seat 1 takes the 20... no: seat 1 takes 20, reveals pink-x
    play(*match, {"take"}); // seat 1 takes pink-x: the deck is empty, the 30 comes from aside
    EXPECT_EQ(displayOf(*match, 1), (std::vector<std::string> {"20", "30"}));
    EXPECT_EQ(observationOf(*match, 0)->setAsideSeen, (std::vector<Card> {30, 31}));
}

TEST(NoThanksRulings, NT26_WildLowestAmongEqualValues)
{
    // No number cards: every value costs its own value; 3 is the cheapest.
    EXPECT_EQ(item(scoreSeat(displayWith({kWild}), 0), "special.wild")->values, (std::vector<int> {3}));
    // Next to 20: 19 (run 19-20 costs 19) beats 21 (costs 20); the wild extends downward.
    EXPECT_EQ(item(scoreSeat(displayWith({20, kWild}), 0), "special.wild")->values, (std::vector<int> {19}));
    // Joined with highest-double: holding 10 and 30, the wild as 3 costs 3+10+30+30 = 73, as 29: 10+29+29 = 68,
    // as 9: 9+30+30 = 69, as 31: 10+30+30 = 70, as 11: 10+30+30... the engine finds the best, 29.
    const auto joint = scoreSeat(displayWith({10, 30, kWild, kHighestDouble}), 0);
    EXPECT_EQ(item(joint, "special.wild")->values, (std::vector<int> {29}));
    EXPECT_EQ(joint.total, -68);
    // Ties: with 5 and 7, the wild as 6 joins them (cost 5); nothing is better, so 6.
    EXPECT_EQ(item(scoreSeat(displayWith({5, 7, kWild}), 0), "special.wild")->values, (std::vector<int> {6}));
    // 3 and 4 held: wild as 5 (cost 3) or as 3 or 4 (a second layer: 3 more)... 5 wins; a tie example:
    // 34 and 35 held: wild as 33 costs 33, wild as 36 is impossible; lowest among equals checked with 3,4,5 held:
    // as 6 -> 3; as 2 impossible; as 3 -> 3 + 3 = 6. Unique best 6.
    EXPECT_EQ(item(scoreSeat(displayWith({3, 4, 5, kWild}), 0), "special.wild")->values, (std::vector<int> {6}));
    // Real tie: 3..35 all held. Any wild value v adds a layer costing v; the lowest, 3, is reported.
    Display all;
    for (int v = 3; v <= 35; ++v)
        all.add(static_cast<Card>(v));
    all.add(kWild);
    const auto full = scoreSeat(all, 0);
    EXPECT_EQ(item(full, "special.wild")->values, (std::vector<int> {3}));
    EXPECT_EQ(item(full, "cards")->points, -6);
}

/// The runs scoring counts, as the board lays a display out: consecutive numbers, the 40 alone after them.
TEST(NoThanksRulings, NT11_RunsAsScoringCountsThem)
{
    const std::vector<Card> display {10, 5, kForty, 3, kSkip, 4, 35};
    EXPECT_EQ(runsOf(display), (std::vector<std::vector<Card>> {{3, 4, 5}, {10}, {35}, {kForty}}));
    EXPECT_TRUE(runsOf(std::vector<Card> {kSkip}).empty());
    EXPECT_EQ(costOfRun(std::vector<Card> {3, 4, 5}), 3);
    EXPECT_EQ(costOfRun(std::vector<Card> {kForty}), 40);
    EXPECT_EQ(costOfRun(std::vector<Card> {}), 0);
}

TEST(NoThanksRulings, NT27_LayeredRunCosts)
{
    std::array<std::uint8_t, 42> m {};
    m[10] = 2;
    m[11] = 1;
    m[12] = 2; // layers: 10-12 (10) and 10 alone (10), 12 alone (12)
    EXPECT_EQ(runCost(m, false), 10 + 10 + 12);
    std::array<std::uint8_t, 42> edge {};
    edge[35] = 1;
    edge[40] = 1; // 35 and 40 never chain
    EXPECT_EQ(runCost(edge, false), 75);
    EXPECT_EQ(runCost(edge, true), 75 + 40);
    // Through the wild: a forced equal value cannot be better than a distinct one, but the formula is used.
    const auto score = scoreSeat(displayWith({35, kForty, kWild}), 0);
    EXPECT_EQ(item(score, "special.wild")->values, (std::vector<int> {34}));
    EXPECT_EQ(score.total, -(34 + 40));
}

TEST(NoThanksRulings, NT26_WildChoiceMatchesBruteForce)
{
    games::core::Rng rng(5);
    for (int trial = 0; trial < 500; ++trial) {
        Display display;
        std::array<std::uint8_t, 42> m {};
        for (int v = kLowestNumber; v <= kHighestNumber; ++v)
            if (rng.below(4) == 0) {
                display.add(static_cast<Card>(v));
                m[v] = 1;
            }
        const bool forty = rng.below(2) != 0;
        const bool highestDouble = rng.below(2) != 0;
        if (forty) {
            display.add(kForty);
            m[40] = 1;
        }
        if (highestDouble)
            display.add(kHighestDouble);
        display.add(kWild);
        int best = -1, bestValue = 0;
        for (int w = kLowestNumber; w <= kHighestNumber; ++w) {
            ++m[w];
            const int cost = runCost(m, highestDouble);
            --m[w];
            if (best < 0 || cost < best) {
                best = cost;
                bestValue = w;
            }
        }
        const auto score = scoreSeat(display, 0);
        EXPECT_EQ(item(score, "special.wild")->values, (std::vector<int> {bestValue}));
        const auto* doubled = item(score, "special.highest-double");
        EXPECT_EQ(-item(score, "cards")->points - (doubled ? doubled->points : 0), best);
    }
}

TEST(NoThanksRulings, SeatTotalIsTheBreakdownsSum)
{
    // seatTotal, the playouts' path, adds the same items as scoreSeat without building them: any display, every
    // special card and bonus copies included, any chips.
    games::core::Rng rng(11);
    for (int trial = 0; trial < 5000; ++trial) {
        Display display;
        for (Card card = kLowestNumber; card <= kLastSpecial; ++card) {
            const int copies = isBonus(card) ? static_cast<int>(rng.below(3)) : rng.below(4) == 0 ? 1 : 0;
            for (int copy = 0; copy < copies; ++copy)
                display.add(card);
        }
        const int chips = static_cast<int>(rng.below(40));
        EXPECT_EQ(seatTotal(display, chips), scoreSeat(display, chips).total) << trial;
    }
}
