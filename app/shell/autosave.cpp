// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/autosave.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

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

QStringList setAsideFiles()
{
    const QFileInfoList files
        = QDir(setAsideFolder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    QStringList paths;
    for (const QFileInfo& file : files)
        paths << file.absoluteFilePath();
    return paths;
}

bool autosaveIsEarlierOf(const games::core::Record& record, const games::core::Registry& registry)
{
    if (!hasAutosave())
        return false;
    const LoadedRecord onDisk = readAutosave(registry);
    const games::core::Record& old = onDisk.record;
    return onDisk.ok() && old.game == record.game && old.seed == record.seed && old.seats == record.seats
        && old.startSeat == record.startSeat && old.options == record.options && old.setup == record.setup
        && old.moves.size() <= record.moves.size()
        && std::equal(old.moves.begin(), old.moves.end(), record.moves.begin());
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
