// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/match.h"
#include "core/options.h"
#include "core/registry.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace games::core {

/// A whole match as data: enough to replay it bit for bit. JSON form (docs/records.md):
///   {"format": "nobox-record", "game": "no-thanks", "version": 1, "options": {"expansion": false},
///    "seats": ["Ann", "Ben", "Cas"], "startSeat": 0, "seed": 42 | "setup": {...}, "moves": ["refuse", ...]}
struct Record {
    std::string game;
    int version = 0;
    RawOptions options;
    std::vector<std::string> seats;
    Seat startSeat = 0;
    std::optional<std::uint64_t> seed;
    nlohmann::json setup; // null unless the record fixes the setup explicitly
    std::vector<std::string> moves;
};

/// Reads a record; record.* errors name the offending field in `detail` ("moves[3]", "seats").
Error parseRecord(const nlohmann::json& json, Record& out);
nlohmann::json toJson(const Record& record);

/// The record of a match that was started from `config`, with its history so far.
Record recordOf(const Match& match, const MatchConfig& config, const std::vector<std::string>& seatNames);

struct Replay {
    std::unique_ptr<Match> match; // the state after every move that applied (null if the match could not start)
    Error error; // the first problem, or none
    int failedMove = -1; // index into Record::moves of the move that failed to parse or apply
};

/// Starts the match a record describes and applies its moves, stopping at the first that fails.
Replay replay(const Registry& registry, const Record& record);

/// Builds the config a record describes (game looked up, options resolved).
Error configOf(const Registry& registry, const Record& record, const Game*& game, MatchConfig& config);

} // namespace games::core
