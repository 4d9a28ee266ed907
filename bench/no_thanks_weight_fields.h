// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Thanks! judgement's weights by name, for the tools that tune or fit them (heuristic_tune.cpp,
// opponent_fit.cpp): the take-or-refuse policy's and the cards'.

#include "ai/no_thanks_heuristic.h"

#include <functional>
#include <string_view>
#include <utility>
#include <vector>

namespace nobox_bench {

using NoThanksWeightField = std::pair<std::string_view, std::function<double&(games::ai::NoThanksTunedWeights&)>>;

#define NOBOX_FIELD(path)                                                                                              \
    {                                                                                                                  \
#path, [](games::ai::NoThanksTunedWeights & w) -> double& { return w.path; }                                   \
    }

inline const std::vector<NoThanksWeightField>& noThanksWeightFields()
{
    static const std::vector<NoThanksWeightField> kFields {NOBOX_FIELD(policy.chipPoints),
        NOBOX_FIELD(policy.chipsNeededPerCard), NOBOX_FIELD(policy.shortageWeight), NOBOX_FIELD(policy.shortageCap),
        NOBOX_FIELD(policy.lastChipPoints), NOBOX_FIELD(policy.refuseTemperature), NOBOX_FIELD(policy.runChancePoints),
        NOBOX_FIELD(policy.runChanceHorizon), NOBOX_FIELD(policy.takeBias), NOBOX_FIELD(cards.othersWeight),
        NOBOX_FIELD(cards.declineTemperature), NOBOX_FIELD(cards.auctionGoesOnCost), NOBOX_FIELD(cards.pinkXCost),
        NOBOX_FIELD(cards.skipCardPoints), NOBOX_FIELD(cards.lookCardPoints), NOBOX_FIELD(cards.chipModifierCertainty)};
    return kFields;
}

#undef NOBOX_FIELD

} // namespace nobox_bench
