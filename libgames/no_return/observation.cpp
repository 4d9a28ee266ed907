// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/observation.h"

#include "core/debug.h"

#include "no_return/moves.h"
#include "no_return/notation.h"

namespace games::no_return {

namespace {

nlohmann::json names(const std::vector<Counter>& counters)
{
    nlohmann::json list = nlohmann::json::array();
    for (Counter c : counters)
        list.push_back(counterName(c));
    return list;
}

nlohmann::json columnsJson(const std::array<std::vector<std::uint8_t>, kColours>& columns)
{
    nlohmann::json object = nlohmann::json::object();
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (!columns[c].empty())
            object[std::string(kColourNames[c])] = columns[c];
    return object;
}

const char* stageName(Stage stage)
{
    switch (stage) {
    case Stage::Setup:
        return "setup";
    case Stage::Play:
        return "play";
    default:
        return "over";
    }
}

bool hasFaces(const core::Move& move)
{
    return move.count == 0 || move.items[0] != 0;
}

} // namespace

nlohmann::json logEntryJson(const NoReturnLogEntry& entry)
{
    nlohmann::json json {{"seat", entry.seat}};
    if (entry.move.kind == Passed) {
        json["type"] = "passed";
    } else if (entry.hidden || !hasFaces(entry.move)) {
        json["type"] = entry.move.kind == SetAside ? "setaside" : "exchange";
        json["count"] = entry.move.count;
    } else {
        json["move"] = moveText(entry.move);
    }
    return json;
}

NoReturnObservation observeState(const State& state, core::Seat viewer)
{
    NoReturnObservation o;
    const bool player = viewer >= 0 && viewer < state.seatCount;
    o.viewerSeat = player ? viewer : core::kSpectator;
    o.seatCount = state.seatCount;
    o.startSeat = state.startSeat;
    o.stage = state.stage;
    o.toMove = state.stage == Stage::Over ? core::kNoSeat : state.toMove;
    o.switchedThisTurn = state.switchedThisTurn;
    o.lastRound = state.lastRound;
    o.endSeat = state.endSeat();
    o.bagCount = static_cast<int>(state.bag.size());
    for (const auto& seat : state.seats) {
        NoReturnSeatView view;
        view.columns = seat.columns;
        view.pointsPile = seat.pointsPile;
        view.handSize = seat.hand.size;
        view.phase = seat.phase;
        view.setAsideAtSetup = seat.setupCount;
        view.exchangedAway = static_cast<int>(seat.faceDown.size());
        o.seats.push_back(std::move(view));
    }
    o.lidFaceUp = state.lidFaceUp;
    if (player) {
        const auto& own = state.seats[static_cast<std::size_t>(viewer)];
        o.hand = own.hand.list();
        o.myExchangedAway = own.faceDown;
        o.mySetAside = own.setupFaces;
    }
    o.log.reserve(state.log.size());
    for (const auto& entry : state.log) {
        NoReturnLogEntry line {entry.seat, entry.move, false};
        if ((entry.move.kind == SetAside || entry.move.kind == Exchange) && entry.seat != o.viewerSeat) {
            line.hidden = true;
            line.move.items = {};
        }
        o.log.push_back(line);
    }
    return o;
}

nlohmann::json NoReturnObservation::toJson() const
{
    nlohmann::json seatsJson = nlohmann::json::array();
    for (const auto& seat : seats)
        seatsJson.push_back({{"columns", columnsJson(seat.columns)}, {"pointsPile", names(seat.pointsPile)},
            {"handSize", seat.handSize}, {"phase", seat.phase}, {"setAsideAtSetup", seat.setAsideAtSetup},
            {"exchangedAway", seat.exchangedAway}});
    nlohmann::json logJson = nlohmann::json::array();
    for (const auto& entry : log)
        logJson.push_back(logEntryJson(entry));
    return {{"game", "no-return"}, {"viewer", viewerSeat}, {"seatCount", seatCount}, {"startSeat", startSeat},
        {"stage", stageName(stage)}, {"toMove", toMove}, {"switchedThisTurn", switchedThisTurn},
        {"lastRound", lastRound}, {"endSeat", endSeat}, {"bagCount", bagCount}, {"seats", seatsJson},
        {"lidFaceUp", names(lidFaceUp)}, {"hand", names(hand)}, {"myExchangedAway", names(myExchangedAway)},
        {"mySetAside", names(mySetAside)}, {"log", logJson}};
}

nlohmann::json stateToJson(const State& state)
{
    nlohmann::json seatsJson = nlohmann::json::array();
    for (const auto& seat : state.seats)
        seatsJson.push_back({{"hand", names(seat.hand.list())}, {"columns", columnsJson(seat.columns)},
            {"pointsPile", names(seat.pointsPile)}, {"faceDown", names(seat.faceDown)},
            {"setupFaces", names(seat.setupFaces)}, {"setupCount", seat.setupCount}, {"phase", seat.phase}});
    nlohmann::json logJson = nlohmann::json::array();
    for (const auto& entry : state.log)
        logJson.push_back(logEntryJson({entry.seat, entry.move, false}));
    const std::vector<Counter> drawOrder(state.bag.rbegin(), state.bag.rend());
    return {{"seatCount", state.seatCount}, {"startSeat", state.startSeat}, {"stage", stageName(state.stage)},
        {"toMove", state.toMove}, {"switchedThisTurn", state.switchedThisTurn}, {"lastRound", state.lastRound},
        {"explicitBag", state.explicitBag}, {"bag", names(drawOrder)}, {"setAside", names(state.setAside)},
        {"lidFaceUp", names(state.lidFaceUp)}, {"seats", seatsJson}, {"log", logJson},
        {"rng", core::DebugKey::rawState(state.rng)}};
}

bool NoReturnObservation::equals(const core::Observation& other) const
{
    const auto* same = dynamic_cast<const NoReturnObservation*>(&other);
    return same && static_cast<const NoReturnView&>(*this) == *same;
}

} // namespace games::no_return
