// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "messages.h"
#include "progress.h"
#include "seat_agents.h"

#include "core/record.h"

#include <limits>
#include <sstream>

namespace nobox::cli {

namespace {
constexpr std::size_t kMaxListedResults = 1000;

/// The agents of game `gameSeed` get seeds of their own, different per seat.
std::uint64_t agentSeed(std::uint64_t gameSeed, int seat)
{
    games::core::Rng rng(gameSeed ^ 0xa5a5a5a5a5a5a5a5ULL);
    return rng.next() + static_cast<std::uint64_t>(seat);
}
} // namespace

int cmdPlay(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words,
            {{"game", "players", "seed", "option", "agents", "games", "record", "start-seat", "names"}, {"json"}, 0}))
        return ctx.fail(*problem);
    TableArgs table;
    if (int failed = readTable(ctx, args, table))
        return failed;
    const auto* game = table.game;
    const int seats = table.players;
    std::string problem;
    const auto gameCount = args.integer("games", 1, 10'000'000, problem);
    const auto startSeat = args.integer("start-seat", 0, seats - 1, problem);
    if (!problem.empty())
        return ctx.fail(problem);

    games::core::MatchConfig config;
    config.seats = seats;
    config.startSeat = static_cast<int>(startSeat.value_or(0));
    config.options = table.options;

    const auto specs = splitAgentSpecs(args.value("agents").value_or("random"), seats);
    if (auto error = checkAgentSpecs(specs, *game, seats))
        return ctx.fail(error);
    std::vector<std::string> names;
    if (auto list = args.value("names")) {
        names = splitList(*list);
        if (static_cast<int>(names.size()) != seats)
            return ctx.fail(
                "--names gives " + std::to_string(names.size()) + " names for " + std::to_string(seats) + " players");
        // A record is JSON, which holds UTF-8 text only.
        for (const auto& name : names) {
            try {
                (void)nlohmann::json(name).dump();
            } catch (const nlohmann::json::type_error&) {
                return ctx.fail("--names: '" + shownInput(name) + "' is not UTF-8 text");
            }
        }
    }

    const std::uint64_t baseSeed = table.seed;
    const long long count = gameCount.value_or(1);
    std::vector<double> wins(seats, 0.0), scoreSums(seats, 0.0);
    nlohmann::json results = nlohmann::json::array();
    std::string recordText;
    Progress progress(ctx, count, "games");

    for (long long index = 0; index < count; ++index) {
        config.seed = baseSeed + static_cast<std::uint64_t>(index);
        games::core::Error error;
        auto match = game->newMatch(config, &error);
        if (!match)
            return ctx.fail(error);
        std::vector<std::unique_ptr<games::ai::Agent>> agents;
        for (int seat = 0; seat < seats; ++seat)
            agents.push_back(makeSeatAgent(specs[seat], *game, agentSeed(config.seed, seat), &error));
        if (const int seat = playToEnd(*match, agents, error); seat != games::core::kNoSeat) {
            progress.finish();
            return ctx.fail(error, "agent '" + specs[seat] + "' at " + seatLabel(names, seat) + ": ");
        }
        const auto scores = match->score();
        const auto winners = games::core::winnersOf(scores);
        for (int winner : winners)
            wins[winner] += 1.0 / static_cast<double>(winners.size());
        std::vector<int> totals;
        for (int seat = 0; seat < seats; ++seat) {
            scoreSums[seat] += scores[seat].total;
            totals.push_back(scores[seat].total);
        }
        if (results.size() < kMaxListedResults)
            results.push_back(
                {{"seed", config.seed}, {"scores", totals}, {"winners", winners}, {"moves", match->history().size()}});
        // Seats without --names stay unnamed (the record holds their number only).
        if (index == 0 && args.value("record"))
            recordText = games::core::toJson(games::core::recordOf(*match, names)).dump(2) + "\n";
        if (count > 1)
            progress.update(index + 1);
    }
    progress.finish();

    if (auto path = args.value("record")) {
        if (!writeFileAtomically(*path, recordText, problem))
            return ctx.fail(problem);
    }

    nlohmann::json seatsJson = nlohmann::json::array();
    std::ostringstream text;
    text << "played " << count << (count == 1 ? " game" : " games") << " of " << game->id() << " with " << seats
         << " players (seeds " << baseSeed << ".." << baseSeed + static_cast<std::uint64_t>(count - 1) << ")\n";
    for (int seat = 0; seat < seats; ++seat) {
        const double mean = scoreSums[seat] / static_cast<double>(count);
        seatsJson.push_back(
            {{"seat", seat}, {"name", seat < static_cast<int>(names.size()) ? names[seat] : ""}, {"agent", specs[seat]},
                {"wins", wins[seat]}, {"winRate", wins[seat] / static_cast<double>(count)}, {"meanScore", mean}});
        text << "  " << seatLabel(names, seat) << " (" << specs[seat] << "): wins " << wins[seat] << ", mean score "
             << mean << '\n';
    }
    if (count == 1) {
        text << "  scores:";
        for (const auto& total : results[0]["scores"])
            text << ' ' << total.get<int>();
        text << "\n  winners:";
        const char* separator = " ";
        for (const auto& winner : results[0]["winners"]) {
            text << separator << seatLabel(names, winner.get<int>());
            separator = ", ";
        }
        text << '\n';
    }
    nlohmann::json options = nlohmann::json::object();
    for (const auto& spec : game->optionSpecs())
        options[spec.name] = games::core::optionValueText(spec, config.options.get(spec.name));
    return ctx.succeed({{"game", std::string(game->id())}, {"players", seats}, {"games", count}, {"seed", baseSeed},
                           {"options", options}, {"seats", seatsJson}, {"results", results}},
        text.str());
}

} // namespace nobox::cli
