// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The settings of the No Thanks! hard level (no_thanks_hard_level.h): its base-game search's (no_thanks_search.h),
// apart from the search's contract (threads, trees, time: SearchConfig), and its expansion's playouts. The
// defaults are the shipped level; the bench's experiments (bench/spec) set the others.

#include "ai/no_thanks_sim.h"
#include "ai/no_thanks_styles.h"

namespace games::ai {

/// What the fast search does differently from its defaults (screening knobs, all deterministic).
struct NoThanksSearchTuning {
    int iterations = 12000; // over all trees
    double exploration = 0.6; // UCB constant, rewards in [0, 1]
    // Share of random moves in the playouts; -1: not given, a tenth (kNoThanksRolloutEpsilon), as classic hard plays
    // out. With the reading below it assumes less of how the others judge (docs/ai.md, "No Thanks!": 46.8% of
    // 300 games against two of the panel's ISMCTS on its test deals, where the search without both had won 41.3%
    // of 120; at every table size, with styleSettingsAt).
    double epsilon = -1.0;
    double placeShare = 0.15; // of the reward for the place, the rest for the victory
    // Each iteration searches both root moves on one determinization, so that their difference is the move's,
    // not the deal's (docs/ai.md, "No Thanks!": 45.4% of 525 games against classic hard; one walk won 44.0%).
    bool pairedRoot = true;
    double opponentBias = 3.0; // progressive bias of other seats' tree nodes to the opponent model's move
    // When every other seat has played exactly as the normal heuristic so far: a tree as deep as the middle card's
    // refusals, with them predicted in it and in the playouts (all normal), instead of the settings above.
    bool readOpponents = true;
    ntsim::PolicyWeights policy = ntsim::tunedWeights(); // of the playouts (hard:policy=0: the normal weights)
    // Per mille chance that another seat plays an iteration's playout with the normal heuristic's weights
    // instead of `policy`, drawn per seat and iteration: 1000 models normal players, 0 players like itself.
    // -1: by the table's size (opponentsNormalPermilleAt).
    int opponentsNormalPermille = -1;
    // Weigh each other seat's style of play from its own moves in the public log (no_thanks_styles.h: a belief
    // per seat, from a prior of the mix above) instead of the mix alone (docs/ai.md, "No Thanks!").
    bool readStyles = true;
    // The reading's settings (ntsim::StyleModelSettings) an experiment gives (offstyle, offrule, keep, others);
    // a share below 0 comes from the table's size (styleSettingsAt).
    double offStyle = -1.0;
    double ruleOffStyle = -1.0;
    double priorKept = -1.0;
    double otherShare = -1.0;
    // Points: the other seats in the tree play to lose as few points as they can on this scale, not to win;
    // 0: they play for the victory and the place, as the searching seat does; -1: by the table's size
    // (othersScoreScaleAt).
    int othersScoreScale = -1;
    // The expansion's playouts, in the generic search (docs/ai.md, "No Thanks!"): the searching seat plays the
    // weights tuned there greedily, the others the weights fitted to the first hard level's moves.
    bool ownTunedInExpansion = true;
    bool othersFittedInExpansion = true;
};

/// The opponent model's share of normal players when not given (docs/ai.md, "No Thanks!"). Up to 4 seats half and
/// half holds against both: all tuned loses to normal players, all normal gains nothing against classic hard. From
/// 5 seats on all tuned: against four classic hard 36.2% of 80 games, where half and half won 30.6% and all normal
/// 13.8% of 40 on the same deals; 44.0% of 240 with new deals.
constexpr int opponentsNormalPermilleAt(int seats)
{
    return seats >= 5 ? 0 : 500;
}

/// The other seats' goal in the tree when not given. From 5 seats on, players who lose as few points as they can
/// (docs/ai.md, "No Thanks!": against four of the panel's ISMCTS, which plays so, 31.5% of 300 games where the
/// search that had them play to win won 23.7% on the same deals); up to 4 seats to win, as every round measured.
constexpr int othersScoreScaleAt(int seats)
{
    return seats >= 5 ? 60 : 0;
}

/// The reading's settings at a table size. From 5 seats on a seat is seldom believed to play by a rule (threshold,
/// hoarder), but one that does is believed to keep to it, and the prior fades fast (docs/ai.md, "No Thanks!":
/// against four threshold-0.7 41.8% of 300 games, where the search that read no styles won 25.2% and the reading
/// with the settings up to 4 seats 43.8%; against four classic hard 29.9% of 300, where they won 30.5% and 26.6%
/// of 150).
constexpr ntsim::StyleModelSettings styleSettingsAt(int seats)
{
    ntsim::StyleModelSettings settings;
    if (seats >= 5) {
        settings.otherShare = 0.05;
        settings.priorKept = 0.05;
        settings.ruleOffStyle = 0.02;
    }
    return settings;
}

/// The reading's settings for `seats`: what the spec gave, the rest by the table's size; normalShare from the
/// opponent model's mix (opponentsNormalPermille, or by the table's size when not given).
constexpr ntsim::StyleModelSettings styleSettings(const NoThanksSearchTuning& tuning, int seats)
{
    ntsim::StyleModelSettings settings = styleSettingsAt(seats);
    const NoThanksSearchTuning& given = tuning;
    if (given.offStyle >= 0.0)
        settings.offStyle = given.offStyle;
    if (given.ruleOffStyle >= 0.0)
        settings.ruleOffStyle = given.ruleOffStyle;
    if (given.priorKept >= 0.0)
        settings.priorKept = given.priorKept;
    if (given.otherShare >= 0.0)
        settings.otherShare = given.otherShare;
    const int normalPermille
        = tuning.opponentsNormalPermille >= 0 ? tuning.opponentsNormalPermille : opponentsNormalPermilleAt(seats);
    settings.normalShare = normalPermille / 1000.0;
    return settings;
}

} // namespace games::ai
