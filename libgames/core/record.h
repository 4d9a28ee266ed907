// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/options.h"
#include "core/registry.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace games::core {

/// A whole match as data: enough to replay it bit for bit. JSON form (docs/records.md):
///   {"format": "nobox-record", "game": "no-thanks", "version": 1, "options": {"expansion": false},
///    "seats": ["Ann", "Ben", "Cas"] | 3, "startSeat": 0, "seed": 42 | "setup": {...}, "moves": ["refuse", ...]}
/// Fields the engine does not know (an app's seat kinds and levels, a title) are kept in `extra` and written
/// back unchanged.
struct Record {
    std::string game;
    int version = 0;
    RawOptions options;
    std::vector<std::string> seats; // one entry per seat: its name, empty where the record names none
    Seat startSeat = 0;
    std::optional<std::uint64_t> seed;
    nlohmann::json setup; // null unless the record fixes the setup explicitly
    std::vector<std::string> moves;
    nlohmann::json extra = nlohmann::json::object();
};

/// The largest record text and the deepest nesting parseRecordText reads (a real record is a few KiB deep 3).
inline constexpr std::size_t kMaxRecordBytes = 16u << 20;
inline constexpr int kMaxRecordDepth = 64;

/// Reads a record from its text: record.too-large, record.too-deep, record.not-json (line, column), then as
/// parseRecord.
Error parseRecordText(std::string_view text, Record& out);
/// Reads a record; record.* errors name the offending field in `detail` ("moves[3]", "seats").
Error parseRecord(const nlohmann::json& json, Record& out);
nlohmann::json toJson(const Record& record);

/// The record of `match` so far (its config and history); `seatNames` may be shorter than the seats.
Record recordOf(const Match& match, const std::vector<std::string>& seatNames = {});

struct Replay {
    std::unique_ptr<Match> match; // the state after every move that applied (null if the match could not start)
    Error error; // the first problem, or none
    int failedMove = -1; // index into Record::moves of the move that failed to parse or apply
};

/// Starts the match a record describes and applies its moves, stopping at the first that fails, or after
/// `upTo` moves when given (a position in the middle of a game: for hints, replays and undo).
Replay replay(const Registry& registry, const Record& record, std::optional<std::size_t> upTo = std::nullopt);

struct RevealedPosition {
    std::unique_ptr<Observation> observation; // null when refused
    Error error; // record.not-over when the game did not end, or why the record does not replay
};

/// The position after `upTo` moves (clamped) of a finished game with everything face up
/// (Match::observeRevealed). Refused unless every move of the record replays and the game is over.
RevealedPosition revealed(const Registry& registry, const Record& record, std::size_t upTo);

/// Builds the config a record describes (game looked up, version checked, options resolved).
Error configOf(const Registry& registry, const Record& record, const Game*& game, MatchConfig& config);

} // namespace games::core
