// SPDX-License-Identifier: GPL-3.0-or-later
// What No Return's hard level does with the switch to Phase 2 (docs/ai.md, "Reviews after the game"): in games of
// hard against classic hard, at each of hard's decisions where the switch is legal, whether the switch is one of
// the search's root candidates (the tuned heuristic's best 12) and, when it is not, how the switch compares with
// hard's move searched alone on the same deals (hard:pair=1, as the review's second look).
//   nobox_switch_candidates [players] [games] [first seed]
// Hard sits in seat (game mod players); one search thread per agent.
#include "ai/agent.h"
#include "ai/levels.h"
#include "bench_agents.h"

#include "builtin_games.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/registry.h"
#include "no_return/moves.h"
#include "no_return/observation.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>

namespace {

namespace core = games::core;
namespace nr = games::no_return;

constexpr double kClearly = 0.05; // the review's kCostlyLoss

bool isSwitch(const core::Move& move)
{
    return nr::decode(move).kind == nr::MoveKind::Switch;
}

} // namespace

int main(int argc, char** argv)
{
    const int players = argc > 1 ? std::atoi(argv[1]) : 2;
    const int games = argc > 2 ? std::atoi(argv[2]) : 4;
    const std::uint64_t firstSeed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
    core::Registry registry;
    games::registerBuiltinGames(registry);
    const core::Game& game = *registry.find("no-return");

    int offered = 0;
    int outOfRoot = 0;
    int switchClearlyBetter = 0;
    int switched = 0;
    double largestGain = -1.0;
    for (int g = 0; g < games; ++g) {
        core::MatchConfig config;
        config.seats = players;
        config.seed = firstSeed + static_cast<std::uint64_t>(g);
        auto match = game.newMatch(config);
        const core::Seat hardSeat = g % players;
        std::vector<std::unique_ptr<games::ai::Agent>> agents;
        for (core::Seat seat = 0; seat < players; ++seat)
            agents.push_back(nobox_bench::makeAgent(seat == hardSeat ? "hard:threads=1" : "hard:classic:threads=1",
                game, config.seed * 16 + static_cast<std::uint64_t>(seat)));
        auto pairedAgent = games::ai::makeAgent("hard:threads=1:pair=1", game, config.seed * 16 + 15);
        auto* hard = dynamic_cast<games::ai::HardAgent*>(agents[static_cast<std::size_t>(hardSeat)].get());
        auto* paired = dynamic_cast<games::ai::HardAgent*>(pairedAgent.get());
        core::MoveList legal;
        while (!match->isOver()) {
            match->legalMoves(legal);
            const core::Seat seat = match->toMove();
            const auto seen = match->observe(seat);
            const auto sw = std::find_if(legal.begin(), legal.end(), isSwitch);
            if (seat != hardSeat || sw == legal.end()) {
                (void)match->apply(agents[static_cast<std::size_t>(seat)]->choose(*seen, legal));
                continue;
            }
            // The search agents play with (HardAgent::search uses the decision seed choose() uses).
            const auto result = hard->search(*seen, legal);
            ++offered;
            switched += result.best == *sw;
            const auto bag = dynamic_cast<const nr::NoReturnObservation&>(*seen).bagCount;
            const bool inRoot = std::any_of(result.moves.begin(), result.moves.end(),
                [&](const games::ai::MoveValue& value) { return value.move == *sw; });
            if (inRoot) {
                std::printf("game %d, after %zu moves, bag %d: switch searched, hard %s\n", g, match->history().size(),
                    bag, result.best == *sw ? "switches" : "waits");
            } else {
                ++outOfRoot;
                const std::array<core::Move, 2> both {result.best, *sw};
                const auto again = paired->search(*seen, both);
                double best = 0.0;
                double switchValue = 0.0;
                for (const auto& value : again.moves)
                    (value.move == *sw ? switchValue : best) = value.value;
                largestGain = std::max(largestGain, switchValue - best);
                switchClearlyBetter += switchValue >= best + kClearly;
                std::printf("game %d, after %zu moves, bag %d: switch not searched; paired: hard's move %.2f, switch "
                            "%.2f\n",
                    g, match->history().size(), bag, best, switchValue);
            }
            std::fflush(stdout);
            (void)match->apply(result.best);
        }
        std::printf("game %d: hard in seat %d, totals", g, hardSeat);
        for (const auto& score : match->score())
            std::printf(" %d", score.total);
        std::printf("\n");
    }
    std::printf("%d decisions with the switch legal, %d without it among the root candidates: the switch %d points "
                "or more better there %d times (largest difference %+.2f); hard switched %d times\n",
        offered, outOfRoot, static_cast<int>(kClearly * 100), switchClearlyBetter, largestGain, switched);
    return 0;
}
