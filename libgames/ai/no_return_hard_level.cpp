// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_return_hard_level.h"

#include "ai/no_return_heuristic.h"
#include "no_return/observation.h"

namespace games::ai {

SearchTuning NoReturnHardLevel::tuning(const core::Observation& observation) const
{
    // The budget counts moves, so that decisions are about equally long whatever the match has left: early a
    // playout is some 40 moves and the cap on iterations never binds, near the end (switch, clear, end the game:
    // the decisions that settle the score) many more, cheaper iterations fit. 96000 moves at 2 seats, 48000 at 3
    // and 4 (docs/ai.md, "Budgets": three times the first level's at 2 seats won 72.8% of 200 games against it,
    // where one and a half times won 62.8%; at 3 and 4 seats three times won 35.6% of 80, one and a half 44.4%).
    const auto* o = dynamic_cast<const no_return::NoReturnObservation*>(&observation);
    const bool twoSeats = o && o->seats.size() <= 2;
    SearchTuning tuning;
    tuning.iterations = twoSeats ? 24000 : 12000;
    tuning.moveBudget = twoSeats ? 96000 : 48000;
    tuning.rootCandidates = 12;
    tuning.nodeCandidates = 6;
    tuning.exploration = 0.5;
    tuning.rolloutEpsilon = 0.0; // greedy heuristic playouts, no random moves
    return tuning;
}

void NoReturnHardLevel::choosePlayouts(SearchConfig&, std::shared_ptr<const Heuristic>& heuristic) const
{
    if (m_tunedPlayouts)
        heuristic = std::make_shared<NoReturnHeuristic>(NoReturnHeuristic::tunedBySeats());
}

} // namespace games::ai
