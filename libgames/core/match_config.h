// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/observation.h"
#include "core/options.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>

namespace games::core {

/// How a match begins: seats, the start player (a seat index, RULINGS G-1), validated options, and either a
/// seed (the rules module shuffles with its own Rng) or an explicit setup (the game's JSON form of the deck
/// order / bag order, so that any physical game, a rulebook example say, can be reproduced exactly).
/// A match keeps the config it was started from (Match::config), so that its record can be written any time.
struct MatchConfig {
    int seats = 0;
    Seat startSeat = 0;
    Options options;
    std::uint64_t seed = 0;
    nlohmann::json setup; // null: deal from the seed
};

/// The config of a match whose state was made by hand (Game::sampleMatch, tests): seats, start seat, options.
inline std::shared_ptr<const MatchConfig> bareConfig(int seats, Seat startSeat, Options options)
{
    return std::make_shared<const MatchConfig>(MatchConfig {seats, startSeat, std::move(options), 0, {}});
}

} // namespace games::core
