// SPDX-License-Identifier: GPL-3.0-or-later
// Checks a review's estimate against play (docs/ai.md, "Reviews after the game"): from a record's position after
// PLY moves, deals drawn from what the seat to move knows (Game::sampleMatch, as the search draws them), MOVE
// played, then the match played out by agents: the seat to move as MOVER, every other seat as OTHERS. Prints each
// deal's totals and the seat's win share (shared wins as fractions) with its 95% interval.
//   nobox_verdict_check RECORD PLY MOVE DEALS MOVER OTHERS [seed] [true]
// With `true` the record's own state is played on instead of drawn deals (every deal is then the same position;
// only the agents' seeds differ). A plain program: the figures are win shares, not times.
#include "ai/agent.h"
#include "ai/heuristic.h"
#include "ai/wilson.h"
#include "bench_agents.h"

#include "builtin_games.h"
#include "core/match.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/score.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace core = games::core;

int usage()
{
    std::fprintf(stderr, "usage: nobox_verdict_check RECORD PLY MOVE DEALS MOVER OTHERS [seed] [true]\n");
    return 2;
}

/// The mover's share of the victory at the end (shared wins as fractions).
double winShare(const core::Match& match, core::Seat seat)
{
    const auto winners = core::winnersOf(match.score());
    for (const int winner : winners)
        if (winner == seat)
            return 1.0 / static_cast<double>(winners.size());
    return 0.0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 7)
        return usage();
    std::ifstream in(argv[1]);
    std::stringstream text;
    text << in.rdbuf();
    const auto ply = static_cast<std::size_t>(std::strtoull(argv[2], nullptr, 10));
    const std::string moveText = argv[3];
    const int deals = std::atoi(argv[4]);
    const std::string moverSpec = argv[5];
    const std::string othersSpec = argv[6];
    const std::uint64_t seed = argc > 7 ? std::strtoull(argv[7], nullptr, 10) : 1;
    const bool trueState = argc > 8 && std::string(argv[8]) == "true";

    core::Registry registry;
    games::registerBuiltinGames(registry);
    core::Record record;
    if (core::parseRecordText(text.str(), record))
        return usage();
    const core::Replay position = core::replay(registry, record, ply);
    if (position.error || position.match->isOver())
        return usage();
    const core::Match& start = *position.match;
    const core::Game& game = start.game();
    const core::Seat mover = start.toMove();
    core::Move move;
    if (game.parseMove(moveText, move))
        return usage();
    const auto seen = start.observe(mover);

    core::Rng rng(seed);
    double wins = 0.0;
    std::vector<double> totals(static_cast<std::size_t>(start.seatCount()), 0.0);
    for (int deal = 0; deal < deals; ++deal) {
        auto match = trueState ? start.clone() : game.sampleMatch(*seen, rng);
        if (!match || match->apply(move))
            return usage();
        std::vector<std::unique_ptr<games::ai::Agent>> agents;
        for (core::Seat seat = 0; seat < match->seatCount(); ++seat)
            agents.push_back(nobox_bench::makeAgent(seat == mover ? moverSpec : othersSpec, game,
                games::ai::mixSeed(seed, static_cast<std::uint64_t>(deal * 16 + seat))));
        core::MoveList legal;
        while (!match->isOver()) {
            match->legalMoves(legal);
            const core::Seat seat = match->toMove();
            if (match->apply(agents[static_cast<std::size_t>(seat)]->choose(*match->observe(seat), legal)))
                return usage();
        }
        const double share = winShare(*match, mover);
        wins += share;
        std::printf("deal %d:", deal);
        const auto scores = match->score();
        for (std::size_t seat = 0; seat < scores.size(); ++seat) {
            std::printf(" %d", scores[seat].total);
            totals[seat] += scores[seat].total;
        }
        std::printf("  (seat %d's share %.2f)\n", mover, share);
        std::fflush(stdout);
    }
    const auto [low, high] = games::ai::wilson95(wins, deals);
    std::printf("%s after %zu moves, then seat %d %s against %s: %.1f of %d (%.1f%%, %.1f-%.1f%%), mean totals",
        moveText.c_str(), ply, mover, moverSpec.c_str(), othersSpec.c_str(), wins, deals, 100.0 * wins / deals,
        100.0 * low, 100.0 * high);
    for (const double total : totals)
        std::printf(" %.1f", total / deals);
    std::printf("\n");
    return 0;
}
