// SPDX-License-Identifier: GPL-3.0-or-later
// The deal search of the lessons (issue 52, docs/lessons.md): plays a lesson on many match seeds as the app would
// (ai/lesson_play.h: the learner in seat 0 follows its guide's suggestions, the computers play at their level) and
// prints the seeds on which the topics show soonest.
//   lesson-deals --game no-thanks [--seats 3] [--options '{"expansion":true}'] [--computers easy]
//                [--learner normal] [--topics a,b,...] [--late a,b,...] [--within N] [--seeds 2000] [--first 1]
//                [--best 10]
// --topics: the codes wanted (default: every topic of the game with these options, core::topicApplies). A seed counts
// when each wanted topic shows to seat 0 within its first N decisions (default: no limit). --late: wanted topics that
// come at the game's end by nature (No Return's last-round, end, scoring): they must show, but the decisions counted
// are the others'. Ranked: most wanted topics shown within N, then the fewest decisions to show them (the late ones
// aside), then the shortest game. Each line: the seed, the counts, and every topic with the decision it first
// showed at.
#include "ai/lesson_play.h"

#include "builtin_games.h"
#include "core/registry.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace ai = games::ai;
namespace core = games::core;

constexpr int kAnyDecision = 1 << 30; // no --within

struct Args {
    std::string game = "no-thanks";
    int seats = 3;
    std::string options = "{}";
    std::string computers = "easy";
    std::string learner = "normal";
    std::vector<std::string> topics;
    std::vector<std::string> late;
    int within = kAnyDecision;
    int seeds = 2000;
    std::uint64_t first = 1;
    int best = 10;
};

std::vector<std::string> splitCommas(std::string_view text)
{
    std::vector<std::string> parts;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        parts.emplace_back(text.substr(0, comma));
        text = comma == std::string_view::npos ? std::string_view {} : text.substr(comma + 1);
    }
    return parts;
}

bool parseArgs(int argc, char** argv, Args& args)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string_view key = argv[i];
        const char* value = argv[i + 1];
        if (key == "--game")
            args.game = value;
        else if (key == "--seats")
            args.seats = std::atoi(value);
        else if (key == "--options")
            args.options = value;
        else if (key == "--computers")
            args.computers = value;
        else if (key == "--learner")
            args.learner = value;
        else if (key == "--topics")
            args.topics = splitCommas(value);
        else if (key == "--late")
            args.late = splitCommas(value);
        else if (key == "--within")
            args.within = std::atoi(value);
        else if (key == "--seeds")
            args.seeds = std::atoi(value);
        else if (key == "--first")
            args.first = std::strtoull(value, nullptr, 10);
        else if (key == "--best")
            args.best = std::atoi(value);
        else
            return false;
    }
    return argc % 2 == 1;
}

struct Found {
    std::uint64_t seed = 0;
    ai::LessonPlay play;
    int shownWithin = 0; // wanted topics shown within --within
    int lastDecision = 0; // the decision by which they all had shown (the --late ones aside)
};

} // namespace

int main(int argc, char** argv)
{
    Args args;
    if (!parseArgs(argc, argv, args)) {
        std::fprintf(stderr,
            "usage: lesson-deals --game ID [--seats N] [--options JSON] [--computers SPEC] "
            "[--learner SPEC] [--topics a,b] [--late a,b] [--within N] [--seeds N] [--first SEED] [--best K]\n");
        return 2;
    }
    core::Registry registry;
    games::registerBuiltinGames(registry);
    const core::Game* game = registry.find(args.game);
    if (!game) {
        std::fprintf(stderr, "unknown game %s\n", args.game.c_str());
        return 2;
    }

    const auto start = std::chrono::steady_clock::now();
    std::vector<Found> found;
    std::set<std::string_view> everShown;
    for (int i = 0; i < args.seeds; ++i) {
        Found one;
        one.seed = args.first + static_cast<std::uint64_t>(i);
        core::MatchConfig config;
        core::Error error = ai::lessonConfig(*game, args.seats, args.options, one.seed, config);
        std::optional<ai::LessonPlay> play;
        if (!error)
            play = ai::playLesson(*game, config, args.computers, args.learner, &error);
        if (!play) {
            std::fprintf(stderr, "error %s (%s)\n", std::string(error.code).c_str(), error.detail.c_str());
            return 1;
        }
        for (const auto& topic : play->shown)
            everShown.insert(topic.code);
        one.play = std::move(*play);
        found.push_back(std::move(one));
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::vector<std::string_view> wanted;
    if (args.topics.empty()) {
        core::MatchConfig config;
        if (ai::lessonConfig(*game, args.seats, args.options, args.first, config))
            return 1; // the options were played above: they are good
        for (const auto& topic : game->topics())
            if (core::topicApplies(topic, config.options))
                wanted.push_back(topic.code);
    } else {
        wanted.assign(args.topics.begin(), args.topics.end());
    }
    for (Found& one : found)
        for (std::string_view code : wanted)
            if (const auto decision = one.play.decisionOf(code); decision && *decision <= args.within) {
                ++one.shownWithin;
                if (std::find(args.late.begin(), args.late.end(), code) == args.late.end())
                    one.lastDecision = std::max(one.lastDecision, *decision);
            }
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
        if (a.shownWithin != b.shownWithin)
            return a.shownWithin > b.shownWithin;
        if (a.lastDecision != b.lastDecision)
            return a.lastDecision < b.lastDecision;
        return a.play.moves < b.play.moves;
    });

    std::printf("%s, %d seats, options %s, computers %s, learner %s: %d seeds from %llu in %.1f s\n", args.game.c_str(),
        args.seats, args.options.c_str(), args.computers.c_str(), args.learner.c_str(), args.seeds,
        static_cast<unsigned long long>(args.first), seconds);
    std::printf("wanted (%zu):", wanted.size());
    for (std::string_view code : wanted)
        std::printf(" %.*s", static_cast<int>(code.size()), code.data());
    std::printf("\nnever shown in these games:");
    for (const auto& topic : game->topics())
        if (!everShown.count(topic.code))
            std::printf(" %.*s", static_cast<int>(topic.code.size()), topic.code.data());
    std::printf("\n");
    const int allShown = static_cast<int>(std::count_if(found.begin(), found.end(),
        [&wanted](const Found& one) { return one.shownWithin == static_cast<int>(wanted.size()); }));
    if (args.within == kAnyDecision)
        std::printf("seeds showing every wanted topic: %d\n", allShown);
    else
        std::printf("seeds showing every wanted topic within %d decisions: %d\n", args.within, allShown);
    for (int i = 0; i < args.best && i < static_cast<int>(found.size()); ++i) {
        const Found& one = found[static_cast<std::size_t>(i)];
        std::printf("seed %llu: %d/%zu wanted by decision %d; the learner's decisions %d, moves %d\n  ",
            static_cast<unsigned long long>(one.seed), one.shownWithin, wanted.size(), one.lastDecision,
            one.play.learnerDecisions, one.play.moves);
        for (const auto& topic : one.play.shown)
            std::printf(" %.*s@%d", static_cast<int>(topic.code.size()), topic.code.data(), topic.decision);
        std::printf("\n");
    }
    return 0;
}
