// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_idea_search.h"

#include "ai/no_idea_heuristic.h"
#include "core/match.h"
#include "no_idea/moves.h"
#include "no_idea/observation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

namespace games::ai {

namespace {

using Clock = std::chrono::steady_clock;
using no_idea::kNoCard;
using no_idea::kUnknownCard;
using no_idea::NoIdeaObservation;

/// The most moves one playout makes before it is valued anyway (a round takes a few dozen).
constexpr int kMaxHorizonMoves = 400;
/// How many times the searching seat's turn comes round again before a playout is valued: 2 plays its next turn
/// too, and the others' after it (docs/ai-history.md, "No Idea": the same win rate as 1 on the same deals, 0.6 stars
/// more a game).
constexpr int kHorizonRounds = 2;
/// What a card gone from the layout is worth on the way to a trophy (a trophy is some 3.8 stars for six cards).
constexpr double kCardValue = 0.6;
/// A trophy's mean value (46 stars in 12 trophies): with three cards or fewer a layout is worth at least its
/// declaration's chance of one (a declaration refills the layout, so it is then worth no cards gone).
constexpr double kTrophyValue = 46.0 / 12.0;
/// What winning the game is worth against stars, when a playout reaches the end.
constexpr double kWinValue = 20.0;

/// How sure the search must be to leave the greedy choice: its mean margin over it, deal by deal on the same
/// deals, at least this many standard errors (docs/ai.md, "No Idea": at 1.5 it left the baseline in one pile choice of
/// three and won 40.0% where the baseline won 43.7%; at 3.0, 45.7%; over 900 games 39.8%, 41.9%, the baseline 44.6%).
constexpr double kLeaveGreedyAt = 3.0;

bool isUnknownReveal(const no_idea::NoIdeaView& view, core::Move move)
{
    const auto info = no_idea::decode(move);
    return info.kind == no_idea::MoveKind::Reveal
        && view.seats[static_cast<std::size_t>(view.toMove)].layout[static_cast<std::size_t>(info.position - 1)]
        == kUnknownCard;
}

/// The moves worth searching. A pile choice: every pile. Revealing: a card known to fit is always played before
/// anything else (greedy perfect memory does so, and searching it only added noise, docs/ai-history.md, "No Idea"), so
/// then only the known fitting cards compete; otherwise one reveal standing for every unknown position (they are alike
/// to the searching seat) against the declaration. A card known not to fit is revealed only when nothing else is left.
/// `every`: each given move is a candidate, but still one unknown position for all.
std::vector<core::Move> candidatesOf(const no_idea::NoIdeaView& view, std::span<const core::Move> legal, bool every)
{
    std::vector<no_idea::Card> tops;
    for (const auto& pile : view.piles)
        tops.push_back(pile.back());
    const auto& mine = view.seats[static_cast<std::size_t>(view.toMove)];
    std::vector<core::Move> fitting, others, stuck, all;
    bool unknownTaken = false;
    for (const auto& move : legal) {
        const auto info = no_idea::decode(move);
        if (isUnknownReveal(view, move)) {
            if (!unknownTaken)
                others.push_back(move);
            if (!std::exchange(unknownTaken, true))
                all.push_back(move);
            continue;
        }
        all.push_back(move);
        if (info.kind != no_idea::MoveKind::Reveal)
            others.push_back(move);
        else
            (fitsAny(mine.layout[static_cast<std::size_t>(info.position - 1)], tops) ? fitting : stuck).push_back(move);
    }
    if (every)
        return all;
    if (!fitting.empty())
        return fitting;
    if (!others.empty())
        return others;
    return {stuck.front()};
}

/// The candidate the greedy perfect-memory player would choose: the normal judgement on everything the seat
/// knows (an unknown position stands for all of them; a choice outside the candidates, the best of them).
std::size_t greedyCandidate(
    const no_idea::NoIdeaView& view, std::span<const core::Move> legal, const std::vector<core::Move>& candidates)
{
    const NoIdeaHeuristic judgement;
    std::vector<double> scores;
    const auto& observation = static_cast<const NoIdeaObservation&>(view);
    judgement.score(observation, legal, scores);
    const core::Move choice = legal[bestIndex(scores, nullptr)];
    for (std::size_t c = 0; c < candidates.size(); ++c)
        if (candidates[c] == choice || (isUnknownReveal(view, choice) && isUnknownReveal(view, candidates[c])))
            return c;
    judgement.score(observation, candidates, scores);
    return bestIndex(scores, nullptr);
}

/// Every unknown position of the layout is worth what the one searched for them is worth: listed alike, so that
/// a hint or a review finds the position a player chose.
void reportAlike(const no_idea::NoIdeaView& view, std::span<const core::Move> legal, SearchResult& result)
{
    const auto searched = std::find_if(result.moves.begin(), result.moves.end(),
        [&view](const MoveValue& value) { return isUnknownReveal(view, value.move); });
    if (searched == result.moves.end())
        return;
    const MoveValue like = *searched;
    for (const auto& move : legal)
        if (move != like.move && isUnknownReveal(view, move))
            result.moves.push_back({move, like.visits, like.value});
}

/// Whether margins summed over `pairs` deals are clearly above zero (kLeaveGreedyAt standard errors).
bool clearlyBetter(double sum, double squares, int pairs)
{
    const double n = pairs;
    const double mean = sum / n;
    const double variance = std::max(0.0, squares / n - mean * mean) / (n - 1.0);
    return mean > 0.0 && mean > kLeaveGreedyAt * std::sqrt(variance);
}

class Playouts {
public:
    Playouts(core::Seat root)
        : m_root(root)
    {
    }

    /// Plays `match` on with the normal judgement until the root seat's turn has come round kHorizonRounds times
    /// (or the end) and returns the root's value against the others.
    double run(core::Match& match, core::Rng& rng)
    {
        bool left = false;
        int returns = 0;
        for (int step = 0; step < kMaxHorizonMoves && !match.isOver(); ++step) {
            const core::Seat mover = match.toMove();
            if (mover != m_root) {
                left = true;
            } else if (left) {
                left = false;
                if (++returns == kHorizonRounds)
                    break;
            }
            match.legalMoves(m_legal);
            std::size_t pick = 0;
            if (m_legal.size() > 1) {
                match.observeInto(mover, m_seen);
                m_heuristic.score(*m_seen, m_legal, m_scores);
                pick = bestIndex(m_scores, &rng);
            }
            if (match.apply(m_legal[pick]))
                break;
            ++m_moves;
        }
        return value(match);
    }

    long long moves() const { return m_moves; }

private:
    double value(const core::Match& match)
    {
        const int seats = match.seatCount();
        m_keys.resize(static_cast<std::size_t>(seats));
        match.rankKeys(m_keys);
        match.observeInto(m_root, m_seen);
        const auto& view = static_cast<const NoIdeaObservation&>(*m_seen);
        m_values.assign(static_cast<std::size_t>(seats), 0.0);
        std::optional<NoIdeaOutlook> outlook; // the tops and unseen cards, for the declarations' chances
        if (!match.isOver())
            outlook.emplace(view);
        for (int seat = 0; seat < seats; ++seat) {
            const auto index = static_cast<std::size_t>(seat);
            double layout = kCardValue * (no_idea::kLayoutSize - view.seats[index].cardCount());
            if (outlook)
                layout = std::max(layout, kTrophyValue * declareChanceOf(view, *outlook, seat));
            m_values[index] = m_keys[index].total + layout;
        }
        if (match.isOver()) {
            int winners = 0;
            for (int seat = 0; seat < seats; ++seat)
                winners += core::placeOf(m_keys, static_cast<std::size_t>(seat)) == 1;
            for (int seat = 0; seat < seats; ++seat)
                if (core::placeOf(m_keys, static_cast<std::size_t>(seat)) == 1)
                    m_values[static_cast<std::size_t>(seat)] += kWinValue / winners;
        }
        double best = -1e9, sum = 0.0;
        for (int seat = 0; seat < seats; ++seat) {
            if (seat == m_root)
                continue;
            best = std::max(best, m_values[static_cast<std::size_t>(seat)]);
            sum += m_values[static_cast<std::size_t>(seat)];
        }
        const double mean = sum / std::max(1, seats - 1);
        return m_values[static_cast<std::size_t>(m_root)] - 0.5 * (best + mean);
    }

    core::Seat m_root;
    NoIdeaHeuristic m_heuristic;
    core::MoveList m_legal;
    std::unique_ptr<core::Observation> m_seen;
    std::vector<double> m_scores;
    std::vector<core::RankKey> m_keys;
    std::vector<double> m_values;
    long long m_moves = 0;
};

} // namespace

std::optional<SearchResult> searchNoIdea(const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed, const DecisionControl& control)
{
    const auto* view = dynamic_cast<const NoIdeaObservation*>(&observation);
    if (!view || legal.empty() || view->toMove < 0 || view->toMove != view->viewerSeat)
        return std::nullopt;
    SearchResult result;
    // Asked to compare the given moves (the review's second look, hard:pair=1): every one of them is searched.
    const std::vector<core::Move> candidates = candidatesOf(*view, legal, config.pairedRoot > 0);
    const std::size_t greedy = greedyCandidate(*view, legal, candidates);
    // Nothing to choose: in play nothing is searched (no visits: no estimate, whatever the value says). Asked to
    // compare (the review), the lone candidate is played out all the same: a review shows only chances it estimated.
    if (candidates.size() == 1 && config.pairedRoot <= 0) {
        result.best = candidates.front();
        result.moves.push_back({candidates.front(), 0, 0.5});
        reportAlike(*view, legal, result);
        return result;
    }
    // By default the playouts, not the deals, are budgeted: many candidates (piles, known cards) get fewer deals
    // each, so that no decision takes much longer than the typical one.
    const int samples = static_cast<int>(sharedBudget(config.iterations > 0
            ? config.iterations
            : std::clamp(kNoIdeaPlayouts / static_cast<int>(candidates.size()), kNoIdeaMinSamples, kNoIdeaMaxSamples),
        config));
    const auto deadline = config.milliseconds > 0
        ? std::optional<Clock::time_point>(Clock::now() + std::chrono::milliseconds(config.milliseconds))
        : std::nullopt;
    Playouts playouts(view->toMove);
    std::vector<double> sums(candidates.size(), 0.0);
    std::vector<int> counts(candidates.size(), 0);
    // Each candidate's margin over the greedy choice, deal by deal (the same deal for both: paired).
    std::vector<double> values(candidates.size(), 0.0), margins(candidates.size(), 0.0);
    std::vector<double> marginSquares(candidates.size(), 0.0);
    int pairs = 0;
    for (int sample = 0; sample < samples; ++sample) {
        if (control.stop.stop_requested() || (deadline && Clock::now() >= *deadline))
            break;
        core::Rng rng(mixSeed(seed, static_cast<std::uint64_t>(sample)));
        const auto world = game.sampleMatch(observation, rng);
        if (!world)
            continue;
        const std::uint64_t playoutSeed = rng.next();
        bool everyOne = true;
        for (std::size_t c = 0; c < candidates.size(); ++c) {
            auto match = world->clone();
            if (match->apply(candidates[c])) {
                everyOne = false;
                continue;
            }
            core::Rng playoutRng(playoutSeed); // the same ties broken alike for every candidate
            values[c] = playouts.run(*match, playoutRng);
            sums[c] += values[c];
            ++counts[c];
        }
        if (everyOne) {
            ++pairs;
            for (std::size_t c = 0; c < candidates.size(); ++c) {
                const double margin = values[c] - values[greedy];
                margins[c] += margin;
                marginSquares[c] += margin * margin;
            }
        }
        ++result.iterations;
        if (control.progress && (sample + 1) % kProgressEvery == 0) {
            std::size_t best = 0;
            for (std::size_t c = 1; c < candidates.size(); ++c)
                if (sums[c] > sums[best])
                    best = c;
            control.progress({result.iterations, samples, candidates[best]});
        }
    }
    result.movesPlayed = playouts.moves();
    if (result.iterations == 0) { // no world agrees with the observation (or stopped at once): the judgement alone
        std::vector<double> scores;
        NoIdeaHeuristic().score(observation, candidates, scores);
        for (std::size_t c = 0; c < candidates.size(); ++c)
            sums[c] = scores[c];
        std::fill(counts.begin(), counts.end(), 1);
    }
    std::size_t best = greedy;
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        const double mean = counts[c] > 0 ? sums[c] / counts[c] : -1e9;
        // Shown as a value in [0, 1] (hints, the review): a logistic of the mean margin in stars.
        result.moves.push_back({candidates[c], counts[c], 1.0 / (1.0 + std::exp(-mean / 4.0))});
        if (pairs > 1 && clearlyBetter(margins[c], marginSquares[c], pairs)
            && (best == greedy || margins[c] > margins[best]))
            best = c;
    }
    result.best = candidates[best];
    // The choice first, then the others by value.
    std::stable_sort(result.moves.begin(), result.moves.end(), [&result](const MoveValue& a, const MoveValue& b) {
        if ((a.move == result.best) != (b.move == result.best))
            return a.move == result.best;
        return a.value > b.value;
    });
    reportAlike(*view, legal, result);
    return result;
}

} // namespace games::ai
