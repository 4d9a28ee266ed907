// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The deals of the lessons (issue 52, docs/lessons.md): for each lesson, the match a guided first game is played
// on, as plain data for the app's lessons to read. Each was chosen by bench/lesson_deals.cpp (`lesson-deals`)
// among thousands of seeds: the one on which, the learner in seat 0 following every suggestion, each topic shows
// soonest, in a short game. The LessonDeals test replays each and checks its topics show in this order.
//
// Playing one as the app must (or the topics come in another order, or not at all): MatchConfig {seats, start
// seat kLessonLearner (0), the options, seed}; each computer seat an agent makeAgent(computerLevel, game,
// seatAgentSeed(seed, seat)); the learner's suggestion ai::hint(learnerLevel, game, observation, legal,
// lessonHintSeed(seed, kLessonLearner)); after each move Game::topicsAt(observe(kLessonLearner), the log's size
// before it) (ai/lesson_play.h does exactly this).

#include "ai/lesson_play.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace games::ai {

struct LessonDeal {
    std::string_view gameId; // "no-thanks"
    std::string_view lessonId; // "no-thanks.base": what the app's lesson data names it by
    int seats = 0;
    std::string_view options; // a JSON object's text, as lessonConfig reads it: {"expansion": true}
    std::uint64_t seed = 0; // MatchConfig::seed
    std::string_view computerLevel; // every seat but the learner's (makeAgent's spec)
    std::string_view learnerLevel; // whose suggestions the learner follows (ai::hint's spec)
    std::span<const std::string_view> topics; // every topic this game shows the learner, in the order first shown
    std::span<const int> decisions; // for each topic, the learner's decisions made before it showed
    std::span<const std::string_view> missing; // topics of the game (with these options) this deal never shows
};

namespace lesson_deal_data {

inline constexpr std::array<std::string_view, 7> kNoThanksBaseTopics {"no-thanks.take-or-refuse",
    "no-thanks.pay-a-chip", "no-thanks.take-the-chips", "no-thanks.run", "no-thanks.no-chips", "no-thanks.end",
    "no-thanks.scoring"};
inline constexpr std::array kNoThanksBaseDecisions {0, 1, 3, 7, 13, 15, 15};

inline constexpr std::array<std::string_view, 22> kNoThanksSpecialTopics {"no-thanks.take-or-refuse",
    "no-thanks.pay-a-chip", "no-thanks.take-the-chips", "no-thanks.negative-chips", "no-thanks.wild",
    "no-thanks.green-auction", "no-thanks.double", "no-thanks.run", "no-thanks.per-card-plus", "no-thanks.bonus",
    "no-thanks.pink-x", "no-thanks.per-card-minus", "no-thanks.forty", "no-thanks.remove", "no-thanks.give",
    "no-thanks.skip", "no-thanks.look", "no-thanks.halve", "no-thanks.no-chips", "no-thanks.highest-double",
    "no-thanks.end", "no-thanks.scoring"};
inline constexpr std::array kNoThanksSpecialDecisions {
    0, 1, 4, 4, 12, 12, 12, 15, 15, 15, 15, 15, 17, 19, 23, 23, 27, 27, 27, 27, 29, 29};

inline constexpr std::array<std::string_view, 9> kNoReturnTopics {"no-return.setup-exchange", "no-return.placing",
    "no-return.exchange", "no-return.switch", "no-return.column-order", "no-return.clearing", "no-return.last-round",
    "no-return.end", "no-return.scoring"};
inline constexpr std::array kNoReturnDecisions {0, 1, 2, 2, 4, 8, 24, 24, 24};

inline constexpr std::array<std::string_view, 13> kNoIdeaTopics {"no-idea.opening-card", "no-idea.reveal",
    "no-idea.no-fit", "no-idea.prize", "no-idea.fit", "no-idea.nothing-fits", "no-idea.refill", "no-idea.all-cleared",
    "no-idea.plus", "no-idea.remove-piles", "no-idea.choose-pile", "no-idea.empty-draw-pile", "no-idea.end"};
inline constexpr std::array kNoIdeaDecisions {0, 0, 1, 1, 1, 4, 5, 5, 5, 5, 7, 21, 27};

} // namespace lesson_deal_data

/// Every lesson's deal: No Thanks! (the base game, then the special cards), No Return, No Idea.
inline constexpr std::array kLessonDeals {
    LessonDeal {"no-thanks", "no-thanks.base", 3, "{}", 19313, "easy", "normal", lesson_deal_data::kNoThanksBaseTopics,
        lesson_deal_data::kNoThanksBaseDecisions, {}},
    LessonDeal {"no-thanks", "no-thanks.special-cards", 3, R"({"expansion": true})", 49058, "easy", "normal",
        lesson_deal_data::kNoThanksSpecialTopics, lesson_deal_data::kNoThanksSpecialDecisions, {}},
    LessonDeal {"no-return", "no-return", 2, "{}", 1999, "easy", "normal", lesson_deal_data::kNoReturnTopics,
        lesson_deal_data::kNoReturnDecisions, {}},
    LessonDeal {"no-idea", "no-idea", 3, "{}", 3481, "easy", "normal", lesson_deal_data::kNoIdeaTopics,
        lesson_deal_data::kNoIdeaDecisions, {}},
};

/// The deal of lesson `lessonId`; null when there is none.
inline const LessonDeal* lessonDeal(std::string_view lessonId)
{
    for (const LessonDeal& deal : kLessonDeals)
        if (deal.lessonId == lessonId)
            return &deal;
    return nullptr;
}

} // namespace games::ai
