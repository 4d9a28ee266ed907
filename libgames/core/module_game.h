// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A rules module's game as core::Game: its facts (id, rules version, seats, options, error codes) and its
// functions (notation, deal, sampling), given once as data. A module writes those functions and its makeGame():
//     return std::make_unique<core::ModuleGame>(core::GameFacts {.id = "my-game", ...});

#include "core/game.h"

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace games::core {

struct GameFacts {
    std::string_view id; // "my-game": a literal, it must outlive the game
    int version = 1; // Game::version
    int minSeats = 2;
    int maxSeats = 2;
    std::vector<OptionSpec> options;
    std::span<const ErrorInfo> errorCodes;
    // The module's notation (notation.h): Game::moveToText, parseMove and moveToJson.
    std::string (*moveToText)(const Move& move) = nullptr;
    Error (*parseMove)(std::string_view text, Move& out) = nullptr;
    nlohmann::json (*moveToJson)(const Move& move) = nullptr;
    // Game::argToText; null: every argument as a number.
    std::string (*argToText)(ArgKind kind, int value) = nullptr;
    // Game::createMatch (its deal) and Game::sampleMatch, handed the game their match belongs to.
    std::unique_ptr<Match> (*createMatch)(const Game& game, std::shared_ptr<const MatchConfig> config, Error& error)
        = nullptr;
    std::unique_ptr<Match> (*sampleMatch)(const Game& game, const Observation& observation, Rng& rng) = nullptr;
    // Game::topics and Game::topicsAt, the module's lessons' topics (topics.h); empty and null: no lessons.
    std::span<const TopicInfo> topics;
    std::vector<std::string_view> (*topicsAt)(const Observation& observation, std::size_t sinceLogSize) = nullptr;
};

class ModuleGame final : public Game {
public:
    explicit ModuleGame(GameFacts facts);

    std::string_view id() const override { return m_facts.id; }
    int version() const override { return m_facts.version; }
    int minSeats() const override { return m_facts.minSeats; }
    int maxSeats() const override { return m_facts.maxSeats; }
    const std::vector<OptionSpec>& optionSpecs() const override { return m_facts.options; }
    std::span<const ErrorInfo> errorCodes() const override { return m_facts.errorCodes; }

    std::string moveToText(const Move& move) const override { return m_facts.moveToText(move); }
    Error parseMove(std::string_view text, Move& out) const override { return m_facts.parseMove(text, out); }
    nlohmann::json moveToJson(const Move& move) const override;
    std::string argToText(ArgKind kind, int value) const override;
    std::unique_ptr<Match> sampleMatch(const Observation& observation, Rng& rng) const override
    {
        return m_facts.sampleMatch(*this, observation, rng);
    }
    std::span<const TopicInfo> topics() const override { return m_facts.topics; }
    std::vector<std::string_view> topicsAt(const Observation& observation, std::size_t sinceLogSize) const override;

protected:
    std::unique_ptr<Match> createMatch(std::shared_ptr<const MatchConfig> config, Error& error) const override
    {
        return m_facts.createMatch(*this, std::move(config), error);
    }

private:
    GameFacts m_facts;
};

} // namespace games::core
