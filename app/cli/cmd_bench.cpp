// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "progress.h"

#include "core/match.h"
#include "core/rng.h"

#include <chrono>
#include <limits>
#include <sstream>

namespace nobox::cli {

int cmdBench(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{"game", "players", "seconds", "seed", "option"}, {"json"}, 0}))
        return ctx.fail(*problem);
    TableArgs table;
    if (int failed = readTable(ctx, args, table))
        return failed;
    std::string problem;
    const auto seconds = args.integer("seconds", 1, 3600, problem);
    if (!problem.empty())
        return ctx.fail(problem);
    const auto* game = table.game;
    games::core::MatchConfig config;
    config.seats = table.players;
    config.options = table.options;

    // Uniformly random legal moves from the deal to the scoring, through the public interface only.
    games::core::Rng rng(table.seed);
    games::core::MoveList legal;
    legal.reserve(4096);
    std::vector<games::core::RankKey> keys(static_cast<std::size_t>(config.seats));
    long long gamesPlayed = 0, moves = 0, scoreChecksum = 0;
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto budget = std::chrono::seconds(seconds.value_or(3));
    const auto deadline = start + budget;
    Progress progress(ctx, 0, "games");
    do {
        for (int batch = 0; batch < 64; ++batch) {
            config.seed = rng.next();
            auto match = game->newMatch(config);
            while (!match->isOver()) {
                match->legalMoves(legal);
                match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
                ++moves;
            }
            match->rankKeys(keys);
            for (int seat = 0; seat < config.seats; ++seat)
                scoreChecksum += keys[static_cast<std::size_t>(seat)].total;
            ++gamesPlayed;
        }
        progress.updateTimed(gamesPlayed, std::chrono::duration<double>(Clock::now() - start) / budget);
    } while (Clock::now() < deadline);
    progress.finish();
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();

    const double gamesPerSecond = static_cast<double>(gamesPlayed) / elapsed;
    const double movesPerSecond = static_cast<double>(moves) / elapsed;
    std::ostringstream text;
    text << game->id() << ", " << config.seats << " players: " << static_cast<long long>(gamesPerSecond) << " games/s, "
         << static_cast<long long>(movesPerSecond) << " moves/s (" << gamesPlayed << " games, " << moves << " moves in "
         << elapsed << " s, one thread)\n";
    return ctx.succeed(
        {{"game", std::string(game->id())}, {"players", config.seats}, {"games", gamesPlayed}, {"moves", moves},
            {"seconds", elapsed}, {"games_per_second", gamesPerSecond}, {"moves_per_second", movesPerSecond},
            {"ns_per_move", 1e9 * elapsed / moves}, {"score_checksum", scoreChecksum}},
        text.str());
}

} // namespace nobox::cli
