// SPDX-License-Identifier: GPL-3.0-or-later
// Observations leak nothing hidden (G-2, NT-3, NT-6, NT-16) and sampled worlds look the same to their viewer.
#include "core/debug.h"
#include "test_util.h"

#include "core/rng.h"

#include <algorithm>

using namespace nt_test;

TEST(NoThanksObservationTest, HiddenPartsDoNotLeak)
{
    // Same public start; the deck below the top card, the set-aside cards and the unused greens differ.
    const nlohmann::json one {{"deck", {"wild", "20", "bonus5", "21", "22", "pink-x", "23"}}, {"setAside", {"3", "4"}},
        {"unusedGreen", {"look", "skip"}}};
    const nlohmann::json two {{"deck", {"wild", "30", "bonus10", "31", "32", "33", "forty"}}, {"setAside", {"5", "6"}},
        {"unusedGreen", {"give", "remove"}}};
    auto a = setupMatch(3, one, true);
    auto b = setupMatch(3, two, true);
    for (const std::string move : {"", "bid", "bid", "bid"}) {
        if (!move.empty()) {
            play(*a, {move});
            play(*b, {move});
        }
        for (int viewer = -1; viewer < 3; ++viewer)
            ASSERT_EQ(a->observe(viewer)->toJson(), b->observe(viewer)->toJson()) << viewer;
    }
}

TEST(NoThanksObservationTest, SeededDealsDifferingOnlyBelowTheTopLookAlike)
{
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        auto a = seededMatch(4, seed, true);
        State other = games::core::stateOf(*a);
        // Swap two hidden deck cards below the top (of the same back colour), change the set-aside order.
        for (int i = other.deckTop + 1; i + 1 < other.deckEnd; ++i)
            if (isGreen(other.deck[i]) == isGreen(other.deck[i + 1])) {
                std::swap(other.deck[i], other.deck[i + 1]);
                break;
            }
        std::reverse(other.setAside.begin(), other.setAside.begin() + other.setAsideEnd);
        std::reverse(other.unused.begin(), other.unused.begin() + other.unusedCount);
        NoThanksMatch b(game(), games::core::bareConfig(other.seats, other.startSeat, options(true)), other);
        for (int viewer = -1; viewer < 4; ++viewer)
            ASSERT_EQ(a->observe(viewer)->toJson(), b.observe(viewer)->toJson());
    }
}

TEST(NoThanksObservationTest, NeverTheDeckOrSetAside)
{
    auto match = setupMatch(3, {{"deck", {"20", "21"}}, {"setAside", {"34"}}});
    const std::string text = match->observe(0)->toJson().dump();
    EXPECT_EQ(text.find("\"21\""), std::string::npos);
    EXPECT_EQ(text.find("\"34\""), std::string::npos);
    EXPECT_NE(text.find("\"20\""), std::string::npos);
}

TEST(NoThanksObservationTest, SampledWorldsObserveEqualAndPlayOn)
{
    games::core::Rng rng(7);
    games::core::MoveList legal;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const bool expansion = seed % 3 != 0;
        auto match = seededMatch(3 + static_cast<int>(seed % 5), seed, expansion, 0, seed % 4 == 0);
        int step = 0;
        while (!match->isOver()) {
            if (step % 3 == 0) {
                for (int viewer = -1; viewer < match->seatCount(); ++viewer) {
                    const auto observation = match->observe(viewer);
                    auto sample = game().sampleMatch(*observation, rng);
                    ASSERT_NE(sample, nullptr);
                    ASSERT_EQ(sample->observe(viewer)->toJson(), observation->toJson());
                    ASSERT_TRUE(sample->history().empty());
                    ASSERT_EQ(sample->toMove(), match->toMove());
                    if (viewer >= 0) {
                        ASSERT_EQ(legalTexts(*sample), legalTexts(*match));
                    }
                }
            }
            match->legalMoves(legal);
            ASSERT_TRUE(match->apply(randomMoveSpecialsOften(legal, rng, 2)).ok());
            ++step;
        }
    }
}

TEST(NoThanksObservationTest, ObservingIntoAReusedSlotEqualsAFreshObservation)
{
    // One slot serves every table size, viewer and position in turn (as a search's playouts use it): nothing of an
    // earlier observation may stay behind, the looker's set-aside cards above all.
    games::core::Rng rng(13);
    games::core::MoveList legal;
    std::unique_ptr<games::core::Observation> slot;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto match = seededMatch(7 - static_cast<int>(seed % 5), seed, seed % 4 != 0, 0, seed % 6 == 0);
        while (!match->isOver()) {
            for (int viewer = -1; viewer <= match->seatCount(); ++viewer) {
                match->observeInto(viewer, slot);
                const auto fresh = match->observe(viewer);
                ASSERT_TRUE(slot->equals(*fresh));
                ASSERT_EQ(slot->toJson(), fresh->toJson());
            }
            match->legalMoves(legal);
            ASSERT_TRUE(match->apply(randomMoveSpecialsOften(legal, rng, 2)).ok());
        }
        match->observeInto(0, slot);
        ASSERT_TRUE(slot->equals(*match->observe(0)));
    }
}

TEST(NoThanksObservationTest, SampleOfLookerKeepsSetAside)
{
    auto match = customMatch(3, deckOf({"20", "pink-x", "wild", "22"}, {"30", "31", "32"}), true,
        [](State& s) { s.displays[0].add(kLook); });
    play(*match, {"look", "refuse", "take", "take"}); // seat 1 takes 20 and the pink-X, which fetches the 22
    games::core::Rng rng(3);
    auto observation = match->observe(0);
    for (int i = 0; i < 20; ++i) {
        auto sample = game().sampleMatch(*observation, rng);
        ASSERT_NE(sample, nullptr);
        const auto& s = games::core::stateOf(static_cast<const NoThanksMatch&>(*sample));
        EXPECT_EQ(std::vector<Card>(s.setAside.begin() + s.setAsideTop, s.setAside.begin() + s.setAsideEnd),
            (std::vector<Card> {30, 31, 32}));
        EXPECT_EQ(sample->observe(0)->toJson(), observation->toJson());
    }
}

TEST(NoThanksObservationTest, SampleKeepsKnownGreenBacks)
{
    auto match = setupMatch(3, deckOf({"pink-x", "wild", "bonus5", "17", "18", "19"}), true);
    play(*match, {"take"}); // passes 2 greens: the wild and bonus5 stay on top; the wild is revealed
    auto observation = observationOf(*match, 1);
    EXPECT_EQ(observation->knownGreenTop, 1);
    games::core::Rng rng(11);
    for (int i = 0; i < 20; ++i) {
        auto sample = game().sampleMatch(*observation, rng);
        const auto& s = games::core::stateOf(static_cast<const NoThanksMatch&>(*sample));
        EXPECT_TRUE(isGreen(s.deck[s.deckTop]));
    }
}

TEST(NoThanksObservationTest, RevealedShowsEverythingFaceUpAndTheRestAsASpectatorSees)
{
    games::core::MoveList legal;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto match = seededMatch(3 + static_cast<int>(seed % 5), seed, seed % 2 == 0);
        games::core::Rng rng(seed);
        for (;;) {
            const State& s = games::core::stateOf(*match);
            const NoThanksObservation open = revealState(s);
            ASSERT_TRUE(open.revealed);
            ASSERT_EQ(open.viewerSeat, games::core::kSpectator);
            ASSERT_EQ(static_cast<int>(open.deckOpen.size()), open.deckSize);
            if (open.deckSize > 0) {
                ASSERT_EQ(open.deckOpen.front(), s.deck[s.deckTop]) << "the deck is listed top first";
            }
            ASSERT_EQ(static_cast<int>(open.setAsideOpen.size()), open.setAsideSize);
            ASSERT_EQ(static_cast<int>(open.unusedOpen.size()), open.unusedGreens);
            ASSERT_EQ(open.chips, chipsFromLog(open));
            ASSERT_TRUE(open.toJson().contains("revealed"));

            NoThanksView rest = open;
            rest.revealed = false;
            rest.deckOpen.clear();
            rest.setAsideOpen.clear();
            rest.unusedOpen.clear();
            const NoThanksObservation spectator = observeState(s, games::core::kSpectator);
            rest.chips = spectator.chips;
            ASSERT_EQ(rest, static_cast<const NoThanksView&>(spectator));
            ASSERT_FALSE(spectator.toJson().contains("revealed"));
            if (match->isOver())
                break;
            match->legalMoves(legal);
            ASSERT_TRUE(match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        }
    }
}

/// What the hot-seat cover hides (core::Observation::showsPrivate): secret chips are no reason, the board holds
/// the own count back (docs/hotseat.md); what the look card showed is, open chips or not.
TEST(NoThanksObservationTest, PrivateOnlyWhatTheLookShowed)
{
    auto hidden = seededMatch(3, 4, true, 0, false);
    EXPECT_FALSE(hidden->observe(0)->showsPrivate());
    EXPECT_FALSE(hidden->observe(games::core::kSpectator)->showsPrivate());
    auto open = seededMatch(3, 4, true, 0, true);
    EXPECT_FALSE(open->observe(0)->showsPrivate());
    NoThanksObservation looked = dynamic_cast<const NoThanksObservation&>(*open->observe(2));
    looked.lookSeat = 2;
    EXPECT_TRUE(looked.showsPrivate());
    looked.lookSeat = 1;
    EXPECT_FALSE(looked.showsPrivate());
    looked.viewerSeat = games::core::kSpectator;
    EXPECT_FALSE(looked.showsPrivate());
}
