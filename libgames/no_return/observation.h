// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one seat may know (NR-12, G-2) as plain public fields for the UI and computer players. Built only by
// observeState(); two states that differ only in what the viewer cannot see give equal observations.
// Never in here: another seat's hand, another seat's face-down faces, the bag's order.

#include "core/observation.h"
#include "no_return/counters.h"
#include "no_return/state.h"

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace games::no_return {

struct NoReturnSeatView {
    Columns columns; // per colour: values top to bottom (empty: none)
    std::vector<Counter> pointsPile; // in the order cleared
    int handSize = 0;
    int phase = 1;
    int setAsideAtSetup = 0; // counters set aside in the setup exchange
    int exchangedAway = 0; // counters put face down into the lid by exchanges
    // Only in the open view of a finished game's positions (revealState):
    std::vector<Counter> openHand; // the hand (canonical order)
    std::vector<Counter> openExchanged; // the faces exchanged into the lid, in order
    std::vector<Counter> openSetAside; // the faces set aside at the setup exchange
    bool operator==(const NoReturnSeatView&) const = default;
};

/// The observation's plain fields, compared as a whole (Observation::equals).
struct NoReturnView {
    core::Seat viewerSeat = core::kSpectator;
    int seatCount = 0;
    core::Seat startSeat = 0;
    Stage stage = Stage::Setup;
    core::Seat toMove = core::kNoSeat; // kNoSeat once over
    bool switchedThisTurn = false; // toMove announced Phase 2 this turn and now exchanges or clears
    bool lastRound = false; // a draw emptied the bag during play: this round is the last (NR-10, NR-13) ...
    core::Seat endSeat = 0; // ... and ends after this seat's turn (the one before the start player)
    EndReason endReason = EndReason::None; // why the match ended
    int bagCount = 0;
    std::vector<NoReturnSeatView> seats;
    std::vector<Counter> lidFaceUp; // payments, in the order paid
    std::vector<Counter> hand; // the viewer's hand (canonical order); empty for a spectator
    std::vector<Counter> myExchangedAway; // faces of the viewer's exchanged counters, in order
    std::vector<Counter> mySetAside; // faces of the viewer's setup set-aside counters
    std::vector<Event> log; // the public log: another seat's hidden counters as their count only
    bool revealed = false; // the open view of a finished game's positions: everything face up, the log too
    std::vector<Counter> openBag; // ... and the bag, next draw first

    bool operator==(const NoReturnView&) const = default;
};

class NoReturnObservation final : public core::Observation, public NoReturnView {
public:
    std::string_view gameId() const override { return "no-return"; }
    core::Seat viewer() const override { return viewerSeat; }
    std::size_t publicLogSize() const override { return log.size(); }
    bool showsPrivate() const override;
    bool equals(const core::Observation& other) const override;
    nlohmann::json toJson() const override;
};

/// What `viewer` may know; any viewer that is no seat of the match is a spectator.
NoReturnObservation observeState(const State& state, core::Seat viewer);
/// The spectator's view with every hidden part face up (core::Match::observeRevealed: finished games only).
NoReturnObservation revealState(const State& state);

/// The stable name of a log event ("keep", "setaside", "exchange", "arrange", "switch", "clear", "passed").
std::string_view eventName(EventType event);
/// JSON of a log entry: {"event", "seat"} and what the event has: "count", "counters" (where visible), "colour",
/// "cleared", "drawn", "tookLastCounter".
nlohmann::json eventJson(const Event& entry);

/// The stable name of an end reason ("displays-cleared", "hands-empty", "last-round"; "none").
std::string_view endReasonName(EndReason reason);

/// Everything, hidden parts included (Match::stateJson).
nlohmann::json stateToJson(const State& state);

} // namespace games::no_return
