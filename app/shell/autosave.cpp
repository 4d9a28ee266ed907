// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/autosave.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace nobox {

QString autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

bool writeAutosave(const games::core::Record& record)
{
    const QString path = autosavePath();
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    return saveRecordFile(path, record);
}

bool hasAutosave()
{
    return QFile::exists(autosavePath());
}

LoadedRecord readAutosave(const games::core::Registry& registry)
{
    return loadRecordFile(autosavePath(), registry);
}

void clearAutosave()
{
    QFile::remove(autosavePath());
}

QString setAsideFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/unfinished");
}

QString setAsideAutosave(const QString& gameId)
{
    if (!hasAutosave() || !QDir().mkpath(setAsideFolder()))
        return {};
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    const QString path
        = setAsideFolder() + QLatin1Char('/') + gameId + QLatin1Char('-') + stamp + QStringLiteral(".json");
    return QFile::rename(autosavePath(), path) ? path : QString();
}

} // namespace nobox
