// SPDX-License-Identifier: GPL-3.0-or-later
// Random games for 2, 3 and 4 players with a policy that arranges a lot and switches late, so that games also
// reach Phase 2 and the end of the bag. After every move: counters conserved, columns non-increasing, the
// legal moves complete and without duplicates, canSwitchThenClear in agreement with them; every few moves the no-leak
// property.
#include "core/debug.h"
#include "helpers.h"

#include <algorithm>

using namespace nrtest;

namespace {

void checkInvariants(const core::Match& match)
{
    const State& state = stateOf(match);
    ASSERT_EQ(countersInGame(state), 132);
    for (const auto& seat : state.seats) {
        ASSERT_LE(seat.hand.size, 8);
        for (const auto& col : seat.columns)
            ASSERT_TRUE(std::is_sorted(col.rbegin(), col.rend())) << "column not non-increasing";
    }
}

/// An independent brute force: every subset of the hand's positions as every kind of move; whatever check()
/// accepts must be listed.
void checkComplete(const core::Match& match, const std::set<core::Move>& listed)
{
    const State& state = stateOf(match);
    const auto hand = state.seats[static_cast<std::size_t>(state.toMove)].hand.list();
    ASSERT_TRUE(match.check(moves::switchToPhase2()).ok() == listed.count(moves::switchToPhase2()));
    std::set<core::Move> accepted;
    for (unsigned mask = 0; mask < (1u << hand.size()); ++mask) {
        std::vector<Counter> chosen;
        for (std::size_t i = 0; i < hand.size(); ++i)
            if (mask & (1u << i))
                chosen.push_back(hand[i]);
        std::vector<core::Move> candidates {moves::make(MoveKind::SetAside, chosen),
            moves::make(MoveKind::Exchange, chosen), moves::make(MoveKind::Arrange, chosen)};
        for (int c = 0; c < kColours; ++c)
            for (int k = 1;
                 k <= static_cast<int>(
                     state.seats[static_cast<std::size_t>(state.toMove)].columns[static_cast<std::size_t>(c)].size());
                 ++k)
                candidates.push_back(moves::make(MoveKind::Clear, chosen, c, k));
        for (const auto& move : candidates)
            if (match.check(move).ok())
                accepted.insert(move);
    }
    for (const auto& move : accepted)
        ASSERT_EQ(listed.count(move), 1u) << "missing legal move " << game().moveToText(move);
    for (const auto& move : listed)
        if (decode(move).kind != MoveKind::Switch) {
            ASSERT_EQ(accepted.count(move), 1u) << "listed but not found " << game().moveToText(move);
        }
}

/// canSwitchThenClear (what a lesson asks of a seat's own knowledge) agrees with the move generator: a switch is
/// legal and some clear is listed after it exactly when it says so.
void checkSwitchThenClear(const core::Match& match)
{
    const State& state = stateOf(match);
    if (state.stage != Stage::Play)
        return;
    const SeatState& seat = state.seats[static_cast<std::size_t>(state.toMove)];
    bool clearAfterSwitch = false;
    if (match.check(moves::switchToPhase2()).ok()) {
        auto after = match.clone();
        ASSERT_TRUE(after->apply(moves::switchToPhase2()).ok());
        core::MoveList legal;
        after->legalMoves(legal);
        clearAfterSwitch
            = std::any_of(legal.begin(), legal.end(), [](const core::Move& m) { return kindOf(m) == MoveKind::Clear; });
    }
    ASSERT_EQ(canSwitchThenClear(seat.columns, seat.hand, seat.phase, state.switchedThisTurn), clearAfterSwitch);
}

void checkNoLeak(const core::Match& match, core::Seat viewer, core::Rng& rng, bool playOut)
{
    const auto observation = match.observe(viewer);
    const auto json = observation->toJson();
    auto sample = game().sampleMatch(*observation, rng);
    ASSERT_NE(sample, nullptr);
    ASSERT_TRUE(sample->history().empty());
    ASSERT_EQ(sample->observe(viewer)->toJson(), json);
    ASSERT_TRUE(sample->observe(viewer)->equals(*observation));
    ASSERT_EQ(sample->toMove(), match.toMove());
    ASSERT_EQ(sample->isOver(), match.isOver());
    ASSERT_EQ(countersInGame(stateOf(*sample)), 132);
    // A second sample differs in hidden parts only.
    auto other = game().sampleMatch(*observation, rng);
    ASSERT_EQ(other->observe(viewer)->toJson(), json);
    ASSERT_TRUE(other->observe(viewer)->equals(*observation));
    if (!playOut)
        return;
    core::MoveList legal;
    for (int guard = 0; !sample->isOver(); ++guard) {
        ASSERT_LT(guard, 5000);
        sample->legalMoves(legal);
        ASSERT_FALSE(legal.empty());
        ASSERT_TRUE(sample->apply(pickMove(legal, rng)).ok());
        ASSERT_EQ(countersInGame(stateOf(*sample)), 132);
    }
}

struct Stats {
    int games = 0;
    int lastRounds = 0;
    int clears = 0;
};

void randomGame(int seats, std::uint64_t seed, Stats& stats, bool brute)
{
    auto match = seeded(seats, seed, static_cast<core::Seat>(seed % static_cast<std::uint64_t>(seats)));
    core::Rng rng(seed * 31 + 7);
    core::MoveList legal;
    int moves = 0;
    while (!match->isOver()) {
        ASSERT_LT(moves, 5000) << "the game does not end";
        match->legalMoves(legal);
        ASSERT_FALSE(legal.empty());
        const std::set<core::Move> unique(legal.begin(), legal.end());
        ASSERT_EQ(unique.size(), legal.size()) << "duplicate legal moves";
        for (const auto& move : legal) {
            const auto error = match->check(move);
            ASSERT_TRUE(error.ok()) << game().moveToText(move) << ": " << error.code;
        }
        // Near misses: whatever check() accepts is listed.
        for (int i = 0; i < 10; ++i) {
            core::Move bad = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            auto* bytes = reinterpret_cast<std::uint8_t*>(&bad);
            bytes[rng.below(sizeof(core::Move))] += static_cast<std::uint8_t>(1 + rng.below(3));
            if (match->check(bad).ok()) {
                ASSERT_EQ(unique.count(bad), 1u) << "accepted but not listed: " << game().moveToText(bad);
            }
        }
        if (brute && moves % 9 == 0)
            checkComplete(*match, unique);
        checkSwitchThenClear(*match);
        if (moves % 7 == 0) {
            checkNoLeak(*match, match->toMove(), rng, moves % 49 == 0);
            checkNoLeak(*match, static_cast<core::Seat>(rng.below(static_cast<std::uint32_t>(seats))), rng, false);
            checkNoLeak(*match, core::kSpectator, rng, false);
            if (::testing::Test::HasFatalFailure())
                return;
        }
        const core::Move chosen = pickMove(legal, rng);
        stats.clears += decode(chosen).kind == MoveKind::Clear;
        ASSERT_TRUE(match->apply(chosen).ok());
        ++moves;
        checkInvariants(*match);
        if (::testing::Test::HasFatalFailure())
            return;
    }
    match->legalMoves(legal);
    ASSERT_TRUE(legal.empty());
    ASSERT_EQ(match->toMove(), core::kNoSeat);
    checkNoLeak(*match, 0, rng, false);
    ++stats.games;
    stats.lastRounds += stateOf(*match).lastRound;
    // Every seat had the same number of turns when the bag ended the game.
    if (stateOf(*match).lastRound) {
        std::vector<int> turns(static_cast<std::size_t>(seats));
        for (const auto& entry : stateOf(*match).log)
            if (entry.event != EventType::Keep && entry.event != EventType::SetAside
                && entry.event != EventType::Switch)
                ++turns[static_cast<std::size_t>(entry.seat)];
        ASSERT_TRUE(std::all_of(turns.begin(), turns.end(), [&](int t) { return t == turns[0]; }));
    }
}

} // namespace

class NoReturnRandom : public ::testing::TestWithParam<int> { };

TEST_P(NoReturnRandom, GamesKeepEveryInvariant)
{
    const int seats = GetParam();
    Stats stats;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        randomGame(seats, seed, stats, seed <= 2);
        if (HasFatalFailure())
            return;
    }
    EXPECT_EQ(stats.games, 12);
    EXPECT_GE(stats.lastRounds, 6) << "the policy should reach the end of the bag";
    EXPECT_GT(stats.clears, 20) << "the policy should reach Phase 2";
}

INSTANTIATE_TEST_SUITE_P(Seats, NoReturnRandom, ::testing::Values(2, 3, 4));

TEST(NoReturnRandomSetup, SameSeedSameGameAndClonesAgree)
{
    auto a = seeded(3, 99);
    auto b = seeded(3, 99);
    EXPECT_EQ(games::core::stateJson(*a), games::core::stateJson(*b));
    EXPECT_NE(games::core::stateJson(*a), games::core::stateJson(*seeded(3, 100)));
    core::Rng rng(5);
    core::MoveList legal;
    for (int i = 0; i < 40 && !a->isOver(); ++i) {
        a->legalMoves(legal);
        const auto move = pickMove(legal, rng);
        auto copy = a->clone();
        ASSERT_TRUE(a->apply(move).ok());
        ASSERT_TRUE(copy->apply(move).ok());
        ASSERT_EQ(games::core::stateJson(*copy), games::core::stateJson(*a));
    }
}
