// SPDX-License-Identifier: GPL-3.0-or-later
// Tunes a game's heuristic weights for the hard level's playouts in the generic search (docs/ai.md) by
// coordinate search: a candidate plays whole games with the heuristic's greedy judgement, one seat against the
// current weights in the others (every deal once per seat), and a change is kept when it wins clearly more.
// No Return (ai/no_return_heuristic.h), and No Thanks! with the expansion (ai/no_thanks_heuristic.h: the
// take-or-refuse policy and the cards' weights). Not a benchmark: it prints the weights it ends with.
// Usage: nobox_heuristic_tune no-return|no-thanks-expansion [seats] [deals] [seed] [passes]
//        (passes 0: the tuned weights in the code against the normal ones)
#include "ai/heuristic.h"
#include "ai/no_return_heuristic.h"
#include "ai/no_thanks_heuristic.h"
#include "core/game.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/options.h"
#include "core/score.h"
#include "no_return/game.h"
#include "no_thanks/game.h"
#include "no_thanks_weight_fields.h"

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace {

namespace ai = games::ai;
namespace core = games::core;

/// Share of the wins of `candidate` in one seat against `field` in the others, over `deals` deals.
double winShare(const core::Game& game, const core::Options& options, const ai::Heuristic& candidate,
    const ai::Heuristic& field, int seats, int deals, std::uint64_t seed)
{
    core::MoveList legal;
    std::vector<double> scores;
    std::vector<core::RankKey> keys(static_cast<std::size_t>(seats));
    double wins = 0.0;
    for (int deal = 0; deal < deals; ++deal) {
        for (int seat = 0; seat < seats; ++seat) {
            auto match = game.newMatch({seats, 0, options, seed + static_cast<std::uint64_t>(deal), nullptr});
            while (!match->isOver()) {
                const core::Seat mover = match->toMove();
                match->legalMoves(legal);
                std::size_t chosen = 0;
                if (legal.size() > 1) {
                    const auto observation = match->observe(mover);
                    (mover == seat ? candidate : field).score(*observation, legal, scores);
                    chosen = ai::bestIndex(scores);
                }
                match->apply(legal[chosen]);
            }
            match->rankKeys(keys);
            const auto winners = core::winnersOf(keys);
            for (int winner : winners)
                if (winner == seat)
                    wins += 1.0 / static_cast<double>(winners.size());
        }
    }
    return wins / (static_cast<double>(deals) * seats);
}

/// One game's weights and how to play them.
template <typename Weights> struct Subject {
    std::unique_ptr<core::Game> game;
    core::Options options;
    std::function<std::unique_ptr<ai::Heuristic>(const Weights&)> heuristic;
    std::vector<std::pair<std::string_view, std::function<double&(Weights&)>>> fields;
    Weights tuned; // what the code uses now, for passes 0
};

template <typename Weights> void print(Subject<Weights>& subject, Weights w)
{
    for (const auto& [name, field] : subject.fields)
        std::printf("%.*s=%.4g ", static_cast<int>(name.size()), name.data(), field(w));
    std::printf("\n");
}

template <typename Weights> int tune(Subject<Weights>& subject, int seats, int deals, std::uint64_t seed, int passes)
{
    const double fair = 1.0 / seats;
    auto share = [&](const Weights& candidate, const Weights& field, std::uint64_t s) {
        return winShare(
            *subject.game, subject.options, *subject.heuristic(candidate), *subject.heuristic(field), seats, deals, s);
    };
    if (passes == 0) {
        std::printf("tuned vs normal weights, %d seats: %.4f (fair %.4f)\n", seats,
            share(subject.tuned, Weights {}, seed), fair);
        return 0;
    }
    Weights best {};
    for (int pass = 0; pass < passes; ++pass) {
        const std::uint64_t passSeed = seed + 1000003ULL * static_cast<std::uint64_t>(pass);
        for (const auto& [name, field] : subject.fields) {
            for (double step : {-0.5, -0.25, 0.25, 0.5}) {
                Weights candidate = best;
                const double was = field(best);
                field(candidate) = was == 0.0 ? 2.0 * step : was * (1.0 + step);
                const double won = share(candidate, best, passSeed);
                if (won > fair + 0.006) {
                    std::printf("pass %d: %.*s %.4g -> %.4g wins %.4f (fair %.4f)\n", pass,
                        static_cast<int>(name.size()), name.data(), was, field(candidate), won, fair);
                    std::fflush(stdout);
                    best = candidate;
                }
            }
        }
        print(subject, best);
        std::printf("vs the normal weights: %.4f\n", share(best, Weights {}, seed + 999));
        std::fflush(stdout);
    }
    return 0;
}

#define NOBOX_FIELD(Type, path)                                                                                        \
    {                                                                                                                  \
#path, [](Type & w) -> double& { return w.path; }                                                              \
    }

Subject<ai::NoReturnWeights> noReturn()
{
    using W = ai::NoReturnWeights;
    return {games::no_return::makeGame(), {}, [](const W& w) { return std::make_unique<ai::NoReturnHeuristic>(w); },
        {NOBOX_FIELD(W, drawPerTurn), NOBOX_FIELD(W, clearPerTurn), NOBOX_FIELD(W, marginTurns),
            NOBOX_FIELD(W, slackTurnsForFullValue), NOBOX_FIELD(W, arrangePerPoint), NOBOX_FIELD(W, arrangePerCounter),
            NOBOX_FIELD(W, arrangePerCounterByFactor), NOBOX_FIELD(W, skippedValuePenalty),
            NOBOX_FIELD(W, skipPenaltyTurns), NOBOX_FIELD(W, strandedPenalty), NOBOX_FIELD(W, keepUnplaceable),
            NOBOX_FIELD(W, keepUnplaceablePerValue), NOBOX_FIELD(W, keepPlaceable),
            NOBOX_FIELD(W, keepPlaceablePerValue), NOBOX_FIELD(W, keepPerSameColour), NOBOX_FIELD(W, moneyPerValue),
            NOBOX_FIELD(W, moneyPerSameColour), NOBOX_FIELD(W, exchangeTurnCost), NOBOX_FIELD(W, drawnCounterValue),
            NOBOX_FIELD(W, hurryWhenAhead), NOBOX_FIELD(W, stallWhenBehind), NOBOX_FIELD(W, clearedPointValue),
            NOBOX_FIELD(W, paidPointCost), NOBOX_FIELD(W, overpaidPointCost), NOBOX_FIELD(W, paidCounterBonus),
            NOBOX_FIELD(W, turnsPerColumn), NOBOX_FIELD(W, otherSwitchedSpeedUp), NOBOX_FIELD(W, setAsideGain),
            NOBOX_FIELD(W, setAsideKeep), NOBOX_FIELD(W, setAsideKeepPerValue),
            NOBOX_FIELD(W, setAsideKeepPerSameColour)},
        {}};
}

/// The normal level's No Thanks! weights: a default-constructed PolicyWeights holds them.
Subject<ai::NoThanksTunedWeights> noThanksExpansion()
{
    using W = ai::NoThanksTunedWeights;
    Subject<W> subject {games::no_thanks::makeGame(), {},
        [](const W& w) { return std::make_unique<ai::NoThanksHeuristic>(w.policy, w.cards); },
        nobox_bench::noThanksWeightFields(), ai::noThanksExpansionTunedWeights()};
    core::RawOptions raw {{"expansion", "true"}};
    if (core::resolveOptions(subject.game->optionSpecs(), raw, subject.options))
        std::exit(2);
    return subject;
}

#undef NOBOX_FIELD

} // namespace

int main(int argc, char** argv)
{
    const std::string_view which = argc > 1 ? argv[1] : "";
    const int seats = argc > 2 ? std::atoi(argv[2]) : 3;
    const int deals = argc > 3 ? std::atoi(argv[3]) : 2000;
    const std::uint64_t seed = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;
    const int passes = argc > 5 ? std::atoi(argv[5]) : 1;
    if (which == "no-return") {
        auto subject = noReturn();
        subject.tuned = ai::noReturnTunedWeights(seats);
        return tune(subject, seats, deals, seed, passes);
    }
    if (which == "no-thanks-expansion") {
        auto subject = noThanksExpansion();
        return tune(subject, seats, deals, seed, passes);
    }
    std::fprintf(stderr, "usage: nobox_heuristic_tune no-return|no-thanks-expansion [seats] [deals] [seed] [passes]\n");
    return 2;
}
