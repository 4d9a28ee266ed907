// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players: they see observations only, decide deterministically by seed, finish every game at every
// level, and give hints.
#include "ai/agent.h"
#include "ai/hard_level.h"
#include "ai/hint.h"
#include "ai/levels.h"
#include "ai/no_return_hard_level.h"
#include "ai/no_thanks_hard_level.h"
#include "ai/no_thanks_search.h"
#include "ai/no_thanks_sim.h"
#include "bench_agents.h"

#include "builtin_registry.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/registry.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>

namespace {

using games::ai::Agent;
using games::core::Game;
using games::core::Match;
using games::core::Move;
using games::core::MoveList;

/// Every registered game: what the tests of the agents' contract go through, so that a new game joins them.
std::vector<const Game*> everyGame()
{
    std::vector<const Game*> games;
    for (const auto& g : nobox_test::builtinRegistry().games())
        games.push_back(g.get());
    return games;
}

/// `wanted` seats, or the nearest count the game allows.
int seatsFor(const Game& g, int wanted)
{
    return std::clamp(wanted, g.minSeats(), g.maxSeats());
}

const Game& game(const char* id)
{
    const Game* g = nobox_test::builtinRegistry().find(id);
    EXPECT_NE(g, nullptr) << id;
    return *g;
}

std::unique_ptr<Match> newMatch(const Game& g, int seats, std::uint64_t seed, const games::core::RawOptions& raw)
{
    games::core::MatchConfig config;
    config.seats = seats;
    config.seed = seed;
    EXPECT_FALSE(games::core::resolveOptions(g.optionSpecs(), raw, config.options));
    games::core::Error error;
    auto match = g.newMatch(config, &error);
    EXPECT_TRUE(match) << error.code;
    return match;
}

std::unique_ptr<Match> newMatch(const Game& g, int seats, std::uint64_t seed, bool expansion = false)
{
    games::core::RawOptions raw;
    if (expansion)
        raw["expansion"] = "true";
    return newMatch(g, seats, seed, raw);
}

std::unique_ptr<Agent> agent(const std::string& spec, const Game& g, std::uint64_t seed)
{
    games::core::Error error;
    auto a = nobox_bench::makeAgent(spec, g, seed, &error);
    EXPECT_TRUE(a) << spec << ": " << error.code;
    return a;
}

/// Plays `match` to the end with one agent per seat; returns the moves. Fails the test on an illegal choice.
std::vector<Move> playOut(Match& match, std::vector<std::unique_ptr<Agent>>& agents, int maxMoves = 20000)
{
    std::vector<Move> moves;
    MoveList legal;
    while (!match.isOver() && static_cast<int>(moves.size()) < maxMoves) {
        const int seat = match.toMove();
        match.legalMoves(legal);
        const auto move = agents[static_cast<std::size_t>(seat)]->choose(*match.observe(seat), legal);
        EXPECT_FALSE(match.apply(move)) << agents[static_cast<std::size_t>(seat)]->name() << " chose "
                                        << match.game().moveToText(move);
        moves.push_back(move);
    }
    return moves;
}

/// Advances a match by `steps` moves of the normal level, to reach a position worth deciding in.
void advance(Match& match, int steps, std::uint64_t seed)
{
    auto normal = agent("normal", match.game(), seed);
    MoveList legal;
    for (int i = 0; i < steps && !match.isOver(); ++i) {
        match.legalMoves(legal);
        ASSERT_FALSE(match.apply(normal->choose(*match.observe(match.toMove()), legal)));
    }
}

/// Advances by `steps` moves of the normal level, then on to the next decision with a choice (or the end);
/// `legal` holds its moves.
void advanceToChoice(Match& match, int steps, std::uint64_t seed, MoveList& legal)
{
    advance(match, steps, seed);
    match.legalMoves(legal);
    while (legal.size() < 2 && !match.isOver()) {
        advance(match, 1, seed);
        match.legalMoves(legal);
    }
}

/// A position some moves into a game, and its seat's observation and legal moves.
struct Position {
    std::unique_ptr<Match> match;
    std::unique_ptr<games::core::Observation> seen;
    MoveList legal;
};

/// The hint tests' position: a match of seed 12 six moves in, at the next real choice, seen by the seat to move.
Position choicePosition(const Game& g, int seats, bool expansion = false)
{
    Position p {newMatch(g, seats, 12, expansion), nullptr, {}};
    advanceToChoice(*p.match, 6, 5, p.legal);
    p.seen = p.match->observe(p.match->toMove());
    return p;
}

// The contract is in the types: an agent is called with an observation and moves, and nothing converts a Match
// into either.
using games::ai::DecisionControl;
static_assert(std::is_invocable_v<decltype(&Agent::choose), Agent&, const games::core::Observation&,
    std::span<const Move>, const DecisionControl&>);
static_assert(!std::is_convertible_v<const Match&, const games::core::Observation&>);
static_assert(!std::is_invocable_v<decltype(&Agent::choose), Agent&, const Match&, std::span<const Move>,
              const DecisionControl&>);

const char* const kLevels[] = {"random", "easy", "normal", "hard:iterations=60"};

TEST(AiContract, SameObservationSameDecisionWhateverIsHidden)
{
    // Two worlds that the seat to move cannot tell apart (other hands, deck/bag order: drawn by sampleMatch from
    // its observation) give the same observation, and every level then decides the same in both.
    for (const Game* each : everyGame()) {
        const Game& g = *each;
        const std::string_view id = g.id();
        for (int trial = 0; trial < 3; ++trial) {
            auto match = newMatch(g, seatsFor(g, 3), 100 + static_cast<std::uint64_t>(trial));
            advance(*match, 6 + 5 * trial, 7);
            ASSERT_FALSE(match->isOver());
            const int seat = match->toMove();
            const auto seen = match->observe(seat);
            games::core::Rng rngA(1), rngB(2);
            auto worldA = g.sampleMatch(*seen, rngA);
            auto worldB = g.sampleMatch(*seen, rngB);
            ASSERT_TRUE(worldA && worldB);
            ASSERT_EQ(worldA->observe(seat)->toJson(), seen->toJson()) << id;
            ASSERT_EQ(worldB->observe(seat)->toJson(), seen->toJson()) << id;
            MoveList legal, legalA, legalB;
            match->legalMoves(legal);
            worldA->legalMoves(legalA);
            worldB->legalMoves(legalB);
            ASSERT_EQ(legalA, legal);
            ASSERT_EQ(legalB, legal);
            for (const char* spec : kLevels) {
                auto onTruth = agent(spec, g, 42)->choose(*seen, legal);
                auto onA = agent(spec, g, 42)->choose(*worldA->observe(seat), legalA);
                auto onB = agent(spec, g, 42)->choose(*worldB->observe(seat), legalB);
                EXPECT_EQ(onTruth, onA) << id << " " << spec;
                EXPECT_EQ(onTruth, onB) << id << " " << spec;
            }
        }
    }
}

TEST(AiDeterminism, SameSeedSameGame)
{
    for (const Game* each : everyGame()) {
        const Game& g = *each;
        const std::string_view id = g.id();
        const int seats = seatsFor(g, 3);
        for (const char* spec : {"easy", "normal", "hard:iterations=30"}) {
            std::vector<Move> runs[2];
            for (auto& run : runs) {
                auto match = newMatch(g, seats, 9);
                std::vector<std::unique_ptr<Agent>> agents;
                for (int seat = 0; seat < seats; ++seat)
                    agents.push_back(agent(seat == 0 ? spec : "easy", g, 1000 + static_cast<std::uint64_t>(seat)));
                run = playOut(*match, agents);
            }
            EXPECT_EQ(runs[0], runs[1]) << id << " " << spec;
        }
    }
}

TEST(AiDeterminism, HardIgnoresTheNumberOfThreads)
{
    // The budget is split over a fixed number of trees: 1, 2 or 4 threads give the same decisions.
    for (const Game* each : everyGame()) {
        const Game& g = *each;
        const std::string_view id = g.id();
        auto match = newMatch(g, seatsFor(g, 3), 5);
        advance(*match, 9, 3);
        const auto seen = match->observe(match->toMove());
        MoveList legal;
        match->legalMoves(legal);
        std::vector<games::ai::MoveValue> first;
        for (const char* spec :
            {"hard:iterations=120:threads=1", "hard:iterations=120:threads=2", "hard:iterations=120:threads=4",
                "hard:classic:iterations=120:threads=1", "hard:classic:iterations=120:threads=2"}) {
            if (std::string_view(spec).find("classic") != std::string_view::npos && first.size() > 0
                && std::string_view(spec).find("threads=1") != std::string_view::npos)
                first.clear(); // the classic search is compared with itself
            auto h = nobox_bench::hint(spec, g, *seen, legal, 77);
            ASSERT_TRUE(h);
            if (first.empty()) {
                first = h->values;
                continue;
            }
            ASSERT_EQ(h->values.size(), first.size());
            for (std::size_t i = 0; i < first.size(); ++i) {
                EXPECT_EQ(h->values[i].move, first[i].move) << id << " " << spec;
                EXPECT_EQ(h->values[i].visits, first[i].visits) << id << " " << spec;
                EXPECT_DOUBLE_EQ(h->values[i].value, first[i].value) << id << " " << spec;
            }
        }
    }
}

TEST(AiDeterminism, MoveBudgetIgnoresTheNumberOfThreadsAndGrowsLate)
{
    // No Return's default budget counts moves played: deterministic too, and more iterations late in a match.
    const Game& g = game("no-return");
    auto heuristic = games::ai::heuristicFor(g);
    long long previous = 0;
    for (int steps : {6, 40}) {
        auto match = newMatch(g, 2, 8);
        MoveList legal;
        advanceToChoice(*match, steps, 3, legal);
        ASSERT_FALSE(match->isOver());
        const auto seen = match->observe(match->toMove());
        games::ai::SearchConfig config;
        config.tuning = games::ai::hardLevelFor(g)->tuning(*seen);
        config.tuning.iterations /= 3; // the first hard level's budget keeps the test quick
        config.tuning.moveBudget /= 3;
        ASSERT_GT(config.tuning.moveBudget, 0);
        config.threads = 1;
        const auto one = games::ai::searchIsmcts(g, *seen, legal, *heuristic, config, 5);
        config.threads = 2;
        const auto two = games::ai::searchIsmcts(g, *seen, legal, *heuristic, config, 5);
        EXPECT_EQ(one.best, two.best);
        EXPECT_EQ(one.iterations, two.iterations);
        EXPECT_EQ(one.movesPlayed, two.movesPlayed);
        ASSERT_EQ(one.moves.size(), two.moves.size());
        for (std::size_t i = 0; i < one.moves.size(); ++i)
            EXPECT_EQ(one.moves[i].visits, two.moves[i].visits);
        EXPECT_LE(one.iterations, config.tuning.iterations);
        // Each tree stops at the first iteration past its share of the budget.
        EXPECT_LT(one.movesPlayed, config.tuning.moveBudget + 4 * 400);
        EXPECT_GT(one.iterations, previous) << steps;
        previous = one.iterations;
    }
}

TEST(AiLevels, EveryLevelFinishesEveryGame)
{
    // Every registered game at every table size with its defaults, and each of its boolean options on at the
    // smallest, a middle and the largest size.
    struct Table {
        const Game* game;
        int seats;
        games::core::RawOptions options;
    };
    std::vector<Table> tables;
    for (const Game* g : everyGame()) {
        for (int seats = g->minSeats(); seats <= g->maxSeats(); ++seats)
            tables.push_back({g, seats, {}});
        for (const auto& option : g->optionSpecs())
            if (option.type == games::core::OptionSpec::Type::Bool)
                for (int seats : {g->minSeats(), (g->minSeats() + g->maxSeats()) / 2, g->maxSeats()})
                    tables.push_back({g, seats, {{option.name, "true"}}});
    }
    for (const auto& table : tables) {
        const Game& g = *table.game;
        const std::string options = table.options.empty() ? "" : " " + table.options.begin()->first;
        for (int rotation = 0; rotation < 2; ++rotation) {
            auto match = newMatch(g, table.seats, 20 + static_cast<std::uint64_t>(rotation), table.options);
            std::vector<std::unique_ptr<Agent>> agents;
            for (int seat = 0; seat < table.seats; ++seat) {
                // Tiny budgets keep the run short; the search itself is the same at every budget.
                const char* spec = kLevels[(seat + rotation) % 4];
                agents.push_back(agent(std::string(spec) == "hard:iterations=60" ? "hard:iterations=12" : spec, g,
                    static_cast<std::uint64_t>(seat)));
            }
            playOut(*match, agents);
            EXPECT_TRUE(match->isOver()) << g.id() << " " << table.seats << options;
        }
    }
}

TEST(AiSpecs, LevelsAndErrors)
{
    const Game& g = game("no-thanks");
    EXPECT_EQ(agent("random", g, 1)->name(), "random");
    EXPECT_EQ(agent("easy", g, 1)->name(), "easy");
    EXPECT_EQ(agent("normal", g, 1)->name(), "normal");
    EXPECT_EQ(agent("hard", g, 1)->name(), "hard");
    EXPECT_EQ(agent("hard:ms=200", g, 1)->name(), "hard");
    EXPECT_EQ(agent("hard:iterations=500:threads=1", g, 1)->name(), "hard");
    EXPECT_EQ(agent("hard:classic", g, 1)->name(), "hard");
    EXPECT_EQ(agent("hard:classic:iterations=300", g, 1)->name(), "hard");
    EXPECT_EQ(agent("hard:eps=50:c=600:place=150", g, 1)->name(), "hard");
    EXPECT_EQ(agent("hard:mix=250:moves=20000", g, 1)->name(), "hard");
    EXPECT_EQ(agent("hard:pair=0:bias=0", g, 1)->name(), "hard");
    // No Return's playouts: the tuned weights by default, the normal level's with policy=0.
    EXPECT_EQ(agent("hard:policy=0", game("no-return"), 1)->name(), "hard");
    EXPECT_EQ(agent("hard:policy=1:moves=9000", game("no-return"), 1)->name(), "hard");
    // Given no time, hard plays as normal.
    EXPECT_EQ(agent("hard:ms=0", g, 1)->name(), "normal");
    EXPECT_EQ(agent("hard:iterations=0", g, 1)->name(), "normal");

    games::core::Error error;
    EXPECT_FALSE(games::ai::makeAgent("genius", g, 1, &error));
    EXPECT_EQ(error.code, "ai.unknown-agent");
    EXPECT_EQ(error.detail, "genius");
    EXPECT_FALSE(games::ai::makeAgent("hard:iterations=many", g, 1, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    EXPECT_EQ(error.detail, "iterations=many");
    // The experiments' options are the bench's (bench/spec): the shipped parser knows none of them.
    for (const char* experiment : {"hard:classic", "hard:eps=50", "hard:mix=500", "hard:policy=0", "hard:styles=0"}) {
        EXPECT_FALSE(games::ai::makeAgent(experiment, g, 1, &error)) << experiment;
        EXPECT_EQ(error.code, "ai.bad-agent-option") << experiment;
    }
    EXPECT_FALSE(games::ai::makeAgent("hard:classical", g, 1, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    EXPECT_FALSE(nobox_bench::makeAgent("hard:eps=2000", g, 1, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    EXPECT_FALSE(nobox_bench::makeAgent("hard:mix=1001", g, 1, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    EXPECT_EQ(error.detail, "mix=1001");
    // The options of experiments that lost were removed with their code (docs/ai.md, "Tried and removed").
    for (const char* removed :
        {"hard:chance=1", "hard:card=1", "hard:model=500", "hard:thresholds=1", "hard:leave=20"}) {
        EXPECT_FALSE(nobox_bench::makeAgent(removed, g, 1, &error)) << removed;
        EXPECT_EQ(error.code, "ai.bad-agent-option") << removed;
    }
    EXPECT_FALSE(games::ai::makeAgent("hard:pair=2", g, 1, &error));
    EXPECT_EQ(error.detail, "pair=2");
    EXPECT_FALSE(nobox_bench::makeAgent("hard:moves=0", g, 1, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    EXPECT_FALSE(games::ai::makeAgent("hard:depth=3", g, 1, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    EXPECT_FALSE(games::ai::makeAgent("normal:iterations=3", g, 1, &error));
    EXPECT_EQ(error.code, "ai.unknown-agent");
    // An option of one game's hard level (hard_level.h) is no option of another's.
    EXPECT_FALSE(nobox_bench::makeAgent("hard:mix=500", game("no-return"), 1, &error));
    EXPECT_EQ(error.code, "ai.bad-agent-option");
    EXPECT_EQ(error.detail, "mix=500");
    EXPECT_FALSE(nobox_bench::makeAgent("hard:self=0", game("no-idea"), 1, &error));
    EXPECT_EQ(error.detail, "self=0");
}

TEST(AiSpecs, EachGameBringsItsHardLevel)
{
    // The registration gives each built-in game its own (builtin_games.cpp); the generic search's has nothing.
    EXPECT_TRUE(dynamic_cast<games::ai::NoThanksHardLevel*>(games::ai::hardLevelFor(game("no-thanks")).get()));
    EXPECT_TRUE(dynamic_cast<games::ai::NoReturnHardLevel*>(games::ai::hardLevelFor(game("no-return")).get()));
    // No Idea searches its decisions its own way; a game without a hard level of its own leaves them to ismcts.
    const Game& noIdea = game("no-idea");
    auto match = newMatch(noIdea, 3, 5);
    MoveList legal;
    match->legalMoves(legal);
    const auto seen = match->observe(match->toMove());
    games::ai::SearchConfig config;
    config.iterations = 20;
    config.threads = 1;
    EXPECT_TRUE(games::ai::hardLevelFor(noIdea)->search(noIdea, *seen, legal, config, 1, {}).has_value());
    EXPECT_FALSE(games::ai::HardLevel().search(noIdea, *seen, legal, config, 1, {}).has_value());
}

TEST(AiHint, HardGivesValuesNormalGivesItsMove)
{
    for (const char* id : {"no-thanks", "no-return"}) {
        const Game& g = game(id);
        auto match = newMatch(g, 3, 31);
        MoveList legal;
        advanceToChoice(*match, 4, 5, legal);
        const auto seen = match->observe(match->toMove());

        auto hard = nobox_bench::hint("hard:iterations=200", g, *seen, legal, 3);
        ASSERT_TRUE(hard);
        EXPECT_TRUE(hard->estimated);
        ASSERT_FALSE(hard->values.empty());
        EXPECT_EQ(hard->move, hard->values.front().move);
        int visits = 0;
        for (const auto& value : hard->values) {
            EXPECT_NE(std::find(legal.begin(), legal.end(), value.move), legal.end());
            EXPECT_GE(value.value, 0.0);
            EXPECT_LE(value.value, 1.0);
            visits += value.visits;
        }
        // The No Thanks! base game walks both root moves in every iteration (pair, docs/ai.md); the generic
        // search one of them.
        const int walksPerIteration = std::string_view(id) == "no-thanks" ? 2 : 1;
        EXPECT_EQ(visits, 200 * walksPerIteration) << id;
        EXPECT_EQ(hard->iterations, 200);
        // The hint is the move the agent with that seed plays.
        EXPECT_EQ(hard->move, agent("hard:iterations=200", g, 3)->choose(*seen, legal)) << id;

        auto normal = nobox_bench::hint("normal", g, *seen, legal, 3);
        ASSERT_TRUE(normal);
        EXPECT_FALSE(normal->estimated);
        EXPECT_EQ(normal->move, agent("normal", g, 3)->choose(*seen, legal));
        EXPECT_EQ(normal->values.size(), legal.size());

        const auto json = games::ai::hintToJson(g, *hard);
        EXPECT_EQ(json["move"], g.moveToText(hard->move));
        EXPECT_TRUE(json["estimated"].get<bool>());
        EXPECT_EQ(json["values"].size(), hard->values.size());

        games::core::Error error;
        EXPECT_FALSE(games::ai::hint("bogus", g, *seen, legal, 3, &error));
        EXPECT_EQ(error.code, "ai.unknown-agent");
    }
}

/// Whether two hints searched alike: the same moves with the same visits and values.
bool sameSearch(const games::ai::Hint& a, const games::ai::Hint& b)
{
    if (a.values.size() != b.values.size())
        return false;
    for (std::size_t i = 0; i < a.values.size(); ++i)
        if (a.values[i].move != b.values[i].move || a.values[i].visits != b.values[i].visits
            || a.values[i].value != b.values[i].value)
            return false;
    return true;
}

/// Whether two agent specs search alike in the position `p` of `g` (seed 9).
bool searchesAlike(const Game& g, const Position& p, const std::string& a, const std::string& b)
{
    const auto first = nobox_bench::hint(a, g, *p.seen, p.legal, 9);
    const auto second = nobox_bench::hint(b, g, *p.seen, p.legal, 9);
    EXPECT_TRUE(first && second) << a << " " << b;
    return first && second && sameSearch(*first, *second);
}

TEST(AiHint, NoReturnPlaysOutWithTheTunedWeightsUnlessAskedNot)
{
    // No Return: hard's playouts use weights of their own (docs/ai.md), policy=0 the normal level's; the same
    // seed and budget then search differently. The No Thanks! expansion plays out as classic with self=0:fit=0
    // (and searches as classic with pair=0).
    struct Case {
        const char* id;
        int seats;
        bool expansion;
        const char* tuned;
        const char* normal;
    };
    for (const Case c : {Case {"no-return", 2, false, "", ":policy=0"}, Case {"no-return", 4, false, "", ":policy=0"},
             Case {"no-thanks", 3, true, ":pair=0", ":pair=0:self=0:fit=0"}}) {
        const Game& g = game(c.id);
        const Position p = choicePosition(g, c.seats, c.expansion);
        ASSERT_FALSE(p.match->isOver());
        const std::string spec = "hard:iterations=300:threads=1";
        EXPECT_FALSE(searchesAlike(g, p, spec + c.tuned, spec + c.normal)) << c.id << " " << c.seats;
        EXPECT_TRUE(searchesAlike(g, p, spec + c.normal, "hard:classic:iterations=300:threads=1"))
            << c.id << " " << c.seats;
    }
}

TEST(AiHint, NoReturnHardSpendsMoreMovesAtTwoSeats)
{
    // Hard's No Return budget by table size (docs/ai.md, "Budgets"): three times classic's moves at 2 seats,
    // half as many again at 3 and 4.
    const Game& g = game("no-return");
    for (const int seats : {2, 3, 4}) {
        const Position p = choicePosition(g, seats);
        ASSERT_FALSE(p.match->isOver());
        const long long budget = games::ai::hardLevelFor(g)->tuning(*p.seen).moveBudget;
        EXPECT_EQ(budget, seats == 2 ? 96000 : 48000) << seats;
        auto hard = agent("hard:threads=2", g, 4);
        auto* search = dynamic_cast<games::ai::HardAgent*>(hard.get());
        ASSERT_TRUE(search);
        const long long moves = search->search(*p.seen, p.legal, {}).movesPlayed;
        EXPECT_GE(moves, budget) << seats;
        EXPECT_LT(moves, budget + 4 * 400) << seats; // each tree stops at its first iteration past its share
    }
}

TEST(AiHint, NoThanksOpponentModelFollowsTheTableSize)
{
    // Half the other seats' playouts with the normal weights up to 4 seats, all with the tuned ones from 5 on
    // (docs/ai.md, "No Thanks!"); mix=N still sets it. read=0: no table is taken for normal players here.
    const Game& g = game("no-thanks");
    for (const int seats : {3, 4, 5, 7}) {
        const Position p = choicePosition(g, seats);
        ASSERT_FALSE(p.match->isOver());
        const std::string spec = "hard:iterations=400:threads=1:read=0";
        EXPECT_FALSE(searchesAlike(g, p, spec + ":mix=500", spec + ":mix=0")) << seats;
        EXPECT_TRUE(searchesAlike(g, p, spec, spec + (seats >= 5 ? ":mix=0" : ":mix=500"))) << seats;
    }
}

TEST(AiHint, PairedGenericSearchWalksEveryRootMoveOnEachDeal)
{
    // pair=1 in the generic search: every root candidate is walked on each determinization, so the candidates
    // share their visits exactly, the budget counts walks, and the result still ignores the threads.
    for (const bool expansion : {true, false}) {
        const Game& g = game(expansion ? "no-thanks" : "no-return");
        const Position p = choicePosition(g, 3, expansion);
        ASSERT_FALSE(p.match->isOver());
        const auto one = nobox_bench::hint("hard:pair=1:iterations=300:threads=1", g, *p.seen, p.legal, 9);
        const auto two = nobox_bench::hint("hard:pair=1:iterations=300:threads=2", g, *p.seen, p.legal, 9);
        ASSERT_TRUE(one && two);
        ASSERT_GE(one->values.size(), 2u);
        long long walks = 0;
        for (const auto& value : one->values) {
            EXPECT_EQ(value.visits, one->values.front().visits) << g.id();
            walks += value.visits;
        }
        EXPECT_EQ(walks, one->iterations);
        EXPECT_GE(one->iterations, 300);
        EXPECT_LT(one->iterations, 300 + 4 * static_cast<long long>(one->values.size()));
        for (std::size_t i = 1; i < one->values.size(); ++i)
            EXPECT_GE(one->values[i - 1].value, one->values[i].value) << g.id();
        EXPECT_EQ(one->move, one->values.front().move);
        EXPECT_TRUE(sameSearch(*one, *two)) << g.id();
        // Hard pairs by default in the expansion (docs/ai.md, "Budgets"), not in No Return.
        const auto byDefault = nobox_bench::hint("hard:iterations=300:threads=1", g, *p.seen, p.legal, 9);
        ASSERT_TRUE(byDefault);
        EXPECT_EQ(sameSearch(*one, *byDefault), expansion) << g.id();
    }
}

TEST(AiHint, GenericSearchTakesTheGivenUcbConstantRandomMovesAndPlaceShare)
{
    // c=, eps= and place= set the generic search's UCB constant, share of random playout moves and share of the
    // reward for the place (screening knobs): given as the search has them they change nothing, given otherwise
    // they change the search.
    for (const bool expansion : {true, false}) {
        const Game& g = game(expansion ? "no-thanks" : "no-return");
        const Position p = choicePosition(g, 3, expansion);
        ASSERT_FALSE(p.match->isOver());
        const auto tuning = games::ai::hardLevelFor(g)->tuning(*p.seen);
        const auto permille = [](double x) { return std::to_string(static_cast<int>(x * 1000.0 + 0.5)); };
        const std::string spec = "hard:iterations=300:threads=1";
        const std::string asTuned
            = spec + ":c=" + permille(tuning.exploration) + ":eps=" + permille(tuning.rolloutEpsilon) + ":place=150";
        EXPECT_TRUE(searchesAlike(g, p, spec, asTuned)) << g.id();
        EXPECT_FALSE(searchesAlike(g, p, spec, spec + ":c=2000")) << g.id();
        EXPECT_FALSE(searchesAlike(g, p, spec, spec + ":eps=" + permille(tuning.rolloutEpsilon + 0.2))) << g.id();
        EXPECT_FALSE(searchesAlike(g, p, spec, spec + ":place=0")) << g.id();
    }
}

TEST(AiHint, OnlyTheExpansionSearchTakesItsPlayoutModels)
{
    // By default the expansion's search plays the searching seat's playout moves with the tuned weights (self) and
    // the others' with the weights fitted to classic hard's moves (fit, docs/ai.md, "No Thanks!"). self=0
    // plays the searching seat as the others, fit=0 the others with the normal level's weights: either changes
    // the search there. The base game (its own search) ignores both options; they are No Thanks!'s hard level's
    // (hard_level.h), so No Return's refuses them.
    for (const std::string option : {"self=0", "fit=1"}) {
        games::core::Error error;
        EXPECT_FALSE(nobox_bench::makeAgent("hard:" + option, game("no-return"), 1, &error)) << option;
        EXPECT_EQ(error.detail, option);
    }
    for (const char* id : {"no-thanks-expansion", "no-thanks"}) {
        const bool expansion = std::string_view(id) == "no-thanks-expansion";
        const Game& g = game(expansion ? "no-thanks" : id);
        const Position p = choicePosition(g, 3, expansion);
        ASSERT_FALSE(p.match->isOver());
        const std::string spec = "hard:iterations=300:threads=1";
        for (const std::string option : {":self", ":fit"}) {
            EXPECT_TRUE(searchesAlike(g, p, spec, spec + option + "=1")) << id << option;
            EXPECT_EQ(searchesAlike(g, p, spec, spec + option + "=0"), !expansion) << id << option;
        }
    }
}

Position positionAfter(const Game& g, int seats, std::uint64_t seed, int moves)
{
    Position p {newMatch(g, seats, seed), nullptr, {}};
    for (int i = 0; i < moves && !p.match->isOver(); ++i) {
        p.match->legalMoves(p.legal);
        EXPECT_FALSE(p.match->apply(p.legal[static_cast<std::size_t>(i * 7) % p.legal.size()]));
    }
    p.match->legalMoves(p.legal);
    p.seen = p.match->observe(p.match->toMove());
    return p;
}

/// A position of a 4-seat table (or the nearest size) some moves in where the hard level searches: more than one
/// move worth comparing, so that a search runs until its budget or a stop ends it.
Position searchedPosition(const Game& g)
{
    Position p = positionAfter(g, seatsFor(g, 4), 21, 12);
    for (int guard = 0; guard < 1000 && !p.match->isOver(); ++guard) {
        const auto quick = nobox_bench::hint("hard:iterations=2:threads=1", g, *p.seen, p.legal, 1);
        if (p.legal.size() > 1 && quick && quick->iterations > 0)
            break;
        EXPECT_FALSE(p.match->apply(p.legal[static_cast<std::size_t>(guard * 7) % p.legal.size()]));
        p.match->legalMoves(p.legal);
        p.seen = p.match->observe(p.match->toMove());
    }
    EXPECT_FALSE(p.match->isOver()) << g.id();
    return p;
}

TEST(AiDeterminism, AskingAgainInTheSamePositionGivesTheSameMove)
{
    // After a cancel, an undo or a resume the question comes again: the answer must not depend on what the agent
    // was asked before (the decision's seed comes from the position).
    for (const Game* each : everyGame()) {
        const Game& g = *each;
        const std::string_view id = g.id();
        for (const char* spec : {"random", "easy", "normal", "hard:iterations=100"}) {
            auto fresh = agent(spec, g, 9);
            auto used = agent(spec, g, 9);
            const Position early = positionAfter(g, seatsFor(g, 3), 5, 4);
            const Position later = positionAfter(g, seatsFor(g, 3), 5, 11);
            used->choose(*early.seen, early.legal);
            used->choose(*later.seen, later.legal);
            EXPECT_EQ(used->choose(*early.seen, early.legal), fresh->choose(*early.seen, early.legal))
                << id << " " << spec;
        }
    }
}

TEST(AiCancel, AStoppedHardSearchStopsAtOnce)
{
    // The stop is honoured: asked from inside the search (its progress report), no tree starts another iteration
    // once it has seen it, so the search ends within the iterations each tree had not reported yet plus the one
    // in flight. Counted in iterations, not in milliseconds: a busy machine cannot break it.
    constexpr long long kMaxTrees = 16;
    for (const Game* each : everyGame()) {
        const Game& g = *each;
        const std::string_view id = g.id();
        const Position p = searchedPosition(g);
        ASSERT_GT(p.legal.size(), 1u) << id;
        // A budget far beyond any decision: only the stop can end it.
        auto hard = agent("hard:iterations=50000000", g, 1);
        games::core::StopSource stop;
        long long stoppedAt = -1;
        games::ai::DecisionControl control {
            stop.get_token(), [&](const games::ai::SearchProgress& progress) {
                if (stoppedAt < 0 && progress.iterations >= 2 * games::ai::kProgressEvery) {
                    stoppedAt = progress.iterations;
                    stop.request_stop();
                }
            }};
        const auto result = static_cast<games::ai::HardAgent&>(*hard).search(*p.seen, p.legal, control);
        ASSERT_GE(stoppedAt, 0) << id;
        std::cout << id << ": stop seen at " << stoppedAt << " iterations, " << result.iterations << " done\n";
        EXPECT_LE(result.iterations, stoppedAt + kMaxTrees * (games::ai::kProgressEvery + 2)) << id;
        EXPECT_NE(std::find(p.legal.begin(), p.legal.end(), result.best), p.legal.end())
            << "a stopped search plays a legal move";
    }
}

TEST(AiCancel, AStoppedHardSearchReturnsFromAnotherThread)
{
    // The UI's way: the stop comes from another thread while the search runs. The call returns; the bound is one
    // only a hang exceeds (the time it takes is measured, about 1 ms on an idle machine: docs/performance.md).
    for (const Game* each : everyGame()) {
        const Game& g = *each;
        const std::string_view id = g.id();
        const Position p = searchedPosition(g);
        auto hard = agent("hard:iterations=50000000", g, 1);
        games::core::StopSource stop;
        std::atomic<long long> progressed {0};
        std::atomic<bool> returned {false};
        games::ai::DecisionControl control {
            stop.get_token(), [&](const games::ai::SearchProgress& progress) { progressed = progress.iterations; }};
        Move chosen;
        std::thread worker([&] {
            chosen = hard->choose(*p.seen, p.legal, control);
            returned = true;
        });
        while (progressed.load() < 2 * games::ai::kProgressEvery && !returned.load())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        EXPECT_FALSE(returned.load()) << id << ": the search ended before it was stopped";
        const auto stoppedAt = std::chrono::steady_clock::now();
        stop.request_stop();
        worker.join();
        const auto waited = std::chrono::steady_clock::now() - stoppedAt;
        std::cout << id << ": returned " << std::chrono::duration<double, std::milli>(waited).count()
                  << " ms after the stop\n";
        EXPECT_LT(waited, std::chrono::seconds(30)) << id;
        EXPECT_NE(std::find(p.legal.begin(), p.legal.end(), chosen), p.legal.end())
            << "a stopped search plays a legal move";
    }
}

TEST(AiCancel, ProgressCountsTheIterations)
{
    const Game& g = game("no-thanks");
    const Position p = positionAfter(g, 3, 2, 3);
    long long last = 0;
    long long budget = 0;
    int calls = 0;
    games::ai::DecisionControl control {{}, [&](const games::ai::SearchProgress& progress) {
                                            EXPECT_GE(progress.iterations, last);
                                            last = progress.iterations;
                                            budget = progress.budget;
                                            ++calls;
                                        }};
    auto result = static_cast<games::ai::HardAgent&>(*agent("hard:iterations=1000:threads=2", g, 4))
                      .search(*p.seen, p.legal, control);
    EXPECT_EQ(last, result.iterations);
    EXPECT_EQ(budget, 1000);
    EXPECT_GE(calls, 1000 / games::ai::kProgressEvery);
}

TEST(AiNoThanksSim, FollowsTheRulesModuleThroughWholeGames)
{
    // The fast search's simulation, moved in step with a real base-game match (the revealed card copied from the
    // observation), has the same seat to move, chips and cards, and ends with the module's scores.
    namespace nt = games::no_thanks;
    namespace ntsim = games::ai::ntsim;
    const Game& g = game("no-thanks");
    for (int seats = 3; seats <= 7; ++seats) {
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            auto match = newMatch(g, seats, seed * 31 + static_cast<std::uint64_t>(seats));
            auto first = match->observe(match->toMove());
            const auto& o0 = dynamic_cast<const nt::NoThanksObservation&>(*first);
            ntsim::Sim sim;
            sim.seats = seats;
            sim.toMove = match->toMove();
            sim.middle = o0.middle;
            const auto chips0 = nt::chipsFromLog(o0);
            for (int seat = 0; seat < seats; ++seat)
                sim.chips[static_cast<std::size_t>(seat)] = chips0[static_cast<std::size_t>(seat)];
            games::core::Rng rng(seed);
            MoveList legal;
            while (!match->isOver()) {
                match->legalMoves(legal);
                const Move move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                const bool take = nt::decode(move).kind == nt::MoveKind::Take;
                ASSERT_EQ(sim.chips[static_cast<std::size_t>(sim.toMove)] > 0, legal.size() == 2);
                ASSERT_FALSE(match->apply(move));
                if (take)
                    sim.take();
                else
                    sim.refuse();
                auto seen = match->observe(0);
                const auto& o = dynamic_cast<const nt::NoThanksObservation&>(*seen);
                sim.middle = o.middle; // the deck is hidden: the revealed card comes from the match
                if (match->isOver())
                    break;
                ASSERT_EQ(sim.toMove, match->toMove());
                ASSERT_EQ(sim.pot, o.middleChips);
                const auto chips = nt::chipsFromLog(o);
                for (int seat = 0; seat < seats; ++seat)
                    ASSERT_EQ(sim.chips[static_cast<std::size_t>(seat)], chips[static_cast<std::size_t>(seat)]);
            }
            EXPECT_TRUE(sim.over());
            const auto scores = match->score();
            for (int seat = 0; seat < seats; ++seat)
                EXPECT_EQ(sim.total(seat), scores[static_cast<std::size_t>(seat)].total) << seats << " " << seed;
        }
    }
}

} // namespace

TEST(AiNoThanksRead, RecognisesTheNormalLevelFromThePublicLogOnly)
{
    // Seat 0 looks at a table where normal and random players have played 60 moves: the normal seats are read as
    // normal from its observation, a random seat is not, and neither is the viewer's own seat.
    const Game& g = game("no-thanks");
    for (const auto& specs : {std::vector<std::string> {"random", "normal", "normal"},
             std::vector<std::string> {"normal", "random", "normal", "normal"}}) {
        const int seats = static_cast<int>(specs.size());
        auto match = newMatch(g, seats, 31);
        std::vector<std::unique_ptr<Agent>> agents;
        for (int seat = 0; seat < seats; ++seat)
            agents.push_back(agent(specs[static_cast<std::size_t>(seat)], g, static_cast<std::uint64_t>(seat)));
        playOut(*match, agents, 60);
        ASSERT_FALSE(match->isOver());
        const auto seen = match->observe(0);
        const auto read
            = games::ai::seatsPlayingNormal(dynamic_cast<const games::no_thanks::NoThanksObservation&>(*seen));
        EXPECT_FALSE(read[0]) << "the viewer's own seat";
        for (int seat = 1; seat < seats; ++seat)
            EXPECT_EQ(read[static_cast<std::size_t>(seat)], specs[static_cast<std::size_t>(seat)] == "normal")
                << seats << " seats, seat " << seat;
    }
}
