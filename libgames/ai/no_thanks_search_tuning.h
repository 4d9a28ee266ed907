// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The settings of the hard level's No Thanks! base-game search (no_thanks_search.h), apart from the search's
// contract (threads, trees, time: SearchConfig), so that a hard agent's spec can set them directly.

#include "ai/no_thanks_sim.h"
#include "ai/no_thanks_styles.h"

namespace games::ai {

/// What the fast search does differently from its defaults (screening knobs, all deterministic).
struct NoThanksSearchTuning {
    int iterations = 12000; // over all trees
    double exploration = 0.6; // UCB constant, rewards in [0, 1]
    double epsilon = -1.0; // share of random moves in the playouts; -1: by the table's size (playoutEpsilonAt)
    double placeShare = 0.15; // of the reward for the place, the rest for the victory
    bool chanceNodes = false; // after a take, key the next node by the card revealed
    bool treeEndsAtTake = false; // the tree covers the middle card's refusals only; a take ends it
    // Per mille of the iterations in which the other seats in the tree play the opponent model's policy instead
    // of choosing by UCB (the rest), drawn per iteration.
    int modelInTreePermille = 0;
    // Each iteration searches both root moves on one determinization, so that their difference is the move's,
    // not the deal's (docs/ai.md, sixth round: 45.4% of 525 games against classic hard; one walk won 44.0%).
    bool pairedRoot = true;
    double opponentBias = 3.0; // progressive bias of other seats' tree nodes to the opponent model's move
    // When every other seat has played exactly as the normal heuristic so far: a card-deep tree with them
    // predicted (model 1000, all normal) instead of the settings above.
    bool readOpponents = true;
    ntsim::PolicyWeights policy = ntsim::tunedWeights(); // of the playouts (hard:policy=0: the normal weights)
    // Per mille chance that another seat plays an iteration's playout with the normal heuristic's weights
    // instead of `policy`, drawn per seat and iteration: 1000 models normal players, 0 players like itself.
    // -1: by the table's size (opponentsNormalPermilleAt).
    int opponentsNormalPermille = -1;
    // Weigh each other seat's style of play from its own moves in the public log (no_thanks_styles.h: a belief
    // per seat, from a prior of the mix above) instead of the mix alone (docs/ai.md, fourteenth round).
    // -1: by the table's size (readsStylesAt), 0 no, 1 yes.
    int readStyles = -1;
    ntsim::StyleModelSettings styles; // normalShare comes from opponentsNormalPermille
};

/// The opponent model's share of normal players when not given. Up to 4 seats half and half holds against both
/// (docs/ai.md: all tuned loses to normal players, all normal gains nothing against classic hard); from 5 seats
/// on all tuned (eighth round: against four classic hard 36.2% of 80 games, where half and half won 30.6% and all
/// normal 13.8% of 40 on the same deals; 44.0% of 240 with new deals).
constexpr int opponentsNormalPermilleAt(int seats)
{
    return seats >= 5 ? 0 : 500;
}

/// Up to 4 seats the search reads each other seat's style from the log and plays a tenth of its playout moves at
/// random, as classic hard does: together they assume less of how the others judge (docs/ai.md, fifteenth round:
/// 46.8% of 300 games against two of the panel's ISMCTS on its test deals, where the search without them had won
/// 41.3% of 120). From 5 seats on neither, as in the eighth round. At 5 they gain against late takers and are level
/// against classic hard (eighteenth round, with hard:offrule=20:keep=50:others=50: 41.8% of 300 against four
/// threshold-0.7 where this default won 25.2%, 29.9% of 300 against four classic where it won 30.5%); that setting
/// is the next default from 5 seats on, not yet made.
constexpr bool readsStylesAt(int seats)
{
    return seats <= 4;
}
constexpr double playoutEpsilonAt(int seats)
{
    return seats <= 4 ? 0.1 : 0.0;
}

} // namespace games::ai
