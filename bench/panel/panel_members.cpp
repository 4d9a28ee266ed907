// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel_members.h"

#include "bench_agents.h"
#include "core/match.h"
#include "core/rng.h"
#include "core/score.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace nobox_panel {

namespace {

namespace ai = games::ai;
namespace core = games::core;
namespace nt = games::no_thanks;

/// The take and refuse moves of a take-or-refuse decision (skip and look aside), or nullopt for any other.
struct TakeOrRefuse {
    core::Move take;
    std::optional<core::Move> refuse;
};

std::optional<TakeOrRefuse> takeOrRefuse(std::span<const core::Move> legal)
{
    std::optional<core::Move> take;
    std::optional<core::Move> refuse;
    for (const auto& move : legal) {
        const auto kind = nt::decode(move).kind;
        if (kind == nt::MoveKind::Take)
            take = move;
        else if (kind == nt::MoveKind::Refuse)
            refuse = move;
    }
    if (!take)
        return std::nullopt;
    return TakeOrRefuse {*take, refuse};
}

/// The points the seat to move loses by taking the middle card now (its chips aside), by the module's scoring.
int costToMe(const nt::NoThanksObservation& o)
{
    std::vector<nt::Card> display = o.displays[static_cast<std::size_t>(o.viewerSeat)];
    const int before = nt::cardPoints(display);
    display.push_back(o.middle);
    return before - nt::cardPoints(display);
}

/// The threshold rule: take when the chips on the card are at least `factor` × what it costs the seat to move.
bool thresholdTakes(const nt::NoThanksObservation& o, double factor)
{
    return o.middleChips >= factor * costToMe(o);
}

/// The threshold players and the hoarder: a take-or-refuse rule, the normal level for everything else.
class RuleMember final : public ai::Agent {
public:
    enum class Rule { Threshold, Hoarder };
    RuleMember(Rule rule, double factor, std::string name, const core::Game& game, std::uint64_t seed)
        : Agent(seed)
        , m_rule(rule)
        , m_factor(factor)
        , m_name(std::move(name))
        , m_normal(ai::makeAgent("normal", game, seed))
    {
    }
    std::string name() const override { return m_name; }

protected:
    core::Move decide(const core::Observation& observation, std::span<const core::Move> legal,
        const ai::DecisionControl& control, std::uint64_t) override
    {
        const auto* o = dynamic_cast<const nt::NoThanksObservation*>(&observation);
        const auto choice = takeOrRefuse(legal);
        if (!o || !choice)
            return m_normal->choose(observation, legal, control);
        if (!choice->refuse)
            return choice->take;
        const bool take
            = m_rule == Rule::Threshold ? thresholdTakes(*o, m_factor) : o->middleChips >= 3 || costToMe(*o) <= 0;
        return take ? choice->take : *choice->refuse;
    }

private:
    Rule m_rule;
    double m_factor;
    std::string m_name;
    std::unique_ptr<ai::Agent> m_normal;
};

/// A uniformly random legal move.
core::Move randomMove(const core::MoveList& legal, core::Rng& rng)
{
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

/// Plays `match` to its end: every take-or-refuse decision by `takes` (the seat to move's observation; a seat out
/// of chips takes), every other decision at random. `moves` and `view` are the caller's scratch.
template <typename TakeRule>
void playOutByRule(core::Match& match, core::Rng& rng, core::MoveList& moves, std::unique_ptr<core::Observation>& view,
    const TakeRule& takes)
{
    while (!match.isOver()) {
        match.legalMoves(moves);
        const auto choice = takeOrRefuse(moves);
        if (!choice) {
            match.apply(randomMove(moves, rng));
            continue;
        }
        if (!choice->refuse) {
            match.apply(choice->take);
            continue;
        }
        match.observeInto(match.toMove(), view);
        match.apply(takes(static_cast<const nt::NoThanksObservation&>(*view)) ? choice->take : *choice->refuse);
    }
}

/// A member that searches determinizations of one game with a fixed budget (samples or iterations).
class SearchMember : public ai::Agent {
public:
    SearchMember(const core::Game& game, int budget, std::uint64_t seed)
        : Agent(seed)
        , m_game(game)
        , m_budget(budget)
    {
    }

protected:
    const core::Game& m_game;
    int m_budget;
};

/// Perfect-information Monte Carlo; the budget counts determinizations. Two goals: `pimc` plays uniformly random
/// playouts and chooses the best mean share of the victory; `pimc-total` plays the threshold-0.5 rule in its
/// playouts and chooses its best mean final total (it minimises its own expected penalty, as the test set's ISMCTS
/// does, with neither its tree nor its playout rule).
class PimcMember final : public SearchMember {
public:
    enum class Goal { Victory, OwnTotal };
    PimcMember(const core::Game& game, int budget, Goal goal, std::uint64_t seed)
        : SearchMember(game, budget, seed)
        , m_goal(goal)
    {
    }
    std::string name() const override { return m_goal == Goal::Victory ? "pimc" : "pimc-total"; }

    static constexpr double kPlayoutFactor = 0.5;

protected:
    core::Move decide(const core::Observation& observation, std::span<const core::Move> legal,
        const ai::DecisionControl& control, std::uint64_t seed) override
    {
        if (legal.size() == 1)
            return legal.front();
        core::Rng rng(seed);
        const core::Seat me = observation.viewer();
        std::vector<double> value(legal.size(), 0.0);
        std::vector<core::RankKey> keys;
        for (int sample = 0; sample < m_budget && !control.stop.stop_requested(); ++sample) {
            const auto deal = m_game.sampleMatch(observation, rng);
            keys.resize(static_cast<std::size_t>(deal->seatCount()));
            // Every move on the same determinization: their difference is the move's, not the deal's.
            for (std::size_t i = 0; i < legal.size(); ++i) {
                const auto match = deal->clone();
                match->apply(legal[i]);
                playOut(*match, rng);
                match->rankKeys(keys);
                value[i] += m_goal == Goal::Victory ? victoryShare(keys, me) : keys[static_cast<std::size_t>(me)].total;
            }
        }
        return legal[static_cast<std::size_t>(std::max_element(value.begin(), value.end()) - value.begin())];
    }

private:
    void playOut(core::Match& match, core::Rng& rng)
    {
        if (m_goal == Goal::OwnTotal) {
            playOutByRule(match, rng, m_moves, m_view,
                [](const nt::NoThanksObservation& o) { return thresholdTakes(o, kPlayoutFactor); });
            return;
        }
        while (!match.isOver()) {
            match.legalMoves(m_moves);
            match.apply(randomMove(m_moves, rng));
        }
    }

    static double victoryShare(const std::vector<core::RankKey>& keys, core::Seat me)
    {
        const auto winners = core::winnersOf(keys);
        if (std::find(winners.begin(), winners.end(), me) == winners.end())
            return 0.0;
        return 1.0 / static_cast<double>(winners.size());
    }

    Goal m_goal;
    core::MoveList m_moves;
    std::unique_ptr<core::Observation> m_view;
};

/// Information-set MCTS minimising its own expected final penalty: every seat's node chooses by that seat's
/// mean final total (points, higher is better), UCB1 over availability counts; the budget counts iterations.
class ScoreIsmctsMember final : public SearchMember {
public:
    using SearchMember::SearchMember;
    std::string name() const override { return "ismcts"; }

    // Exploration in points: the spread of final totals between moves is some tens of points.
    static constexpr double kExplorationPoints = 15.0;
    // The playout rule takes a card when it costs at most this much more than the chips on it.
    static constexpr int kPlayoutNetCost = 10;

protected:
    core::Move decide(const core::Observation& observation, std::span<const core::Move> legal,
        const ai::DecisionControl& control, std::uint64_t seed) override
    {
        if (legal.size() == 1)
            return legal.front();
        core::Rng rng(seed);
        m_nodes.assign(1, Node {});
        for (int i = 0; i < m_budget && !control.stop.stop_requested(); ++i)
            iterate(observation, rng);
        const Node& root = m_nodes.front();
        const Edge* best = nullptr;
        for (const Edge& edge : root.edges)
            if (std::find(legal.begin(), legal.end(), edge.move) != legal.end()
                && (!best || edge.visits > best->visits))
                best = &edge;
        return best ? best->move : legal.front();
    }

private:
    struct Edge {
        core::Move move;
        int child = -1;
        int visits = 0;
        int available = 0;
        double total = 0.0;
    };
    struct Node {
        std::vector<Edge> edges;
    };
    struct Step {
        int node;
        std::size_t edge;
        core::Seat mover;
    };

    void iterate(const core::Observation& observation, core::Rng& rng)
    {
        const auto match = m_game.sampleMatch(observation, rng);
        m_path.clear();
        int node = 0;
        while (!match->isOver()) {
            match->legalMoves(m_moves);
            const core::Seat mover = match->toMove();
            std::optional<std::size_t> chosen;
            std::vector<std::size_t>& untried = m_untried;
            untried.clear();
            double bestValue = -1e300;
            auto& edges = m_nodes[static_cast<std::size_t>(node)].edges;
            for (const auto& move : m_moves) {
                auto it = std::find_if(edges.begin(), edges.end(), [&](const Edge& e) { return e.move == move; });
                if (it == edges.end()) {
                    edges.push_back(Edge {move});
                    it = edges.end() - 1;
                }
                ++it->available;
                const auto index = static_cast<std::size_t>(it - edges.begin());
                if (it->visits == 0)
                    untried.push_back(index);
            }
            const bool expand = !untried.empty();
            if (expand) {
                chosen = untried[rng.below(static_cast<std::uint32_t>(untried.size()))];
            } else {
                for (const auto& move : m_moves) {
                    const auto it
                        = std::find_if(edges.begin(), edges.end(), [&](const Edge& e) { return e.move == move; });
                    const double value = it->total / it->visits
                        + kExplorationPoints * std::sqrt(std::log(static_cast<double>(it->available)) / it->visits);
                    if (value > bestValue) {
                        bestValue = value;
                        chosen = static_cast<std::size_t>(it - edges.begin());
                    }
                }
            }
            m_path.push_back({node, *chosen, mover});
            match->apply(edges[*chosen].move);
            if (expand)
                break;
            int child = edges[*chosen].child;
            if (child < 0) {
                child = static_cast<int>(m_nodes.size());
                m_nodes[static_cast<std::size_t>(node)].edges[*chosen].child = child;
                m_nodes.emplace_back();
            }
            node = child;
        }
        playout(*match, rng);
        m_keys.resize(static_cast<std::size_t>(match->seatCount()));
        match->rankKeys(m_keys);
        for (const Step& step : m_path) {
            Edge& edge = m_nodes[static_cast<std::size_t>(step.node)].edges[step.edge];
            ++edge.visits;
            edge.total += m_keys[static_cast<std::size_t>(step.mover)].total;
        }
    }

    /// Take-or-refuse by the simple rule (take when the card costs at most kPlayoutNetCost more than its chips,
    /// or when out of chips); every other decision at random.
    void playout(core::Match& match, core::Rng& rng)
    {
        playOutByRule(match, rng, m_moves, m_view,
            [](const nt::NoThanksObservation& o) { return costToMe(o) - o.middleChips <= kPlayoutNetCost; });
    }

    std::vector<Node> m_nodes;
    std::vector<Step> m_path;
    std::vector<std::size_t> m_untried;
    core::MoveList m_moves;
    std::vector<core::RankKey> m_keys;
    std::unique_ptr<core::Observation> m_view;
};

/// "name:key=N" -> N for `key`, `fallback` without it; nullopt when the option is malformed or unknown.
std::optional<int> intOption(std::string_view options, std::string_view key, int fallback)
{
    if (options.empty())
        return fallback;
    if (options.substr(0, key.size()) != key || options.size() <= key.size() + 1 || options[key.size()] != '=')
        return std::nullopt;
    const auto text = options.substr(key.size() + 1);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc {} || end != text.data() + text.size() || value < 1)
        return std::nullopt;
    return value;
}

} // namespace

std::unique_ptr<ai::Agent> makeMember(
    std::string_view spec, const core::Game& game, std::uint64_t seed, std::string* error)
{
    const auto colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    const std::string_view options = colon == std::string_view::npos ? std::string_view {} : spec.substr(colon + 1);
    auto fail = [&](const std::string& why) -> std::unique_ptr<ai::Agent> {
        if (error)
            *error = why;
        return nullptr;
    };
    if (name == "pimc" || name == "pimc-total" || name == "ismcts") {
        if (game.id() != "no-thanks")
            return fail("the panel's searches play No Thanks! only");
        const bool pimc = name != "ismcts";
        const auto value = intOption(options, pimc ? "samples" : "iterations", pimc ? 250 : 1000);
        if (!value)
            return fail("bad option in '" + std::string(spec) + "'");
        if (pimc)
            return std::make_unique<PimcMember>(
                game, *value, name == "pimc" ? PimcMember::Goal::Victory : PimcMember::Goal::OwnTotal, seed);
        return std::make_unique<ScoreIsmctsMember>(game, *value, seed);
    }
    if (name == "hoarder" && options.empty())
        return std::make_unique<RuleMember>(RuleMember::Rule::Hoarder, 0.0, "hoarder", game, seed);
    if (name.substr(0, 10) == "threshold-" && options.empty()) {
        double factor = 0.0;
        const auto text = name.substr(10);
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), factor);
        if (ec != std::errc {} || end != text.data() + text.size() || factor < 0.0)
            return fail("bad threshold in '" + std::string(spec) + "'");
        return std::make_unique<RuleMember>(RuleMember::Rule::Threshold, factor, std::string(name), game, seed);
    }
    core::Error agentError;
    ai::AgentDefaults defaults;
    defaults.threads = 1; // games run in parallel
    auto agent = nobox_bench::makeAgent(spec, game, seed, &agentError, defaults);
    if (!agent)
        return fail("not a panel member nor a level: '" + std::string(spec) + "'");
    return agent;
}

} // namespace nobox_panel
