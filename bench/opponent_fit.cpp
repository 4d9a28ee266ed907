// SPDX-License-Identifier: GPL-3.0-or-later
// Fits the hard level's model of the other seats in the No Thanks! expansion (docs/ai.md, "No Thanks!"):
// games of `hard` against two `hard:classic` are played, every decision of the classic seats with a choice is
// kept (the mover's observation, the legal moves, the move played), and a coordinate search over the heuristic's
// weights raises how many of those moves the heuristic's greedy judgement plays too. The search plays the other
// seats' playout moves with that judgement, so the closer it is to how they play, the better its playouts
// predict the table. The fit is checked on the classic seats' decisions in as many games of other deals.
// Not a benchmark: it prints the agreement, by kind of decision, and the weights it ends with.
// Usage: nobox_opponent_fit [games] [seed] [passes] [threads] [spec of the seat against classic, "hard"]
//                           [expansion|base]
//        (deal seeds seed .. seed + games - 1 to fit, seed + 100000 .. to check; base: the game without the
//        expansion, where only the take-or-refuse weights matter)
#include "ai/agent.h"
#include "ai/heuristic.h"
#include "ai/no_thanks_heuristic.h"
#include "bench_agents.h"
#include "builtin_game.h"
#include "core/game.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/options.h"
#include "no_thanks/game.h"
#include "no_thanks/moves.h"
#include "no_thanks_weight_fields.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace {

namespace ai = games::ai;
namespace core = games::core;
namespace nt = games::no_thanks;

struct Decision {
    std::unique_ptr<core::Observation> observation;
    core::MoveList legal;
    core::Move played;
};

/// The kinds of choice, for the agreement by kind: take or refuse, an auction, give, remove, skip or look.
int kindOf(const core::MoveList& legal)
{
    for (const auto& move : legal) {
        switch (nt::decode(move).kind) {
        case nt::MoveKind::Bid:
        case nt::MoveKind::Decline:
            return 1;
        case nt::MoveKind::Give:
            return 2;
        case nt::MoveKind::Remove:
            return 3;
        case nt::MoveKind::Skip:
        case nt::MoveKind::Look:
            return 4;
        default:
            break;
        }
    }
    return 0;
}
constexpr std::array<const char*, 5> kKindNames {"take/refuse", "auction", "give", "remove", "skip/look"};

/// Plays games `first`, `first + step`, ... below `games`: `spec` in seat game % 3, classic hard in the others;
/// keeps the classic seats' decisions.
void collect(const core::Game& game, const core::Options& options, const char* spec, int first, int step, int games,
    std::uint64_t seed, std::vector<Decision>& out, std::mutex& lock)
{
    ai::AgentDefaults defaults;
    defaults.threads = 1;
    for (int g = first; g < games; g += step) {
        const std::uint64_t dealSeed = seed + static_cast<std::uint64_t>(g);
        std::vector<std::unique_ptr<ai::Agent>> agents;
        for (int seat = 0; seat < 3; ++seat)
            agents.push_back(nobox_bench::makeAgent(seat == g % 3 ? spec : "hard:classic", game,
                ai::mixSeed(dealSeed, static_cast<std::uint64_t>(seat)), nullptr, defaults));
        auto match = game.newMatch({3, 0, options, dealSeed, nullptr});
        core::MoveList legal;
        std::vector<Decision> mine;
        while (!match->isOver()) {
            const core::Seat mover = match->toMove();
            match->legalMoves(legal);
            auto observation = match->observe(mover);
            const core::Move played = agents[static_cast<std::size_t>(mover)]->choose(*observation, legal);
            if (legal.size() > 1 && mover != g % 3)
                mine.push_back({std::move(observation), legal, played});
            match->apply(played);
        }
        std::lock_guard guard(lock);
        for (auto& decision : mine)
            out.push_back(std::move(decision));
        std::fprintf(stderr, "game %d: %zu decisions so far\n", g, out.size());
    }
}

struct Agreement {
    double all = 0.0;
    std::array<double, 5> byKind {};
    std::array<int, 5> count {};
    double bids = 0.0; // of the auction decisions, those where the judgement bids
};

Agreement agreement(const ai::Heuristic& heuristic, const std::vector<Decision>& decisions)
{
    Agreement result;
    std::vector<double> scores;
    for (const auto& d : decisions) {
        heuristic.score(*d.observation, d.legal, scores);
        // The greedy judgement plays one of its best moves at random: each counts for its share.
        const double best = *std::max_element(scores.begin(), scores.end());
        int ties = 0;
        int bidsAmongBest = 0;
        bool hit = false;
        for (std::size_t i = 0; i < scores.size(); ++i) {
            if (scores[i] == best) {
                ++ties;
                hit = hit || d.legal[i] == d.played;
                bidsAmongBest += nt::decode(d.legal[i]).kind == nt::MoveKind::Bid;
            }
        }
        const double agree = hit ? 1.0 / ties : 0.0;
        const int kind = kindOf(d.legal);
        result.bids += static_cast<double>(bidsAmongBest) / ties;
        result.all += agree;
        result.byKind[static_cast<std::size_t>(kind)] += agree;
        ++result.count[static_cast<std::size_t>(kind)];
    }
    result.all /= static_cast<double>(std::max<std::size_t>(1, decisions.size()));
    return result;
}

void report(const char* what, const Agreement& a)
{
    std::printf("%-28s %.4f |", what, a.all);
    for (std::size_t k = 0; k < a.byKind.size(); ++k)
        std::printf(" %s %.3f (%d)", kKindNames[k], a.count[k] ? a.byKind[k] / a.count[k] : 0.0, a.count[k]);
    std::printf(" | bids in %.3f of the auctions\n", a.count[1] ? a.bids / a.count[1] : 0.0);
    std::fflush(stdout);
}

using W = ai::NoThanksTunedWeights;

ai::NoThanksHeuristic heuristicOf(const W& w)
{
    return ai::NoThanksHeuristic(w.policy, w.cards);
}

} // namespace

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 40;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const int passes = argc > 3 ? std::atoi(argv[3]) : 2;
    const int threads = argc > 4 ? std::atoi(argv[4]) : 2;
    const char* spec = argc > 5 ? argv[5] : "hard";
    const bool expansion = argc <= 6 || std::string_view(argv[6]) != "base";

    const games::core::Game* game = &nobox_bench::builtinGame("no-thanks"); // with its heuristic
    if (!nobox_bench::makeAgent(spec, *game, 1)) {
        std::fprintf(stderr, "not an agent: %s\n", spec);
        return 2;
    }
    core::Options options;
    core::RawOptions raw {{"expansion", expansion ? "true" : "false"}};
    if (core::resolveOptions(game->optionSpecs(), raw, options))
        return 2;

    // Two halves: fitted on the first, checked on the second (games of other deals).
    std::vector<Decision> fit;
    std::vector<Decision> check;
    std::mutex lock;
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t)
        workers.emplace_back([&, t] {
            collect(*game, options, spec, t, threads, games, seed, fit, lock);
            collect(*game, options, spec, t, threads, games, seed + 100000, check, lock);
        });
    for (auto& worker : workers)
        worker.join();
    std::printf("%zu decisions to fit, %zu to check\n", fit.size(), check.size());
    int auctions = 0;
    int bids = 0;
    for (const auto& d : check)
        if (kindOf(d.legal) == 1) {
            ++auctions;
            bids += nt::decode(d.played).kind == nt::MoveKind::Bid;
        }
    std::printf("classic hard bids in %d of the %d auction decisions to check\n", bids, auctions);

    const W normal {};
    const W tuned = ai::noThanksExpansionTunedWeights();
    report("normal, fit", agreement(heuristicOf(normal), fit));
    report("normal, check", agreement(heuristicOf(normal), check));
    report("tuned, fit", agreement(heuristicOf(tuned), fit));
    report("tuned, check", agreement(heuristicOf(tuned), check));
    report("the code's model, fit", agreement(heuristicOf(ai::noThanksExpansionOpponentWeights()), fit));
    report("the code's model, check", agreement(heuristicOf(ai::noThanksExpansionOpponentWeights()), check));

    W best = normal;
    double bestAgree = agreement(heuristicOf(best), fit).all;
    for (int pass = 0; pass < passes; ++pass) {
        for (const auto& [name, field] : nobox_bench::noThanksWeightFields()) {
            for (double step : {-0.5, -0.25, -0.1, 0.1, 0.25, 0.5}) {
                W candidate = best;
                const double was = field(best);
                field(candidate) = was == 0.0 ? 2.0 * step : was * (1.0 + step);
                const double agree = agreement(heuristicOf(candidate), fit).all;
                if (agree > bestAgree + 1e-9) {
                    std::printf("pass %d: %.*s %.4g -> %.4g agrees %.4f\n", pass, static_cast<int>(name.size()),
                        name.data(), was, field(candidate), agree);
                    best = candidate;
                    bestAgree = agree;
                }
            }
        }
        for (const auto& [name, field] : nobox_bench::noThanksWeightFields())
            std::printf("%.*s=%.4g ", static_cast<int>(name.size()), name.data(), field(best));
        std::printf("\n");
        report("fitted, fit", agreement(heuristicOf(best), fit));
        report("fitted, check", agreement(heuristicOf(best), check));
    }
    return 0;
}
