// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scenario helpers: positions written by hand (the piles, layouts and draw pile a rulebook example shows), as
// cards named as the notation names them, and matches from seeds or explicit setups.

#include "builtin_registry.h"
#include "core/debug.h"
#include "core/match_config.h"
#include "core/registry.h"
#include "no_idea/cards.h"
#include "no_idea/game.h"
#include "no_idea/match.h"
#include "no_idea/moves.h"
#include "no_idea/observation.h"
#include "no_idea/rules.h"
#include "no_idea/setup.h"

#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace nitest {

using namespace games;
using namespace games::no_idea;

/// The game as the app registers it (with its computer players' heuristic).
inline const core::Game& game()
{
    return nobox_test::registeredGame("no-idea");
}

inline Card card(const std::string& name)
{
    const auto parsed = parseCard(name);
    EXPECT_TRUE(parsed.has_value()) << name;
    return parsed.value_or(kNoCard);
}

/// Space-separated card names ("-" for an empty position).
inline std::vector<Card> cards(const std::string& text)
{
    std::istringstream in(text);
    std::vector<Card> out;
    for (std::string word; in >> word;)
        out.push_back(word == "-" ? kNoCard : card(word));
    return out;
}

/// A position written by hand: `seats` players, everything empty, twelve 3-star trophies unless changed.
struct Position {
    State s;
    explicit Position(int seats, int toMove = 0, std::uint64_t seed = 1)
    {
        s = emptyState(seats, toMove, false, seed);
        s.trophyPile.assign(kTrophyCount, 3);
    }
    /// `seat`'s layout, positions 1-6 ("-" empty).
    Position& layout(int seat, const std::string& text)
    {
        const auto list = cards(text);
        auto& layout = s.seats[static_cast<std::size_t>(seat)].layout;
        layout.fill(kNoCard);
        for (std::size_t i = 0; i < list.size() && i < layout.size(); ++i)
            layout[i] = list[i];
        return *this;
    }
    /// The piles, each written bottom to top, separated by '|'.
    Position& piles(const std::string& text)
    {
        s.piles.clear();
        std::istringstream in(text);
        for (std::string part; std::getline(in, part, '|');)
            s.piles.push_back(cards(part));
        return *this;
    }
    /// The draw pile, top first.
    Position& draw(const std::string& text)
    {
        const auto list = cards(text);
        s.drawPile.assign(list.rbegin(), list.rend());
        return *this;
    }
    Position& trophies(std::vector<int> topFirst)
    {
        s.trophyPile.assign(topFirst.rbegin(), topFirst.rend());
        return *this;
    }
    /// Puts every card of the box not yet placed below the draw pile (canonical order), so that the position
    /// holds the whole box, as a sampled world must.
    Position& completeBox()
    {
        std::array<int, 256> placed {};
        for (Card c : s.drawPile)
            ++placed[c];
        for (const auto& pile : s.piles)
            for (Card c : pile)
                ++placed[c];
        for (Card c : s.setAside)
            ++placed[c];
        for (const auto& seat : s.seats) {
            for (Card c : seat.layout)
                if (c != kNoCard)
                    ++placed[c];
            for (Card c : seat.prizes)
                ++placed[c];
        }
        std::vector<Card> rest;
        for (Card c : boxCards())
            if (placed[c]-- <= 0)
                rest.push_back(c);
        s.drawPile.insert(s.drawPile.begin(), rest.rbegin(), rest.rend());
        return *this;
    }
    /// The match with `toMove` about to reveal (the opening card already dealt with).
    std::unique_ptr<NoIdeaMatch> revealing() const
    {
        State copy = s;
        copy.phase = Phase::Reveal;
        copy.log.reserve(64);
        return wrap(std::move(copy));
    }
    /// The match from the start of `toMove`'s turn: the opening card comes first.
    std::unique_ptr<NoIdeaMatch> turnStart() const
    {
        State copy = s;
        copy.startSeat = copy.toMove;
        start(copy);
        return wrap(std::move(copy));
    }
    static std::unique_ptr<NoIdeaMatch> wrap(State state)
    {
        core::Options options;
        options.set("memory-aid", state.memoryAid ? 1 : 0);
        return std::make_unique<NoIdeaMatch>(
            game(), core::bareConfig(state.seatCount, state.startSeat, options), std::move(state));
    }
};

inline const State& stateOf(const core::Match& match)
{
    return core::stateOf(dynamic_cast<const NoIdeaMatch&>(match));
}

inline void play(core::Match& match, const std::string& text)
{
    core::Move move;
    ASSERT_TRUE(game().parseMove(text, move).ok()) << text;
    const auto error = match.apply(move);
    ASSERT_TRUE(error.ok()) << text << ": " << error.code;
}

inline std::vector<std::string> legalTexts(const core::Match& match)
{
    core::MoveList legal;
    match.legalMoves(legal);
    std::vector<std::string> out;
    for (const auto& move : legal)
        out.push_back(game().moveToText(move));
    return out;
}

/// The names of a pile's cards, bottom to top, space-separated.
inline std::string pileText(const State& s, std::size_t pile)
{
    std::string text;
    // Appended piece by piece: GCC 12 misreads `"" + std::string` at -O3 (-Wstringop-overflow, GCC bug 105329).
    for (Card c : s.piles[pile]) {
        if (!text.empty())
            text += ' ';
        text += cardName(c);
    }
    return text;
}

inline std::string layoutText(const State& s, int seat)
{
    std::string text;
    for (Card c : s.seats[static_cast<std::size_t>(seat)].layout) {
        if (!text.empty())
            text += ' ';
        text += c == kNoCard ? std::string("-") : cardName(c);
    }
    return text;
}

/// The event types logged since `from`.
inline std::vector<EventType> eventsSince(const State& s, std::size_t from)
{
    std::vector<EventType> out;
    for (std::size_t i = from; i < s.log.size(); ++i)
        out.push_back(s.log[i].type);
    return out;
}

inline std::size_t countEvents(const State& s, EventType type)
{
    std::size_t n = 0;
    for (const auto& event : s.log)
        n += event.type == type;
    return n;
}

/// The whole box in canonical order with `first` moved to the front (in that order): an explicit setup.
inline nlohmann::json setupWith(const std::string& first, std::vector<int> trophies = {})
{
    std::vector<Card> rest(boxCards().begin(), boxCards().end());
    nlohmann::json list = nlohmann::json::array();
    for (Card c : cards(first)) {
        const auto it = std::find(rest.begin(), rest.end(), c);
        EXPECT_NE(it, rest.end()) << cardName(c);
        if (it != rest.end())
            rest.erase(it);
        list.push_back(cardName(c));
    }
    for (Card c : rest)
        list.push_back(cardName(c));
    nlohmann::json setup {{"cards", list}};
    if (!trophies.empty())
        setup["trophies"] = trophies;
    return setup;
}

inline std::unique_ptr<core::Match> fromSetup(
    int seats, const nlohmann::json& setup, core::Seat startSeat = 0, std::uint64_t seed = 0)
{
    core::Error error;
    auto match = game().newMatch({seats, startSeat, {}, seed, setup}, &error);
    EXPECT_TRUE(error.ok()) << error.code << " " << error.detail;
    return match;
}

} // namespace nitest
