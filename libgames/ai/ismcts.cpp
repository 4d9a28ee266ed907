// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/ismcts.h"

#include "ai/root_parallel.h"

#include "core/match.h"
#include "core/score.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <optional>

namespace games::ai {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kMaxPlayoutMoves = 5000;

struct Child {
    core::Move move;
    int next = -1; // the node the move leads to, once walked
    int visits = 0;
    int avail = 0;
    double reward = 0.0;
};

struct Node {
    std::vector<Child> children;
    int visits = 0;
};

struct Step {
    int node;
    int child;
    core::Seat mover;
};

/// Each seat's reward for a finished (or abandoned) match: its share of the victory, plus a little for its place
/// so that playouts the seat cannot win still teach it something.
void rewardsOf(const core::Match& match, double placeShare, std::vector<double>& out)
{
    constexpr int kMaxSeats = 16; // more than any game has
    const int n = std::min(match.seatCount(), kMaxSeats);
    std::array<core::RankKey, kMaxSeats> keys {};
    match.rankKeys(std::span(keys.data(), static_cast<std::size_t>(n)));
    const std::span<const core::RankKey> ranked(keys.data(), static_cast<std::size_t>(n));
    std::array<int, kMaxSeats> places {};
    int winnerCount = 0;
    for (int seat = 0; seat < n; ++seat) {
        places[seat] = core::placeOf(ranked, static_cast<std::size_t>(seat));
        winnerCount += places[seat] == 1;
    }
    out.assign(static_cast<std::size_t>(n), 0.0);
    for (int seat = 0; seat < n; ++seat) {
        double r = n > 1 ? placeShare * static_cast<double>(n - places[seat]) / static_cast<double>(n - 1) : 0.0;
        if (places[seat] == 1)
            r += (1.0 - placeShare) / static_cast<double>(winnerCount);
        out[seat] = r;
    }
}

class Tree {
public:
    Tree(const core::Game& game, const core::Observation& observation, std::span<const core::Move> rootMoves,
        const Heuristic& heuristic, const SearchConfig& config, std::uint64_t seed)
        : m_game(game)
        , m_observation(observation)
        , m_heuristic(heuristic)
        , m_ownPlayouts(config.ownPlayouts.get())
        , m_rootSeat(observation.viewer())
        , m_tuning(config.tuning)
        , m_paired(config.tuning.pairedRoot)
        , m_placeShare(config.tuning.placeShare)
        , m_rng(seed)
    {
        m_nodes.emplace_back();
        for (const auto& move : rootMoves)
            m_nodes[0].children.push_back({move});
    }

    /// Iterates run.iterations times, fewer when `moveBudget` (> 0) moves have been played, at the deadline or
    /// when stopped; run.tick hears the iterations done every kProgressEvery of them.
    RootStats run(const TreeRun& run, long long moveBudget)
    {
        RootStats stats;
        long long reported = 0;
        for (long long pass = 0; stats.iterations < run.iterations; ++pass) {
            if (run.stop.stop_requested())
                break;
            if (run.deadline && (pass % 8) == 0 && Clock::now() >= *run.deadline)
                break;
            if (moveBudget > 0 && m_moves >= moveBudget)
                break;
            stats.iterations += iterate();
            if (stats.iterations - reported >= kProgressEvery) {
                run.tick(stats.iterations - reported, bestRootMove());
                reported = stats.iterations;
            }
        }
        run.tick(stats.iterations - reported, bestRootMove());
        stats.moves = m_moves;
        for (const auto& child : m_nodes[0].children) {
            stats.visits.push_back(child.visits);
            stats.reward.push_back(child.reward);
        }
        return stats;
    }

    /// The most visited root move; among equals (always, when paired) the better valued, as the final choice.
    core::Move bestRootMove() const
    {
        const auto& children = m_nodes[0].children;
        auto best = std::max_element(children.begin(), children.end(), [](const Child& a, const Child& b) {
            return a.visits < b.visits || (a.visits == b.visits && a.reward * b.visits < b.reward * a.visits);
        });
        return best == children.end() ? core::Move {} : best->move;
    }

private:
    /// One determinization, walked once from the root or, paired, once with each root candidate; returns the
    /// walks made (a failed determinization counts as one, so that the budget still runs out).
    long long iterate()
    {
        auto match = m_game.sampleMatch(m_observation, m_rng);
        if (!match)
            return 1;
        if (!m_paired) {
            walk(*match, -1);
            return 1;
        }
        const int roots = static_cast<int>(m_nodes[0].children.size());
        for (int child = 0; child + 1 < roots; ++child)
            walk(*match->clone(), child);
        walk(*match, roots - 1);
        return roots;
    }

    /// Walks the tree from the root with `match` (down `rootChild` when >= 0), expands one move, plays the match
    /// out and backs the rewards up.
    void walk(core::Match& match, int rootChild)
    {
        m_path.clear();
        int node = 0;
        while (!match.isOver()) {
            const core::Seat mover = match.toMove();
            if (node == 0 && rootChild >= 0) {
                m_candidates.clear();
                m_candidates.push_back(m_nodes[0].children[static_cast<std::size_t>(rootChild)].move);
            } else if (node == 0) {
                m_candidates.clear();
                for (const auto& child : m_nodes[0].children)
                    m_candidates.push_back(child.move);
            } else {
                candidates(match, mover, m_nodes[node].visits);
            }
            if (m_candidates.empty())
                break;
            // The first candidate without a child is expanded; otherwise UCB over the available children.
            int chosen = -1;
            bool expand = false;
            m_available.clear();
            for (const auto& move : m_candidates) {
                auto& children = m_nodes[node].children;
                auto it
                    = std::find_if(children.begin(), children.end(), [&](const Child& c) { return c.move == move; });
                if (it == children.end()) {
                    children.push_back({move});
                    chosen = static_cast<int>(children.size()) - 1;
                    expand = true;
                    break;
                }
                if (it->visits == 0) { // listed (the root's moves) but never tried
                    chosen = static_cast<int>(it - children.begin());
                    expand = true;
                    break;
                }
                m_available.push_back(static_cast<int>(it - children.begin()));
            }
            if (!expand) {
                auto& children = m_nodes[node].children;
                double bestValue = -1.0;
                for (int index : m_available) {
                    auto& child = children[index];
                    ++child.avail;
                    const double value = child.reward / child.visits
                        + m_tuning.exploration * std::sqrt(std::log(static_cast<double>(child.avail)) / child.visits);
                    if (value > bestValue) {
                        bestValue = value;
                        chosen = index;
                    }
                }
            } else {
                ++m_nodes[node].children[chosen].avail;
                for (int index : m_available)
                    ++m_nodes[node].children[index].avail;
            }
            const core::Move move = m_nodes[node].children[chosen].move;
            if (match.apply(move))
                break; // cannot happen for legal candidates; stop the walk rather than search nonsense
            ++m_moves;
            m_path.push_back({node, chosen, mover});
            ++m_nodes[node].visits;
            bool fresh = false;
            node = nodeAfter(node, chosen, fresh);
            if (expand || fresh) // a new move: played out from here
                break;
        }
        playout(match);
        rewardsOf(match, m_placeShare, m_rewards);
        for (const auto& step : m_path) {
            auto& child = m_nodes[step.node].children[step.child];
            ++child.visits;
            child.reward += m_rewards[step.mover];
        }
    }

    /// The node a walk reaches from `node` by its child `chosen`, made when new (`fresh`). (Indices, not
    /// references: a new node may move the others.)
    int nodeAfter(int node, int chosen, bool& fresh)
    {
        if (const int next = m_nodes[node].children[chosen].next; next >= 0)
            return next;
        m_nodes.emplace_back();
        const int created = static_cast<int>(m_nodes.size()) - 1;
        m_nodes[node].children[chosen].next = created;
        fresh = true;
        return created;
    }

    /// The moves searched at a node below the root: all when few, else the heuristic's best, more as the node
    /// is visited more (progressive widening).
    void candidates(const core::Match& match, core::Seat mover, int visits)
    {
        match.legalMoves(m_legal);
        m_candidates.clear();
        const std::size_t width = static_cast<std::size_t>(std::max(1, m_tuning.nodeCandidates));
        if (m_legal.size() <= width) {
            m_candidates = m_legal;
            return;
        }
        const std::size_t k = std::min(width, static_cast<std::size_t>(2 + std::sqrt(static_cast<double>(visits))));
        match.observeInto(mover, m_seen);
        m_heuristic.score(*m_seen, m_legal, m_scores);
        m_order.resize(m_legal.size());
        for (std::size_t i = 0; i < m_order.size(); ++i)
            m_order[i] = i;
        std::partial_sort(m_order.begin(), m_order.begin() + static_cast<std::ptrdiff_t>(k), m_order.end(),
            [&](std::size_t a, std::size_t b) {
                return m_scores[a] > m_scores[b] || (m_scores[a] == m_scores[b] && a < b);
            });
        for (std::size_t i = 0; i < k; ++i)
            m_candidates.push_back(m_legal[m_order[i]]);
    }

    void playout(core::Match& match)
    {
        const auto epsilon = static_cast<std::uint32_t>(m_tuning.rolloutEpsilon * 1000.0);
        for (int step = 0; step < kMaxPlayoutMoves && !match.isOver(); ++step) {
            match.legalMoves(m_legal);
            if (m_legal.empty())
                break;
            std::size_t pick = 0;
            if (m_legal.size() > 1) {
                const bool own = m_ownPlayouts && match.toMove() == m_rootSeat;
                if (!own && m_rng.below(1000) < epsilon) {
                    pick = m_rng.below(static_cast<std::uint32_t>(m_legal.size()));
                } else {
                    match.observeInto(match.toMove(), m_seen);
                    (own ? *m_ownPlayouts : m_heuristic).score(*m_seen, m_legal, m_scores);
                    pick = bestIndex(m_scores, &m_rng);
                }
            }
            if (match.apply(m_legal[pick]))
                break;
            ++m_moves;
        }
    }

    const core::Game& m_game;
    const core::Observation& m_observation;
    const Heuristic& m_heuristic;
    const Heuristic* m_ownPlayouts; // the searching seat's playout judgement, when it differs (hard:self)
    core::Seat m_rootSeat;
    SearchTuning m_tuning;
    bool m_paired; // every root candidate on each determinization (SearchTuning::pairedRoot)
    double m_placeShare; // of the reward for the place (SearchTuning::placeShare)
    core::Rng m_rng;
    std::vector<Node> m_nodes;
    std::vector<Step> m_path;
    core::MoveList m_legal;
    core::MoveList m_candidates;
    std::vector<int> m_available;
    std::vector<double> m_scores;
    std::vector<std::size_t> m_order;
    std::vector<double> m_rewards;
    std::unique_ptr<core::Observation> m_seen; // the mover's observation, refilled at every judged move
    long long m_moves = 0;
};

} // namespace

long long sharedBudget(long long budget, const SearchConfig& config)
{
    if (budget <= 0 || config.budgetShare >= 1.0)
        return budget;
    return std::max(1LL, static_cast<long long>(static_cast<double>(budget) * config.budgetShare));
}

SearchResult searchIsmcts(const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, const Heuristic& heuristic, const SearchConfig& config, std::uint64_t seed,
    const DecisionControl& control)
{
    SearchResult result;
    if (legal.empty())
        return result;
    result.best = legal.front();

    // Root candidates: every legal move, or the heuristic's best few when there are many.
    core::MoveList root(legal.begin(), legal.end());
    const auto rootWidth = static_cast<std::size_t>(config.tuning.rootCandidates);
    if (rootWidth > 0 && root.size() > rootWidth) {
        std::vector<double> scores;
        heuristic.score(observation, legal, scores);
        std::vector<std::size_t> order(legal.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(
            order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
        root.clear();
        for (std::size_t i = 0; i < rootWidth; ++i)
            root.push_back(legal[order[i]]);
    }
    if (root.size() == 1) {
        result.best = root.front();
        result.moves.push_back({root.front(), 0, 0.0});
        return result;
    }

    const int trees = std::max(1, config.trees);
    const long long total = sharedBudget(config.iterations > 0 ? config.iterations : config.tuning.iterations, config);
    const long long moveBudget = config.iterations > 0 ? 0 : sharedBudget(config.tuning.moveBudget, config);
    return searchRootParallel(root, total, config, seed, control, [&](const TreeRun& run) {
        Tree tree(game, observation, root, heuristic, config, run.seed);
        return tree.run(run, moveBudget > 0 ? std::max(1LL, moveBudget / trees) : 0);
    });
}

} // namespace games::ai
