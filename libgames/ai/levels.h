// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The three levels. easy: the game's simple judgement, with a share of random moves (plausible, beatable);
// normal: the game's full hand-written heuristic, deterministic but for ties; hard: ISMCTS (ismcts.h) over the
// normal heuristic's playouts, with a deterministic iteration budget by default.

#include "ai/agent.h"
#include "ai/hard_level.h"
#include "ai/heuristic.h"
#include "ai/ismcts.h"

#include <memory>

namespace games::ai {

/// The two heuristic levels (hard is HardAgent).
enum class Level { Easy, Normal };

class HeuristicAgent final : public Agent {
public:
    /// `memory`: what the level remembers where a game asks players to (No Idea, ND-10); by default the level's own.
    HeuristicAgent(Level level, std::shared_ptr<const Heuristic> heuristic, std::uint64_t seed);
    HeuristicAgent(Level level, std::shared_ptr<const Heuristic> heuristic, std::uint64_t seed, Memory memory);
    std::string name() const override { return m_level == Level::Easy ? "easy" : "normal"; }

protected:
    core::Move decide(const core::Observation& observation, std::span<const core::Move> legal,
        const DecisionControl& control, std::uint64_t seed) override;

private:
    Level m_level;
    Memory m_memory;
    std::shared_ptr<const Heuristic> m_heuristic;
    std::vector<double> m_scores;
};

class HardAgent final : public Agent {
public:
    /// `config.iterations == 0 && config.milliseconds == 0` is not "no budget": use the hard level's default. A
    /// budget explicitly empty (see makeAgent) yields a normal agent instead. `hardLevel`: what the game adds to
    /// the generic search (null: the one registered with the game).
    HardAgent(const core::Game& game, std::shared_ptr<const Heuristic> heuristic, SearchConfig config,
        std::uint64_t seed, std::shared_ptr<const HardLevel> hardLevel = nullptr);
    std::string name() const override { return "hard"; }
    /// The search behind the decision at `observation`, for hints: its best move is what choose() plays.
    SearchResult search(
        const core::Observation& observation, std::span<const core::Move> legal, const DecisionControl& control = {});
    /// The share of its budget each search spends from now on (SearchConfig::budgetShare).
    void setBudgetShare(double share) { m_config.budgetShare = share; }

protected:
    core::Move decide(const core::Observation& observation, std::span<const core::Move> legal,
        const DecisionControl& control, std::uint64_t seed) override;

private:
    SearchResult searchWithSeed(const core::Observation& observation, std::span<const core::Move> legal,
        const DecisionControl& control, std::uint64_t seed) const;

    const core::Game& m_game;
    std::shared_ptr<const Heuristic> m_heuristic;
    std::shared_ptr<const HardLevel> m_hardLevel;
    SearchConfig m_config;
};

/// The hard agent of `options` (hard's in makeAgent's spec, without "hard:") searching with `hardLevel`
/// instead of the one registered with the game: makeAgent's, and the bench's experiments (bench/spec).
std::unique_ptr<Agent> makeHardAgent(const core::Game& game, std::unique_ptr<HardLevel> hardLevel,
    std::string_view options, std::uint64_t seed, core::Error* error = nullptr, const AgentDefaults& defaults = {});

} // namespace games::ai
