// SPDX-License-Identifier: GPL-3.0-or-later
// The hard level's opponent panel (bench/panel, docs/ai.md, "Measuring"): every member plays legal moves to
// the end of base and expansion games, deterministically; the rule players decide as their rule says; a row
// of the panel's tournament gives the same figures on one thread and on two.
#include "builtin_registry.h"
#include "panel/panel_members.h"
#include "panel/panel_sets.h"
#include "panel/panel_tournament.h"

#include "core/match.h"
#include "core/match_config.h"
#include "core/options.h"
#include "no_thanks/game.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace {

namespace core = games::core;
namespace nt = games::no_thanks;
using nobox_panel::makeMember;

core::Options optionsFor(const core::Game& game, bool expansion)
{
    core::Options options;
    EXPECT_FALSE(core::resolveOptions(game.optionSpecs(), {{"expansion", expansion ? "true" : "false"}}, options));
    return options;
}

/// Plays one game of `spec` in every seat; returns the moves played.
std::vector<core::Move> playGame(
    const core::Game& game, const std::string& spec, int seats, bool expansion, std::uint64_t seed)
{
    auto match = game.newMatch({seats, 0, optionsFor(game, expansion), seed, nullptr});
    std::vector<std::unique_ptr<games::ai::Agent>> agents;
    for (int seat = 0; seat < seats; ++seat) {
        std::string error;
        agents.push_back(makeMember(spec, game, seed * 8 + static_cast<std::uint64_t>(seat), &error));
        EXPECT_TRUE(agents.back()) << spec << ": " << error;
    }
    std::vector<core::Move> played;
    core::MoveList legal;
    for (int moves = 0; !match->isOver() && moves < 5000; ++moves) {
        match->legalMoves(legal);
        const auto observation = match->observe(match->toMove());
        const core::Move move = agents[static_cast<std::size_t>(match->toMove())]->choose(*observation, legal);
        EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << spec;
        EXPECT_FALSE(match->apply(move)) << spec;
        played.push_back(move);
    }
    EXPECT_TRUE(match->isOver()) << spec;
    return played;
}

TEST(Panel, EveryMemberFinishesBaseAndExpansionGamesDeterministically)
{
    const games::core::Game* game = &nobox_test::registeredGame("no-thanks");
    // Small budgets for the searches: the same code, faster.
    for (const std::string spec : {"pimc:samples=8", "pimc-total:samples=8", "ismcts:iterations=40", "threshold-0.3",
             "threshold-0.7", "hoarder", "normal", "easy"}) {
        for (const bool expansion : {false, true}) {
            SCOPED_TRACE(spec + (expansion ? " expansion" : " base"));
            const auto first = playGame(*game, spec, 3, expansion, 11);
            EXPECT_EQ(first, playGame(*game, spec, 3, expansion, 11));
        }
    }
    playGame(*game, "ismcts:iterations=20", 5, false, 12);
}

TEST(Panel, SpecsThatNameNoMemberAreRefusedWithAReason)
{
    const games::core::Game* game = &nobox_test::registeredGame("no-thanks");
    for (const char* spec :
        {"threshold-x", "pimc:samples=0", "pimc-total:iterations=9", "ismcts:depth=3", "hoarder:f=1", "nobody"}) {
        std::string error;
        EXPECT_FALSE(makeMember(spec, *game, 1, &error)) << spec;
        EXPECT_FALSE(error.empty()) << spec;
    }
}

TEST(Panel, ThresholdPlayersTakeWhenTheChipsPayTheirShareOfTheCost)
{
    const games::core::Game* game = &nobox_test::registeredGame("no-thanks");
    auto match = game->newMatch({3, 0, optionsFor(*game, false), 5, nullptr});
    auto low = makeMember("threshold-0.3", *game, 1);
    auto high = makeMember("threshold-0.7", *game, 1);
    auto hoarder = makeMember("hoarder", *game, 1);
    auto driver = makeMember("normal", *game, 1);
    core::MoveList legal;
    int checked = 0;
    while (!match->isOver()) {
        match->legalMoves(legal);
        const auto observation = match->observe(match->toMove());
        const auto& o = static_cast<const nt::NoThanksObservation&>(*observation);
        if (legal.size() == 2) {
            std::vector<nt::Card> display = o.displays[static_cast<std::size_t>(o.viewerSeat)];
            const int before = nt::cardPoints(display);
            display.push_back(o.middle);
            const int cost = before - nt::cardPoints(display);
            auto takes = [&](games::ai::Agent& agent) {
                return nt::decode(agent.choose(*observation, legal)).kind == nt::MoveKind::Take;
            };
            EXPECT_EQ(takes(*low), o.middleChips >= 0.3 * cost);
            EXPECT_EQ(takes(*high), o.middleChips >= 0.7 * cost);
            EXPECT_EQ(takes(*hoarder), o.middleChips >= 3 || cost <= 0);
            ++checked;
        }
        ASSERT_FALSE(match->apply(driver->choose(*observation, legal)));
    }
    EXPECT_GT(checked, 20);
}

TEST(Panel, TheSetsAreApartAndARowIsTheSameOnAnyNumberOfJobs)
{
    for (auto member : nobox_panel::kTestMembers)
        EXPECT_EQ(std::count(nobox_panel::kTuningMembers.begin(), nobox_panel::kTuningMembers.end(), member), 0);
    EXPECT_GE(nobox_panel::kTestSet.firstDeal, nobox_panel::kTuningSet.firstDeal + nobox_panel::kDealsPerSet);

    const games::core::Game* game = &nobox_test::registeredGame("no-thanks");
    nobox_panel::RowSpec row {"threshold-0.5", "hoarder", 3, nobox_panel::kTuningSet.firstDeal, 4, 1};
    const auto one = nobox_panel::playRow(*game, optionsFor(*game, false), row);
    row.jobs = 2;
    const auto two = nobox_panel::playRow(*game, optionsFor(*game, false), row);
    EXPECT_TRUE(one.error.empty()) << one.error;
    EXPECT_EQ(one.games, 12);
    EXPECT_EQ(one.winsByDeal, two.winsByDeal);
    EXPECT_DOUBLE_EQ(one.entrantScore, two.entrantScore);
    EXPECT_DOUBLE_EQ(one.memberScore, two.memberScore);
    const auto [lowEnd, highEnd] = nobox_panel::wilson95(6.0, 12.0);
    EXPECT_LT(lowEnd, 0.5);
    EXPECT_GT(highEnd, 0.5);
}

} // namespace
