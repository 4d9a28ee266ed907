// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_thanks_search.h"

#include "ai/no_thanks_heuristic.h"
#include "ai/no_thanks_sim.h"
#include "ai/no_thanks_styles.h"
#include "ai/root_parallel.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>

namespace games::ai {

namespace nt = games::no_thanks;

namespace {

using Clock = std::chrono::steady_clock;
using ntsim::bit;
using ntsim::Sim;

constexpr int kMaxSeats = ntsim::kMaxSeats;

/// Each seat's reward: its share of the victory (ties share it) plus `placeShare` for its place.
void rewardsOf(const Sim& s, double placeShare, std::array<double, kMaxSeats>& out)
{
    std::array<int, kMaxSeats> totals {};
    for (int seat = 0; seat < s.seats; ++seat)
        totals[seat] = s.total(seat);
    int winners = 0;
    const int best = *std::max_element(totals.begin(), totals.begin() + s.seats);
    for (int seat = 0; seat < s.seats; ++seat)
        winners += totals[seat] == best;
    for (int seat = 0; seat < s.seats; ++seat) {
        int place = 1;
        for (int other = 0; other < s.seats; ++other)
            place += totals[other] > totals[seat];
        double r = placeShare * static_cast<double>(s.seats - place) / static_cast<double>(s.seats - 1);
        if (totals[seat] == best)
            r += (1.0 - placeShare) / winners;
        out[seat] = r;
    }
}

struct Node {
    std::array<int, 2> child {-1, -1}; // 0: take, 1: refuse
    std::array<int, 2> visits {};
    std::array<int, 2> avail {};
    std::array<double, 2> reward {};
};

/// The root moves' visits and rewards (take, refuse).
struct RootTotals {
    std::array<int, 2> visits {};
    std::array<double, 2> reward {};
};

class FastTree {
public:
    /// `beliefs`: each seat's belief over the styles (readStyles), or nullptr for the normal/tuned mix.
    /// `othersPredicted`: the other seats play the opponent model in the tree too, and the tree covers the middle
    /// card's refusals only (a table read as normal players, searchNoThanksBase).
    FastTree(const Sim& root, int deckSize, const NoThanksSearchTuning& tuning, const ntsim::StyleReading* beliefs,
        bool othersPredicted, std::uint64_t seed)
        : m_root(root)
        , m_deckSize(deckSize)
        , m_tuning(tuning)
        , m_beliefs(beliefs)
        , m_othersPredicted(othersPredicted)
        , m_rng(seed)
    {
        m_own.weights = tuning.policy;
        for (int card = nt::kLowestNumber; card <= nt::kHighestNumber; ++card)
            if ((root.seen & bit(card)) == 0 && card != root.middle)
                m_pool.push_back(static_cast<std::uint8_t>(card));
        m_deckSize = std::min(m_deckSize, static_cast<int>(m_pool.size()));
        m_nodes.reserve(4096);
        m_nodes.emplace_back(); // the root
    }

    /// Iterates run.iterations times, fewer at the deadline or when stopped; `moves` are the root's take and
    /// refuse, for run.tick.
    RootStats run(const TreeRun& run, const std::array<core::Move, 2>& moves)
    {
        long long done = 0;
        for (long long i = 0; i < run.iterations; ++i) {
            if (run.stop.stop_requested())
                break;
            if (run.deadline && (i % 64) == 0 && Clock::now() >= *run.deadline)
                break;
            iterate();
            ++done;
            if (done % kProgressEvery == 0)
                run.tick(kProgressEvery, moves[static_cast<std::size_t>(best())]);
        }
        run.tick(done % kProgressEvery, moves[static_cast<std::size_t>(best())]);
        const RootTotals totals = rootTotals();
        RootStats stats;
        stats.visits.assign(totals.visits.begin(), totals.visits.end());
        stats.reward.assign(totals.reward.begin(), totals.reward.end());
        stats.iterations = done;
        return stats;
    }

    /// The root moves' visits and rewards.
    RootTotals rootTotals() const
    {
        RootTotals totals;
        for (int a = 0; a < 2; ++a) {
            totals.visits[a] += m_nodes[0].visits[a];
            totals.reward[a] += m_nodes[0].reward[a];
        }
        return totals;
    }

    /// The move the search would choose now: the more visited, and between equals (every pair of walks visits
    /// both) the better valued, as the final choice below.
    int best() const
    {
        const RootTotals totals = rootTotals();
        if (totals.visits[0] != totals.visits[1])
            return totals.visits[1] > totals.visits[0] ? 1 : 0;
        return totals.reward[1] > totals.reward[0] ? 1 : 0;
    }

private:
    struct Step {
        int node;
        int action;
        int mover;
    };

    void determinize(Sim& s)
    {
        // A partial Fisher-Yates: the deck is m_deckSize of the unseen cards in random order.
        const auto n = static_cast<std::uint32_t>(m_pool.size());
        for (int i = 0; i < m_deckSize; ++i) {
            const std::uint32_t j = static_cast<std::uint32_t>(i) + m_rng.below(n - static_cast<std::uint32_t>(i));
            std::swap(m_pool[static_cast<std::size_t>(i)], m_pool[j]);
            s.deck[static_cast<std::size_t>(i)] = m_pool[static_cast<std::size_t>(i)];
        }
        s.top = 0;
        s.end = m_deckSize;
    }

    int childAfter(int node, int action)
    {
        int index = m_nodes[static_cast<std::size_t>(node)].child[action];
        if (index < 0) {
            m_nodes.emplace_back();
            index = static_cast<int>(m_nodes.size()) - 1;
            m_nodes[static_cast<std::size_t>(node)].child[action] = index;
        }
        return index;
    }

    void iterate()
    {
        Sim s = m_root;
        determinize(s);
        drawOpponentModel();
        if (!m_tuning.pairedRoot) {
            walk(s, -1);
            return;
        }
        // Both root moves on the same deck and opponent model: their difference is the move's, not the deal's.
        walk(s, 0);
        walk(s, 1);
    }

    /// One walk down the tree and a playout; `rootAction` >= 0 forces the root's move.
    void walk(Sim s, int rootAction)
    {
        m_path.clear();
        const int root = 0;
        int node = root;
        while (!s.over()) {
            if (m_othersPredicted && s.toMove != m_root.toMove) {
                // Another seat in the tree plays as the opponent model says, like in the playout.
                const bool take = takesByPolicy(s);
                if (take)
                    s.take();
                else
                    s.refuse();
                if (take)
                    break; // the tree's nodes are the searching seat's: a new card is the playout's
                continue;
            }
            auto& current = m_nodes[static_cast<std::size_t>(node)];
            const bool canRefuse = s.chips[s.toMove] > 0;
            // Progressive bias: another seat's node leans to what the opponent model would play, less with
            // every visit of that move, so that the search believes the model until it has seen better.
            int favoured = -1;
            if (m_tuning.opponentBias > 0 && canRefuse && s.toMove != m_root.toMove)
                favoured = ntsim::styleTakes(*m_style[static_cast<std::size_t>(s.toMove)], s) ? 0 : 1;
            int action = -1;
            bool expand = false;
            for (int a = 0; a < (canRefuse ? 2 : 1); ++a) {
                ++current.avail[a];
                if (current.visits[a] == 0 && (action < 0 || a == favoured)) {
                    action = a;
                    expand = true;
                }
            }
            if (node == root && rootAction >= 0) {
                action = rootAction;
                expand = current.visits[action] == 0;
            } else if (!expand) {
                double bestValue = -1.0;
                for (int a = 0; a < (canRefuse ? 2 : 1); ++a) {
                    const double value = current.reward[a] / current.visits[a]
                        + m_tuning.exploration
                            * std::sqrt(std::log(static_cast<double>(current.avail[a])) / current.visits[a])
                        + (a == favoured ? m_tuning.opponentBias / (current.visits[a] + 1.0) : 0.0);
                    if (value > bestValue) {
                        bestValue = value;
                        action = a;
                    }
                }
            }
            m_path.push_back({node, action, s.toMove});
            if (action == 0)
                s.take();
            else
                s.refuse();
            if (expand || (action == 0 && m_othersPredicted))
                break;
            node = childAfter(node, action);
        }
        playout(s);
        rewardsOf(s, m_tuning.placeShare, m_rewards);
        if (m_tuning.othersScoreScale > 0)
            othersPlayForTheirTotal(s);
        for (const auto& step : m_path) {
            auto& n = m_nodes[static_cast<std::size_t>(step.node)];
            ++n.visits[step.action];
            n.reward[step.action] += m_rewards[step.mover];
        }
    }

    /// The other seats' rewards as players who minimise their own penalty, whoever wins: their total on a scale
    /// from othersScoreScale points below nothing (0) to nothing (1).
    void othersPlayForTheirTotal(const Sim& s)
    {
        const double scale = m_tuning.othersScoreScale;
        for (int seat = 0; seat < s.seats; ++seat)
            if (seat != m_root.toMove)
                m_rewards[static_cast<std::size_t>(seat)] = std::clamp(1.0 + s.total(seat) / scale, 0.0, 1.0);
    }

    /// Who plays which style in this iteration (the opponent model), drawn per seat: from the seat's belief when
    /// the search reads styles, else normal or tuned by the mix.
    void drawOpponentModel()
    {
        const auto& styles = ntsim::opponentStyles();
        if (m_beliefs) {
            for (int seat = 0; seat < m_root.seats; ++seat) {
                const auto s = static_cast<std::size_t>(seat);
                m_style[s] = seat == m_root.toMove ? &m_own : &styles[drawFrom(m_beliefs->styles[s])];
            }
            return;
        }
        const auto normalShare = static_cast<std::uint32_t>(m_tuning.opponentsNormalPermille);
        for (int seat = 0; seat < m_root.seats; ++seat) {
            const bool normal
                = seat != m_root.toMove && normalShare > 0 && (normalShare >= 1000 || m_rng.below(1000) < normalShare);
            m_style[static_cast<std::size_t>(seat)] = normal ? &styles[ntsim::kNormalStyle] : &m_own;
        }
    }

    /// An index drawn with the chances `belief` gives (they sum to 1).
    template <std::size_t N> std::size_t drawFrom(const std::array<double, N>& belief)
    {
        double draw = m_rng.below(1U << 30) / static_cast<double>(1U << 30);
        for (std::size_t i = 0; i + 1 < N; ++i) {
            draw -= belief[i];
            if (draw < 0.0)
                return i;
        }
        return N - 1;
    }

    bool takesByPolicy(const Sim& s)
    {
        if (s.chips[s.toMove] == 0)
            return true;
        const auto epsilon = static_cast<std::uint32_t>(m_tuning.epsilon * 1000.0);
        if (epsilon > 0 && m_rng.below(1000) < epsilon)
            return m_rng.below(2) == 0;
        return ntsim::styleTakes(*m_style[static_cast<std::size_t>(s.toMove)], s);
    }

    void playout(Sim& s)
    {
        while (!s.over()) {
            if (takesByPolicy(s))
                s.take();
            else
                s.refuse();
        }
    }

    Sim m_root;
    int m_deckSize;
    NoThanksSearchTuning m_tuning;
    const ntsim::StyleReading* m_beliefs;
    bool m_othersPredicted; // the other seats play the model in the tree, which ends at a take
    ntsim::Style m_own; // the searching seat's playout policy (and the mix's tuned part)
    core::Rng m_rng;
    std::vector<std::uint8_t> m_pool;
    std::vector<Node> m_nodes;
    std::vector<Step> m_path;
    std::array<double, kMaxSeats> m_rewards {};
    std::array<const ntsim::Style*, kMaxSeats> m_style {};
};

} // namespace

std::array<bool, ntsim::kMaxSeats> seatsPlayingNormal(const no_thanks::NoThanksObservation& o)
{
    const ntsim::PolicyWeights normal;
    std::array<int, kMaxSeats> agreed {};
    std::array<bool, kMaxSeats> differed {};
    ntsim::forEachOtherTakeOrRefuse(o, [&](const Sim& s, bool took) {
        const auto seat = static_cast<std::size_t>(s.toMove);
        if (ntsim::policyTakes(normal, s) == took)
            ++agreed[seat];
        else
            differed[seat] = true;
    });
    std::array<bool, kMaxSeats> result {};
    for (int seat = 0; seat < o.seatCount; ++seat)
        result[seat] = !differed[seat] && agreed[seat] >= kReadAfter;
    return result;
}

std::optional<SearchResult> searchNoThanksBase(const core::Observation& observation, std::span<const core::Move> legal,
    const SearchConfig& config, const NoThanksSearchTuning& given, std::uint64_t seed, const DecisionControl& control)
{
    const auto* o = dynamic_cast<const nt::NoThanksObservation*>(&observation);
    if (!o || o->expansion || o->decision != nt::Decision::TakeOrRefuse || o->viewerSeat < 0
        || o->viewerSeat != o->toMove || !nt::isNumber(o->middle) || o->seatCount > kMaxSeats || o->seatCount < 2)
        return std::nullopt;
    std::array<core::Move, 2> moves {}; // take, refuse
    std::array<bool, 2> present {};
    for (const auto& move : legal) {
        const auto kind = nt::decode(move).kind;
        if (kind == nt::MoveKind::Take || kind == nt::MoveKind::Refuse) {
            const int a = kind == nt::MoveKind::Take ? 0 : 1;
            moves[a] = move;
            present[a] = true;
        } else {
            return std::nullopt;
        }
    }
    if (!present[0])
        return std::nullopt;

    Sim root;
    root.seats = o->seatCount;
    root.toMove = o->viewerSeat;
    root.middle = o->middle;
    root.pot = o->middleChips;
    const std::vector<int> chips = o->chips.empty() ? nt::chipsFromLog(*o) : o->chips;
    for (int seat = 0; seat < o->seatCount; ++seat) {
        root.chips[seat] = std::max(0, chips[static_cast<std::size_t>(seat)]);
        for (nt::Card card : o->displays[static_cast<std::size_t>(seat)])
            root.cards[seat] |= bit(card);
        root.seen |= root.cards[seat];
    }
    if (o->ownChips >= 0)
        root.chips[o->viewerSeat] = o->ownChips;

    // Every other seat recognised as the normal level: predict it exactly (its playouts and its replies on this
    // card), search only the seat's own replies on the card. Otherwise fear their best replies (docs/ai.md).
    NoThanksSearchTuning tuning = given;
    if (tuning.opponentsNormalPermille < 0)
        tuning.opponentsNormalPermille = opponentsNormalPermilleAt(o->seatCount);
    if (tuning.epsilon < 0.0)
        tuning.epsilon = kNoThanksRolloutEpsilon;
    if (tuning.othersScoreScale < 0)
        tuning.othersScoreScale = othersScoreScaleAt(o->seatCount);
    bool allNormal = false;
    if (tuning.readOpponents) {
        const auto normal = seatsPlayingNormal(*o);
        allNormal = true;
        for (int seat = 0; seat < o->seatCount; ++seat)
            allNormal = allNormal && (seat == o->viewerSeat || normal[seat]);
        if (allNormal)
            tuning.opponentsNormalPermille = 1000;
    }
    // The other seats' styles read from the log, from a prior of the mix (a table read as normal is predicted).
    std::optional<ntsim::StyleReading> beliefs;
    if (tuning.readStyles && !allNormal)
        beliefs = ntsim::readStyles(*o, styleSettings(tuning, o->seatCount));

    SearchResult result;
    result.best = moves[0];
    if (!present[1] || root.chips[root.toMove] == 0) {
        result.moves.push_back({moves[0], 0, 0.0});
        return result;
    }

    const long long total = sharedBudget(config.iterations > 0 ? config.iterations : tuning.iterations, config);
    return searchRootParallel(moves, total, config, seed, control, [&](const TreeRun& run) {
        FastTree tree(root, o->deckSize, tuning, beliefs ? &*beliefs : nullptr, allNormal, run.seed);
        return tree.run(run, moves);
    });
}

} // namespace games::ai
