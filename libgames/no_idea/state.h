// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The whole truth of a No Idea match as plain data: what the rules change, the legal-move generator reads,
// observe() filters and sampleMatch() rebuilds.

#include "core/flat_list.h"
#include "core/observation.h"
#include "core/rng.h"
#include "no_idea/cards.h"

#include <array>
#include <cstdint>
#include <vector>

namespace games::no_idea {

inline constexpr int kMaxSeats = 5;

/// What the seat to move decides.
enum class Phase : std::uint8_t {
    Reveal, // reveal a face-down card, or declare "Nothing fits anymore!" (ND-3, ND-7)
    ChoosePile, // the pending card fits two or more piles: which one (ND-2, ND-3)
    Over,
};

/// Where the card that is being placed came from.
enum class Source : std::uint8_t {
    Opening, // the top of the draw pile at the start of the turn (ND-2)
    Plus, // the top of the draw pile, turned up by a "+" (ND-4)
    Layout, // a face-down card of the seat's layout (ND-3)
};

/// What one line of the public log (G-2) says happened: typed and language-free, so that the app can tell and
/// animate each step. Fields a type does not use stay zero.
enum class EventType : std::uint8_t {
    Turn, // `seat`'s turn begins
    Draw, // `seat` turns up `card` from the draw pile; flag: the Source (Opening or Plus)
    Reveal, // `seat` turns up `card` at `position` of its layout (flag 1: during "Nothing fits anymore!")
    Play, // `card` goes onto pile `pile` (1-based); flag 1: it starts that pile; `position` > 0: from the layout
    NoFit, // the revealed `card` at `position` fits no pile: face down again, the turn ends (ND-3)
    Prize, // `seat` receives the consolation prize `card` (n: its stars); the turn ends (ND-2, ND-3)
    RemovePiles, // ND-4: every pile but `pile` is set aside; n cards now lie set aside face up
    Refill, // ND-4 "refill to 3": `seat` draws n cards into its layout
    Reshuffle, // ND-5: n cards shuffled into a new draw pile; flag 0: the set-aside cards, 1: the piles' lower cards
    NothingToDraw, // ND-5: a card should be drawn but there is none; flag: what stopped short (DrawFor)
    EmptyLayout, // ND-5: `seat` has no card to reveal; the turn ends
    Declare, // ND-7: `seat` declares "Nothing fits anymore!"
    DeclareResult, // ND-7: flag 1: nothing fitted (a trophy follows); 0: `card` at `position` fitted or was a prize
    Trophy, // `seat` takes the top trophy; n: its value (0 in an observation of a seat that may not know it, ND-6)
    NewCards, // `seat` draws n cards into the empty positions of its layout (ND-6, ND-7)
    GameOver, // the last trophy is gone (ND-9)
};

/// What a draw that found nothing was for (NothingToDraw's flag).
enum class DrawFor : std::uint8_t { Opening, Plus, Refill, NewCards };

struct Event {
    EventType type = EventType::Turn;
    std::uint8_t seat = 0;
    Card card = kNoCard;
    std::uint8_t position = 0; // 1-6
    std::uint8_t pile = 0; // 1-based
    std::uint8_t n = 0;
    std::uint8_t flag = 0;
    bool operator==(const Event&) const = default;
};

struct SeatState {
    std::array<Card, kLayoutSize> layout {}; // positions 1-6 in reading order; kNoCard: empty
    std::uint8_t known = 0; // bit p: the card at position p+1 was revealed and is known to everyone (ND-8)
    std::vector<int> trophies; // values, in the order won (only the owner knows them until the end, ND-6)
    std::vector<Card> prizes; // consolation prizes, in the order received (public)

    int cardCount() const
    {
        int n = 0;
        for (Card card : layout)
            n += card != kNoCard;
        return n;
    }
    bool isKnown(int index) const { return (known >> index) & 1U; }
};

struct State {
    int seatCount = 2;
    core::Seat startSeat = 0;
    bool memoryAid = false; // the table option (ND-10): changes no rule

    Phase phase = Phase::Reveal;
    core::Seat toMove = 0;
    Card pending = kNoCard; // ChoosePile: the card to place ...
    Source pendingSource = Source::Opening; // ... where it came from ...
    std::uint8_t pendingPosition = 0; // ... and, from the layout, its position (1-6)
    bool layoutChain = false; // the card being resolved came from the layout: a cleared layout wins (ND-6)

    std::vector<Card> drawPile; // back() is the top
    std::vector<Card> setAside; // set aside face up by "remove other discard piles", in order (ND-4)
    std::vector<std::vector<Card>> piles; // in the order started; each bottom to top (what play does to them: piles.h)
    std::vector<int> trophyPile; // back() is the top
    std::array<SeatState, kMaxSeats> seats {};

    core::FlatList<Event> log;
    core::Rng rng {std::uint64_t {0}}; // every reshuffle (ND-5)

    int next(int seat) const { return seat + 1 == seatCount ? 0 : seat + 1; }
};

/// The last trophy is gone: the match has ended (ND-9).
inline bool gameOver(const State& s)
{
    return s.phase == Phase::Over;
}

} // namespace games::no_idea
