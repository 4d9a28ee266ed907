// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game at the table, saved after every move in the app's data location (QStandardPaths::AppDataLocation)
// as its record, so that closing the app, a crash or a power cut costs nothing: resuming is replaying. The file
// goes when the game ends (the game goes to the history then).

#include "shell/saved_game.h"

#include <QString>

namespace games::core {
class Registry;
struct Record;
} // namespace games::core

namespace nobox {

/// Where the unfinished game is kept.
QString autosavePath();
/// Writes it atomically (the folder is made when missing). False when it cannot be written.
bool writeAutosave(const games::core::Record& record);
bool hasAutosave();
/// Reads and checks it; `unreadable` when there is none.
LoadedRecord readAutosave(const games::core::Registry& registry);
void clearAutosave();
/// Where unfinished games go when another game takes the table, so that starting a new game loses none.
QString setAsideFolder();
/// The games put aside, newest first.
QStringList setAsideFiles();
/// Whether the unfinished game on disk is an earlier point of `record` (the same deal, its moves a beginning of
/// `record`'s): then `record` replaces it, and putting it aside would only make a copy.
bool autosaveIsEarlierOf(const games::core::Record& record, const games::core::Registry& registry);
/// Moves the unfinished game into setAsideFolder() under its game's id and the time, and returns its new path;
/// empty when there is none or it cannot be moved (it then stays where it is).
QString setAsideAutosave(const QString& gameId);

} // namespace nobox
