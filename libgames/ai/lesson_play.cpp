// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/lesson_play.h"

#include "ai/agent.h"

#include "core/match.h"
#include "core/options.h"

#include <nlohmann/json.hpp>

#include <memory>

namespace games::ai {

core::Error lessonConfig(
    const core::Game& game, int seats, std::string_view optionsJson, std::uint64_t seed, core::MatchConfig& out)
{
    const nlohmann::json options = nlohmann::json::parse(optionsJson.empty() ? "{}" : optionsJson, nullptr, false);
    if (!options.is_object())
        return core::Error::withDetail("core.bad-option-value", std::string(optionsJson));
    core::RawOptions raw;
    for (const auto& [name, value] : options.items())
        raw[name] = value.dump();
    out = {};
    out.seats = seats;
    out.startSeat = kLessonLearner;
    out.seed = seed;
    return core::resolveOptions(game.optionSpecs(), raw, out.options, core::OptionSource::Record);
}

std::optional<int> LessonPlay::decisionOf(std::string_view code) const
{
    for (const TopicShown& topic : shown)
        if (topic.code == code)
            return topic.decision;
    return std::nullopt;
}

std::optional<LessonPlay> playLesson(const core::Game& game, const core::MatchConfig& config,
    std::string_view computerLevel, std::string_view learnerLevel, core::Error* error)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    auto match = game.newMatch(config, &out);
    if (!match)
        return std::nullopt;
    // The learner's agent answers as ai::hint does with the same spec and seed (hint.cpp builds this very agent).
    std::vector<std::unique_ptr<Agent>> agents;
    for (core::Seat seat = 0; seat < config.seats; ++seat) {
        const bool learner = seat == kLessonLearner;
        agents.push_back(makeAgent(learner ? learnerLevel : computerLevel, game,
            learner ? lessonHintSeed(config.seed, seat) : seatAgentSeed(config.seed, seat), &out));
        if (!agents.back())
            return std::nullopt;
    }
    LessonPlay play;
    const auto look = [&](std::size_t sinceLogSize) {
        const auto seen = match->observe(kLessonLearner);
        for (std::string_view code : game.topicsAt(*seen, sinceLogSize))
            if (!play.decisionOf(code))
                play.shown.push_back({code, play.learnerDecisions});
        return seen->publicLogSize();
    };
    std::size_t logSize = look(0);
    core::MoveList legal;
    while (!match->isOver()) {
        const core::Seat seat = match->toMove();
        match->legalMoves(legal);
        const core::Move move = agents[static_cast<std::size_t>(seat)]->choose(*match->observe(seat), legal);
        if ((out = match->apply(move)))
            return std::nullopt;
        ++play.moves;
        play.learnerDecisions += seat == kLessonLearner;
        logSize = look(logSize);
    }
    return play;
}

} // namespace games::ai
