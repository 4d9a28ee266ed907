// SPDX-License-Identifier: GPL-3.0-or-later
// The No Idea computer players: memory as ND-10 says (drawn from the agent's own seed), the hard search's
// choices where the answer is clear, and hints.
#include "../no_idea/helpers.h"

#include "ai/agent.h"
#include "ai/hint.h"
#include "ai/no_idea_heuristic.h"
#include "ai/no_idea_search.h"

using namespace nitest;

namespace {

/// A seeded 3-player match after `moves` random moves.
std::unique_ptr<core::Match> played(std::uint64_t seed, int moves)
{
    auto match = game().newMatch({3, 0, {}, seed, nullptr});
    core::Rng rng(seed);
    core::MoveList legal;
    for (int i = 0; i < moves && !match->isOver(); ++i) {
        match->legalMoves(legal);
        EXPECT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    }
    return match;
}

int knownCards(const core::Observation& observation)
{
    const auto& view = dynamic_cast<const NoIdeaObservation&>(observation);
    int n = 0;
    for (const auto& seat : view.seats)
        for (Card card : seat.layout)
            n += card != kNoCard && card != kUnknownCard;
    return n;
}

TEST(NoIdeaAi, ND10_HardRemembersNormalForgetsAQuarterEasyAHalf)
{
    const ai::NoIdeaHeuristic heuristic;
    int known = 0, normal = 0, easy = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto match = played(seed, 60);
        if (match->isOver())
            continue;
        const auto observation = match->observe(match->toMove());
        EXPECT_EQ(heuristic.recall(*observation, ai::Memory::Perfect, seed), nullptr);
        const auto normalView = heuristic.recall(*observation, ai::Memory::Normal, seed);
        const auto easyView = heuristic.recall(*observation, ai::Memory::Easy, seed);
        ASSERT_NE(normalView, nullptr);
        // Deterministic for the agent's seed; another seed forgets otherwise.
        EXPECT_TRUE(normalView->equals(*heuristic.recall(*observation, ai::Memory::Normal, seed)));
        known += knownCards(*observation);
        normal += knownCards(*normalView);
        easy += knownCards(*easyView);
    }
    ASSERT_GT(known, 50);
    EXPECT_LT(normal, known);
    EXPECT_LT(easy, normal);
}

TEST(NoIdeaAi, ND10_AForgottenCardStaysForgotten)
{
    const ai::NoIdeaHeuristic heuristic;
    auto match = played(7, 40);
    core::Rng rng(1);
    core::MoveList legal;
    const core::Seat viewer = match->toMove();
    auto before = heuristic.recall(*match->observe(viewer), ai::Memory::Easy, 99);
    for (int step = 0; step < 200 && !match->isOver(); ++step) {
        match->legalMoves(legal);
        ASSERT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        const auto truth = match->observe(viewer);
        const auto after = heuristic.recall(*truth, ai::Memory::Easy, 99);
        const auto& was = dynamic_cast<const NoIdeaObservation&>(*before);
        const auto& now = dynamic_cast<const NoIdeaObservation&>(*after);
        for (int seat = 0; seat < 3; ++seat)
            for (std::size_t p = 0; p < 6; ++p) {
                if (was.seats[seat].layout[p] == kUnknownCard && now.seats[seat].layout[p] != kUnknownCard
                    && now.seats[seat].layout[p] != kNoCard) {
                    // Only a card revealed again since can be remembered again.
                    bool revealedAgain = false;
                    for (std::size_t i = was.log.size(); i < now.log.size(); ++i)
                        revealedAgain = revealedAgain
                            || (now.log[i].type == EventType::Reveal && now.log[i].seat == seat
                                && now.log[i].position == p + 1)
                            || now.log[i].type == EventType::NewCards || now.log[i].type == EventType::Refill;
                    EXPECT_TRUE(revealedAgain) << "seat " << seat << " position " << p + 1;
                }
            }
        before = heuristic.recall(*truth, ai::Memory::Easy, 99);
    }
}

TEST(NoIdeaAi, HardDeclaresWhenNothingCanFitAndPlaysAKnownFit)
{
    Position p(3, 0);
    p.piles("red4 | blue2").draw("green1 green2 green3 green5 green6 yellow1 yellow3").layout(0, "grey6 - purple5");
    p.layout(1, "red1 red2").layout(2, "red3");
    p.s.seats[0].known = 0b101; // both seen before, and neither fits
    auto match = p.completeBox().revealing();
    core::MoveList legal;
    match->legalMoves(legal);
    const auto agent = ai::makeAgent("hard:iterations=60", game(), 5);
    ASSERT_NE(agent, nullptr);
    EXPECT_EQ(game().moveToText(agent->choose(*match->observe(0), legal)), "nothing-fits");

    Position q(3, 0);
    q.piles("red4 | blue2").draw("green1 green2").layout(0, "grey6 red5 purple5 green1 - yellow3");
    q.layout(1, "red1 red2").layout(2, "red3");
    q.s.seats[0].known = 0b101111; // all seen: only the red 5 fits (the red 4); the others would end the turn
    auto fit = q.completeBox().revealing();
    fit->legalMoves(legal);
    EXPECT_EQ(game().moveToText(agent->choose(*fit->observe(0), legal)), "reveal 2");
}

TEST(NoIdeaAi, HardValuesEveryUnknownPositionAlike)
{
    // Unknown positions are alike to the seat: a hint or a review finds whichever one a player revealed, with the
    // value of the one searched for all (a review marked "reveal 5" instead of "reveal 1" as costly before).
    Position p(3, 0);
    p.piles("red4 | blue2").draw("green2 green3 green5 green6 yellow1").layout(0, "grey6 green1 yellow3 purple5");
    p.layout(1, "red1 red2").layout(2, "red3");
    p.s.seats[0].known = 0b1001; // the grey 6 and the purple 5 seen before: neither fits; two unknown
    auto match = p.completeBox().revealing();
    core::MoveList legal;
    match->legalMoves(legal);
    ai::SearchConfig config;
    config.iterations = 30;
    const auto result = ai::searchNoIdea(game(), *match->observe(0), legal, config, 3);
    ASSERT_TRUE(result.has_value());
    const auto valueOf = [&result](const std::string& text) {
        for (const auto& value : result->moves)
            if (game().moveToText(value.move) == text)
                return value.value;
        ADD_FAILURE() << text << " not in the result";
        return -1.0;
    };
    EXPECT_EQ(valueOf("reveal 2"), valueOf("reveal 3"));
    EXPECT_EQ(game().moveToText(result->moves.front().move), game().moveToText(result->best));

    // Asked to compare given moves (the review's second look), each is searched, a known stuck card included.
    config.pairedRoot = 1;
    ASSERT_EQ(game().moveToText(legal[0]), "reveal 1");
    const std::array<core::Move, 2> both {legal[0], legal[1]}; // the grey 6, known not to fit, and an unknown
    const auto paired = ai::searchNoIdea(game(), *match->observe(0), both, config, 3);
    ASSERT_TRUE(paired.has_value());
    EXPECT_EQ(paired->moves.size(), 2U);
    for (const auto& value : paired->moves)
        EXPECT_GT(value.visits, 0) << game().moveToText(value.move);
}

TEST(NoIdeaAi, HintsForEveryLevel)
{
    auto match = played(11, 30);
    ASSERT_FALSE(match->isOver());
    core::MoveList legal;
    match->legalMoves(legal);
    const auto observation = match->observe(match->toMove());
    for (const std::string spec : {"easy", "normal", "normal:memory=perfect", "hard:iterations=40"}) {
        core::Error error;
        const auto hint = ai::hint(spec, game(), *observation, {legal.begin(), legal.end()}, 3, &error);
        ASSERT_TRUE(hint.has_value()) << spec << ": " << error.code;
        EXPECT_NE(std::find(legal.begin(), legal.end(), hint->move), legal.end()) << spec;
    }
}

} // namespace
