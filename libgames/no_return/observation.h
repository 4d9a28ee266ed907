// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one seat may know (NR-12, G-2) as plain public fields for the UI and computer players. Built only by
// observeState(); two states that differ only in what the viewer cannot see give equal observations.
// Never in here: another seat's hand, another seat's face-down faces, the bag's order.

#include "core/move.h"
#include "core/observation.h"
#include "no_return/counters.h"
#include "no_return/state.h"

#include <array>
#include <vector>

namespace games::no_return {

struct NoReturnSeatView {
    std::array<std::vector<std::uint8_t>, kColours> columns; // per colour: values top to bottom (empty: none)
    std::vector<Counter> pointsPile; // in the order cleared
    int handSize = 0;
    int phase = 1;
    int setAsideAtSetup = 0; // counters set aside in the setup exchange
    int exchangedAway = 0; // counters put face down into the lid by exchanges
    bool operator==(const NoReturnSeatView&) const = default;
};

/// One line of the public log. `hidden`: a setup exchange or exchange of another seat, whose counters show
/// only as `move.count` (items are zero).
struct NoReturnLogEntry {
    core::Seat seat = 0;
    core::Move move;
    bool hidden = false;
    bool operator==(const NoReturnLogEntry&) const = default;
};

/// The observation's plain fields, compared as a whole (Observation::equals).
struct NoReturnView {
    core::Seat viewerSeat = core::kSpectator;
    int seatCount = 0;
    core::Seat startSeat = 0;
    Stage stage = Stage::Setup;
    core::Seat toMove = core::kNoSeat; // kNoSeat once over
    bool switchedThisTurn = false; // toMove announced Phase 2 this turn and now exchanges or clears
    bool lastRound = false; // the bag ran empty during play: this round is the last
    core::Seat endSeat = 0; // the seat whose turn finishes a round (before the start player)
    int bagCount = 0;
    std::vector<NoReturnSeatView> seats;
    std::vector<Counter> lidFaceUp; // payments, in the order paid
    std::vector<Counter> hand; // the viewer's hand (canonical order); empty for a spectator
    std::vector<Counter> myExchangedAway; // faces of the viewer's exchanged counters, in order
    std::vector<Counter> mySetAside; // faces of the viewer's setup set-aside counters
    std::vector<NoReturnLogEntry> log;

    bool operator==(const NoReturnView&) const = default;
};

class NoReturnObservation final : public core::Observation, public NoReturnView {
public:
    std::string_view gameId() const override { return "no-return"; }
    core::Seat viewer() const override { return viewerSeat; }
    std::size_t publicLogSize() const override { return log.size(); }
    bool equals(const core::Observation& other) const override;
    nlohmann::json toJson() const override;
};

NoReturnObservation observeState(const State& state, core::Seat viewer);

/// JSON of a log entry as `viewer` sees it (shared by the observation and stateJson).
nlohmann::json logEntryJson(const NoReturnLogEntry& entry);

/// Everything, hidden parts included (Match::stateJson).
nlohmann::json stateToJson(const State& state);

} // namespace games::no_return
