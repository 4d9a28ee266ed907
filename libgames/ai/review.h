// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// After the game: every decision of a finished game looked at again with the hard level's eye. For each decision
// of a reviewed seat (a position where it had more than one legal move) the search runs from that seat's
// observation at that moment, nothing else, as when it advises a player: what it would have played, and its
// estimated chance to win after the move played and after its own (the first look, what the chart shows). Whether
// a decision is marked clearly costly is the verdict's alone (see kCandidateLoss): searches seeded apart from the
// review's seed, so that the marks are the same whatever that seed.
//
// A pure function of the record and the agent spec: deterministic for a seed (each decision's search seed comes
// from the review's seed and the position, as an agent's does, so a seat that always played hard with that seed
// shows its own choices, unless the verdict confirms one of them as clearly costly), whatever the number of cores.
// It holds no text: the CLI and the app word the typed data (the moves, the chances) themselves.

#include "ai/agent.h"
#include "ai/review_reason.h"

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

/// A mark must not depend on the review's seed, so the verdict on every decision comes from searches seeded by the
/// position and kConfirmingSeed alone, never by the review's seed. One search of every legal move: when it estimates
/// the move played within kCandidateLoss of its best (on at least kTrustedVisitShare of the deals of its best),
/// there is nothing to mark. Otherwise its close choices (up to kConfirmedChoices moves within kCostlyLoss of its
/// best) are each searched against the move played, the two alone on the same deals (paired), in up to
/// kConfirmingSearches rounds; a later round searches only the choices that beat the move played in every round so
/// far. The decision is marked clearly costly when a choice beats the move played in every one of the
/// kConfirmingSearches rounds, by at least kCostlyLoss on average; the hard level's choice shown is then the one
/// that beats it by the most among those, otherwise among all, with the mean chances of its pair. Two reviews with
/// other seeds then mark the same decisions by construction (the stability test checks it on every game's golden
/// record). A move that was the first look's own choice keeps the first look's chances unless it is marked. The
/// verdict's searches spend kVerdictShare of a search's budget each (the first round's pairs share theirs), so that
/// a decision costs at most 1.6 searches (docs/performance.md, "A review with its verdict").
inline constexpr double kCandidateLoss = 0.01;
inline constexpr double kTrustedVisitShare = 0.25;
inline constexpr std::size_t kConfirmedChoices = 3;
inline constexpr int kConfirmingSearches = 2;
inline constexpr double kVerdictShare = 0.2;
inline constexpr std::uint64_t kConfirmingSeed = 0x7e71'ab1e'5eedULL;

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
    int confirmations = 0; // the paired searches behind the chances (0: the first look's own estimates)
    bool costly = false; // confirmed: loss() >= kCostlyLoss, and every confirming search found the move played below
    Reason reason; // why the search's choice is better, in the rules' facts (HardLevel::whyBetter); may be empty
    // false: even a second look estimated no chance of these moves (a search with nothing to choose): the two
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

} // namespace games::ai
