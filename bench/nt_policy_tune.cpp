// SPDX-License-Identifier: GPL-3.0-or-later
// Tunes the weights of the hard level's No Thanks! playout policy (ai/no_thanks_sim.h) by coordinate search:
// a candidate plays whole base games of the simulation, one seat against the current weights in the others
// (every deal once per seat), and a change is kept when it wins clearly more. Not a benchmark: it prints the
// weights it ends with, which docs/ai.md reports. Usage: nobox_nt_policy_tune [seats] [deals] [seed] [passes]
#include "ai/no_thanks_sim.h"
#include "core/rng.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using games::ai::ntsim::PolicyWeights;
using games::ai::ntsim::Sim;

/// Share of the wins of `candidate` in one seat against `field` in the others, over `deals` deals.
double winShare(const PolicyWeights& candidate, const PolicyWeights& field, int seats, int deals, std::uint64_t seed)
{
    games::core::Rng rng(seed);
    double wins = 0.0;
    for (int deal = 0; deal < deals; ++deal) {
        std::array<std::uint8_t, 33> cards {};
        for (int i = 0; i < 33; ++i)
            cards[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i + 3);
        rng.shuffle(std::span<std::uint8_t>(cards));
        for (int mine = 0; mine < seats; ++mine) {
            Sim s;
            s.seats = seats;
            s.toMove = 0;
            for (int seat = 0; seat < seats; ++seat)
                s.chips[static_cast<std::size_t>(seat)] = seats <= 5 ? 11 : seats == 6 ? 9 : 7;
            for (int i = 0; i < 24; ++i)
                s.deck[static_cast<std::size_t>(i)] = cards[static_cast<std::size_t>(i)];
            s.top = 1;
            s.end = 24;
            s.middle = s.deck[0];
            while (!s.over()) {
                const bool take = games::ai::ntsim::policyTakes(s.toMove == mine ? candidate : field, s);
                if (take)
                    s.take();
                else
                    s.refuse();
            }
            int best = -1000;
            for (int seat = 0; seat < seats; ++seat)
                best = std::max(best, s.total(seat));
            int winners = 0;
            for (int seat = 0; seat < seats; ++seat)
                winners += s.total(seat) == best;
            if (s.total(mine) == best)
                wins += 1.0 / winners;
        }
    }
    return wins / (static_cast<double>(deals) * seats);
}

void print(const PolicyWeights& w)
{
    std::printf("chipPoints=%.3f chipsNeededPerCard=%.3f shortageWeight=%.3f shortageCap=%.3f "
                "lastChipPoints=%.3f refuseTemperature=%.3f runChancePoints=%.3f runChanceHorizon=%.3f "
                "takeBias=%.3f\n",
        w.chipPoints, w.chipsNeededPerCard, w.shortageWeight, w.shortageCap, w.lastChipPoints, w.refuseTemperature,
        w.runChancePoints, w.runChanceHorizon, w.takeBias);
}

} // namespace

int main(int argc, char** argv)
{
    const int seats = argc > 1 ? std::atoi(argv[1]) : 3;
    const int deals = argc > 2 ? std::atoi(argv[2]) : 20000;
    const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
    const int passes = argc > 4 ? std::atoi(argv[4]) : 2;
    PolicyWeights best;
    if (passes == 0) { // evaluate the weights the search uses
        std::printf("tuned vs normal weights, %d seats: %.4f (fair %.4f)\n", seats,
            winShare(games::ai::ntsim::tunedWeights(), PolicyWeights {}, seats, deals, seed), 1.0 / seats);
        return 0;
    }
    std::vector<double PolicyWeights::*> fields {&PolicyWeights::chipPoints, &PolicyWeights::chipsNeededPerCard,
        &PolicyWeights::shortageWeight, &PolicyWeights::shortageCap, &PolicyWeights::lastChipPoints,
        &PolicyWeights::refuseTemperature, &PolicyWeights::runChancePoints, &PolicyWeights::runChanceHorizon,
        &PolicyWeights::takeBias};
    const double fair = 1.0 / seats;
    for (int pass = 0; pass < passes; ++pass) {
        for (auto field : fields) {
            for (double step : {-0.5, -0.25, 0.25, 0.5}) {
                PolicyWeights candidate = best;
                const double was = best.*field;
                candidate.*field = field == &PolicyWeights::takeBias ? was + 4.0 * step : was * (1.0 + step);
                const double share = winShare(candidate, best, seats, deals, seed + static_cast<std::uint64_t>(pass));
                if (share > fair + 0.006) {
                    std::printf(
                        "pass %d: %.3f -> %.3f wins %.4f (fair %.4f)\n", pass, was, candidate.*field, share, fair);
                    best = candidate;
                }
            }
        }
        print(best);
        std::printf("vs the normal heuristic's weights: %.4f\n", winShare(best, PolicyWeights {}, seats, deals, 999));
        std::fflush(stdout);
    }
    return 0;
}
