// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_return_hard_level.h"

#include "ai/no_return_heuristic.h"

namespace games::ai {

void NoReturnHardLevel::choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const
{
    if (config.tunedPlayouts != 0)
        heuristic = std::make_shared<NoReturnHeuristic>(NoReturnHeuristic::tunedBySeats());
}

} // namespace games::ai
