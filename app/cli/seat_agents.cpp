// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_agents.h"

#include "args.h"
#include "external_agent.h"

#include <iostream>

namespace nobox::cli {

std::unique_ptr<games::ai::Agent> makeSeatAgent(
    std::string_view spec, const games::core::Game& game, std::uint64_t seed, games::core::Error* error)
{
    std::string command;
    int timeoutMs = 0;
    games::core::Error local;
    games::core::Error& out = error ? *error : local;
    out = {};
    if (parseExternalSpec(spec, command, timeoutMs, out)) {
        if (out)
            return nullptr;
        return ExternalAgent::start(command, game, seed, timeoutMs, std::cerr, &out);
    }
    return games::ai::makeAgent(spec, game, seed, &out);
}

std::vector<std::string> splitAgentSpecs(const std::string& list, int seats)
{
    auto specs = splitList(list);
    if (specs.size() == 1 && seats > 1) {
        // A copy: assign() must not be handed a reference into the vector it refills (libc++ reads it after
        // freeing the old storage).
        const std::string only = specs.front();
        specs.assign(static_cast<std::size_t>(seats), only);
    }
    return specs;
}

games::core::Error checkAgentSpecs(const std::vector<std::string>& specs, const games::core::Game& game, int seats)
{
    if (static_cast<int>(specs.size()) != seats)
        return games::core::Error::make("cli.agent-count", static_cast<int>(specs.size()), seats);
    for (const auto& spec : specs) {
        games::core::Error error;
        std::string command;
        int timeoutMs = 0;
        if (parseExternalSpec(spec, command, timeoutMs, error)) {
            if (error || (error = checkBotProgram(command)))
                return error;
            continue;
        }
        if (!games::ai::makeAgent(spec, game, 0, &error))
            return error;
    }
    return {};
}

} // namespace nobox::cli
