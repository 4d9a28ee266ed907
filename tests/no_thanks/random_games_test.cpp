// SPDX-License-Identifier: GPL-3.0-or-later
// Many random games: chips and cards are conserved, the game ends, scores add up, replays agree.
#include "core/debug.h"
#include "test_util.h"

#include "core/rng.h"
#include "core/score.h"

using namespace nt_test;

namespace {

int totalCards(const State& s)
{
    int n = s.deckSize() + s.setAsideSize() + s.unusedCount + s.discard.size() + (s.middle != kNoCard ? 1 : 0);
    for (int seat = 0; seat < s.seats; ++seat)
        n += s.displays[seat].size();
    return n;
}

int totalChips(const State& s)
{
    int n = s.middleChips;
    for (int seat = 0; seat < s.seats; ++seat)
        n += s.chips[seat];
    return n;
}

} // namespace

TEST(NoThanksRandomGames, ChipsAndCardsConserved)
{
    games::core::MoveList legal;
    games::core::Rng rng(2024);
    for (int seats = 3; seats <= 7; ++seats) {
        for (int expansion = 0; expansion <= 1; ++expansion) {
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                auto match = seededMatch(seats, seed * 31 + static_cast<std::uint64_t>(seats), expansion != 0,
                    static_cast<int>(seed % static_cast<std::uint64_t>(seats)));
                const int cards = totalCards(games::core::stateOf(*match));
                EXPECT_EQ(cards, expansion ? 33 + 6 + 16 - 9 - 7 + 9 + 7 : 33);
                const int chipTotal = seats * startChips(seats);
                int moves = 0;
                while (!match->isOver()) {
                    ASSERT_LT(++moves, 5000);
                    match->legalMoves(legal);
                    ASSERT_FALSE(legal.empty());
                    const std::size_t logBefore = games::core::stateOf(*match).log.size();
                    ASSERT_TRUE(match->apply(randomMoveSpecialsOften(legal, rng, 3)).ok());
                    ASSERT_LE(games::core::stateOf(*match).log.size() - logBefore, kMaxEventsPerDecision);
                    ASSERT_EQ(totalCards(games::core::stateOf(*match)), cards);
                    ASSERT_EQ(totalChips(games::core::stateOf(*match)), chipTotal);
                }
                EXPECT_EQ(games::core::stateOf(*match).deckSize(), 0);
                EXPECT_EQ(games::core::stateOf(*match).middle, kNoCard);
                const auto scores = match->score();
                for (const auto& score : scores) {
                    int sum = 0;
                    for (const auto& entry : score.items)
                        sum += entry.points;
                    EXPECT_EQ(sum, score.total);
                }
                // Replaying the history from the same seed gives the same state.
                auto again = seededMatch(seats, seed * 31 + static_cast<std::uint64_t>(seats), expansion != 0,
                    static_cast<int>(seed % static_cast<std::uint64_t>(seats)));
                for (const auto& move : match->history())
                    ASSERT_TRUE(again->apply(move).ok());
                EXPECT_EQ(games::core::stateJson(*again), games::core::stateJson(*match));
                EXPECT_EQ(again->score(), scores);
                auto copy = match->clone();
                EXPECT_EQ(games::core::stateJson(*copy), games::core::stateJson(*match));
            }
        }
    }
}
