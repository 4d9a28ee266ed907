// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules a lesson of No Idea explains (core/topic.h) and when each matters, read from an observation only:
// its public log (the opening card, cards that fit or not, the functions, prizes, trophies, the draw pile's end)
// and the decision its viewer faces (reveal a card or declare "Nothing fits anymore!", choose a pile).

#include "core/observation.h"
#include "core/topic.h"

#include <cstddef>
#include <span>
#include <string_view>
#include <vector>

namespace games::no_idea {

std::span<const core::TopicInfo> topics();
/// Game::topicsAt: the log's topics from entry `sinceLogSize` on, in the order they happened, then the decision's.
std::vector<std::string_view> topicsAt(const core::Observation& observation, std::size_t sinceLogSize);

} // namespace games::no_idea
