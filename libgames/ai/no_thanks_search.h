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
#include "no_thanks/observation.h"

#include <optional>

namespace games::ai {

/// What the fast search does differently from its defaults (screening knobs, all deterministic).
struct NoThanksSearchTuning {
    int iterations = 12000; // over all trees
    double exploration = 0.6; // UCB constant, rewards in [0, 1]
    double epsilon = 0.0; // share of random moves in the playouts
    double placeShare = 0.15; // of the reward for the place, the rest for the victory
    bool chanceNodes = false; // after a take, key the next node by the card revealed
    bool treeEndsAtTake = false; // the tree covers the middle card's refusals only; a take ends it
    // Per mille of the iterations in which the other seats in the tree play the opponent model's policy instead
    // of choosing by UCB (the rest), drawn per iteration.
    int modelInTreePermille = 0;
    bool pairedRoot = false; // each iteration searches both root moves on one determinization
    double opponentBias = 3.0; // progressive bias of other seats' tree nodes to the opponent model's move
    // When every other seat has played exactly as the normal heuristic so far: a card-deep tree with them
    // predicted (model 1000, all normal) instead of the settings above.
    bool readOpponents = true;
    ntsim::PolicyWeights policy; // of the playouts
    // Per mille chance that another seat plays an iteration's playout with the normal heuristic's weights
    // instead of `policy`, drawn per seat and iteration: 1000 models normal players, 0 players like itself. Half
    // and half holds against both (docs/ai.md: all tuned loses to normal players, all normal gains nothing
    // against classic hard).
    int opponentsNormalPermille = 500;
};

/// Which other seats have so far decided every take-or-refuse with a counter in hand as the normal level would
/// (its judgement replayed from the public log on the simulation), over at least kReadAfter decisions: the
/// search may then predict them instead of fearing their best replies. The viewer's own seat is never marked.
inline constexpr int kReadAfter = 6;
std::array<bool, ntsim::kMaxSeats> seatsPlayingNormal(const no_thanks::NoThanksObservation& observation);

/// The search, or nullopt when the position is not a take-or-refuse decision of the base game (then the caller
/// uses the generic search). `config` gives threads, trees, the time limit; `tuning` the rest.
std::optional<SearchResult> searchNoThanksBase(const core::Observation& observation, std::span<const core::Move> legal,
    const SearchConfig& config, const NoThanksSearchTuning& tuning, std::uint64_t seed,
    const DecisionControl& control = {});

} // namespace games::ai
