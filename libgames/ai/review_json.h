// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A review as JSON and back: what nobox-cli prints and what the app keeps with a finished game so that the review
// opens at once the next time. Reading trusts nothing: text from a file or a database may be damaged or made to
// harm, so every field is checked (type, range, a move that parses) and the first problem is an error code, never
// a crash; reviewFitsRecord then checks that every decision is one of the record's own.

#include "ai/review.h"

#include "core/error.h"
#include "core/game.h"
#include "core/record.h"
#include "core/registry.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string_view>

namespace games::ai {

/// The JSON's "version". Bump it when the layout changes incompatibly, and also when what a review says changes
/// (the search, the marks) within one app version: a review kept under another version is computed again.
/// A field added as optional (absent: its default) needs no bump.
inline constexpr int kReviewFormatVersion = 3; // 2: "confirmations", "reason"; 3: the verdict on every decision

/// The largest review text reviewFromText reads (a long game's review is some 30 KiB).
inline constexpr std::size_t kMaxReviewBytes = 4u << 20;

/// {"format": "nobox-review", "version", "game", "seatCount", "agent", "seed", "threshold", "seats": [the reviewed
///  seats], "decisions": [{"ply", "seat", "played", "best", "playedChance", "bestChance", "loss", "legal",
///  "confirmations", "costly", "reason": {"code", "args"} where there is one}]} with the moves in the game's notation.
///  "threshold" and "loss" are for readers; reviewFromJson
/// derives them.
nlohmann::json reviewToJson(const core::Game& game, const Review& review);

/// Reads what reviewToJson wrote for `game`. Fails with ai.review-other-format (the version found, this one's)
/// or ai.bad-review (detail: the path of the first field that is missing, of the wrong type or out of range,
/// e.g. "decisions[3].seat"); seats stay within the review's seat count, plies increase, moves parse.
std::optional<Review> reviewFromJson(const core::Game& game, const nlohmann::json& json, core::Error* error = nullptr);
/// The same from text: ai.bad-review with detail "text" when it is larger than kMaxReviewBytes or not JSON.
std::optional<Review> reviewFromText(const core::Game& game, std::string_view text, core::Error* error = nullptr);

/// Whether `review` is a review of `record`: the same game and seat count, the record replays to its end, and
/// each decision is at a ply of the record where its seat was to move, with the move the record played there and
/// as many legal moves as that seat had. ai.bad-review (detail: the decision's path) when not.
core::Error reviewFitsRecord(const core::Registry& registry, const core::Record& record, const Review& review);

} // namespace games::ai
