// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where Save Game suggests to write and under what name, so that Open Game finds the game again: a name that
// always ends in ".nobox.json" (Open's filter), dated, in a folder that exists (the last one used, else the
// documents folder, else home).

#include <QDateTime>
#include <QString>

namespace nobox {

/// The ending every saved game gets.
inline constexpr const char* kRecordEnding = ".nobox.json";

/// `path` with the record ending: "saved1" → "saved1.nobox.json", "game.json" → "game.nobox.json"; a path that
/// has it already stays.
QString withRecordEnding(const QString& path);
/// The folder the save and open dialogs start in: the last one used if it still exists, else the documents
/// folder if it exists, else the home folder.
QString saveFolder();
/// Remembers the folder of `path` for the next save or open.
void rememberSaveFolder(const QString& path);
/// "No Thanks! 2026-11-25 1548.nobox.json": the game and when, without characters a file system refuses.
QString suggestedSaveName(const QString& gameTitle, const QDateTime& when);

} // namespace nobox
