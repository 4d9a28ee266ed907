// SPDX-License-Identifier: GPL-3.0-or-later
// The hard level's belief about how each other seat plays No Thanks! (ai/no_thanks_styles.h): read from the
// public log only, it starts at the prior, moves to the style a seat plays, and never leaves the prior wholly.
#include "ai/agent.h"
#include "ai/hint.h"
#include "ai/no_thanks_styles.h"
#include "bench_agents.h"
#include "builtin_registry.h"

#include "core/match.h"
#include "core/match_config.h"
#include "core/options.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace core = games::core;
namespace nt = games::no_thanks;
namespace ntsim = games::ai::ntsim;

/// A threshold player written from the rule, apart from the search's own: takes when chips >= factor x cost.
core::Move thresholdMove(const nt::NoThanksObservation& o, const core::MoveList& legal, double factor)
{
    if (legal.size() == 1)
        return legal.front();
    std::vector<nt::Card> display = o.displays[static_cast<std::size_t>(o.viewerSeat)];
    const int before = nt::cardPoints(display);
    display.push_back(o.middle);
    const int cost = before - nt::cardPoints(display);
    return o.middleChips >= factor * cost ? nt::moves::take() : nt::moves::refuse();
}

/// A new base game of No Thanks! at `seats` seats.
std::unique_ptr<core::Match> baseGame(int seats, std::uint64_t seed)
{
    const games::core::Game& game = nobox_test::registeredGame("no-thanks"); // outlives the match
    core::Options options;
    EXPECT_FALSE(core::resolveOptions(game.optionSpecs(), {{"expansion", "false"}}, options));
    return game.newMatch({seats, 0, options, seed, nullptr});
}

/// Plays `moves` moves of a 3-seat base game: seat 0 and 2 normal, seat 1 the threshold player at `factor`.
std::unique_ptr<core::Match> tableWithAThresholdPlayer(double factor, int moves)
{
    auto match = baseGame(3, 77);
    auto normal = games::ai::makeAgent("normal", match->game(), 3);
    core::MoveList legal;
    for (int i = 0; i < moves && !match->isOver(); ++i) {
        match->legalMoves(legal);
        const auto seen = match->observe(match->toMove());
        const auto& o = static_cast<const nt::NoThanksObservation&>(*seen);
        const core::Move move = match->toMove() == 1 ? thresholdMove(o, legal, factor) : normal->choose(*seen, legal);
        EXPECT_FALSE(match->apply(move));
    }
    return match;
}

TEST(AiNoThanksStyles, TheBeliefStartsAtThePriorAndFollowsTheSeatsMoves)
{
    const ntsim::StyleModelSettings settings;
    const auto prior = ntsim::stylePrior(settings);
    EXPECT_NEAR(std::accumulate(prior.begin(), prior.end(), 0.0), 1.0, 1e-12);

    // Before anyone decided: the prior for every seat.
    auto start = tableWithAThresholdPlayer(0.5, 0);
    const auto first = start->observe(0);
    const auto opening = ntsim::readStyles(static_cast<const nt::NoThanksObservation&>(*first), settings);
    const auto& none = opening.styles;
    for (int seat = 0; seat < 3; ++seat) {
        EXPECT_EQ(opening.decisions[static_cast<std::size_t>(seat)], 0);
        for (int style = 0; style < ntsim::kStyleCount; ++style)
            EXPECT_NEAR(none[static_cast<std::size_t>(seat)][static_cast<std::size_t>(style)],
                prior[static_cast<std::size_t>(style)], 1e-12);
    }

    // Sixty moves on: seat 1 is believed a threshold player, seat 2 the normal judgement; the viewer's own seat
    // is not read; every belief keeps the prior's share.
    auto match = tableWithAThresholdPlayer(0.5, 60);
    ASSERT_FALSE(match->isOver());
    const auto seen = match->observe(0);
    const auto reading = ntsim::readStyles(static_cast<const nt::NoThanksObservation&>(*seen), settings);
    const auto& beliefs = reading.styles;
    const auto& read = reading.decisions;
    EXPECT_EQ(read[0], 0);
    EXPECT_GE(read[1], 6);
    EXPECT_GE(read[2], 6);
    EXPECT_GT(beliefs[1][ntsim::kThresholdStyle], 0.7);
    EXPECT_GT(beliefs[2][ntsim::kNormalStyle], 0.7);
    for (int seat = 0; seat < 3; ++seat) {
        const auto& belief = beliefs[static_cast<std::size_t>(seat)];
        EXPECT_NEAR(std::accumulate(belief.begin(), belief.end(), 0.0), 1.0, 1e-9);
        for (int style = 0; style < ntsim::kStyleCount; ++style)
            EXPECT_GE(belief[static_cast<std::size_t>(style)],
                settings.priorKept * prior[static_cast<std::size_t>(style)] - 1e-12);
    }
}

TEST(AiNoThanksStyles, ARuleIsLeftLessOftenThanAJudgementWhenSaidSo)
{
    auto match = tableWithAThresholdPlayer(0.5, 60);
    ASSERT_FALSE(match->isOver());
    const auto seen = match->observe(0);
    const auto& o = static_cast<const nt::NoThanksObservation&>(*seen);
    ntsim::StyleModelSettings settings;
    settings.offStyle = 0.15;
    const auto alike = ntsim::readStyles(o, settings);
    settings.ruleOffStyle = settings.offStyle; // the same chance given twice reads the same
    const auto same = ntsim::readStyles(o, settings);
    for (std::size_t seat = 1; seat < 3; ++seat)
        for (std::size_t style = 0; style < ntsim::kStyleCount; ++style)
            EXPECT_DOUBLE_EQ(same.styles[seat][style], alike.styles[seat][style]);

    // A rule that is hardly ever left: the seat that plays it is believed so more, the normal seat (which leaves
    // the rule now and then) less.
    settings.ruleOffStyle = 0.01;
    const auto strict = ntsim::readStyles(o, settings);
    EXPECT_GT(strict.styles[1][ntsim::kThresholdStyle], alike.styles[1][ntsim::kThresholdStyle]);
    EXPECT_LT(strict.styles[2][ntsim::kThresholdStyle], alike.styles[2][ntsim::kThresholdStyle]);
    EXPECT_GT(strict.styles[2][ntsim::kNormalStyle], 0.7);
}

TEST(AiNoThanksStyles, EachStyleTakesByItsRule)
{
    ntsim::Sim s;
    s.seats = 3;
    s.toMove = 1;
    s.middle = 20;
    s.top = 1;
    s.end = 20;
    s.chips = {5, 5, 5};
    s.cards[1] = ntsim::bit(30);
    const auto& styles = ntsim::opponentStyles();
    s.pot = 9; // 9 < 0.5 x 20
    EXPECT_FALSE(ntsim::styleTakes(styles[ntsim::kThresholdStyle], s));
    s.pot = 10;
    EXPECT_TRUE(ntsim::styleTakes(styles[ntsim::kThresholdStyle], s));
    s.pot = 2;
    EXPECT_FALSE(ntsim::styleTakes(styles[ntsim::kHoarderStyle], s));
    s.pot = ntsim::kHoarderChips;
    EXPECT_TRUE(ntsim::styleTakes(styles[ntsim::kHoarderStyle], s));
    s.pot = 0;
    s.middle = 31; // joins the 30: costs nothing
    EXPECT_TRUE(ntsim::styleTakes(styles[ntsim::kHoarderStyle], s));
    EXPECT_TRUE(ntsim::styleTakes(styles[ntsim::kThresholdStyle], s));
    s.middle = 20;
    s.chips[1] = 0; // without chips every style takes
    for (const auto& style : styles)
        EXPECT_TRUE(ntsim::styleTakes(style, s));
}

TEST(AiNoThanksStyles, TheSearchWithStylesIsDeterministicOnAnyThreadsAndItsOptionsAreChecked)
{
    const games::core::Game* game = &nobox_test::registeredGame("no-thanks");
    auto match = tableWithAThresholdPlayer(0.5, 40);
    while (!match->isOver() && match->toMove() != 0) {
        // On to seat 0's next decision, played by the normal level.
        core::MoveList legal;
        match->legalMoves(legal);
        ASSERT_FALSE(
            match->apply(games::ai::makeAgent("normal", *game, 1)->choose(*match->observe(match->toMove()), legal)));
    }
    ASSERT_FALSE(match->isOver());
    core::MoveList legal;
    match->legalMoves(legal);
    const auto seen = match->observe(0);
    const auto one = nobox_bench::hint("hard:iterations=400:styles=1:threads=1", *game, *seen, legal, 9);
    const auto two = nobox_bench::hint("hard:iterations=400:styles=1:threads=2", *game, *seen, legal, 9);
    ASSERT_TRUE(one && two);
    ASSERT_EQ(one->values.size(), two->values.size());
    for (std::size_t i = 0; i < one->values.size(); ++i) {
        EXPECT_EQ(one->values[i].move, two->values[i].move);
        EXPECT_EQ(one->values[i].visits, two->values[i].visits);
        EXPECT_DOUBLE_EQ(one->values[i].value, two->values[i].value);
    }
    for (const char* bad : {"hard:offstyle=0", "hard:offstyle=1000", "hard:offrule=0", "hard:offrule=1000",
             "hard:keep=1001", "hard:others=-1", "hard:styles=2", "hard:scorers=-1", "hard:scorers=1001",
             // the options of experiments that lost, removed (docs/ai.md, "Tried and removed")
             "hard:leave=20", "hard:thresholds=1"})
        EXPECT_FALSE(nobox_bench::makeAgent(bad, *game, 1)) << bad;
    for (const char* good : {"hard:styles=1:offstyle=500:offrule=10:keep=0:others=0:scorers=60", "hard:styles=0"})
        EXPECT_TRUE(nobox_bench::makeAgent(good, *game, 1)) << good;
}

/// The search's root values for each spec at one position: `moves` moves of easy players at `seats` seats (so that
/// the search reads their styles rather than predicting normal players), on to a decision with both moves.
std::vector<std::vector<std::pair<core::Move, double>>> rootValues(
    std::initializer_list<const char*> specs, int seats, int moves)
{
    auto match = baseGame(seats, 78);
    auto easy = games::ai::makeAgent("easy", match->game(), 3);
    core::MoveList legal;
    for (int played = 0;; ++played) {
        match->legalMoves(legal);
        if (played >= moves && legal.size() >= 2)
            break;
        EXPECT_FALSE(match->apply(easy->choose(*match->observe(match->toMove()), legal)));
    }
    const auto seen = match->observe(match->toMove());
    std::vector<std::vector<std::pair<core::Move, double>>> bySpec;
    for (const char* spec : specs) {
        const auto hint = nobox_bench::hint(spec, match->game(), *seen, legal, 5);
        EXPECT_TRUE(hint) << spec;
        auto& values = bySpec.emplace_back();
        if (hint)
            for (const auto& value : hint->values)
                values.emplace_back(value.move, value.value);
    }
    return bySpec;
}

TEST(AiNoThanksStyles, HardReadsStylesAndPlaysARandomTenthWithTheReadingsSettingsByTheTableSize)
{
    // docs/ai.md, "No Thanks!": styles=1:eps=100 at every size; from 5 seats on the reading believes a rule
    // kept (offrule=20) but seldom (others=50) and keeps little of its prior (keep=50).
    const auto specs = {"hard:iterations=400:threads=1", "hard:iterations=400:threads=1:styles=1:eps=100",
        "hard:iterations=400:threads=1:styles=1:eps=100:offstyle=100:keep=200:others=100",
        "hard:iterations=400:threads=1:styles=1:eps=100:others=50:keep=50:offrule=20",
        "hard:iterations=400:threads=1:styles=0:eps=0"};
    for (int seats : {3, 4}) {
        const auto values = rootValues(specs, seats, 20);
        EXPECT_EQ(values[0], values[1]) << seats;
        EXPECT_EQ(values[0], values[2]) << seats;
        EXPECT_NE(values[0], values[3]) << seats;
        EXPECT_NE(values[0], values[4]) << seats;
    }
    for (int seats : {5, 7}) {
        const auto values = rootValues(specs, seats, 20);
        EXPECT_EQ(values[0], values[1]) << seats;
        EXPECT_NE(values[0], values[2]) << seats;
        EXPECT_EQ(values[0], values[3]) << seats;
        EXPECT_NE(values[0], values[4]) << seats;
    }
}

TEST(AiNoThanksStyles, FromFiveSeatsTheOthersPlayForTheirTotal)
{
    // docs/ai.md, "No Thanks!": from 5 seats on the other seats in the tree play to lose as few points as they
    // can (scorers=60), up to 4 to win (scorers=0).
    const auto specs = {"hard:iterations=400:threads=1", "hard:iterations=400:threads=1:scorers=60",
        "hard:iterations=400:threads=1:scorers=0"};
    for (int seats : {5, 7}) {
        const auto values = rootValues(specs, seats, 20);
        EXPECT_EQ(values[0], values[1]) << seats;
        EXPECT_NE(values[0], values[2]) << seats;
    }
    for (int seats : {3, 4}) {
        const auto values = rootValues(specs, seats, 20);
        EXPECT_NE(values[0], values[1]) << seats;
        EXPECT_EQ(values[0], values[2]) << seats;
    }
}

} // namespace
