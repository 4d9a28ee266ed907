// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lesson's game played as the app plays it (issue 52): the learner in seat 0 following every suggestion of its
// guide (ai::hint with the learner's level and lessonHintSeed), the computers at their level with their seats'
// seeds (seatAgentSeed), and after every move the topics that matter to the learner (Game::topicsAt, from the log
// entries that move wrote). What the deal search (bench/lesson_deals.cpp) ranks and the LessonDeals test replays.

#include "core/error.h"
#include "core/game.h"
#include "core/match_config.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace games::ai {

/// The learner's seat in every lesson; lessons start with it, too.
inline constexpr core::Seat kLessonLearner = 0;

/// The match of a lesson: `seats`, the options as a JSON object's text ({"expansion": true}), dealt from `seed`,
/// the learner to start. core.bad-option-value and the like for options the game refuses.
core::Error lessonConfig(
    const core::Game& game, int seats, std::string_view optionsJson, std::uint64_t seed, core::MatchConfig& out);

struct TopicShown {
    std::string_view code;
    int decision = 0; // how many decisions the learner had made when it first showed (0: before the first one)
};

struct LessonPlay {
    std::vector<TopicShown> shown; // each topic once, in the order first shown
    int learnerDecisions = 0; // the learner's decisions in the whole game
    int moves = 0; // every seat's

    /// When `code` first showed; nullopt if it never did.
    std::optional<int> decisionOf(std::string_view code) const;
};

/// Plays the lesson match `config` to its end. nullopt and *error for a level spec makeAgent refuses or a match
/// that cannot be dealt.
std::optional<LessonPlay> playLesson(const core::Game& game, const core::MatchConfig& config,
    std::string_view computerLevel, std::string_view learnerLevel, core::Error* error = nullptr);

} // namespace games::ai
