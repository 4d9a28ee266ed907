// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The whole truth of a No Return match as plain data: what the rules change, the legal-move generator reads,
// observe() filters and sampleMatch() rebuilds.

#include "core/move.h"
#include "core/observation.h"
#include "core/rng.h"
#include "no_return/counters.h"

#include <array>
#include <vector>

namespace games::no_return {

enum class Stage : std::uint8_t { Setup, Play, Over };

struct SeatState {
    CounterCounts hand;
    /// Per colour: the column's values from top to bottom (non-increasing); empty = no column.
    std::array<std::vector<std::uint8_t>, kColours> columns;
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

/// One line of the public log: who and what. In sampled matches other seats' face-down choices have zero items.
struct LogEntry {
    core::Seat seat = 0;
    core::Move move;
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
    std::vector<LogEntry> log;
    core::Rng rng {std::uint64_t {0}};

    /// The seat whose turn finishes a round: the one before the start player.
    core::Seat endSeat() const { return (startSeat + seatCount - 1) % seatCount; }
};

} // namespace games::no_return
