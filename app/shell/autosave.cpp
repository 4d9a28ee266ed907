// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/autosave.h"

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

} // namespace nobox
