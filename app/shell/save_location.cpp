// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/save_location.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace nobox {

namespace {
const QString kFolderKey = QStringLiteral("files/saveFolder");
}

QString withRecordEnding(const QString& path)
{
    const QString ending = QLatin1String(kRecordEnding);
    if (path.endsWith(ending, Qt::CaseInsensitive))
        return path;
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return path.chopped(5) + ending;
    return path + ending;
}

QString saveFolder()
{
    const QString last = QSettings().value(kFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return documents;
    return QDir::homePath();
}

void rememberSaveFolder(const QString& path)
{
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
}

QString suggestedSaveName(const QString& gameTitle, const QDateTime& when)
{
    QString title = gameTitle;
    // Characters some file system refuses; the title keeps its words.
    for (const QChar c : QStringLiteral("\\/:*?\"<>|"))
        title.remove(c);
    return title.trimmed() + QLatin1Char(' ') + when.toString(QStringLiteral("yyyy-MM-dd HHmm"))
        + QLatin1String(kRecordEnding);
}

} // namespace nobox
