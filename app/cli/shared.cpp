// SPDX-License-Identifier: GPL-3.0-or-later
// Pieces several commands use: finding the game, its options, and describing a match.
#include "commands.h"
#include "external_agent.h"

#include "core/match.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <sstream>

namespace nobox::cli {

const games::core::Game* findGame(const Context& ctx, const Args& args, std::string& problem)
{
    auto id = args.value("game");
    if (!id) {
        problem = "--game is required";
        return nullptr;
    }
    if (const auto* game = ctx.registry.find(*id))
        return game;
    problem = "unknown game '" + *id + "' (known:";
    for (const auto& game : ctx.registry.games()) {
        problem += ' ';
        problem += game->id();
    }
    problem += ")";
    return nullptr;
}

int readTable(const Context& ctx, const Args& args, TableArgs& out)
{
    std::string problem;
    out.game = findGame(ctx, args, problem);
    if (!out.game)
        return ctx.fail(problem);
    const auto& game = *out.game;
    const auto players = args.integer("players", game.minSeats(), game.maxSeats(), problem);
    const auto seed = args.integer("seed", 0, std::numeric_limits<long long>::max(), problem);
    if (!problem.empty())
        return ctx.fail(problem);
    if (!players)
        return ctx.fail("--players is required (" + std::to_string(game.minSeats()) + " to "
            + std::to_string(game.maxSeats()) + " for " + std::string(game.id()) + ")");
    out.players = static_cast<int>(*players);
    out.seed = static_cast<std::uint64_t>(seed.value_or(1));
    if (auto error = optionsFrom(args, game, out.options))
        return ctx.fail(error, {}, optionAdvice(game, error, games::core::OptionSource::Person));
    return kExitOk;
}

games::core::Error optionsFrom(const Args& args, const games::core::Game& game, games::core::Options& out)
{
    games::core::RawOptions raw;
    for (const auto& pair : args.values("option")) {
        auto eq = pair.find('=');
        if (eq == std::string::npos || eq == 0)
            return games::core::Error::withDetail("cli.bad-option-syntax", pair);
        raw[pair.substr(0, eq)] = pair.substr(eq + 1);
    }
    return games::core::resolveOptions(game.optionSpecs(), raw, out, games::core::OptionSource::Person);
}

std::string optionAdvice(
    const games::core::Game& game, const games::core::Error& error, games::core::OptionSource source)
{
    const auto& specs = game.optionSpecs();
    if (error.code == "core.unknown-option") {
        if (specs.empty())
            return " (" + std::string(game.id()) + " has no options)";
        std::string known = " (" + std::string(game.id()) + " options:";
        for (const auto& spec : specs)
            known += " " + spec.name;
        return known + ")";
    }
    if (error.code != "core.bad-option-value")
        return {};
    const std::string name = error.detail.substr(0, error.detail.find('='));
    for (const auto& spec : specs) {
        if (spec.name != name)
            continue;
        if (spec.type == games::core::OptionSpec::Type::Int)
            return ": " + name + " takes a whole number from " + std::to_string(spec.min) + " to "
                + std::to_string(spec.max);
        if (source == games::core::OptionSource::Record)
            return ": " + name + " takes true or false (a JSON boolean, without quotes)";
        return ": " + name + " takes true or false (yes/no, on/off and 1/0 work too)";
    }
    return {};
}

std::string seatLabel(const std::vector<std::string>& names, int seat)
{
    const auto index = static_cast<std::size_t>(seat);
    if (index < names.size() && !names[index].empty())
        return names[index];
    return "Seat " + std::to_string(seat + 1);
}

games::core::Seat playToEnd(games::core::Match& match, const std::vector<std::unique_ptr<games::ai::Agent>>& agents,
    games::core::Error& error, std::vector<std::vector<float>>* msBySeat)
{
    using Clock = std::chrono::steady_clock;
    games::core::MoveList legal;
    while (!match.isOver()) {
        const int seat = match.toMove();
        match.legalMoves(legal);
        const auto observation = match.observe(seat);
        const auto start = Clock::now();
        const auto move = agents[static_cast<std::size_t>(seat)]->choose(*observation, legal);
        if (msBySeat) {
            const std::chrono::duration<float, std::milli> took = Clock::now() - start;
            (*msBySeat)[static_cast<std::size_t>(seat)].push_back(took.count());
        }
        // A bot whose program cannot run at all ends the game: random moves in its name would mislead.
        if (const auto* bot = dynamic_cast<const ExternalAgent*>(agents[static_cast<std::size_t>(seat)].get());
            bot && bot->failure()) {
            error = bot->failure();
            return seat;
        }
        if ((error = match.apply(move)))
            return seat;
    }
    return games::core::kNoSeat;
}

nlohmann::json matchSummary(const games::core::Match& match, const std::vector<std::string>& names)
{
    const auto& game = match.game();
    const auto scores = match.score();
    nlohmann::json summary;
    summary["game"] = std::string(game.id());
    summary["over"] = match.isOver();
    summary["moves"] = match.history().size();
    nlohmann::json seatNames = nlohmann::json::array();
    for (int seat = 0; seat < match.seatCount(); ++seat)
        seatNames.push_back(static_cast<std::size_t>(seat) < names.size() ? names[static_cast<std::size_t>(seat)] : "");
    summary["names"] = seatNames;
    nlohmann::json totals = nlohmann::json::array();
    nlohmann::json breakdown = nlohmann::json::array();
    for (const auto& seat : scores) {
        totals.push_back(seat.total);
        nlohmann::json items = nlohmann::json::array();
        for (const auto& item : seat.items)
            items.push_back({{"id", item.id}, {"points", item.points}, {"values", item.values}});
        breakdown.push_back(
            {{"total", seat.total}, {"rankKey", {seat.rankKey.total, seat.rankKey.tieBreak}}, {"items", items}});
    }
    summary["scores"] = totals;
    summary["breakdown"] = breakdown;
    if (match.isOver()) {
        summary["winners"] = games::core::winnersOf(scores);
        summary["places"] = games::core::placesOf(scores);
    } else {
        summary["winners"] = nlohmann::json::array();
        summary["toMove"] = match.toMove();
        games::core::MoveList legal;
        match.legalMoves(legal);
        nlohmann::json moves = nlohmann::json::array();
        for (const auto& move : legal)
            moves.push_back(game.moveToText(move));
        summary["legal"] = moves;
    }
    return summary;
}

std::string matchSummaryText(const games::core::Match& match, const std::vector<std::string>& names)
{
    const auto scores = match.score();
    std::ostringstream text;
    text << match.game().id() << ": " << match.history().size() << " moves, "
         << (match.isOver() ? "game over" : "in progress") << '\n';
    const auto winners = games::core::winnersOf(scores);
    for (std::size_t seat = 0; seat < scores.size(); ++seat) {
        text << "  " << seatLabel(names, static_cast<int>(seat)) << ": " << scores[seat].total;
        for (const auto& item : scores[seat].items)
            text << "  [" << item.id << " " << item.points << "]";
        if (match.isOver() && std::find(winners.begin(), winners.end(), static_cast<int>(seat)) != winners.end())
            text << "  winner";
        text << '\n';
    }
    if (!match.isOver()) {
        games::core::MoveList legal;
        match.legalMoves(legal);
        text << "  to move: " << seatLabel(names, match.toMove()) << " (" << legal.size() << " legal moves)\n";
        const std::size_t shown = std::min<std::size_t>(legal.size(), 20);
        for (std::size_t i = 0; i < shown; ++i)
            text << "    " << match.game().moveToText(legal[i]) << '\n';
        if (shown < legal.size())
            text << "    ... and " << legal.size() - shown << " more\n";
    }
    return text.str();
}

} // namespace nobox::cli
