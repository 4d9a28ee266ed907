// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A finished review kept in the history (history.h), so that reviewing the same game again with the same settings
// shows it at once. Kept under the record (the digest of its canonical JSON: the same for the game at the table,
// in the history and in a record file) and the review's settings: the agent, the seed, the review's format
// version and the engine (the app's version, the game's rules version); another of any of them computes again. A
// kept review is read as untrusted text: one that does not read or does not fit its record is ignored (and
// replaced when the review computed again is kept).

#include "shell/history.h"

#include "ai/review.h"
#include "core/game.h"
#include "core/record.h"
#include "core/registry.h"

#include <optional>

namespace nobox {

/// The key of the review of `record` (a game of `game`) made with `options`.
ReviewKey reviewKeyOf(
    const games::core::Game& game, const games::core::Record& record, const games::ai::ReviewOptions& options);

/// The review kept under `key` when there is one that reads and fits `record`.
std::optional<games::ai::Review> keptReviewOf(const History& history, const games::core::Registry& registry,
    const games::core::Record& record, const ReviewKey& key);

/// Keeps `review` (of a game of `game`) under `key`. False when the history cannot take it now.
bool keepReview(History& history, const games::core::Game& game, const ReviewKey& key, const games::ai::Review& review);

} // namespace nobox
