// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules a lesson of No Thanks! explains (core/topic.h) and when each matters, read from an observation only:
// its public log (who took what, with how many chips; each card as it comes up) and the decision its viewer faces.
// The special cards of the expansion have a topic per kind (the four bonus cards share one), shown when the card
// first comes into sight: revealed, or fetched by the pink X card.

#include "core/observation.h"
#include "core/topic.h"

#include <cstddef>
#include <span>
#include <string_view>
#include <vector>

namespace games::no_thanks {

std::span<const core::TopicInfo> topics();
/// Game::topicsAt: the log's topics from entry `sinceLogSize` on, in the order they happened, then the decision's.
std::vector<std::string_view> topicsAt(const core::Observation& observation, std::size_t sinceLogSize);

} // namespace games::no_thanks
