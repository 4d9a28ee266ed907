// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules a lesson of No Return explains (core/topic.h) and when each matters, read from an observation only:
// its public log (exchanges, arrangements, switches, clearings, the bag's last counter) and the decision its
// viewer faces (the setup exchange, a turn in Phase 1 or Phase 2).

#include "core/observation.h"
#include "core/topic.h"

#include <cstddef>
#include <span>
#include <string_view>
#include <vector>

namespace games::no_return {

std::span<const core::TopicInfo> topics();
/// Game::topicsAt: the log's topics from entry `sinceLogSize` on, in the order they happened, then the decision's.
std::vector<std::string_view> topicsAt(const core::Observation& observation, std::size_t sinceLogSize);

} // namespace games::no_return
