// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/observation.h"

#include "core/debug.h"

#include "no_return/notation.h"
#include "no_return/rules.h"

#include <array>

namespace games::no_return {

namespace {

nlohmann::json columnsJson(const Columns& columns)
{
    nlohmann::json object = nlohmann::json::object();
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (!columns[c].empty())
            object[std::string(colourName(static_cast<int>(c)))] = columns[c];
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

/// Whose faces `viewer` may not see in the log: another seat's set-aside and exchanged counters (NR-12).
bool hiddenFrom(const Event& entry, core::Seat viewer)
{
    return (entry.event == EventType::SetAside || entry.event == EventType::Exchange) && entry.seat != viewer;
}

} // namespace

std::string_view eventName(EventType event)
{
    static constexpr std::array<std::string_view, 7> kNames {
        "keep", "setaside", "exchange", "arrange", "switch", "clear", "passed"};
    const auto index = static_cast<std::size_t>(event);
    return index < kNames.size() ? kNames[index] : std::string_view("?");
}

nlohmann::json eventJson(const Event& entry)
{
    nlohmann::json json {{"event", eventName(entry.event)}, {"seat", entry.seat}};
    switch (entry.event) {
    case EventType::SetAside:
    case EventType::Exchange:
        json["count"] = entry.count;
        if (!entry.facesHidden())
            json["counters"] = counterNamesJson(entry.counters);
        json["drawn"] = entry.drawn;
        break;
    case EventType::Arrange:
        json["colour"] = colourName(entry.colour);
        json["counters"] = counterNamesJson(entry.counters);
        json["drawn"] = entry.drawn;
        break;
    case EventType::Clear:
        json["colour"] = colourName(entry.colour);
        json["cleared"] = counterNamesJson(entry.cleared);
        json["counters"] = counterNamesJson(entry.counters);
        json["drawn"] = entry.drawn;
        break;
    default:
        break;
    }
    if (entry.tookLastCounter)
        json["tookLastCounter"] = true;
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
    o.endReason = endReason(state);
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
    o.log = state.log;
    for (auto& entry : o.log)
        if (hiddenFrom(entry, o.viewerSeat))
            entry.counters = {};
    return o;
}

NoReturnObservation revealState(const State& state)
{
    NoReturnObservation o = observeState(state, core::kSpectator);
    o.revealed = true;
    o.log = state.log;
    o.openBag.assign(state.bag.rbegin(), state.bag.rend());
    for (std::size_t seat = 0; seat < state.seats.size(); ++seat) {
        const auto& truth = state.seats[seat];
        o.seats[seat].openHand = truth.hand.list();
        o.seats[seat].openExchanged = truth.faceDown;
        o.seats[seat].openSetAside = truth.setupFaces;
    }
    return o;
}

nlohmann::json NoReturnObservation::toJson() const
{
    nlohmann::json seatsJson = nlohmann::json::array();
    for (const auto& seat : seats) {
        seatsJson.push_back({{"columns", columnsJson(seat.columns)}, {"pointsPile", counterNamesJson(seat.pointsPile)},
            {"handSize", seat.handSize}, {"phase", seat.phase}, {"setAsideAtSetup", seat.setAsideAtSetup},
            {"exchangedAway", seat.exchangedAway}});
        if (revealed)
            seatsJson.back()["revealed"] = {{"hand", counterNamesJson(seat.openHand)},
                {"exchanged", counterNamesJson(seat.openExchanged)}, {"setAside", counterNamesJson(seat.openSetAside)}};
    }
    nlohmann::json logJson = nlohmann::json::array();
    for (const auto& entry : log)
        logJson.push_back(eventJson(entry));
    nlohmann::json json {{"game", "no-return"}, {"viewer", viewerSeat}, {"seatCount", seatCount},
        {"startSeat", startSeat}, {"decision", stageName(stage)}, {"toMove", toMove},
        {"switchedThisTurn", switchedThisTurn}, {"lastRound", lastRound}, {"endSeat", endSeat}, {"bagCount", bagCount},
        {"seats", seatsJson}, {"lidFaceUp", counterNamesJson(lidFaceUp)}, {"hand", counterNamesJson(hand)},
        {"myExchangedAway", counterNamesJson(myExchangedAway)}, {"mySetAside", counterNamesJson(mySetAside)},
        {"log", logJson}};
    if (endReason != EndReason::None)
        json["endReason"] = endReasonName(endReason);
    if (revealed)
        json["revealed"] = {{"bag", counterNamesJson(openBag)}};
    return json;
}

std::string_view endReasonName(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        break;
    case EndReason::DisplaysCleared:
        return "displays-cleared";
    case EndReason::HandsEmpty:
        return "hands-empty";
    case EndReason::LastRound:
        return "last-round";
    }
    return "none";
}

nlohmann::json stateToJson(const State& state)
{
    nlohmann::json seatsJson = nlohmann::json::array();
    for (const auto& seat : state.seats)
        seatsJson.push_back({{"hand", counterNamesJson(seat.hand.list())}, {"columns", columnsJson(seat.columns)},
            {"pointsPile", counterNamesJson(seat.pointsPile)}, {"faceDown", counterNamesJson(seat.faceDown)},
            {"setupFaces", counterNamesJson(seat.setupFaces)}, {"setupCount", seat.setupCount}, {"phase", seat.phase}});
    nlohmann::json logJson = nlohmann::json::array();
    for (const auto& entry : state.log)
        logJson.push_back(eventJson(entry));
    const std::vector<Counter> drawOrder(state.bag.rbegin(), state.bag.rend());
    return {{"seatCount", state.seatCount}, {"startSeat", state.startSeat}, {"stage", stageName(state.stage)},
        {"toMove", state.toMove}, {"switchedThisTurn", state.switchedThisTurn}, {"lastRound", state.lastRound},
        {"explicitBag", state.explicitBag}, {"bag", counterNamesJson(drawOrder)},
        {"setAside", counterNamesJson(state.setAside)}, {"lidFaceUp", counterNamesJson(state.lidFaceUp)},
        {"seats", seatsJson}, {"log", logJson}, {"rng", core::DebugKey::rawState(state.rng)}};
}

bool NoReturnObservation::equals(const core::Observation& other) const
{
    const auto* same = dynamic_cast<const NoReturnObservation*>(&other);
    return same && static_cast<const NoReturnView&>(*this) == *same;
}

bool NoReturnObservation::showsPrivate() const
{
    if (viewerSeat < 0 || viewerSeat >= seatCount)
        return false;
    return !hand.empty() || !myExchangedAway.empty() || !mySetAside.empty();
}

} // namespace games::no_return
