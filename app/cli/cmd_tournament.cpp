// SPDX-License-Identifier: GPL-3.0-or-later
// nobox-cli tournament: agents against each other over many games, seats rotated, games in parallel.
#include "commands.h"
#include "external_agent.h"
#include "progress.h"
#include "seat_agents.h"

#include "ai/agent.h"
#include "ai/wilson.h"
#include "core/match.h"
#include "core/score.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <mutex>
#include <sstream>
#include <thread>

namespace nobox::cli {

namespace {

using Clock = std::chrono::steady_clock;

/// One game's outcome for each entrant (the entrants are the --agents list, in its order, whatever seat they had).
struct GameResult {
    std::vector<double> share; // share of the victory (1/k for k winners)
    std::vector<int> score; // final total
    std::vector<std::vector<float>> decisionMs; // every decision's time
    games::core::Error error; // set if the game could not be played
    std::string errorPrefix;
};

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::unique_ptr<games::ai::Agent> makeEntrant(
    const std::string& spec, const games::core::Game& game, std::uint64_t seed, games::core::Error* error)
{
    std::string command;
    int timeoutMs = 0;
    games::core::Error external;
    if (parseExternalSpec(spec, command, timeoutMs, external))
        return makeSeatAgent(spec, game, seed, error);
    // Games run in parallel on every core already: one search thread per agent.
    return games::ai::makeAgent(spec, game, seed, error, games::ai::AgentDefaults {1});
}

GameResult playOne(const games::core::Game& game, const games::core::MatchConfig& base,
    const std::vector<std::string>& specs, long long index, std::uint64_t baseSeed)
{
    const int seats = base.seats;
    GameResult result;
    result.share.assign(specs.size(), 0.0);
    result.score.assign(specs.size(), 0);
    result.decisionMs.resize(specs.size());

    // Every deal is played `seats` times, the entrants rotated one seat further each time (duplicate style:
    // the luck of the deal is shared fairly).
    games::core::MatchConfig config = base;
    const long long rotation = index % seats;
    config.seed = baseSeed + static_cast<std::uint64_t>(index / seats);
    std::vector<int> entrantAt(static_cast<std::size_t>(seats));
    for (int entrant = 0; entrant < seats; ++entrant)
        entrantAt[static_cast<std::size_t>((entrant + rotation) % seats)] = entrant;

    auto match = game.newMatch(config, &result.error);
    if (!match)
        return result;
    std::vector<std::unique_ptr<games::ai::Agent>> agents(static_cast<std::size_t>(seats));
    for (int seat = 0; seat < seats; ++seat) {
        const int entrant = entrantAt[static_cast<std::size_t>(seat)];
        games::core::Rng seeder(baseSeed ^ 0x5bd1e9955bd1e995ULL);
        const std::uint64_t agentSeed
            = seeder.next() + static_cast<std::uint64_t>(index) * 64 + static_cast<std::uint64_t>(entrant);
        agents[static_cast<std::size_t>(seat)]
            = makeEntrant(specs[static_cast<std::size_t>(entrant)], game, agentSeed, &result.error);
        if (!agents[static_cast<std::size_t>(seat)])
            return result;
    }
    std::vector<std::vector<float>> msBySeat(static_cast<std::size_t>(seats));
    const int failedSeat = playToEnd(*match, agents, result.error, &msBySeat);
    for (int seat = 0; seat < seats; ++seat)
        result.decisionMs[static_cast<std::size_t>(entrantAt[static_cast<std::size_t>(seat)])]
            = std::move(msBySeat[static_cast<std::size_t>(seat)]);
    if (failedSeat != games::core::kNoSeat) {
        const auto entrant = static_cast<std::size_t>(entrantAt[static_cast<std::size_t>(failedSeat)]);
        result.errorPrefix = "agent '" + specs[entrant] + "' at " + seatLabel({}, failedSeat) + ": ";
        return result;
    }
    const auto scores = match->score();
    const auto winners = games::core::winnersOf(scores);
    for (int seat = 0; seat < seats; ++seat) {
        const auto entrant = static_cast<std::size_t>(entrantAt[static_cast<std::size_t>(seat)]);
        result.score[entrant] = scores[static_cast<std::size_t>(seat)].total;
        if (std::find(winners.begin(), winners.end(), seat) != winners.end())
            result.share[entrant] = 1.0 / static_cast<double>(winners.size());
    }
    return result;
}

} // namespace

int cmdTournament(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem
        = args.parse(words, {{"game", "players", "seed", "option", "agents", "games", "threads"}, {"json"}, 0}))
        return ctx.fail(*problem);
    TableArgs table;
    if (int failed = readTable(ctx, args, table))
        return failed;
    const auto* game = table.game;
    const int seats = table.players;
    std::string problem;
    const auto gameCount = args.integer("games", 1, 10'000'000, problem);
    const auto threadCount = args.integer("threads", 1, 1024, problem);
    if (!problem.empty())
        return ctx.fail(problem);
    if (!args.value("agents"))
        return ctx.fail("--agents is required (one per player, e.g. hard,normal,normal)");
    if (!gameCount)
        return ctx.fail("--games is required");

    games::core::MatchConfig config;
    config.seats = seats;
    config.startSeat = 0;
    config.options = table.options;
    const auto specs = splitAgentSpecs(*args.value("agents"), seats);
    if (auto error = checkAgentSpecs(specs, *game, seats))
        return ctx.fail(error);

    const std::uint64_t baseSeed = table.seed;
    const long long count = *gameCount;
    int workers = threadCount ? static_cast<int>(*threadCount) : static_cast<int>(std::thread::hardware_concurrency());
    workers = static_cast<int>(std::clamp<long long>(workers, 1, count));

    std::vector<GameResult> results(static_cast<std::size_t>(count));
    std::atomic<long long> next {0};
    std::atomic<long long> done {0};
    std::atomic<bool> failed {false};
    const auto started = Clock::now();
    Progress progress(ctx, count, "games");
    auto work = [&] {
        for (long long index = next++; index < count && !failed; index = next++) {
            results[static_cast<std::size_t>(index)] = playOne(*game, config, specs, index, baseSeed);
            if (results[static_cast<std::size_t>(index)].error)
                failed = true;
            progress.update(++done);
        }
    };
    std::vector<std::thread> pool;
    for (int w = 1; w < workers; ++w)
        pool.emplace_back(work);
    work();
    for (auto& thread : pool)
        thread.join();
    progress.finish();
    const std::chrono::duration<double> wall = Clock::now() - started;
    for (const auto& result : results)
        if (result.error)
            return ctx.fail(result.error, result.errorPrefix);

    // Entrants with the same spec get a number ("normal #2") so that each line is one seat of the rotation.
    std::vector<std::string> labels;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const auto same = std::count(specs.begin(), specs.end(), specs[i]);
        const auto before = std::count(specs.begin(), specs.begin() + static_cast<std::ptrdiff_t>(i), specs[i]);
        labels.push_back(same > 1 ? specs[i] + " #" + std::to_string(before + 1) : specs[i]);
    }

    nlohmann::json entrants = nlohmann::json::array();
    std::ostringstream text;
    text << "tournament: " << count << (count == 1 ? " game" : " games") << " of " << game->id() << ", " << seats
         << " players, seats rotated (deal seeds " << baseSeed << ".."
         << baseSeed + static_cast<std::uint64_t>((count - 1) / seats) << "), " << workers
         << (workers == 1 ? " thread, " : " threads, ") << fixed(wall.count(), 1) << " s\n";
    text << "  fair share " << fixed(100.0 / seats, 1) << "%\n";
    for (std::size_t i = 0; i < specs.size(); ++i) {
        double wins = 0.0, scoreSum = 0.0, msSum = 0.0;
        float msMax = 0.0F;
        std::vector<float> times;
        for (const auto& result : results) {
            wins += result.share[i];
            scoreSum += result.score[i];
            for (float ms : result.decisionMs[i]) {
                msSum += ms;
                msMax = std::max(msMax, ms);
                times.push_back(ms);
            }
        }
        const double n = static_cast<double>(count);
        const auto [low, high] = games::ai::wilson95(wins, n);
        double median = 0.0;
        if (!times.empty()) {
            auto middle = times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2);
            std::nth_element(times.begin(), middle, times.end());
            median = *middle;
        }
        const double meanMs = times.empty() ? 0.0 : msSum / static_cast<double>(times.size());
        entrants.push_back({{"agent", specs[i]}, {"label", labels[i]}, {"wins", wins}, {"winRate", wins / n},
            {"ci95", {low, high}}, {"meanScore", scoreSum / n}, {"decisions", times.size()},
            {"decisionMs", {{"mean", meanMs}, {"median", median}, {"max", msMax}}}});
        text << "  " << labels[i] << ": win rate " << fixed(100.0 * wins / n, 1) << "% (95% CI "
             << fixed(100.0 * low, 1) << "-" << fixed(100.0 * high, 1) << "%), mean score " << fixed(scoreSum / n, 2)
             << ", decision ms mean " << fixed(meanMs, 2) << " median " << fixed(median, 2) << " max "
             << fixed(msMax, 1) << '\n';
    }
    nlohmann::json options = nlohmann::json::object();
    for (const auto& spec : game->optionSpecs())
        options[spec.name] = games::core::optionValueText(spec, config.options.get(spec.name));
    return ctx.succeed({{"game", std::string(game->id())}, {"players", seats}, {"games", count}, {"seed", baseSeed},
                           {"options", options}, {"threads", workers}, {"fairShare", 1.0 / seats},
                           {"wallSeconds", wall.count()}, {"agents", entrants}},
        text.str());
}

} // namespace nobox::cli
