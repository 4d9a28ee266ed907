// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/lesson.h"

#include <QCoreApplication>
#include <QSettings>

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

std::vector<LessonStep> lessonSteps(std::initializer_list<std::string_view> order, std::span<const LessonStep> words)
{
    std::vector<LessonStep> steps;
    for (std::string_view topic : order)
        for (const LessonStep& step : words)
            if (step.topic == topic)
                steps.push_back(step);
    return steps;
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
