// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/setup.h"

#include "no_return/notation.h"

#include <array>
#include <string>

namespace games::no_return {

using core::Error;

namespace {

/// Reads the explicit bag in draw order.
Error parseSetupBag(const nlohmann::json& setup, std::vector<Counter>& drawOrder)
{
    drawOrder.clear();
    if (!setup.is_object())
        return Error::withDetail("no-return.bad-setup", "setup");
    for (const auto& [key, value] : setup.items())
        if (key != "bag")
            return Error::withDetail("no-return.bad-setup", key);
    const auto bag = setup.find("bag");
    if (bag == setup.end() || !bag->is_array())
        return Error::withDetail("no-return.bad-setup", "bag");
    std::array<int, 256> copies {};
    for (std::size_t i = 0; i < bag->size(); ++i) {
        const auto& entry = (*bag)[i];
        const auto field = [i] { return "bag[" + std::to_string(i) + "]"; };
        const auto counter = entry.is_string() ? parseCounter(entry.get<std::string>()) : std::nullopt;
        if (!counter)
            return Error::withDetail("no-return.bad-counter", field());
        if (++copies[*counter] > kCopies)
            return Error::withDetail("no-return.too-many-copies", field(), *counter);
        drawOrder.push_back(*counter);
    }
    return {};
}

} // namespace

Error dealState(const core::MatchConfig& config, State& out)
{
    out = State {};
    out.seatCount = config.seats;
    out.startSeat = config.startSeat;
    out.seats.resize(static_cast<std::size_t>(config.seats));
    out.rng.reseed(config.seed);
    if (config.setup.is_null()) {
        out.bag = fullCounterSet();
        out.rng.shuffle(std::span<Counter>(out.bag));
    } else {
        std::vector<Counter> drawOrder;
        if (Error error = parseSetupBag(config.setup, drawOrder))
            return error;
        out.bag.assign(drawOrder.rbegin(), drawOrder.rend());
        out.explicitBag = true;
    }
    for (int i = 0; i < config.seats; ++i) {
        auto& seat = out.seats[static_cast<std::size_t>((config.startSeat + i) % config.seats)];
        for (int k = 0; k < kHandSize && !out.bag.empty(); ++k) {
            seat.hand.add(out.bag.back());
            out.bag.pop_back();
        }
    }
    out.stage = Stage::Setup;
    out.toMove = config.startSeat;
    return {};
}

} // namespace games::no_return
