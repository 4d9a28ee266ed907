// SPDX-License-Identifier: GPL-3.0-or-later
// How long the review of a whole game takes (ai/review.h): every seat's decisions, the hard level at its default
// budget on every core, as the app runs it. A plain program, since the target is wall-clock time per game:
//   nobox_review_bench [games per table] [first seed] [agent spec] [game id: that game's tables only]
// For each table (No Thanks! at 3 players, with and without the expansion; No Return and No Idea at 4) it plays games
// with the normal and easy levels (a family's mix of moves, blunders included), reviews each, and prints the decisions,
// the costly ones, and the wall-clock and CPU time per review with their median and maximum.
#include "ai/agent.h"
#include "ai/review.h"

#include "builtin_games.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/record.h"
#include "core/registry.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

namespace {

struct Table {
    const char* game;
    int seats;
    bool expansion;
    const char* label;
};

double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

games::core::Record playGame(const games::core::Registry& registry, const Table& table, std::uint64_t seed)
{
    const auto* game = registry.find(table.game);
    games::core::MatchConfig config;
    config.seats = table.seats;
    config.seed = seed;
    games::core::RawOptions raw;
    if (table.expansion)
        raw["expansion"] = "true";
    (void)games::core::resolveOptions(game->optionSpecs(), raw, config.options);
    auto match = game->newMatch(config);
    std::vector<std::unique_ptr<games::ai::Agent>> agents;
    for (int seat = 0; seat < table.seats; ++seat)
        agents.push_back(games::ai::makeAgent(seat % 2 == 0 ? "normal" : "easy", *game, seed + 100 * seat));
    games::core::MoveList legal;
    while (!match->isOver()) {
        match->legalMoves(legal);
        const auto seat = match->toMove();
        (void)match->apply(agents[static_cast<std::size_t>(seat)]->choose(*match->observe(seat), legal));
    }
    return games::core::recordOf(*match);
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 3;
    const std::uint64_t firstSeed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    games::ai::ReviewOptions options;
    if (argc > 3)
        options.agent = argv[3];
    games::core::Registry registry;
    games::registerBuiltinGames(registry);

    const Table tables[] {
        {"no-thanks", 3, false, "No Thanks! 3 players"},
        {"no-thanks", 3, true, "No Thanks! 3 players, expansion"},
        {"no-return", 4, false, "No Return 4 players"},
        {"no-idea", 4, false, "No Idea 4 players"},
    };
    std::printf("agent %s, every seat reviewed, %d games per table from seed %llu\n", options.agent.c_str(), games,
        static_cast<unsigned long long>(firstSeed));
    const std::string only = argc > 4 ? argv[4] : "";
    for (const auto& table : tables) {
        if (!only.empty() && only != table.game)
            continue;
        std::vector<double> walls, cpus;
        for (int i = 0; i < games; ++i) {
            const auto record = playGame(registry, table, firstSeed + static_cast<std::uint64_t>(i));
            const auto wallStart = std::chrono::steady_clock::now();
            const double cpuStart = cpuSeconds();
            games::core::Error error;
            const auto review = games::ai::reviewRecord(registry, record, options, &error);
            const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
            const double cpu = cpuSeconds() - cpuStart;
            if (!review) {
                std::printf("%s: review failed: %s\n", table.label, std::string(error.code).c_str());
                return 1;
            }
            int costly = 0;
            for (const auto& decision : review->decisions)
                costly += decision.costly;
            walls.push_back(wall);
            cpus.push_back(cpu);
            std::printf("%-34s seed %llu: %3zu moves, %3zu decisions, %2d costly, %6.2f s wall, %6.2f s cpu\n",
                table.label, static_cast<unsigned long long>(firstSeed + static_cast<std::uint64_t>(i)),
                record.moves.size(), review->decisions.size(), costly, wall, cpu);
            std::fflush(stdout);
        }
        std::printf("%-34s median %.2f s wall (max %.2f), median %.2f s cpu\n", table.label, median(walls),
            *std::max_element(walls.begin(), walls.end()), median(cpus));
    }
    return 0;
}
