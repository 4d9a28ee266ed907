// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// After the game: every decision of a finished game looked at again with the hard level's eye. For each decision
// of a reviewed seat (a position where it had more than one legal move) the search runs from that seat's
// observation at that moment, nothing else, as when it advises a player: what it would have played, and its
// estimated chance to win after the move played and after its own. A decision is clearly costly when the move
// played is estimated at least kCostlyLoss below the search's own (see there).
//
// A pure function of the record and the agent spec: deterministic for a seed (each decision's search seed comes
// from the review's seed and the position, as an agent's does, so a seat that always played hard with that seed
// shows no difference at all), whatever the number of cores. It holds no text: the CLI and the app word the
// typed data (the moves, the chances) themselves.

#include "ai/agent.h"

#include "core/error.h"
#include "core/move.h"
#include "core/observation.h"
#include "core/record.h"
#include "core/registry.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace games::ai {

/// How far below the search's own move the move played must be estimated to count as clearly costly: five
/// points of the chance to win, one game in twenty. Above the search's own noise (two reviews of one game with
/// other seeds: a decision's estimated loss differs by at most 2.4 points in No Thanks!, by 4.6 points or less in
/// nine decisions of ten in No Return, docs/ai.md "Reviews"), so that a marked decision is rarely a coin toss of
/// the search; low enough to catch what a player feels as a mistake (a card taken that costs ten points, a
/// counter given away), while most decisions of a game cost nothing or a point.
inline constexpr double kCostlyLoss = 0.05;

/// When the move played was searched on fewer than this share of the deals of the search's own choice, its
/// estimate is not trusted: both moves are then searched again, alone and on the same deals (paired).
inline constexpr double kTrustedVisitShare = 0.25;

/// The review's agent: the hard level at the budget it plays with in the app.
inline constexpr std::string_view kReviewAgent = "hard";

struct ReviewOptions {
    std::string agent = std::string(kReviewAgent); // a spec of makeAgent that estimates (the hard level)
    std::uint64_t seed = 1;
    std::vector<core::Seat> seats; // the seats whose decisions are reviewed; empty: every seat
    AgentDefaults defaults;
};

/// One decision looked at again.
struct ReviewedDecision {
    std::size_t ply = 0; // how many moves came before it: the position is the record's first `ply` moves
    core::Seat seat = core::kNoSeat;
    core::Move played;
    core::Move best; // the search's own choice
    double playedChance = 0.0; // estimated chance to win after the move played, from the seat's own knowledge
    double bestChance = 0.0; // the same after the search's own choice
    int legalCount = 0; // how many moves the seat could choose from
    bool costly = false; // loss() >= kCostlyLoss
    // false: even the second look estimated no chance of these moves (a search with nothing to choose): the two
    // chances are no estimates and are shown nowhere; never costly.
    bool examined = true;

    /// What the move played cost, in chance to win (0 when it was the search's own choice; may be slightly
    /// negative when a second, paired search found the move played the better one).
    double loss() const { return bestChance - playedChance; }
};

struct Review {
    std::string game;
    int seats = 0;
    std::string agent;
    std::uint64_t seed = 0;
    std::vector<core::Seat> reviewedSeats;
    std::vector<ReviewedDecision> decisions; // in the order they were played

    /// Indices into `decisions` of `seat`'s: the costly ones first (the largest loss first), then the others in
    /// the order they were played.
    std::vector<std::size_t> costlyFirst(core::Seat seat) const;
    /// How many of `seat`'s decisions are costly.
    int costlyCount(core::Seat seat) const;
};

/// How far a review has come, for a progress bar.
struct ReviewProgress {
    int done = 0; // decisions reviewed
    int total = 0; // decisions to review
    double fraction = 0.0; // of the whole work, with the running search's share (0..1)
};

/// Reviews a finished game. Fails with record.* (the record does not replay; record.not-over when the game did not
/// end: its hidden parts are still in play), ai.unknown-agent / ai.bad-agent-option for the spec,
/// ai.review-needs-search (detail: the spec) when the agent gives no estimates (easy, normal, random),
/// ai.bad-review-seat (the seat, the seat count) for a seat the game does not have, and ai.review-stopped when
/// `control.stop` was asked to stop (checked between and inside the searches). `progress` hears after every
/// decision and, through the search, within it, on the calling thread or the search's.
std::optional<Review> reviewRecord(const core::Registry& registry, const core::Record& record,
    const ReviewOptions& options, core::Error* error = nullptr, const DecisionControl& control = {},
    const std::function<void(const ReviewProgress&)>& progress = {});

/// {"game", "agent", "seed", "threshold", "seats": [...], "decisions": [{"ply", "seat", "played", "best",
///  "playedChance", "bestChance", "loss", "legal", "costly", "examined"}]} with the moves in the game's notation.
nlohmann::json reviewToJson(const core::Game& game, const Review& review);

} // namespace games::ai
