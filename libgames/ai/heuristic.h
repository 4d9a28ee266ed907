// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game.h"
#include "core/move.h"
#include "core/observation.h"
#include "core/rng.h"

#include <memory>
#include <span>
#include <vector>

namespace games::ai {

/// How the hard level searches one game: its default budget and how widely it looks.
struct SearchTuning {
    int iterations = 2000; // default budget: total iterations over all trees (deterministic)
    // > 0: the default budget counts moves played (tree walks and playouts, over all trees) instead, up to
    // `iterations` iterations: as deterministic, but about equally long decisions whatever the match has left,
    // so that late, cheap positions get many more iterations than the first moves.
    long long moveBudget = 0;
    int rootCandidates = 0; // moves searched at the root: the heuristic's best N (0 = every legal move)
    int nodeCandidates = 8; // most moves expanded below the root (progressive widening up to this)
    double exploration = 0.7; // UCB constant, rewards in [0, 1]
    double rolloutEpsilon = 0.1; // share of random moves in the heuristic playouts
    // The hard level's generic search spends this many times the budget above (the classic level's): what the
    // time target allows on two cores for this game and table (docs/ai.md).
    double hardBudgetScale = 1.0;
    // The hard level walks every root candidate on each determinization (SearchConfig::pairedRoot) unless told.
    bool hardPairsRoot = false;
};

/// How well a level remembers what it has seen, where a game makes players remember (No Idea, ND-10).
enum class Memory { Perfect, Normal, Easy };

/// A game's hand-written judgement of moves, from one seat's observation only.
/// Contract: `score` writes exactly legal.size() values, higher is better for observation.viewer(); it never
/// looks at anything but its arguments, so equal observations give equal scores.
class Heuristic {
public:
    virtual ~Heuristic() = default;
    /// The normal level's judgement.
    virtual void score(
        const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const = 0;
    /// The easy level's simpler judgement (its mistakes are added by the agent).
    virtual void scoreEasy(
        const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
    {
        score(observation, legal, out);
    }
    /// How often the easy level plays a move at random instead of its judgement.
    virtual double easyBlunderRate() const { return 0.15; }
    /// What a level with `memory` still remembers of `observation`: a copy with the forgotten parts hidden, or
    /// null when it remembers all (the default: games whose players need not remember). `memorySeed` is the
    /// agent's own, so that what is forgotten stays forgotten and a game replays.
    virtual std::unique_ptr<core::Observation> recall(
        const core::Observation& observation, Memory memory, std::uint64_t memorySeed) const
    {
        (void)observation;
        (void)memory;
        (void)memorySeed;
        return nullptr;
    }
    /// The hard level's settings for the position (they may depend on the player count, the phase...).
    virtual SearchTuning tuning(const core::Observation& observation) const
    {
        (void)observation;
        return {};
    }
};

/// What a game is registered with (libgames/builtin_games.cpp, core::Registry::add):
///     registry.add(my_game::makeGame(), ai::makeHeuristic<ai::MyGameHeuristic>);
template <typename GameHeuristic> std::unique_ptr<Heuristic> makeHeuristic()
{
    return std::make_unique<GameHeuristic>();
}

/// The heuristic `game` was registered with. Throws std::logic_error for a game outside a registry: every
/// registered game has one (Registry::add refuses a game without).
std::unique_ptr<Heuristic> heuristicFor(const core::Game& game);

/// Index of the best value; ties go to the first, or to a random one among the best when `rng` is given.
std::size_t bestIndex(const std::vector<double>& values, core::Rng* rng = nullptr);

/// A seed derived from `seed` and `salt` (SplitMix64 finaliser), for independent streams.
std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t salt);

} // namespace games::ai
