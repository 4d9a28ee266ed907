// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/review.h"

#include "ai/levels.h"

#include "core/game.h"
#include "core/match.h"

#include <algorithm>
#include <array>
#include <memory>
#include <span>

namespace games::ai {

namespace {

/// A decision to look at: what its seat saw and could play, and what it played.
struct Position {
    std::size_t ply = 0;
    core::Seat seat = core::kNoSeat;
    std::unique_ptr<core::Observation> seen;
    core::MoveList legal;
    core::Move played;
};

/// Replays the record from its start and keeps each decision of the reviewed seats with a real choice (a forced
/// move is no decision). Only the seat's own observation is kept: the search receives nothing else.
std::vector<Position> decisionsOf(
    const core::Match& start, const core::MoveList& moves, const std::vector<bool>& reviewed)
{
    std::vector<Position> positions;
    auto match = start.clone();
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const core::Seat seat = match->toMove();
        if (seat >= 0 && reviewed[static_cast<std::size_t>(seat)]) {
            Position position;
            match->legalMoves(position.legal);
            if (position.legal.size() > 1) {
                position.ply = ply;
                position.seat = seat;
                position.seen = match->observe(seat);
                position.played = moves[ply];
                positions.push_back(std::move(position));
            }
        }
        (void)match->apply(moves[ply]); // it replayed once already
    }
    return positions;
}

const MoveValue* find(const SearchResult& result, const core::Move& move)
{
    const auto it = std::find_if(
        result.moves.begin(), result.moves.end(), [&](const MoveValue& value) { return value.move == move; });
    return it == result.moves.end() ? nullptr : &*it;
}

} // namespace

std::vector<std::size_t> Review::costlyFirst(core::Seat seat) const
{
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < decisions.size(); ++i)
        if (decisions[i].seat == seat)
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        const auto& x = decisions[a];
        const auto& y = decisions[b];
        if (x.costly != y.costly)
            return x.costly;
        return x.costly && x.loss() > y.loss();
    });
    return order;
}

int Review::costlyCount(core::Seat seat) const
{
    return static_cast<int>(std::count_if(decisions.begin(), decisions.end(),
        [seat](const ReviewedDecision& decision) { return decision.seat == seat && decision.costly; }));
}

std::optional<Review> reviewRecord(const core::Registry& registry, const core::Record& record,
    const ReviewOptions& options, core::Error* error, const DecisionControl& control,
    const std::function<void(const ReviewProgress&)>& progress)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    out = {};

    // Only a finished game: before its end the other seats' hidden parts are still in play.
    const core::Replay whole = core::replay(registry, record);
    if (whole.error) {
        out = whole.error;
        return std::nullopt;
    }
    const core::Match& end = *whole.match;
    if (!end.isOver()) {
        out = core::Error::make("record.not-over");
        return std::nullopt;
    }
    const core::Game& game = end.game();

    auto agent = makeAgent(options.agent, game, options.seed, &out, options.defaults);
    if (!agent)
        return std::nullopt;
    auto* hard = dynamic_cast<HardAgent*>(agent.get());
    if (!hard) {
        out = core::Error::withDetail("ai.review-needs-search", options.agent);
        return std::nullopt;
    }
    // The second look at a move the search hardly tried: both moves on the same deals.
    auto pairedAgent = makeAgent(options.agent + ":pair=1", game, options.seed, &out, options.defaults);
    auto* paired = dynamic_cast<HardAgent*>(pairedAgent.get());
    if (!paired)
        return std::nullopt;

    const int seats = end.seatCount();
    std::vector<bool> reviewed(static_cast<std::size_t>(seats), options.seats.empty());
    for (const core::Seat seat : options.seats) {
        if (seat < 0 || seat >= seats) {
            out = core::Error::make("ai.bad-review-seat", seat, seats);
            return std::nullopt;
        }
        reviewed[static_cast<std::size_t>(seat)] = true;
    }

    const core::Replay start = core::replay(registry, record, 0);
    const auto positions = decisionsOf(*start.match, end.history(), reviewed);

    Review review;
    review.game = std::string(game.id());
    review.seats = seats;
    review.agent = options.agent;
    review.seed = options.seed;
    for (core::Seat seat = 0; seat < seats; ++seat)
        if (reviewed[static_cast<std::size_t>(seat)])
            review.reviewedSeats.push_back(seat);

    const int total = static_cast<int>(positions.size());
    int done = 0;
    auto report = [&](double within) {
        if (progress)
            progress({done, total, total > 0 ? std::min(1.0, (done + std::clamp(within, 0.0, 1.0)) / total) : 1.0});
    };
    DecisionControl searchControl {control.stop, {}};
    if (progress)
        searchControl.progress = [&](const SearchProgress& p) {
            report(p.budget > 0 ? static_cast<double>(p.iterations) / static_cast<double>(p.budget) : 0.0);
        };
    auto stopped = [&] {
        if (!control.stop.stop_requested())
            return false;
        out = core::Error::make("ai.review-stopped");
        return true;
    };

    report(0.0);
    for (const auto& position : positions) {
        if (stopped())
            return std::nullopt;
        const SearchResult result = hard->search(*position.seen, position.legal, searchControl);
        ReviewedDecision decision;
        decision.ply = position.ply;
        decision.seat = position.seat;
        decision.played = position.played;
        decision.best = result.best;
        decision.legalCount = static_cast<int>(position.legal.size());
        const MoveValue* best = find(result, result.best);
        const MoveValue* played = find(result, position.played);
        decision.bestChance = best ? best->value : 0.0;
        const bool searched = best && best->visits > 0; // not when the search had nothing to choose (No Idea)
        if (searched && position.played == result.best) {
            decision.playedChance = decision.bestChance;
        } else if (searched && played && played->visits >= kTrustedVisitShare * best->visits) {
            decision.playedChance = played->value;
        } else {
            const std::array<core::Move, 2> both {result.best, position.played};
            const std::span<const core::Move> moves(both.data(), position.played == result.best ? 1 : 2);
            const SearchResult again = paired->search(*position.seen, moves, searchControl);
            const MoveValue* bestAgain = find(again, result.best);
            const MoveValue* playedAgain = find(again, position.played);
            decision.bestChance = bestAgain ? bestAgain->value : decision.bestChance;
            decision.playedChance = playedAgain ? playedAgain->value : 0.0;
            decision.examined = bestAgain && bestAgain->visits > 0 && playedAgain && playedAgain->visits > 0;
        }
        if (stopped())
            return std::nullopt;
        decision.costly = decision.examined && decision.loss() >= kCostlyLoss;
        review.decisions.push_back(decision);
        ++done;
        report(0.0);
    }
    return review;
}

nlohmann::json reviewToJson(const core::Game& game, const Review& review)
{
    nlohmann::json decisions = nlohmann::json::array();
    for (const auto& decision : review.decisions)
        decisions.push_back({{"ply", decision.ply}, {"seat", decision.seat},
            {"played", game.moveToText(decision.played)}, {"best", game.moveToText(decision.best)},
            {"playedChance", decision.playedChance}, {"bestChance", decision.bestChance}, {"loss", decision.loss()},
            {"legal", decision.legalCount}, {"costly", decision.costly}, {"examined", decision.examined}});
    return {{"game", review.game}, {"agent", review.agent}, {"seed", review.seed}, {"threshold", kCostlyLoss},
        {"seats", review.reviewedSeats}, {"decisions", std::move(decisions)}};
}

} // namespace games::ai
