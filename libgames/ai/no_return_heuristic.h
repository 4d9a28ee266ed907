// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Return judgement from one seat's observation: arrange long, high-topped columns while the bag is full,
// exchange hands that cannot be laid, switch to Phase 2 when the display is worth clearing before the bag runs
// out (sooner the more the others have switched and the emptier the bag), then clear the most points per
// payment and keep the counters that pay best.

#include "ai/heuristic.h"

namespace games::ai {

/// The normal level's weights, set by hand and checked by tournaments (docs/ai.md). A move's value is in
/// "counters' worth": roughly what one counter placed in a column that will be cleared brings.
struct NoReturnWeights {
    // -- The table's pace.
    double drawPerTurn = 2.6; // counters a turn draws on average
    double clearPerTurn = 12.0; // display value one Phase 2 turn clears

    // -- Phase 1: what the display is worth depends on the turns left to clear it (displayFactor, -1..1).
    double marginTurns = 1.0; // a turn of margin on the turns clearing needs
    double slackTurnsForFullValue = 4.0; // spare turns at which the display counts fully

    // -- Arranging.
    double arrangePerPoint = 0.25; // per value placed, times displayFactor
    double arrangePerCounter = 1.0; // per counter placed ...
    double arrangePerCounterByFactor = 0.6; // ... plus this times displayFactor
    double skippedValuePenalty = 0.7; // per value the column's bottom jumps over, early in the game ...
    double skipPenaltyTurns = 6.0; // ... fading out over the last these many turns
    double strandedPenalty = 1.3; // per hand counter of that colour the new bottom leaves unplaceable

    // -- Keeping a hand counter instead of exchanging it.
    double keepUnplaceable = 0.2; // Phase 1, a counter higher than its column's bottom ...
    double keepUnplaceablePerValue = 0.04; // ... a little more the higher it is
    double keepPlaceable = 0.7; // Phase 1, a counter that still fits its column ...
    double keepPlaceablePerValue = 0.1; // ... plus per value ...
    double keepPerSameColour = 0.25; // ... plus per other hand counter of its colour
    double moneyPerValue = 0.15; // Phase 2: a counter is money, worth its value ...
    double moneyPerSameColour = 0.35; // ... and more with others of its colour to pay together

    // -- Exchanging.
    double exchangeTurnCost = -0.6; // a turn that builds nothing
    double drawnCounterValue = 1.1; // a fresh counter from the bag (none when it is empty)
    double hurryWhenAhead = 0.5; // Phase 2, per counter: ahead, emptying the bag ends the game sooner
    double stallWhenBehind = -0.2; // ... behind, it does not

    // -- Clearing.
    double clearedPointValue = 2.0; // per point cleared: it leaves the minus side and joins the plus side
    double paidPointCost = 0.12; // per point paid: money spent
    double overpaidPointCost = 0.35; // per point paid beyond what is cleared: change is never given
    double paidCounterBonus = 0.25; // per counter paid: a hand emptied refills from the bag

    // -- Switching to Phase 2.
    double turnsPerColumn = 0.4; // clearing turns a column adds beyond its value
    double otherSwitchedSpeedUp = 0.12; // each other seat in Phase 2 empties the bag faster by this share

    // -- The setup exchange.
    double setAsideGain = 1.35; // a fresh counter's worth ...
    double setAsideKeep = 0.45; // ... against a kept counter's: this ...
    double setAsideKeepPerValue = 0.1; // ... plus per value ...
    double setAsideKeepPerSameColour = 0.4; // ... plus per other hand counter of its colour
};

/// The weights tuned by bench/heuristic_tune.cpp for the hard level's playouts at `seats` seats (docs/ai.md).
const NoReturnWeights& noReturnTunedWeights(int seats);

class NoReturnHeuristic final : public Heuristic {
public:
    /// The normal level's judgement.
    NoReturnHeuristic() = default;
    /// The same judgement with other weights.
    explicit NoReturnHeuristic(const NoReturnWeights& weights)
        : m_weights(weights)
    {
    }
    /// The hard level's playouts: the tuned weights of the observation's table size.
    static NoReturnHeuristic tunedBySeats()
    {
        NoReturnHeuristic heuristic;
        heuristic.m_tunedBySeats = true;
        return heuristic;
    }
    void score(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    void scoreEasy(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    double easyBlunderRate() const override { return 0.1; }

private:
    NoReturnWeights m_weights;
    bool m_tunedBySeats = false; // noReturnTunedWeights(seats) instead of m_weights
};

} // namespace games::ai
