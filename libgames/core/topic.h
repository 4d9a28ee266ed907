// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of a game as a lesson speaks of them. A topic is a language-free code ("no-thanks.take-or-refuse"),
// and the engine, which alone knows the rules, says when one matters: Game::topicsAt reads an observation (the
// decision its viewer faces, the public log's newest entries) and names the topics shown there. A lesson (the
// app's guide, issue 52) is data keyed by these codes, so no board and no shell ever decides when a rule applies.

#include "core/options.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace games::core {

struct TopicInfo {
    std::string_view code; // "<game>.<topic>", stable: lessons are keyed by it
    std::string_view about; // what it is, in English, for the docs and the test output only (the app has its own words)
    std::string_view option = {}; // the boolean option (OptionSpec::name) its rule belongs to; empty: every game
};

/// Whether `topic` can show in a match with `options`: its option, if it has one, is on.
inline bool topicApplies(const TopicInfo& topic, const Options& options)
{
    return topic.option.empty() || options.flag(topic.option);
}

/// Appends `code` to a topicsAt answer unless it is there already: each code once, where it first happened.
inline void addTopic(std::vector<std::string_view>& topics, std::string_view code)
{
    if (std::find(topics.begin(), topics.end(), code) == topics.end())
        topics.push_back(code);
}

} // namespace games::core
