// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/hint.h"

#include "ai/agent.h"
#include "ai/levels.h"

#include <algorithm>

namespace games::ai {

std::optional<Hint> hint(std::string_view spec, const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, std::uint64_t seed, core::Error* error, const DecisionControl& control)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    if (legal.empty()) {
        out = core::Error::make("ai.no-legal-moves");
        return std::nullopt;
    }
    auto agent = makeAgent(spec, game, seed, &out);
    if (!agent)
        return std::nullopt;
    return hint(*agent, game, observation, legal, control);
}

Hint hint(Agent& agent, const core::Game& game, const core::Observation& observation, std::span<const core::Move> legal,
    const DecisionControl& control)
{
    Hint result;
    if (auto* hard = dynamic_cast<HardAgent*>(&agent)) {
        auto search = hard->search(observation, legal, control);
        result.move = search.best;
        result.estimated = true;
        result.values = std::move(search.moves);
        result.iterations = search.iterations;
        return result;
    }
    result.move = agent.choose(observation, legal, control);
    if (agent.name() == "easy" || agent.name() == "normal") {
        auto heuristic = heuristicFor(game);
        std::vector<double> scores;
        if (agent.name() == "easy")
            heuristic->scoreEasy(observation, legal, scores);
        else
            heuristic->score(observation, legal, scores);
        for (std::size_t i = 0; i < legal.size(); ++i)
            result.values.push_back({legal[i], 0, scores[i]});
        std::stable_sort(result.values.begin(), result.values.end(),
            [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
    }
    return result;
}

nlohmann::json hintToJson(const core::Game& game, const Hint& hint)
{
    nlohmann::json values = nlohmann::json::array();
    for (const auto& value : hint.values) {
        nlohmann::json entry {{"move", game.moveToText(value.move)}, {"value", value.value}};
        if (hint.estimated)
            entry["visits"] = value.visits;
        values.push_back(std::move(entry));
    }
    return {{"move", game.moveToText(hint.move)}, {"estimated", hint.estimated}, {"iterations", hint.iterations},
        {"values", values}};
}

} // namespace games::ai
