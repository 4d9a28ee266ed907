// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hard level's search for the No Thanks! base game, on a compact simulation of its rules instead of
// core::Match: a determinization is a shuffled deck of the cards nobody has seen, a move is take or refuse, and
// the playout policy is the normal heuristic's take-or-refuse judgement computed on bit masks. Some fifty times
// faster than the generic search (no observation is built per move), so the same time buys far more iterations.
// Same contract as searchIsmcts: root parallel over a fixed number of trees, deterministic for a seed and an
// iteration budget whatever the threads, stoppable between iterations.

#include "ai/ismcts.h"
#include "ai/no_thanks_sim.h"

#include <optional>

namespace games::ai {

/// What the fast search does differently from its defaults (screening knobs, all deterministic).
struct NoThanksSearchTuning {
    int iterations = 12000; // over all trees
    double exploration = 0.6; // UCB constant, rewards in [0, 1]
    double epsilon = 0.0; // share of random moves in the playouts
    double placeShare = 0.15; // of the reward for the place, the rest for the victory
    bool chanceNodes = false; // after a take, key the next node by the card revealed
    ntsim::PolicyWeights policy; // of the playouts
    // Per mille chance that another seat plays an iteration's playout with the normal heuristic's weights
    // instead of `policy`, drawn per seat and iteration: 1000 models normal players, 0 players like itself. Half
    // and half holds against both (docs/ai.md: all tuned loses to normal players, all normal gains nothing
    // against classic hard).
    int opponentsNormalPermille = 500;
};

/// The search, or nullopt when the position is not a take-or-refuse decision of the base game (then the caller
/// uses the generic search). `config` gives threads, trees, the time limit; `tuning` the rest.
std::optional<SearchResult> searchNoThanksBase(const core::Observation& observation, std::span<const core::Move> legal,
    const SearchConfig& config, const NoThanksSearchTuning& tuning, std::uint64_t seed,
    const DecisionControl& control = {});

} // namespace games::ai
