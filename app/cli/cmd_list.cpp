// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include <sstream>

namespace nobox::cli {

int cmdList(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{}, {"json"}, 0}))
        return ctx.fail(*problem);

    nlohmann::json games = nlohmann::json::array();
    std::ostringstream text;
    for (const auto& game : ctx.registry.games()) {
        nlohmann::json options = nlohmann::json::array();
        text << game->id() << "  (" << game->minSeats() << "-" << game->maxSeats() << " players, rules version "
             << game->version() << ")\n";
        for (const auto& spec : game->optionSpecs()) {
            const bool isBool = spec.type == games::core::OptionSpec::Type::Bool;
            nlohmann::json option {{"name", spec.name}, {"type", isBool ? "bool" : "int"}};
            if (isBool) {
                option["default"] = spec.defaultValue != 0;
            } else {
                option["default"] = spec.defaultValue;
                option["min"] = spec.min;
                option["max"] = spec.max;
            }
            options.push_back(option);
            text << "    --option " << spec.name << "=" << games::core::optionValueText(spec, spec.defaultValue)
                 << (isBool ? "  (true|false)" : "") << '\n';
        }
        games.push_back({{"id", std::string(game->id())}, {"version", game->version()},
            {"minPlayers", game->minSeats()}, {"maxPlayers", game->maxSeats()}, {"options", options}});
    }
    return ctx.succeed({{"games", games}}, text.str());
}

} // namespace nobox::cli
