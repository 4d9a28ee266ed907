// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The whole truth of a No Return match as plain data: what the rules change, the legal-move generator reads,
// observe() filters and sampleMatch() rebuilds.

#include "core/observation.h"
#include "core/rng.h"
#include "no_return/counters.h"

#include <cstdint>
#include <vector>

namespace games::no_return {

enum class Stage : std::uint8_t {
    Setup, // the setup exchange (NR-3)
    Play, // turns (NR-4)
    Over,
};

struct SeatState {
    CounterCounts hand;
    Columns columns;
    std::vector<Counter> pointsPile; // cleared counters, in the order cleared (public, NR-12)
    std::vector<Counter> faceDown; // exchanged into the lid face down (faces private to the owner)
    std::vector<Counter> setupFaces; // set aside in the setup exchange (faces private to the owner)
    int setupCount = 0; // how many were set aside (public)
    int phase = 1;

    bool displayEmpty() const
    {
        for (const auto& column : columns)
            if (!column.empty())
                return false;
        return true;
    }
};

/// What one line of the public log (RULINGS G-2) says happened.
enum class EventType : std::uint8_t {
    Keep, // the setup exchange: the seat kept all its counters (NR-3)
    SetAside, // the setup exchange: `count` counters set aside, `drawn` drawn (NR-3, NR-17)
    Exchange, // `count` counters face down into the lid, `drawn` drawn (NR-5)
    Arrange, // `counters` placed below the `colour` column, `drawn` drawn (NR-6)
    Switch, // the seat switched to Phase 2 (NR-7)
    Clear, // `cleared` taken from the `colour` column, paid with `counters`, `drawn` drawn (NR-8, NR-16)
    Passed, // the seat held no counter and was passed over (NR-15)
};

/// One line of the public log: typed and language-free. `counters` holds faces only where its reader may see
/// them: another seat's set-aside or exchanged counters show as their `count` alone (NR-12).
/// Why a match ended (NoReturnView::endReason), in the order the rules test it.
enum class EndReason : std::uint8_t {
    None, // still running
    DisplaysCleared, // every seat in Phase 2 with an empty display (NR-10)
    HandsEmpty, // nobody holds a counter any more (NRX-2)
    LastRound, // the bag ran empty and the last round has been played (NR-13)
};

struct Event {
    EventType event = EventType::Keep;
    std::uint8_t seat = 0;
    Colour colour = Red; // Arrange: the column placed under; Clear: the column cleared
    std::uint8_t count = 0; // counters set aside, exchanged, placed or paid (known even where their faces are not)
    std::uint8_t drawn = 0; // counters the seat drew from the bag afterwards
    bool tookLastCounter = false; // that draw emptied the bag during play: the last round began (NR-10, NR-13)
    CounterList<kHandSize> counters; // set aside, exchanged, placed (top to bottom) or paid, canonical order
    CounterList<kMaxColumn> cleared; // Clear: the counters cleared, lowest first (as they joined the points pile)

    /// Another seat's set-aside or exchanged counters: their number is known, their faces are not.
    bool facesHidden() const { return counters.size() < count; }
    bool operator==(const Event&) const = default;
};

struct State {
    int seatCount = 0;
    core::Seat startSeat = 0;
    Stage stage = Stage::Setup;
    core::Seat toMove = 0;
    bool switchedThisTurn = false; // the seat to move announced Phase 2 at the start of this turn
    bool lastRound = false; // the last counter was drawn during play (NR-10, NR-13)
    bool explicitBag = false; // setup from an explicit bag: set-aside counters go to its bottom, unshuffled
    std::vector<Counter> bag; // back() is drawn next
    std::vector<Counter> setAside; // setup exchange, in the order set aside; back into the bag after setup
    std::vector<Counter> lidFaceUp;
    std::vector<SeatState> seats;
    std::vector<Event> log; // every face, but those a sampled match could not know; observeState filters
    core::Rng rng {std::uint64_t {0}};

    /// The seat whose turn finishes a round: the one before the start player. It ends the last round.
    core::Seat endSeat() const { return (startSeat + seatCount - 1) % seatCount; }
};

/// The last round is played out: the match has ended.
inline bool gameOver(const State& s)
{
    return s.stage == Stage::Over;
}

} // namespace games::no_return
