// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "core/record.h"

#include <fstream>
#include <sstream>

namespace nobox::cli {

namespace {
constexpr std::size_t kMaxRecordBytes = 16 * 1024 * 1024;
}

int cmdReplay(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{}, {"json"}, 1}))
        return ctx.fail(*problem);
    if (args.positional().empty())
        return ctx.fail("replay needs a record file: nobox-cli replay RECORD.json");
    const std::string path = args.positional().front();

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

    games::core::Record record;
    if (auto error = games::core::parseRecord(json, record))
        return ctx.fail(error, "record '" + path + "': ");
    auto replay = games::core::replay(ctx.registry, record);
    if (!replay.match)
        return ctx.fail(replay.error, "record '" + path + "': ");
    if (replay.error) {
        const auto index = static_cast<std::size_t>(replay.failedMove);
        return ctx.fail(replay.error,
            "record '" + path + "': move " + std::to_string(index) + " (\"" + record.moves[index] + "\"): ");
    }
    return ctx.succeed(matchSummary(*replay.match), matchSummaryText(*replay.match));
}

} // namespace nobox::cli
