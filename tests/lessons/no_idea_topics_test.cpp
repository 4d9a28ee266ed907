// SPDX-License-Identifier: GPL-3.0-or-later
// No Idea's topics at the rulebook's moments (its examples of Clemens and Simon), on observations written by hand.
#include "no_idea/observation.h"
#include "no_idea/topics.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

namespace ni = games::no_idea;
using Topics = std::vector<std::string_view>;
using ni::EventType;

namespace {

ni::Event event(EventType type, int seat, ni::Card card = ni::kNoCard, int position = 0, int pile = 0, int flag = 0)
{
    return {type, static_cast<std::uint8_t>(seat), card, static_cast<std::uint8_t>(position),
        static_cast<std::uint8_t>(pile), 0, static_cast<std::uint8_t>(flag)};
}

/// Two players, six face-down cards each, the turn of seat 0 (Clemens), seen by `viewer`.
ni::NoIdeaObservation clemensTurn(games::core::Seat viewer)
{
    ni::NoIdeaObservation view;
    view.viewerSeat = viewer;
    view.seatCount = 2;
    view.seats.resize(2);
    for (auto& seat : view.seats)
        seat.layout.fill(ni::kUnknownCard);
    view.decision = ni::Decision::Reveal;
    view.toMove = 0;
    view.log.push_back(event(EventType::Turn, 0));
    return view;
}

TEST(NoIdeaTopics, ClemensTurnOpensFitsAndEnds)
{
    const ni::Card blue3 = ni::numberCard(ni::Blue, 3);
    const ni::Card red3 = ni::numberCard(ni::Red, 3);
    const ni::Card yellow4 = ni::numberCard(ni::Yellow, 4, ni::Function::Plus);
    auto view = clemensTurn(0);
    // The blue 3 from the draw pile starts a new pile; Clemens is to reveal.
    view.log.push_back(event(EventType::Draw, 0, blue3, 0, 0, static_cast<int>(ni::Source::Opening)));
    view.log.push_back(event(EventType::Play, 0, blue3, 0, 2, 1));
    EXPECT_EQ(ni::topicsAt(view, 0), (Topics {"no-idea.opening-card", "no-idea.reveal"}));
    // His red 3 fits both piles: he chooses.
    view.log.push_back(event(EventType::Reveal, 0, red3, 4));
    view.decision = ni::Decision::ChoosePile;
    view.pending = red3;
    EXPECT_EQ(ni::topicsAt(view, 3), (Topics {"no-idea.reveal", "no-idea.choose-pile"}));
    // On the red 5's pile; the yellow 4 fits nowhere: its "+" does not act, it goes back face down.
    view.log.push_back(event(EventType::Play, 0, red3, 4, 1));
    view.log.push_back(event(EventType::Reveal, 0, yellow4, 2));
    view.log.push_back(event(EventType::NoFit, 0, yellow4, 2));
    view.toMove = 1;
    view.viewerSeat = games::core::kSpectator;
    EXPECT_EQ(ni::topicsAt(view, 4), (Topics {"no-idea.fit", "no-idea.reveal", "no-idea.no-fit"}));
}

TEST(NoIdeaTopics, TheFunctionsShowWhenPlayed)
{
    auto view = clemensTurn(1);
    view.toMove = 1;
    view.log.push_back(event(EventType::Play, 0, ni::numberCard(ni::Yellow, 4, ni::Function::Plus), 0, 1));
    view.log.push_back(event(EventType::Play, 0, ni::numberCard(ni::Blue, 3, ni::Function::RemovePiles), 3, 1));
    view.log.push_back(event(EventType::RemovePiles, 0, ni::kNoCard, 0, 1));
    view.log.push_back(event(EventType::Play, 0, ni::numberCard(ni::Blue, 5, ni::Function::RefillTo3), 0, 1));
    EXPECT_EQ(ni::topicsAt(view, 1),
        (Topics {"no-idea.plus", "no-idea.fit", "no-idea.remove-piles", "no-idea.refill", "no-idea.reveal"}));
}

TEST(NoIdeaTopics, NothingFitsIsOfferedWithThreeCardsOrFewer)
{
    auto view = clemensTurn(0);
    view.seats[0].layout = {ni::kNoCard, ni::kNoCard, ni::kNoCard, ni::kUnknownCard, ni::kUnknownCard, ni::kNoCard};
    EXPECT_EQ(ni::topicsAt(view, 1), (Topics {"no-idea.reveal", "no-idea.nothing-fits"}));
    view.seats[0].layout[0] = ni::kUnknownCard;
    view.seats[0].layout[1] = ni::kUnknownCard;
    EXPECT_EQ(ni::topicsAt(view, 1), Topics {"no-idea.reveal"});
}

TEST(NoIdeaTopics, TrophiesOfAClearedLayoutAndOfARightDeclaration)
{
    auto view = clemensTurn(games::core::kSpectator);
    // Clemens declares with one card left, it fits nowhere: the trophy is the declaration's.
    view.log.push_back(event(EventType::Declare, 0));
    view.log.push_back(event(EventType::Reveal, 0, ni::numberCard(ni::Red, 1), 5, 0, 1));
    view.log.push_back(event(EventType::DeclareResult, 0, ni::kNoCard, 0, 0, 1));
    view.log.push_back(event(EventType::Trophy, 0));
    EXPECT_EQ(ni::topicsAt(view, 1), Topics {"no-idea.nothing-fits"});
    // Simon plays his last card: the trophy of a cleared layout, then the last one ends the game.
    view.log.push_back(event(EventType::Play, 1, ni::numberCard(ni::Grey, 6), 2, 1));
    view.log.push_back(event(EventType::Trophy, 1));
    view.log.push_back(event(EventType::GameOver, 1));
    EXPECT_EQ(ni::topicsAt(view, 5), (Topics {"no-idea.fit", "no-idea.all-cleared", "no-idea.end"}));
}

TEST(NoIdeaTopics, PrizesAndTheEmptyDrawPile)
{
    auto view = clemensTurn(games::core::kSpectator);
    view.log.push_back(event(EventType::Prize, 0, ni::prizeCard(1)));
    view.log.push_back(event(EventType::Reshuffle, 1));
    EXPECT_EQ(ni::topicsAt(view, 1), (Topics {"no-idea.prize", "no-idea.empty-draw-pile"}));
}

} // namespace
