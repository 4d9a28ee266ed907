// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "ai/hint.h"

#include <fstream>
#include <limits>
#include <sstream>

namespace nobox::cli {

namespace {
constexpr std::size_t kMaxRecordBytes = 16 * 1024 * 1024;
}

int loadRecord(const Context& ctx, const std::string& path, games::core::Record& record, games::core::Replay& replay)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return ctx.fail("cannot open record '" + path + "'");
    std::ostringstream buffer;
    buffer << file.rdbuf();
    const std::string content = buffer.str();
    if (content.size() > kMaxRecordBytes)
        return ctx.fail("record '" + path + "' is larger than 16 MiB");

    auto json = nlohmann::json::parse(content, nullptr, /*allow_exceptions=*/false);
    if (json.is_discarded())
        return ctx.fail("record '" + path + "' is not valid JSON");

    if (auto error = games::core::parseRecord(json, record))
        return ctx.fail(error, "record '" + path + "': ");
    replay = games::core::replay(ctx.registry, record);
    if (!replay.match)
        return ctx.fail(replay.error, "record '" + path + "': ");
    if (replay.error) {
        const auto index = static_cast<std::size_t>(replay.failedMove);
        return ctx.fail(replay.error,
            "record '" + path + "': move " + std::to_string(index) + " (\"" + record.moves[index] + "\"): ");
    }
    return kExitOk;
}

int cmdReplay(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{}, {"json"}, 1}))
        return ctx.fail(*problem);
    if (args.positional().empty())
        return ctx.fail("replay needs a record file: nobox-cli replay RECORD.json");
    games::core::Record record;
    games::core::Replay replay;
    if (int failed = loadRecord(ctx, args.positional().front(), record, replay))
        return failed;
    return ctx.succeed(matchSummary(*replay.match), matchSummaryText(*replay.match));
}

int cmdHint(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{"agent", "seed"}, {"json"}, 1}))
        return ctx.fail(*problem);
    if (args.positional().empty())
        return ctx.fail("hint needs a record file: nobox-cli hint RECORD.json [--agent hard]");
    std::string problem;
    const auto seed = args.integer("seed", 0, std::numeric_limits<long long>::max(), problem);
    if (!problem.empty())
        return ctx.fail(problem);
    games::core::Record record;
    games::core::Replay replay;
    if (int failed = loadRecord(ctx, args.positional().front(), record, replay))
        return failed;
    const auto& match = *replay.match;
    if (match.isOver())
        return ctx.fail("the game in '" + args.positional().front() + "' is over: there is no move to advise on");

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
    json["agent"] = spec;
    std::ostringstream text;
    text << "seat " << seat << ", " << spec << " advises: " << match.game().moveToText(hint->move) << '\n';
    for (const auto& value : hint->values)
        text << "  " << match.game().moveToText(value.move) << "  " << value.value
             << (hint->estimated ? "  (" + std::to_string(value.visits) + " visits)" : std::string()) << '\n';
    return ctx.succeed(json, text.str());
}

} // namespace nobox::cli
