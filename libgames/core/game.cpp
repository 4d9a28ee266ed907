// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game.h"

#include "core/match_config.h"

namespace games::core {

std::unique_ptr<Match> Game::newMatch(const MatchConfig& config, Error* error) const
{
    Error local;
    Error& out = error ? *error : local;
    out = {};
    if (config.seats < minSeats() || config.seats > maxSeats()) {
        out = Error::make("core.bad-seat-count", config.seats, minSeats(), maxSeats());
        return nullptr;
    }
    if (config.startSeat < 0 || config.startSeat >= config.seats) {
        out = Error::make("core.bad-start-seat", config.startSeat, config.seats);
        return nullptr;
    }
    auto match = createMatch(std::make_shared<const MatchConfig>(config), out);
    if (!out.ok())
        return nullptr;
    return match;
}

std::string Game::argToText(ArgKind, int value) const
{
    return std::to_string(value);
}

} // namespace games::core
