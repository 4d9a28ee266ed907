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
