// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The full truth of a No Thanks! match as a compact value: fixed-size arrays and bit masks, so that a copy is
// cheap and a move allocates nothing (the public log is the only list, reserved once).

#include "core/flat_list.h"
#include "no_thanks/cards.h"

#include <array>
#include <bit>
#include <cstdint>

namespace games::no_thanks {

inline constexpr int kMaxSeats = 7;
inline constexpr int kMaxDeck = 55; // every card of the box (explicit setups may use any distinct cards)
inline constexpr int kSetAsideCards = 9; // NT-1, NT-6
inline constexpr int kUnusedGreens = 7; // NT-6
inline constexpr int kDeckGreens = 9; // NT-6

/// The cards of one display (or of the discard pile): a bit per card id, and how many copies of each bonus card.
struct Display {
    std::uint64_t mask = 0;
    std::array<std::uint8_t, 4> bonus {};

    bool has(Card card) const { return (mask >> card) & 1U; }
    bool empty() const { return mask == 0; }
    int countOf(Card card) const { return isBonus(card) ? bonus[card - kBonus5] : static_cast<int>(has(card)); }
    void add(Card card)
    {
        if (isBonus(card))
            ++bonus[card - kBonus5];
        mask |= std::uint64_t {1} << card;
    }
    /// One copy.
    void remove(Card card)
    {
        if (isBonus(card) && --bonus[card - kBonus5] > 0)
            return;
        mask &= ~(std::uint64_t {1} << card);
    }
    /// Cards, copies counted.
    int size() const
    {
        int n = std::popcount(mask);
        for (std::uint8_t copies : bonus)
            n += copies > 1 ? copies - 1 : 0;
        return n;
    }
    std::uint64_t numbers() const { return mask & kNumberMask; }

    static constexpr std::uint64_t kNumberMask = ((std::uint64_t {1} << (kHighestNumber + 1)) - 1) & ~std::uint64_t {7};
    bool operator==(const Display&) const = default;
};

/// What the seat to move decides about.
enum class Phase : std::uint8_t {
    TakeOrRefuse, // a number or pink card in the middle (NT-4)
    Auction, // a green card in the middle (NT-7)
    Give, // the pending choice of a give card (NT-15, NT-24)
    Remove, // the pending choice of a remove card
    Over,
};

/// What one line of the public log (G-2) says happened.
enum class EventType : std::uint8_t {
    Reveal, // seat reveals card
    Take, // seat takes card with n chips
    Refuse, // seat puts a chip on card
    Bid, // seat bids a chip on green card
    Decline, // seat declines green card and takes n chips
    Receive, // seat receives green card (after a decline)
    Skip, // seat uses its skip card (NT-9)
    Look, // seat uses its look card (NT-16)
    Give, // seat gives card to its left neighbour, seat n (NT-19)
    Remove, // seat removes card from its display
    FetchDeck, // seat's pink-X card takes card from the deck, n green cards passed over (NT-10)
    FetchSetAside, // ... from the set-aside cards (n = green cards in the deck)
    FetchNone, // ... nothing is left (NT-21; n = green cards in the deck)
    NothingToChoose, // seat's give/remove card finds an empty display (NT-15)
};

/// One line of the public log: typed, language-free; `card` and `n` depend on the type.
struct Event {
    EventType type = EventType::Reveal;
    std::uint8_t seat = 0;
    Card card = kNoCard;
    std::uint8_t n = 0;
    bool operator==(const Event&) const = default;
};

struct State {
    std::uint8_t seats = 3;
    std::uint8_t startSeat = 0;
    bool expansion = false;
    bool openChips = false;

    Phase phase = Phase::TakeOrRefuse;
    std::int8_t toMove = 0;
    Card middle = kNoCard;
    std::uint8_t middleChips = 0;
    std::uint8_t skipped = 0; // seats that skipped the middle card (NT-9)
    std::uint8_t resumeSeat = 0; // who reveals after a pending give/remove choice
    std::int8_t lookSeat = -1; // who used the look card (NT-16) ...
    std::uint8_t lookTop = 0; // ... and where the set-aside pile began at that moment
    std::uint8_t knownGreenTop = 0; // deck cards from the top known to have green backs (after NT-10)

    std::uint8_t deckTop = 0;
    std::uint8_t deckEnd = 0;
    std::uint8_t setAsideTop = 0;
    std::uint8_t setAsideEnd = 0;
    std::uint8_t unusedCount = 0;
    std::uint8_t deckGreens = 0; // green cards still in the deck
    std::array<Card, kMaxDeck> deck {};
    std::array<Card, kSetAsideCards> setAside {};
    std::array<Card, 16> unused {};

    std::array<std::uint8_t, kMaxSeats> chips {};
    std::array<std::uint8_t, kMaxSeats> bidMark {}; // chips on the green card after the seat's last bid
    std::array<Display, kMaxSeats> displays {};
    Display discard;

    core::FlatList<Event> log;

    int deckSize() const { return deckEnd - deckTop; }
    int setAsideSize() const { return setAsideEnd - setAsideTop; }
    int next(int seat) const { return seat + 1 == seats ? 0 : seat + 1; }
    int previous(int seat) const { return seat == 0 ? seats - 1 : seat - 1; }
    bool isSkipped(int seat) const { return (skipped >> seat) & 1U; }
};

/// The deck is spent: the match has ended.
inline bool gameOver(const State& s)
{
    return s.phase == Phase::Over;
}

} // namespace games::no_thanks
