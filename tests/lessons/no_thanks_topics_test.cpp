// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks!'s topics in the rulebook's situations, on observations written by hand: what each moment shows.
#include "no_thanks/observation.h"
#include "no_thanks/topics.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

namespace nt = games::no_thanks;
using Topics = std::vector<std::string_view>;

namespace {

/// Three players, 11 chips each, the start player (Felix, seat 0) to decide on the 11 he revealed.
nt::NoThanksObservation felixFacesThe11(games::core::Seat viewer)
{
    nt::NoThanksObservation view;
    view.viewerSeat = viewer;
    view.seatCount = 3;
    view.displays.resize(3);
    view.middle = 11;
    view.decision = nt::Decision::TakeOrRefuse;
    view.toMove = 0;
    view.ownChips = viewer >= 0 ? 11 : -1;
    view.log.push_back({nt::EventType::Reveal, 0, 11, 0});
    return view;
}

nt::Event event(nt::EventType type, int seat, nt::Card card, int n = 0)
{
    return {type, static_cast<std::uint8_t>(seat), card, static_cast<std::uint8_t>(n)};
}

TEST(NoThanksTopics, TheFirstCardAsksTakeOrRefuseOfItsRevealerOnly)
{
    EXPECT_EQ(nt::topicsAt(felixFacesThe11(0), 0), Topics {"no-thanks.take-or-refuse"});
    EXPECT_EQ(nt::topicsAt(felixFacesThe11(1), 0), Topics {});
    EXPECT_EQ(nt::topicsAt(felixFacesThe11(games::core::kSpectator), 0), Topics {});
}

TEST(NoThanksTopics, RefusingPaysAChipAndTakingTakesTheChips)
{
    // Felix and Beate refuse the 11: Beate sees the chip paid, then Lisa decides.
    auto view = felixFacesThe11(2);
    view.log.push_back(event(nt::EventType::Refuse, 0, 11));
    view.log.push_back(event(nt::EventType::Refuse, 1, 11));
    view.toMove = 2;
    view.middleChips = 2;
    EXPECT_EQ(nt::topicsAt(view, 1), (Topics {"no-thanks.pay-a-chip", "no-thanks.take-or-refuse"}));
    // Lisa takes the 11 with its 2 chips and reveals the 26.
    view.log.push_back(event(nt::EventType::Take, 2, 11, 2));
    view.log.push_back(event(nt::EventType::Reveal, 2, 26));
    view.displays[2] = {11};
    view.middle = 26;
    view.middleChips = 0;
    view.viewerSeat = 1;
    view.ownChips = 10;
    EXPECT_EQ(nt::topicsAt(view, 3), Topics {"no-thanks.take-the-chips"});
}

TEST(NoThanksTopics, ACardNextToOneHeldIsARun)
{
    // Felix holds 13 and 15; the 16 comes up: a run matters to him, and his taking it shows one to all.
    auto view = felixFacesThe11(0);
    view.log.clear();
    for (nt::Card card : {13, 15}) {
        view.log.push_back(event(nt::EventType::Reveal, 0, card));
        view.log.push_back(event(nt::EventType::Take, 0, card));
    }
    view.log.push_back(event(nt::EventType::Reveal, 0, 16));
    view.displays[0] = {13, 15};
    view.middle = 16;
    EXPECT_EQ(nt::topicsAt(view, 4), (Topics {"no-thanks.take-or-refuse", "no-thanks.run"}));
    view.middle = 20;
    EXPECT_EQ(nt::topicsAt(view, 4), Topics {"no-thanks.take-or-refuse"});
    view.log.push_back(event(nt::EventType::Take, 0, 16));
    view.viewerSeat = games::core::kSpectator;
    EXPECT_EQ(nt::topicsAt(view, 5), Topics {"no-thanks.run"});
}

TEST(NoThanksTopics, WithoutChipsATakeIsForced)
{
    auto view = felixFacesThe11(0);
    view.ownChips = 0;
    EXPECT_EQ(nt::topicsAt(view, 1), (Topics {"no-thanks.take-or-refuse", "no-thanks.no-chips"}));
    // Beate pays her 11 chips one by one, then must take: the log shows it to everyone.
    view.log.clear();
    for (int i = 0; i < 11; ++i)
        view.log.push_back(event(nt::EventType::Refuse, 1, 30));
    view.log.push_back(event(nt::EventType::Take, 1, 30, 20));
    view.viewerSeat = games::core::kSpectator;
    EXPECT_EQ(nt::topicsAt(view, 11), (Topics {"no-thanks.no-chips", "no-thanks.take-the-chips"}));
}

TEST(NoThanksTopics, TheLastCardTakenEndsTheGameOnce)
{
    auto view = felixFacesThe11(1);
    view.log.push_back(event(nt::EventType::Take, 0, 11));
    view.decision = nt::Decision::Over;
    view.toMove = games::core::kNoSeat;
    view.middle = nt::kNoCard;
    EXPECT_EQ(nt::topicsAt(view, 1), (Topics {"no-thanks.end", "no-thanks.scoring"}));
    EXPECT_EQ(nt::topicsAt(view, 2), Topics {});
}

TEST(NoThanksTopics, SpecialCardsShowAsTheyComeUp)
{
    auto view = felixFacesThe11(0);
    view.expansion = true;
    view.log.clear();
    view.log.push_back(event(nt::EventType::Reveal, 0, nt::kWild));
    view.middle = nt::kWild;
    view.decision = nt::Decision::Auction;
    EXPECT_EQ(nt::topicsAt(view, 0), (Topics {"no-thanks.wild", "no-thanks.green-auction"}));
    // Every bonus card is one topic; a pink X fetching the 40 shows both.
    view.log.push_back(event(nt::EventType::Reveal, 0, nt::kBonus15));
    view.log.push_back(event(nt::EventType::Take, 1, nt::kPinkX));
    view.log.push_back(event(nt::EventType::FetchDeck, 1, nt::kForty));
    view.viewerSeat = 2;
    EXPECT_EQ(nt::topicsAt(view, 1), (Topics {"no-thanks.bonus", "no-thanks.forty"}));
    // The give card's choice is the give card's topic.
    view.viewerSeat = 0;
    view.decision = nt::Decision::Give;
    EXPECT_EQ(nt::topicsAt(view, view.log.size()), Topics {"no-thanks.give"});
}

} // namespace
