// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/lesson.h"

#include "ai/agent.h"
#include "ai/lesson_deals.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace nobox {

namespace {

QString doneKey(std::string_view gameId, std::string_view lessonId)
{
    return QStringLiteral("lessons/%1/%2")
        .arg(QString::fromUtf8(gameId.data(), static_cast<qsizetype>(gameId.size())),
            QString::fromUtf8(lessonId.data(), static_cast<qsizetype>(lessonId.size())));
}

} // namespace

QString Lesson::titleText() const
{
    return QCoreApplication::translate(context, title);
}

QString Lesson::stepText(std::size_t step) const
{
    return step < steps.size() ? QCoreApplication::translate(context, steps[step].text) : QString();
}

Lesson lessonOfDeal(
    std::string_view lessonId, const char* context, const char* title, std::span<const LessonStep> words)
{
    Lesson lesson {std::string(lessonId), context, title};
    const games::ai::LessonDeal* deal = games::ai::lessonDeal(lessonId);
    if (!deal)
        return lesson;
    lesson.seats = deal->seats;
    lesson.seed = deal->seed;
    lesson.computerLevel
        = QString::fromUtf8(deal->computerLevel.data(), static_cast<qsizetype>(deal->computerLevel.size()));
    lesson.learnerLevel
        = QString::fromUtf8(deal->learnerLevel.data(), static_cast<qsizetype>(deal->learnerLevel.size()));
    lesson.hintSeed = games::ai::lessonHintSeed(deal->seed, games::ai::kLessonLearner);
    // The options as the table keeps them: each JSON value in its text form ("true", "3").
    const nlohmann::json options = nlohmann::json::parse(deal->options, nullptr, false);
    if (options.is_object())
        for (const auto& [name, value] : options.items())
            lesson.options[name] = value.is_string() ? value.get<std::string>() : value.dump();
    for (std::string_view topic : deal->topics) {
        const auto found
            = std::find_if(words.begin(), words.end(), [&](const LessonStep& step) { return step.topic == topic; });
        if (found != words.end()) // the first words for a topic: a lesson may put its own before the common ones
            lesson.steps.push_back(*found);
    }
    return lesson;
}

bool lessonDone(std::string_view gameId, std::string_view lessonId)
{
    return QSettings().value(doneKey(gameId, lessonId), false).toBool();
}

void saveLessonDone(std::string_view gameId, std::string_view lessonId)
{
    QSettings().setValue(doneKey(gameId, lessonId), true);
}

} // namespace nobox
