// SPDX-License-Identifier: GPL-3.0-or-later
// nobox_panel: the hard level against the opponent panel (docs/ai.md, "Measuring"; issue 37).
//   nobox_panel sets
//   nobox_panel play --entrant SPEC --against MEMBER|tuning|test [--set tuning|test] [--players N]
//                    [--expansion] [--deals N] [--skip K] [--jobs J] [--by-deal]
// Each row is the entrant as one against players-1 copies of a member, on the set's deals firstDeal + skip ..
// + deals - 1, each deal once with the entrant in every seat. --against a set plays a row per member of it;
// --set says whose deals a single member is played on (it must belong to that set unless --any-member).
// Run it under `nice -n 19`: a row of 100 deals at three players is 300 games.
#include "ai/agent.h"
#include "builtin_game.h"
#include "core/options.h"
#include "no_thanks/game.h"
#include "panel/panel_sets.h"
#include "panel/panel_tournament.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace {

namespace core = games::core;
namespace nt = games::no_thanks;
using namespace nobox_panel;

int usage()
{
    std::fprintf(stderr,
        "usage: nobox_panel sets\n"
        "       nobox_panel play --entrant SPEC --against MEMBER|tuning|test [--set tuning|test] [--players N]\n"
        "                        [--expansion] [--deals N] [--skip K] [--jobs J] [--by-deal] [--any-member]\n");
    return 2;
}

const PanelSet* setNamed(std::string_view name)
{
    if (name == kTuningSet.name)
        return &kTuningSet;
    if (name == kTestSet.name)
        return &kTestSet;
    return nullptr;
}

float median(std::vector<float> values)
{
    if (values.empty())
        return 0.0F;
    auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

float maximum(const std::vector<float>& values)
{
    return values.empty() ? 0.0F : *std::max_element(values.begin(), values.end());
}

int printSets()
{
    for (const PanelSet* set : {&kTuningSet, &kTestSet}) {
        std::printf("%.*s set: deals %llu-%llu, members:", static_cast<int>(set->name.size()), set->name.data(),
            static_cast<unsigned long long>(set->firstDeal),
            static_cast<unsigned long long>(set->firstDeal + kDealsPerSet - 1));
        for (auto member : set->members)
            std::printf(" %.*s", static_cast<int>(member.size()), member.data());
        std::printf("\n");
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return usage();
    const std::string command = argv[1];
    if (command == "sets")
        return printSets();
    if (command != "play")
        return usage();
    std::map<std::string, std::string> args;
    for (int i = 2; i < argc; ++i) {
        std::string key = argv[i];
        if (key.rfind("--", 0) != 0)
            return usage();
        key = key.substr(2);
        if (key == "expansion" || key == "by-deal" || key == "any-member")
            args[key] = "1";
        else if (i + 1 < argc)
            args[key] = argv[++i];
        else
            return usage();
    }
    if (!args.count("entrant") || !args.count("against"))
        return usage();
    const PanelSet* against = setNamed(args["against"]);
    const PanelSet* set = args.count("set") ? setNamed(args["set"]) : against;
    if (!set) {
        std::fprintf(stderr, "--set tuning|test is required with a single member\n");
        return 2;
    }
    std::vector<std::string> members;
    if (against) {
        members.assign(against->members.begin(), against->members.end());
    } else {
        members.push_back(args["against"]);
        const bool inSet = std::find(set->members.begin(), set->members.end(), members.front()) != set->members.end();
        if (!inSet && !args.count("any-member")) {
            std::fprintf(stderr, "%s is not a member of the %.*s set (--any-member to play it anyway)\n",
                members.front().c_str(), static_cast<int>(set->name.size()), set->name.data());
            return 2;
        }
    }

    RowSpec row;
    row.entrant = args["entrant"];
    row.players = args.count("players") ? std::atoi(args["players"].c_str()) : 3;
    const int deals = args.count("deals") ? std::atoi(args["deals"].c_str()) : 100;
    const int skip = args.count("skip") ? std::atoi(args["skip"].c_str()) : 0;
    row.jobs = args.count("jobs") ? std::atoi(args["jobs"].c_str()) : 1;
    if (row.players < 3 || row.players > 7 || deals < 1 || skip < 0
        || static_cast<std::uint64_t>(skip + deals) > kDealsPerSet || row.jobs < 1)
        return usage();
    row.firstDeal = set->firstDeal + static_cast<std::uint64_t>(skip);
    row.deals = deals;
    const bool expansion = args.count("expansion") > 0;

    const games::core::Game* game = &nobox_bench::builtinGame("no-thanks"); // with its heuristic
    core::Options options;
    if (core::resolveOptions(game->optionSpecs(), {{"expansion", expansion ? "true" : "false"}}, options))
        return 2;
    for (const auto& member : members) {
        row.member = member;
        const RowResult result = playRow(*game, options, row);
        if (!result.error.empty()) {
            std::fprintf(stderr, "%s against %s: %s\n", row.entrant.c_str(), member.c_str(), result.error.c_str());
            return 1;
        }
        const auto [low, high] = wilson95(result.wins, result.games);
        std::printf("%s vs %d x %s | %s, %d players | deals %llu-%llu (%.*s) | %d games | win %.1f%% (%.1f-%.1f%%) "
                    "= %.1f | mean score %.1f / %.1f | ms median %.0f max %.0f | member ms median %.0f max %.0f\n",
            row.entrant.c_str(), row.players - 1, member.c_str(), expansion ? "expansion" : "base", row.players,
            static_cast<unsigned long long>(row.firstDeal),
            static_cast<unsigned long long>(row.firstDeal + static_cast<std::uint64_t>(deals) - 1),
            static_cast<int>(set->name.size()), set->name.data(), result.games, 100.0 * result.wins / result.games,
            100.0 * low, 100.0 * high, result.wins, result.entrantScore, result.memberScore,
            static_cast<double>(median(result.entrantMs)), static_cast<double>(maximum(result.entrantMs)),
            static_cast<double>(median(result.memberMs)), static_cast<double>(maximum(result.memberMs)));
        if (args.count("by-deal")) {
            std::printf("  wins by deal:");
            for (double wins : result.winsByDeal)
                std::printf(" %g", wins);
            std::printf("\n");
        }
        std::fflush(stdout);
    }
    return 0;
}
