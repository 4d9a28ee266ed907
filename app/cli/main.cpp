// SPDX-License-Identifier: GPL-3.0-or-later
// nobox-cli: the engine without the desktop, for simulation, replays, tournaments and benchmarks.
#include "commands.h"
#include "utf8_args.h"

#include "ai/agent.h"
#include "builtin_games.h"

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace {
constexpr const char* kUsage = R"(usage: nobox-cli <command> [options] [--json]

commands:
  list                       the games, their player ranges and options
  play --game ID --players N [--seed S] [--option name=value ...] [--agents a,b,...] [--games G]
       [--start-seat K] [--names A,B,...] [--record FILE]
                             play whole games and print the results; --record saves the first game
  replay RECORD.json [--at N]
                             replay a record (its first N moves with --at) and print the position
  hint RECORD.json [--at N] [--agent hard] [--seed S]
                             advice for the seat to move after N moves (default: at the record's end)
  review RECORD.json [--seat K] [--agent hard] [--seed S]
                             every decision of a finished game looked at again by hard, each from its
                             seat's own knowledge; the clearly costly ones first (seats counted from 0)
  tournament --game ID --players N --agents a,b,... --games G [--seed S] [--option name=value ...]
                             rotate seats, play in parallel, report win rates with 95% intervals
  bench --game ID --players N [--seconds S] [--seed S] [--option name=value ...]
                             random playouts through the public interface: games and moves per second

Options of a game (nobox-cli list): --option expansion=true (booleans: true/false, yes/no, on/off, 1/0).
Seats are counted from 0 in records, JSON and --start-seat; text output calls them by name or Seat 1, 2, ...
Agents: %LEVELS% (hard:iterations=N, hard:ms=N, hard:threads=N), external:CMD (a bot
program speaking docs/bot-protocol.md; external:timeout=MS:CMD).
With --json every command prints exactly one JSON object. Errors go to stderr, exit code 2.
Long commands show their progress on stderr when it is a terminal (not with --json).
)";

/// The usage text with the engine's own list of agent levels.
std::string usage()
{
    std::string levels;
    for (const auto level : games::ai::agentLevels())
        levels += (levels.empty() ? "" : ", ") + std::string(level);
    std::string text = kUsage;
    text.replace(text.find("%LEVELS%"), 8, levels);
    return text;
}

bool stderrIsTerminal()
{
#ifdef _WIN32
    return _isatty(_fileno(stderr)) != 0;
#else
    return isatty(STDERR_FILENO) != 0;
#endif
}
} // namespace

int main(int argc, char** argv)
{
    games::core::Registry registry;
    games::registerBuiltinGames(registry);

    nobox::cli::useUtf8Console();
    std::vector<std::string> words = nobox::cli::utf8Arguments(argc, argv);
    bool json = false;
    for (const auto& word : words)
        json = json || word == "--json";
    nobox::cli::Context ctx {registry, std::cout, std::cerr, json, !json && stderrIsTerminal()};

    if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        std::cout << usage();
        return words.empty() ? nobox::cli::kExitError : nobox::cli::kExitOk;
    }
    const std::string command = words[0];
    words.erase(words.begin());
    if (command == "list")
        return nobox::cli::cmdList(ctx, words);
    if (command == "replay")
        return nobox::cli::cmdReplay(ctx, words);
    if (command == "play")
        return nobox::cli::cmdPlay(ctx, words);
    if (command == "bench")
        return nobox::cli::cmdBench(ctx, words);
    if (command == "hint")
        return nobox::cli::cmdHint(ctx, words);
    if (command == "review")
        return nobox::cli::cmdReview(ctx, words);
    if (command == "tournament")
        return nobox::cli::cmdTournament(ctx, words);
    return ctx.fail("unknown command '" + command + "' (try: list, replay, play, hint, review, tournament, bench)");
}
