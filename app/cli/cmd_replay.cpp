// SPDX-License-Identifier: GPL-3.0-or-later
// nobox-cli replay and hint: a record's position (at its end or after --at N moves), and advice there.
#include "commands.h"

#include "ai/hint.h"

#include <limits>
#include <sstream>

namespace nobox::cli {

namespace {
/// --at N: how many of the record's moves to replay; nothing when absent (all of them).
bool readAt(const Context& ctx, const Args& args, std::optional<std::size_t>& at, int& failed)
{
    std::string problem;
    const auto value = args.integer("at", 0, std::numeric_limits<int>::max(), problem);
    if (!problem.empty()) {
        failed = ctx.fail(problem);
        return false;
    }
    if (value)
        at = static_cast<std::size_t>(*value);
    return true;
}
} // namespace

int cmdReplay(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{"at"}, {"json"}, 1}))
        return ctx.fail(*problem);
    if (args.positional().empty())
        return ctx.fail("replay needs a record file: nobox-cli replay RECORD.json [--at N]");
    std::optional<std::size_t> at;
    int failed = kExitOk;
    if (!readAt(ctx, args, at, failed))
        return failed;
    games::core::Record record;
    games::core::Replay replay;
    if (int loadFailed = loadRecord(ctx, args.positional().front(), record, replay, at))
        return loadFailed;
    auto summary = matchSummary(*replay.match, record.seats);
    summary["recordMoves"] = record.moves.size();
    return ctx.succeed(summary, matchSummaryText(*replay.match, record.seats));
}

int cmdHint(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{"agent", "seed", "at"}, {"json"}, 1}))
        return ctx.fail(*problem);
    if (args.positional().empty())
        return ctx.fail("hint needs a record file: nobox-cli hint RECORD.json [--at N] [--agent hard]");
    std::string problem;
    const auto seed = args.integer("seed", 0, std::numeric_limits<long long>::max(), problem);
    if (!problem.empty())
        return ctx.fail(problem);
    std::optional<std::size_t> at;
    int failed = kExitOk;
    if (!readAt(ctx, args, at, failed))
        return failed;
    const std::string& path = args.positional().front();
    games::core::Record record;
    games::core::Replay replay;
    if (int loadFailed = loadRecord(ctx, path, record, replay, at))
        return loadFailed;
    const auto& match = *replay.match;
    const std::size_t moves = match.history().size();
    if (match.isOver()) {
        std::string message = "the game in " + path + " is over after " + std::to_string(moves)
            + " moves: there is no move to advise on";
        if (moves > 0)
            message += "; for advice at an earlier position add --at N, the position after N moves (0 to "
                + std::to_string(moves - 1) + ")";
        return ctx.fail(message);
    }

    // The adviser sees what the seat to move sees, nothing more.
    const auto seat = match.toMove();
    const auto observation = match.observe(seat);
    games::core::MoveList legal;
    match.legalMoves(legal);
    const std::string spec = args.value("agent").value_or("hard");
    games::core::Error error;
    const auto hint = games::ai::hint(
        spec, match.game(), *observation, legal, static_cast<std::uint64_t>(seed.value_or(1)), &error);
    if (!hint)
        return ctx.fail(error);

    auto json = games::ai::hintToJson(match.game(), *hint);
    json["seat"] = seat;
    json["name"] = static_cast<std::size_t>(seat) < record.seats.size() ? record.seats[seat] : "";
    json["agent"] = spec;
    json["at"] = moves;
    std::ostringstream text;
    text << "after " << moves << (moves == 1 ? " move" : " moves") << ", " << seatLabel(record.seats, seat)
         << " to move; " << spec << " advises: " << match.game().moveToText(hint->move) << '\n';
    for (const auto& value : hint->values)
        text << "  " << match.game().moveToText(value.move) << "  " << value.value
             << (hint->estimated ? "  (" + std::to_string(value.visits) + " visits)" : std::string()) << '\n';
    return ctx.succeed(json, text.str());
}

} // namespace nobox::cli
