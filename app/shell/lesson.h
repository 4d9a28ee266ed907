// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lesson (issue 52): a first game played with a guide at the learner's side. It is data, registered with the
// game's board (GameUi::lessons): the table (the learner at seat 0, computers at a fixed level, a deal chosen so
// that every rule shows up early) and the explanations in the order the game meets them, each keyed by an engine
// topic (core/topic.h), so that the engine alone says when a rule applies. The shell's LessonRunner plays any
// game's lessons the same way.

#include "core/options.h"

#include <QString>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nobox {

/// One explanation: shown the first time the engine names `topic` for the learner.
struct LessonStep {
    std::string_view topic; // "<game>.<topic>", a code of Game::topics()
    const char* text; // QT_TRANSLATE_NOOP in the lesson's context: our own words, a sentence or two
    const char* anchor = nullptr; // the board element it speaks of (Board::anchorRect); null: none
};

struct Lesson {
    std::string id; // "base", "special-cards": stable, the settings remember it
    const char* context; // the game's translation context ("NoThanks")
    const char* title; // QT_TRANSLATE_NOOP in `context`
    int seats = 3; // the learner at seat 0, computers at the others
    games::core::RawOptions options = {};
    std::uint64_t seed = 1; // the deal
    QString computerLevel = QStringLiteral("easy");
    QString learnerLevel = QStringLiteral("normal"); // whose advice the guide suggests
    std::uint64_t hintSeed = 0; // the guide's advice's seed (ai::lessonHintSeed): the deal's game as chosen
    std::vector<LessonStep> steps = {}; // in the order the deal meets them

    QString titleText() const; // title in the current language
    QString stepText(std::size_t step) const;
};

/// The lesson whose deal the engine chose as `lessonId` (ai/lesson_deals.h: seats, options, seed, levels, and
/// its topics in the order the deal shows them), with the game's words for those topics (`words`, one per topic,
/// in `context`; the first for a topic counts). Without such a deal: a lesson with no steps (a test fails on it).
Lesson lessonOfDeal(
    std::string_view lessonId, const char* context, const char* title, std::span<const LessonStep> words);

/// Whether the learner finished `lessonId` of `gameId` (remembered in the settings).
bool lessonDone(std::string_view gameId, std::string_view lessonId);
void saveLessonDone(std::string_view gameId, std::string_view lessonId);

} // namespace nobox
