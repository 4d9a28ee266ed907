// SPDX-License-Identifier: GPL-3.0-or-later
// What the hard level's reading of styles (ai/no_thanks_styles.h) believes of a panel member's seats at the end
// of a No Thanks! base game (docs/ai.md, "Measuring"): the entrant sits at seat 0 against players - 1 copies
// of the member, on the panel's deals from `first-deal`, played as the panel plays them (panel_tournament.h); after
// each game the styles are read from seat 0's observation, with the prior the search uses at that table size, and
// the belief of every member seat is printed with its mean, and how many of the seat's decisions each style would
// have made otherwise, and each threshold player from 0.1 to 1.2 (a line "misses", for bench/panel/style_gate.py to
// weigh other settings on); last, how often the members left each style where it takes and where it refuses. Not
// a benchmark: a diagnostic of the opponent model.
// Usage: nobox_style_beliefs MEMBER [players] [games] [first-deal] [entrant]   (5, 10, 20000, "hard")
#include "ai/no_thanks_search_tuning.h"
#include "ai/no_thanks_styles.h"
#include "builtin_game.h"
#include "core/match.h"
#include "core/options.h"
#include "no_thanks/observation.h"
#include "panel/panel_tournament.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

namespace ai = games::ai;
namespace core = games::core;
namespace nt = games::no_thanks;
namespace ntsim = games::ai::ntsim;

constexpr std::array<const char*, ntsim::kStyleCount> kStyleNames {"normal", "tuned", "threshold", "hoarder"};

/// The threshold players the misses are counted for: shares 0.1, 0.2, ... 1.2 of the card's cost.
constexpr std::size_t kThresholdCount = 12;
ntsim::Style thresholdStyle(std::size_t index)
{
    return {ntsim::StyleKind::Threshold, ntsim::PolicyWeights {}, 0.1 * static_cast<double>(index + 1)};
}

/// How often the member seats left a style, by the style's move: [0] where it refuses, [1] where it takes.
struct Leavings {
    std::array<int, 2> decisions {};
    std::array<int, 2> left {};
};

int usage()
{
    std::fprintf(stderr, "usage: nobox_style_beliefs MEMBER [players 3-7] [games] [first-deal] [entrant spec]\n");
    return 2;
}

/// Per member seat: its decisions read, then the decisions the normal, tuned and hoarder styles would have made
/// otherwise, then each threshold's (0.1 .. 1.2); adds how often the member seats left each style to `left`.
void printMisses(
    const nt::NoThanksObservation& observation, std::uint64_t deal, std::array<Leavings, ntsim::kStyleCount>& left)
{
    constexpr std::size_t kColumns = 1 + 3 + kThresholdCount;
    std::array<std::array<int, kColumns>, ntsim::kMaxSeats> misses {};
    const auto& styles = ntsim::opponentStyles();
    std::array<ntsim::Style, kThresholdCount> thresholds {};
    for (std::size_t i = 0; i < kThresholdCount; ++i)
        thresholds[i] = thresholdStyle(i);
    ntsim::forEachOtherTakeOrRefuse(observation, [&](const ntsim::Sim& s, bool took) {
        auto& row = misses[static_cast<std::size_t>(s.toMove)];
        ++row[0];
        row[1] += ntsim::styleTakes(styles[ntsim::kNormalStyle], s) != took;
        row[2] += ntsim::styleTakes(styles[ntsim::kTunedStyle], s) != took;
        row[3] += ntsim::styleTakes(styles[ntsim::kHoarderStyle], s) != took;
        for (std::size_t i = 0; i < thresholds.size(); ++i)
            row[4 + i] += ntsim::styleTakes(thresholds[i], s) != took;
        for (std::size_t style = 0; style < ntsim::kStyleCount; ++style) {
            const bool takes = ntsim::styleTakes(styles[style], s);
            ++left[style].decisions[takes];
            left[style].left[takes] += takes != took;
        }
    });
    for (int seat = 1; seat < observation.seatCount; ++seat) {
        std::printf("misses %llu %d", static_cast<unsigned long long>(deal), seat);
        for (const int count : misses[static_cast<std::size_t>(seat)])
            std::printf(" %d", count);
        std::printf("\n");
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2 || argc > 6)
        return usage();
    nobox_panel::RowSpec row;
    row.member = argv[1];
    row.players = argc > 2 ? std::atoi(argv[2]) : 5;
    row.entrant = argc > 5 ? argv[5] : "hard";
    const int games = argc > 3 ? std::atoi(argv[3]) : 10;
    const auto firstDeal = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 20000ull;
    const int players = row.players;
    if (players < 3 || players > 7 || games < 1)
        return usage();

    const core::Game& game = nobox_bench::builtinGame("no-thanks");
    core::Options options;
    if (const core::Error problem = core::resolveOptions(game.optionSpecs(), {{"expansion", "false"}}, options)) {
        std::fprintf(stderr, "the base game's options: %s\n", std::string(problem.code).c_str());
        return 1;
    }
    // The settings the search reads with at this table size when none are given (no_thanks_search.cpp).
    const ntsim::StyleModelSettings settings = ai::styleSettings(ai::NoThanksSearchTuning {}, players);

    std::array<double, ntsim::kStyleCount> sum {};
    std::array<Leavings, ntsim::kStyleCount> left {}; // over every member seat
    int seatsRead = 0;
    for (int index = 0; index < games; ++index) {
        const std::uint64_t deal = firstDeal + static_cast<std::uint64_t>(index);
        std::string error;
        const auto match = nobox_panel::playGame(game, options, row, deal, 0, error);
        if (!match) {
            std::fprintf(stderr, "%s\n", error.c_str());
            return 1;
        }
        const auto seen = match->observe(0);
        const auto& observation = static_cast<const nt::NoThanksObservation&>(*seen);
        const auto reading = ntsim::readStyles(observation, settings);
        printMisses(observation, deal, left);
        for (int seat = 1; seat < players; ++seat) {
            const auto& belief = reading.styles[static_cast<std::size_t>(seat)];
            std::printf("deal %llu seat %d (%d decisions):", static_cast<unsigned long long>(deal), seat,
                reading.decisions[static_cast<std::size_t>(seat)]);
            for (std::size_t style = 0; style < ntsim::kStyleCount; ++style) {
                std::printf(" %s %.2f", kStyleNames[style], belief[style]);
                sum[style] += belief[style];
            }
            std::printf("\n");
            ++seatsRead;
        }
    }
    std::printf("%s, %d players, %d games from deal %llu, mean over %d seats:", row.member.c_str(), players, games,
        static_cast<unsigned long long>(firstDeal), seatsRead);
    for (std::size_t style = 0; style < ntsim::kStyleCount; ++style)
        std::printf(" %s %.2f", kStyleNames[style], sum[style] / seatsRead);
    std::printf("\n");
    // How the members left each style, by the style's move.
    for (std::size_t style = 0; style < ntsim::kStyleCount; ++style)
        std::printf("left %s: took where it refuses %d of %d, refused where it takes %d of %d\n", kStyleNames[style],
            left[style].left[0], left[style].decisions[0], left[style].left[1], left[style].decisions[1]);
    return 0;
}
