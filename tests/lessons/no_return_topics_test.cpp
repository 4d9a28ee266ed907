// SPDX-License-Identifier: GPL-3.0-or-later
// No Return's topics at the rulebook's moments, on observations written by hand.
#include "no_return/observation.h"
#include "no_return/topics.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

namespace nr = games::no_return;
using Topics = std::vector<std::string_view>;

namespace {

constexpr nr::Counter purple(int value)
{
    return nr::makeCounter(nr::Purple, value);
}

/// Two players; `viewer` sees the setup exchange, the start player (seat 0) to choose.
nr::NoReturnObservation setupExchange(games::core::Seat viewer)
{
    nr::NoReturnObservation view;
    view.viewerSeat = viewer;
    view.seatCount = 2;
    view.stage = nr::Stage::Setup;
    view.toMove = 0;
    view.seats.resize(2);
    return view;
}

nr::Event entryOf(nr::EventType type, int seat, nr::Colour colour = nr::Red, int count = 0, int drawn = 0)
{
    nr::Event entry;
    entry.event = type;
    entry.seat = static_cast<std::uint8_t>(seat);
    entry.colour = colour;
    entry.count = static_cast<std::uint8_t>(count);
    entry.drawn = static_cast<std::uint8_t>(drawn);
    return entry;
}

nr::Event arrange(int seat, std::initializer_list<nr::Counter> counters)
{
    nr::Event entry = entryOf(nr::EventType::Arrange, seat, nr::colourOf(*counters.begin()),
        static_cast<int>(counters.size()), static_cast<int>(counters.size()));
    entry.counters = nr::CounterList<nr::kHandSize>(std::span<const nr::Counter>(counters.begin(), counters.size()));
    return entry;
}

TEST(NoReturnTopics, TheSetupExchangeIsTheFirstDecision)
{
    EXPECT_EQ(nr::topicsAt(setupExchange(0), 0), Topics {"no-return.setup-exchange"});
    EXPECT_EQ(nr::topicsAt(setupExchange(1), 0), Topics {});
    auto view = setupExchange(games::core::kSpectator);
    view.log.push_back(entryOf(nr::EventType::SetAside, 0, nr::Red, 3, 3));
    EXPECT_EQ(nr::topicsAt(view, 0), Topics {"no-return.setup-exchange"});
}

TEST(NoReturnTopics, PlacingBelowAColumnShowsItsOrder)
{
    auto view = setupExchange(1);
    view.stage = nr::Stage::Play;
    view.log.push_back(entryOf(nr::EventType::Keep, 0));
    view.log.push_back(entryOf(nr::EventType::Keep, 1));
    view.log.push_back(arrange(0, {purple(8), purple(7)}));
    view.toMove = 1;
    view.hand = {purple(3)};
    // Seat 1 saw a column started; its own display is empty, so a column's order does not matter to it yet.
    EXPECT_EQ(nr::topicsAt(view, 2), Topics {"no-return.placing"});
    // Seat 0 places the 3 below its 8 and 7: the order shows.
    view.log.push_back(arrange(0, {purple(3)}));
    view.seats[0].columns[nr::Purple] = {8, 7, 3};
    view.viewerSeat = games::core::kSpectator;
    EXPECT_EQ(nr::topicsAt(view, 3), (Topics {"no-return.placing", "no-return.column-order"}));
    // Seat 1 holding a purple counter with a purple column of its own: the order matters to its decision.
    view.viewerSeat = 1;
    view.seats[1].columns[nr::Purple] = {9};
    EXPECT_EQ(nr::topicsAt(view, 4), (Topics {"no-return.placing", "no-return.column-order"}));
}

constexpr nr::Counter red(int value)
{
    return nr::makeCounter(nr::Red, value);
}

TEST(NoReturnTopics, TheSwitchShowsWhenItWouldLetTheViewerClear)
{
    // Seat 0's Phase 1 turn, its display empty: switching would leave nothing to clear, so it is no decision yet.
    auto view = setupExchange(0);
    view.stage = nr::Stage::Play;
    view.log.push_back(entryOf(nr::EventType::Keep, 0));
    view.log.push_back(entryOf(nr::EventType::Keep, 1));
    view.hand = {red(2), red(1), purple(9)};
    EXPECT_EQ(nr::topicsAt(view, 2), Topics {"no-return.placing"});
    // NR-9's purple column 8 / 7 / 3. Its lowest counter, the 3, asks for 3 in one colour: the purple 9 pays it.
    view.seats[0].columns[nr::Purple] = {8, 7, 3};
    EXPECT_EQ(nr::topicsAt(view, 2), (Topics {"no-return.placing", "no-return.column-order", "no-return.switch"}));
    // Red 2 and red 1 reach 3 as well; red 2 alone reaches nothing of the column: no clear, no switch topic.
    view.hand = {red(2), red(1)};
    EXPECT_EQ(nr::topicsAt(view, 2), (Topics {"no-return.placing", "no-return.switch"}));
    view.hand = {red(2)};
    EXPECT_EQ(nr::topicsAt(view, 2), Topics {"no-return.placing"});
    // Two colours never add up (NR-8): red 2 and yellow 1 pay no 3.
    view.hand = {red(2), nr::makeCounter(nr::Yellow, 1)};
    EXPECT_EQ(nr::topicsAt(view, 2), Topics {"no-return.placing"});
    // Only the seat to move faces it; a spectator or the other seat hears of the switch when it happens.
    view.hand = {red(2), red(1)};
    view.viewerSeat = 1;
    EXPECT_EQ(nr::topicsAt(view, 2), Topics {});
    view.log.push_back(entryOf(nr::EventType::Switch, 0));
    view.seats[0].phase = 2;
    view.switchedThisTurn = true;
    EXPECT_EQ(nr::topicsAt(view, 2), Topics {"no-return.switch"});
    // Once switched the seat to move clears: the switch is behind it.
    view.viewerSeat = 0;
    EXPECT_EQ(nr::topicsAt(view, 3), Topics {"no-return.clearing"});
}

TEST(NoReturnTopics, ClearingInPhaseTwoAndTheEnd)
{
    // NR-9: the purple column 8 / 7 / 3; seat 0 switches, then clears 3 + 7 paying 11.
    auto view = setupExchange(0);
    view.stage = nr::Stage::Play;
    view.log.push_back(arrange(0, {purple(8), purple(7), purple(3)}));
    view.log.push_back(entryOf(nr::EventType::Switch, 0));
    view.seats[0].columns[nr::Purple] = {8, 7, 3};
    view.seats[0].phase = 2;
    view.switchedThisTurn = true;
    EXPECT_EQ(nr::topicsAt(view, 1), (Topics {"no-return.switch", "no-return.clearing"}));
    nr::Event clear = entryOf(nr::EventType::Clear, 0, nr::Purple, 1, 2);
    clear.cleared.push_back(purple(3));
    clear.cleared.push_back(purple(7));
    clear.tookLastCounter = true;
    view.log.push_back(clear);
    view.viewerSeat = 1;
    view.toMove = 1;
    view.switchedThisTurn = false;
    EXPECT_EQ(nr::topicsAt(view, 2), (Topics {"no-return.clearing", "no-return.last-round", "no-return.placing"}));
    view.stage = nr::Stage::Over;
    view.toMove = games::core::kNoSeat;
    EXPECT_EQ(nr::topicsAt(view, 2),
        (Topics {"no-return.clearing", "no-return.last-round", "no-return.end", "no-return.scoring"}));
}

} // namespace
