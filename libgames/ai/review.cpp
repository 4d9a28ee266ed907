// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/review.h"

#include "ai/hard_level.h"
#include "ai/levels.h"

#include "core/game.h"
#include "core/match.h"

#include <algorithm>
#include <array>
#include <functional>
#include <memory>
#include <optional>
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

double mean(const std::vector<double>& values)
{
    double sum = 0.0;
    for (const double value : values)
        sum += value;
    return values.empty() ? 0.0 : sum / static_cast<double>(values.size());
}

/// A close choice and the move played, searched alone together: their chances in each confirming search.
struct Pair {
    std::vector<double> choice;
    std::vector<double> played;

    double loss() const { return mean(choice) - mean(played); }
    bool alwaysBelow() const
    {
        for (std::size_t k = 0; k < played.size(); ++k)
            if (played[k] >= choice[k])
                return false;
        return true;
    }
};

/// The verdict on a decision, from searches seeded by the position and kConfirmingSeed only (review.h): which moves are
/// close choices, and how each compares with the move played.
class Verdict {
public:
    bool make(const ReviewOptions& options, const core::Game& game, core::Error& error)
    {
        m_choicesAgent = makeAgent(options.agent, game, kConfirmingSeed, &error, options.defaults);
        m_choices = dynamic_cast<HardAgent*>(m_choicesAgent.get());
        if (!m_choices)
            return false;
        m_choices->setBudgetShare(kVerdictShare);
        for (int k = 0; k < kConfirmingSearches; ++k) {
            m_pairAgents.push_back(makeAgent(options.agent + ":pair=1", game,
                kConfirmingSeed + 1 + static_cast<std::uint64_t>(k), &error, options.defaults));
            m_pairs.push_back(dynamic_cast<HardAgent*>(m_pairAgents.back().get()));
            if (!m_pairs.back())
                return false;
        }
        return true;
    }

    /// Looks at `decision` again, whatever the first look chose. When the verdict's searches find a choice better
    /// than the move played, `decision` takes their choice and chances (and is costly when that holds in every
    /// confirming search); when the move played was the first look's own choice, it only changes if costly, so that
    /// the first look's chances stay what the chart shows. Otherwise nothing changes.
    void confirm(ReviewedDecision& decision, const core::Observation& seen, std::span<const core::Move> legal,
        const DecisionControl& control, const std::function<void()>& nextSearch) const
    {
        nextSearch();
        const SearchResult choices = m_choices->search(seen, legal, control);
        const double top = choices.moves.empty() ? 0.0 : choices.moves.front().value;
        const MoveValue* playedChoice = find(choices, decision.played);
        const MoveValue* topChoice = choices.moves.empty() ? nullptr : &choices.moves.front();
        if (playedChoice && topChoice && playedChoice->visits >= kTrustedVisitShare * topChoice->visits
            && playedChoice->value >= top - kCandidateLoss)
            return; // the move played is among the verdict's best: nothing to mark
        std::vector<core::Move> compared;
        for (const MoveValue& value : choices.moves)
            if (value.move != decision.played && compared.size() < kConfirmedChoices
                && (compared.empty() || value.value >= top - kCostlyLoss))
                compared.push_back(value.move);
        if (compared.empty())
            return; // the move played is the only choice worth searching: nothing to mark
        // Each choice against the move played in a search of its own, so that a pair's verdict does not depend on
        // which other choices are close; the first round's pairs share the budget, and each later round searches
        // only the choices that beat the move played in every round so far (the others can no longer be marked),
        // each pair with the same budget.
        std::vector<Pair> pairs(compared.size());
        for (std::size_t round = 0; round < m_pairs.size(); ++round) {
            nextSearch();
            HardAgent* agent = m_pairs[round];
            agent->setBudgetShare(kVerdictShare / static_cast<double>(compared.size()));
            for (std::size_t i = 0; i < compared.size(); ++i) {
                if (!pairs[i].alwaysBelow())
                    continue;
                const std::array<core::Move, 2> pair {compared[i], decision.played};
                const SearchResult again = agent->search(seen, pair, control);
                const MoveValue* choice = find(again, compared[i]);
                const MoveValue* played = find(again, decision.played);
                pairs[i].choice.push_back(choice ? choice->value : 0.0);
                pairs[i].played.push_back(played ? played->value : 0.0);
            }
        }
        // Marked: the choice that beats the move played by the most among those found above it in every
        // confirming search by kCostlyLoss on average; otherwise shown: the choice that beats it by the most.
        std::optional<std::size_t> costly;
        std::size_t best = 0;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            if (pairs[i].loss() > pairs[best].loss())
                best = i;
            if (pairs[i].alwaysBelow() && pairs[i].choice.size() == m_pairs.size() && pairs[i].loss() >= kCostlyLoss
                && (!costly || pairs[i].loss() > pairs[*costly].loss()))
                costly = i;
        }
        if (decision.played == decision.best && !costly)
            return; // the first look's own choice, and the verdict does not overrule it
        const Pair& shown = pairs[costly.value_or(best)];
        decision.best = compared[costly.value_or(best)];
        decision.confirmations = static_cast<int>(shown.choice.size());
        decision.bestChance = mean(shown.choice);
        decision.playedChance = mean(shown.played);
        decision.costly = costly.has_value();
    }

private:
    std::unique_ptr<Agent> m_choicesAgent;
    HardAgent* m_choices = nullptr;
    std::vector<std::unique_ptr<Agent>> m_pairAgents;
    std::vector<HardAgent*> m_pairs;
};

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
    // The second look at a decision the search could not estimate: the moves alone, on the same deals.
    auto secondLookAgent = makeAgent(options.agent + ":pair=1", game, options.seed, &out, options.defaults);
    auto* secondLook = dynamic_cast<HardAgent*>(secondLookAgent.get());
    if (!secondLook)
        return std::nullopt;
    Verdict verdict;
    if (!verdict.make(options, game, out))
        return std::nullopt;
    const std::unique_ptr<HardLevel> reasons = hardLevelFor(game);

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
    // A decision's share of the bar: its first search, then the verdict's searches, in equal parts.
    int search = 0;
    constexpr double kSearchesPerDecision = 2 + kConfirmingSearches;
    DecisionControl searchControl {control.stop, {}};
    if (progress)
        searchControl.progress = [&](const SearchProgress& p) {
            const double within
                = p.budget > 0 ? static_cast<double>(p.iterations) / static_cast<double>(p.budget) : 0.0;
            report((search + std::min(within, 1.0)) / kSearchesPerDecision);
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
        search = 0;
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
        decision.playedChance = position.played == result.best ? decision.bestChance : played ? played->value : 0.0;
        // A second look where the search had nothing to choose (No Idea's lone candidate: no visits, no estimate) or
        // never tried the move played: the moves alone, played out on the same deals.
        if (!best || best->visits == 0 || (position.played != result.best && !played)) {
            const std::array<core::Move, 2> both {result.best, position.played};
            const std::span<const core::Move> moves(both.data(), position.played == result.best ? 1 : 2);
            const SearchResult again = secondLook->search(*position.seen, moves, searchControl);
            const MoveValue* bestAgain = find(again, result.best);
            const MoveValue* playedAgain = find(again, position.played);
            decision.bestChance = bestAgain ? bestAgain->value : decision.bestChance;
            decision.playedChance = playedAgain ? playedAgain->value : 0.0;
            decision.examined = bestAgain && bestAgain->visits > 0 && playedAgain && playedAgain->visits > 0;
        }
        if (decision.examined)
            verdict.confirm(decision, *position.seen, position.legal, searchControl, [&] { ++search; });
        if (position.played != decision.best)
            decision.reason = reasons->whyBetter(*position.seen, position.played, decision.best);
        if (stopped())
            return std::nullopt;
        review.decisions.push_back(decision);
        ++done;
        report(0.0);
    }
    return review;
}

} // namespace games::ai
