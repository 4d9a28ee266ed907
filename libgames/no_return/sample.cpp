// SPDX-License-Identifier: GPL-3.0-or-later
// Game::sampleMatch: a full state behind an observation. Every counter the viewer cannot locate is dealt at
// random to the places the viewer knows only by size: the other hands, the bag, the other seats' face-down
// exchanges and (during setup) their set-aside counters.
#include "no_return/game.h"
#include "no_return/match.h"
#include "no_return/observation.h"

#include "core/match_config.h"

namespace games::no_return {

std::unique_ptr<core::Match> sampleMatch(const core::Game& game, const core::Observation& observation, core::Rng& rng)
{
    const auto* o = dynamic_cast<const NoReturnObservation*>(&observation);
    if (!o || o->seatCount < game.minSeats() || o->seatCount > game.maxSeats()
        || static_cast<int>(o->seats.size()) != o->seatCount)
        return nullptr;
    const core::Seat viewer = o->viewerSeat;

    std::array<int, 256> unseen {};
    for (Counter c : fullCounterSet())
        ++unseen[c];
    bool consistent = true;
    auto see = [&](Counter c) {
        if (!isCounter(c) || --unseen[c] < 0)
            consistent = false;
    };
    for (const auto& seat : o->seats) {
        for (std::size_t colour = 0; colour < seat.columns.size(); ++colour)
            for (int value : seat.columns[colour])
                see(makeCounter(static_cast<int>(colour), value));
        for (Counter c : seat.pointsPile)
            see(c);
    }
    for (Counter c : o->lidFaceUp)
        see(c);
    for (Counter c : o->hand)
        see(c);
    for (Counter c : o->myExchangedAway)
        see(c);
    if (o->stage == Stage::Setup)
        for (Counter c : o->mySetAside)
            see(c);
    if (!consistent)
        return nullptr;

    std::vector<Counter> pool;
    for (Counter c : fullCounterSet())
        if (unseen[c] > 0) {
            --unseen[c];
            pool.push_back(c);
        }
    rng.shuffle(std::span<Counter>(pool));
    std::size_t next = 0;
    bool enough = true;
    auto take = [&](int n, auto&& put) {
        for (int i = 0; i < n; ++i) {
            if (next >= pool.size()) {
                enough = false;
                return;
            }
            put(pool[next++]);
        }
    };

    State state;
    state.seatCount = o->seatCount;
    state.startSeat = o->startSeat;
    state.stage = o->stage;
    state.toMove = o->toMove == core::kNoSeat ? 0 : o->toMove;
    state.switchedThisTurn = o->switchedThisTurn;
    state.lastRound = o->lastRound;
    state.explicitBag = false;
    state.lidFaceUp = o->lidFaceUp;
    state.rng.reseed(rng.next());
    state.seats.resize(static_cast<std::size_t>(o->seatCount));
    for (int s = 0; s < o->seatCount; ++s) {
        const auto& view = o->seats[static_cast<std::size_t>(s)];
        auto& seat = state.seats[static_cast<std::size_t>(s)];
        seat.columns = view.columns;
        seat.pointsPile = view.pointsPile;
        seat.phase = view.phase;
        seat.setupCount = view.setAsideAtSetup;
        if (s == viewer) {
            for (Counter c : o->hand)
                seat.hand.add(c);
            seat.faceDown = o->myExchangedAway;
            seat.setupFaces = o->mySetAside;
        } else {
            take(view.handSize, [&](Counter c) { seat.hand.add(c); });
            take(view.exchangedAway, [&](Counter c) { seat.faceDown.push_back(c); });
        }
    }
    // Set-aside counters still waiting during setup, in the order set aside (seat order from the start player).
    if (o->stage == Stage::Setup)
        for (int i = 0; i < o->seatCount; ++i) {
            const core::Seat s = (o->startSeat + i) % o->seatCount;
            auto& seat = state.seats[static_cast<std::size_t>(s)];
            if (s != viewer)
                take(seat.setupCount, [&](Counter c) { seat.setupFaces.push_back(c); });
            state.setAside.insert(state.setAside.end(), seat.setupFaces.begin(), seat.setupFaces.end());
        }
    take(o->bagCount, [&](Counter c) { state.bag.push_back(c); });
    if (!enough)
        return nullptr;
    state.log = o->log; // another seat's hidden faces stay unknown here too
    return std::make_unique<NoReturnMatch>(
        game, core::bareConfig(o->seatCount, o->startSeat, core::Options {}), std::move(state));
}

} // namespace games::no_return
