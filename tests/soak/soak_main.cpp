// SPDX-License-Identifier: GPL-3.0-or-later
// nobox-soak: plays many games of one game with mixed computer players (random, easy, normal, now and then a
// small hard search) at every player count and option set, and checks the invariants of invariants.h after
// every move: pieces conserved, columns ordered, legal moves sound, observations without leaks, clones equal,
// records replaying to the same state. Prints games, moves and time; on a broken invariant, what broke, where,
// and the record of the game so far, and exits 1.
//
// usage: nobox-soak --game ID --games N [--seed S] [--deep-every K] [--hard-every H] [--record-every R] [--from F]
#include "invariants.h"

#include "ai/agent.h"
#include "builtin_games.h"
#include "core/game.h"
#include "core/match_config.h"
#include "core/record.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace games::core;

struct Table {
    int seats;
    Options options;
    std::string name;
};

/// Every player count with every combination of the game's boolean options (integer options at their default).
std::vector<Table> tablesOf(const Game& game)
{
    std::vector<std::pair<Options, std::string>> sets {{Options {}, ""}};
    for (const auto& spec : game.optionSpecs()) {
        std::vector<std::pair<Options, std::string>> next;
        for (const auto& [options, name] : sets) {
            const int first = spec.type == OptionSpec::Type::Bool ? 0 : spec.defaultValue;
            const int last = spec.type == OptionSpec::Type::Bool ? 1 : spec.defaultValue;
            for (int value = first; value <= last; ++value) {
                Options with = options;
                with.set(spec.name, value);
                next.emplace_back(with, name + " " + spec.name + "=" + optionValueText(spec, value));
            }
        }
        sets = next;
    }
    std::vector<Table> tables;
    for (int seats = game.minSeats(); seats <= game.maxSeats(); ++seats)
        for (const auto& [options, name] : sets)
            tables.push_back({seats, options, std::to_string(seats) + "p" + name});
    return tables;
}

struct Args {
    std::string game;
    long long games = 0;
    long long from = 0; // the first game's number: a long soak may be split over processes
    std::uint64_t seed = 1;
    long long deepEvery = 50; // every K-th game is checked in depth after every move
    long long hardEvery = 400; // every H-th game has a hard seat with a small budget
    long long recordEvery = 10; // every R-th game's record is written, read and replayed at its end
};

bool parseArgs(int argc, char** argv, Args& args)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        char* end = nullptr;
        const long long value = std::strtoll(argv[i + 1], &end, 10);
        const bool number = *end == '\0' && value >= 0;
        if (name == "--game")
            args.game = argv[i + 1];
        else if (name == "--games" && number && value > 0)
            args.games = value;
        else if (name == "--from" && number)
            args.from = value;
        else if (name == "--seed" && number)
            args.seed = static_cast<std::uint64_t>(value);
        else if (name == "--deep-every" && number && value > 0)
            args.deepEvery = value;
        else if (name == "--hard-every" && number && value > 0)
            args.hardEvery = value;
        else if (name == "--record-every" && number && value > 0)
            args.recordEvery = value;
        else
            return false;
    }
    return argc % 2 == 1 && !args.game.empty() && args.games > 0;
}

class Soak {
public:
    Soak(const Registry& registry, const Game& game, const Args& args)
        : m_registry(registry)
        , m_game(game)
        , m_args(args)
        , m_tables(tablesOf(game))
    {
    }

    /// Plays game number `index`; false (after printing the problem) when an invariant broke.
    bool play(long long index)
    {
        const Table& table = m_tables[static_cast<std::size_t>(index % static_cast<long long>(m_tables.size()))];
        Rng rng(m_args.seed * 0x9e3779b97f4a7c15ULL + static_cast<std::uint64_t>(index));
        MatchConfig config {table.seats, static_cast<Seat>(rng.below(static_cast<std::uint32_t>(table.seats))),
            table.options, rng.next(), nullptr};
        Error error;
        auto match = m_game.newMatch(config, &error);
        if (!match)
            return fail(index, table, nullptr, "the match does not start: " + std::string(error.code));
        const bool deep = index % m_args.deepEvery == 0;
        const bool hard = index % m_args.hardEvery == m_args.hardEvery - 1;
        std::vector<std::unique_ptr<games::ai::Agent>> agents;
        std::string lineup;
        for (int seat = 0; seat < table.seats; ++seat) {
            // Mostly random (cheap, and it reaches odd positions); the heuristics play a share of the seats.
            static const char* const kLevels[] {
                "random", "random", "random", "random", "random", "random", "easy", "normal"};
            std::string spec = kLevels[rng.below(8)];
            if (hard && seat == 0)
                spec = "hard:iterations=24:threads=1";
            // Outside deep games a random seat draws its move here, without the observation it would not read:
            // the soak's time goes to the games, not to observations nobody uses.
            agents.push_back(
                spec == "random" && !deep ? nullptr : games::ai::makeAgent(spec, m_game, rng.next(), &error));
            if (!agents.back() && (spec != "random" || deep))
                return fail(index, table, match.get(), "agent " + spec + ": " + std::string(error.code));
            lineup += (seat ? "," : "") + spec;
        }
        m_lineup = lineup;

        const auto invariants = nobox::soak::invariantsOf(*match);
        if (!invariants)
            return fail(index, table, match.get(), "the game has no invariants hook (tests/soak/game_invariants.cpp)");
        MoveList legal;
        std::size_t logBefore = 0;
        std::string problem = nobox::soak::checkState(*match, *invariants);
        for (int moves = 0; problem.empty() && !match->isOver(); ++moves) {
            if (moves > 100000)
                return fail(index, table, match.get(), "the match does not end");
            if (deep) {
                problem = check(*match, rng, moves);
                if (!problem.empty())
                    break;
            }
            const Seat seat = match->toMove();
            match->legalMoves(legal);
            if (legal.empty()) {
                problem = "no legal move while the match runs";
                break;
            }
            Move move;
            auto& agent = agents[static_cast<std::size_t>(seat)];
            if (agent) {
                const auto observation = match->observe(seat);
                logBefore = observation->publicLogSize();
                move = agent->choose(*observation, legal);
                if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
                    problem = agent->name() + " chose " + m_game.moveToText(move) + ", not a legal move";
                    break;
                }
            } else {
                move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            }
            if (const Error refused = match->apply(move)) {
                problem = "the legal move " + m_game.moveToText(move) + " was refused: " + std::string(refused.code);
                break;
            }
            if (agent && match->observe(kSpectator)->publicLogSize() <= logBefore) {
                problem = "a move left the public log as it was";
                break;
            }
            ++m_moves;
            problem = nobox::soak::checkState(*match, *invariants);
        }
        if (problem.empty())
            problem = nobox::soak::checkFinalScore(*match);
        if (problem.empty())
            problem = nobox::soak::checkLegal(*match, false);
        if (problem.empty() && (deep || index % m_args.recordEvery == 0))
            problem = nobox::soak::checkRecordRoundTrip(m_registry, *match);
        if (problem.empty() && deep)
            problem = check(*match, rng, 0);
        if (!problem.empty())
            return fail(index, table, match.get(), problem);
        m_deepGames += deep;
        return true;
    }

    long long moves() const { return m_moves; }
    long long deepGames() const { return m_deepGames; }

private:
    /// The costly checks, after every move of a deep game.
    std::string check(const Match& match, Rng& rng, int moves)
    {
        std::string problem = nobox::soak::checkLegal(match, true);
        for (Seat viewer = -1; problem.empty() && viewer < match.seatCount(); ++viewer)
            problem = nobox::soak::checkNoLeak(match, viewer, rng);
        if (problem.empty())
            problem = nobox::soak::checkClone(match);
        if (problem.empty() && moves % 16 == 0)
            problem = nobox::soak::checkRecordRoundTrip(m_registry, match);
        return problem;
    }

    bool fail(long long index, const Table& table, const Match* match, const std::string& problem)
    {
        std::cerr << "nobox-soak: " << m_game.id() << " game " << index << " (" << table.name << ", agents " << m_lineup
                  << "): " << problem << '\n';
        if (match)
            std::cerr << "record so far: " << toJson(recordOf(*match)).dump() << '\n';
        return false;
    }

    const Registry& m_registry;
    const Game& m_game;
    const Args& m_args;
    std::vector<Table> m_tables;
    std::string m_lineup;
    long long m_moves = 0;
    long long m_deepGames = 0;
};

} // namespace

int main(int argc, char** argv)
{
    Args args;
    if (!parseArgs(argc, argv, args)) {
        std::cerr << "usage: nobox-soak --game ID --games N [--seed S] [--deep-every K] [--hard-every H] "
                     "[--record-every R] [--from F]\n";
        return 2;
    }
    Registry registry;
    games::registerBuiltinGames(registry);
    const Game* game = registry.find(args.game);
    if (!game) {
        std::cerr << "nobox-soak: unknown game '" << args.game << "'\n";
        return 2;
    }
    if (!nobox::soak::invariantsHookFor(game->id())) {
        std::cerr << "nobox-soak: the game '" << args.game
                  << "' has no invariants hook: add one to tests/soak/game_invariants.cpp\n";
        return 2;
    }
    Soak soak(registry, *game, args);
    const auto start = std::chrono::steady_clock::now();
    auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    const long long report = std::max<long long>(args.games / 10, 1);
    for (long long i = 0; i < args.games; ++i) {
        if (!soak.play(args.from + i))
            return 1;
        if ((i + 1) % report == 0 && i + 1 < args.games)
            std::fprintf(stderr, "%s: %lld games, %lld moves, %.1f s\n", std::string(game->id()).c_str(), i + 1,
                soak.moves(), seconds());
    }
    std::printf("%s: %lld games, %lld moves, %lld checked in depth after every move, %.1f s, every invariant held\n",
        std::string(game->id()).c_str(), args.games, soak.moves(), soak.deepGames(), seconds());
    return 0;
}
