// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_agents.h"

namespace nobox::cli {

std::unique_ptr<games::ai::Agent> makeSeatAgent(
    std::string_view spec, const games::core::Game& game, std::uint64_t seed, games::core::Error* error)
{
    return games::ai::makeAgent(spec, game, seed, error);
}

std::vector<std::string> splitAgentSpecs(const std::string& list, int seats)
{
    std::vector<std::string> specs;
    std::size_t start = 0;
    while (true) {
        auto comma = list.find(',', start);
        specs.push_back(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    if (specs.size() == 1 && seats > 1)
        specs.assign(static_cast<std::size_t>(seats), specs.front());
    return specs;
}

} // namespace nobox::cli
