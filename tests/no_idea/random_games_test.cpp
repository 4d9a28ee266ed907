// SPDX-License-Identifier: GPL-3.0-or-later
// Random games at 2-5 players, the invariants checked after every move (invariants.h), every game ending.
#include "helpers.h"
#include "invariants.h"

using namespace nitest;

namespace {

void playRandomGames(int seats, std::uint64_t firstSeed, int games)
{
    core::MoveList legal;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = firstSeed + static_cast<std::uint64_t>(g);
        auto match
            = game().newMatch({seats, static_cast<int>(seed % static_cast<std::uint64_t>(seats)), {}, seed, nullptr});
        ASSERT_NE(match, nullptr);
        core::Rng rng(seed * 31 + 7);
        ASSERT_EQ(checkInvariants(stateOf(*match)), "") << "seed " << seed << " at the start";
        int moves = 0;
        while (!match->isOver()) {
            ASSERT_LT(++moves, 5000) << "seed " << seed << ": the game does not end";
            match->legalMoves(legal);
            ASSERT_FALSE(legal.empty());
            // Declaring now and then, as players do: it is the move that ends most games' stalemates.
            const auto move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            ASSERT_TRUE(match->apply(move).ok());
            ASSERT_EQ(checkInvariants(stateOf(*match)), "")
                << "seed " << seed << " after move " << moves << " (" << game().moveToText(move) << ")";
        }
        const State& s = stateOf(*match);
        EXPECT_TRUE(s.trophyPile.empty());
        EXPECT_EQ(s.log[s.log.size() - 1].type, EventType::GameOver);
    }
}

TEST(RandomGames, TwoPlayers)
{
    playRandomGames(2, 1000, 150);
}

TEST(RandomGames, ThreePlayers)
{
    playRandomGames(3, 2000, 150);
}

TEST(RandomGames, FourPlayers)
{
    playRandomGames(4, 3000, 150);
}

TEST(RandomGames, FivePlayers)
{
    playRandomGames(5, 4000, 150);
}

} // namespace
