// SPDX-License-Identifier: GPL-3.0-or-later
// What a seat may know (ND-6, ND-8): changing what it cannot know leaves its observation as it was; changing
// what it may know does not.
#include "helpers.h"

#include "no_idea/piles.h"

#include <algorithm>

using namespace nitest;

namespace {

/// A seeded match after `moves` random moves, as a state.
State midGame(int seats, std::uint64_t seed, int moves)
{
    auto match = game().newMatch({seats, 0, {}, seed, nullptr});
    core::Rng rng(seed);
    core::MoveList legal;
    for (int i = 0; i < moves && !match->isOver(); ++i) {
        match->legalMoves(legal);
        EXPECT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    }
    return stateOf(*match);
}

TEST(NoLeak, WhatASeatCannotKnowDoesNotReachItsObservation)
{
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const int seats = 2 + static_cast<int>(seed % 4);
        const State original = midGame(seats, seed, 40 + static_cast<int>(seed));
        if (original.phase == Phase::Over)
            continue;
        State changed = original;
        core::Rng rng(seed + 100);
        // The draw pile's order.
        rng.shuffle(std::span<Card>(changed.drawPile));
        // Unknown layout cards, exchanged with each other and with the draw pile.
        std::vector<Card*> unknown;
        for (int seat = 0; seat < seats; ++seat)
            for (int p = 0; p < kLayoutSize; ++p) {
                auto& slot = changed.seats[static_cast<std::size_t>(seat)].layout[static_cast<std::size_t>(p)];
                if (slot != kNoCard && !changed.seats[static_cast<std::size_t>(seat)].isKnown(p))
                    unknown.push_back(&slot);
            }
        for (Card* slot : unknown)
            if (!changed.drawPile.empty())
                std::swap(*slot, changed.drawPile[rng.below(static_cast<std::uint32_t>(changed.drawPile.size()))]);
        // Another seat's trophy values against the trophy pile's; the generator of future reshuffles.
        const core::Seat viewer = static_cast<core::Seat>(seed % static_cast<std::uint64_t>(seats));
        for (int seat = 0; seat < seats; ++seat)
            if (seat != viewer)
                for (int& value : changed.seats[static_cast<std::size_t>(seat)].trophies)
                    if (!changed.trophyPile.empty())
                        std::swap(value, changed.trophyPile[0]);
        changed.rng.reseed(seed * 999);
        // (Another seat's trophy events keep their true value in the state; the observation hides them.)
        for (auto& event : changed.log)
            if (event.type == EventType::Trophy && event.seat != viewer)
                event.n = 0;
        const auto a = observeState(original, viewer);
        const auto b = observeState(changed, viewer);
        EXPECT_TRUE(a.equals(b)) << "seed " << seed;
        EXPECT_EQ(a.toJson(), b.toJson()) << "seed " << seed;
    }
}

TEST(NoLeak, WhatASeatMayKnowDoesReachIt)
{
    Position p(2, 0);
    p.piles("red4").draw("blue1 red6").layout(0, "green2 green3").layout(1, "grey2");
    auto match = p.revealing();
    play(*match, "reveal 2"); // the green 3 is known now
    State changed = stateOf(*match);
    changed.seats[0].layout[1] = card("green5");
    EXPECT_FALSE(observeState(stateOf(*match), 1).equals(observeState(changed, 1)));
    State hidden = stateOf(*match);
    hidden.seats[0].layout[0] = card("green5"); // unknown to everyone: no observation changes
    EXPECT_TRUE(observeState(stateOf(*match), 1).equals(observeState(hidden, 1)));
    EXPECT_TRUE(observeState(stateOf(*match), 0).equals(observeState(hidden, 0)));
}

/// Nothing needs the hot-seat cover: one's own trophy values show only while held (ND-6), like No Thanks!'s chips.
TEST(Observation, NothingIsPrivateEnoughForACover)
{
    auto match = game().newMatch({3, 0, {}, 5, nullptr});
    core::Rng rng(5);
    core::MoveList legal;
    while (!match->isOver()) {
        for (core::Seat viewer = -1; viewer < 3; ++viewer)
            ASSERT_FALSE(match->observe(viewer)->showsPrivate());
        match->legalMoves(legal);
        ASSERT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    }
}

/// The piles a board plays step by step are the rules' own: following the public log from no piles gives the
/// observation's piles after every move, through removals and reshuffles of the piles' lower cards (ND-4, ND-5).
TEST(Observation, TheLogTellsThePilesAfterEveryEntry)
{
    std::size_t removals = 0;
    std::size_t pileReshuffles = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const int seats = 2 + static_cast<int>(seed % 4);
        auto match = game().newMatch({seats, 0, {}, seed, nullptr});
        core::Rng rng(seed);
        core::MoveList legal;
        Piles followed;
        std::size_t seen = 0;
        while (true) {
            const auto view = match->observe(static_cast<core::Seat>(seed % seats));
            const auto& o = static_cast<const NoIdeaObservation&>(*view);
            for (; seen < o.log.size(); ++seen) {
                followLog(followed, o.log[seen]);
                removals += o.log[seen].type == EventType::RemovePiles;
                pileReshuffles += o.log[seen].type == EventType::Reshuffle && o.log[seen].flag;
            }
            ASSERT_EQ(followed, o.piles) << "seed " << seed << " entry " << seen;
            if (match->isOver())
                break;
            match->legalMoves(legal);
            ASSERT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        }
    }
    EXPECT_GT(removals, 10u);
    EXPECT_GT(pileReshuffles, 0u);
}

TEST(Observation, JsonNamesEveryPartOfTheTable)
{
    Position p(2, 0);
    p.piles("red5 | blue3").draw("red3 green1").layout(0, "grey1 - grey2");
    auto match = p.turnStart();
    const auto json = match->observe(0)->toJson();
    EXPECT_EQ(json["game"], "no-idea");
    EXPECT_EQ(json["decision"], "choose-pile");
    EXPECT_EQ(json["pending"]["card"], "red3");
    EXPECT_EQ(json["pending"]["from"], "opening");
    EXPECT_EQ(json["piles"][1][0], "blue3");
    EXPECT_EQ(json["seats"][0]["layout"][0], "unknown");
    EXPECT_TRUE(json["seats"][0]["layout"][1].is_null());
    EXPECT_EQ(json["drawPile"], 1);
    EXPECT_EQ(json["log"][1]["event"], "draw");
    EXPECT_EQ(json["log"][1]["card"], "red3");
}

} // namespace
