// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game on disk is its record (docs/records.md): the moves that replay it, and beside them, in the record's
// "table" field, what the app needs to sit the same table again (each seat a person or a computer of a level,
// whether the start seat was drawn, hints in hot-seat, whether undo was used). Writing is atomic (QSaveFile):
// a crash or a power cut leaves the old file or the new one, never half of one. Reading refuses anything that
// does not replay, naming what is wrong, before anything in the app changes.

#include "shell/game_session.h"

#include "core/error.h"
#include "core/record.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

namespace games::core {
class Game;
class Registry;
} // namespace games::core

namespace nobox {

class GameTexts;

/// The record field that holds the app's table settings.
inline constexpr const char* kTableField = "table";

/// The app's part of a record: seat kinds and levels, the table's settings, the practice mark.
nlohmann::json tableExtra(const TableConfig& table, bool practice);
/// The table a record describes (names from its seats, kinds and levels from its "table" field; a record
/// without one, e.g. from nobox-cli, seats people only). app.bad-table-field names a malformed part.
games::core::Error tableOfRecord(const games::core::Game& game, const games::core::Record& record, TableConfig& out);
/// Whether the record's "table" field marks the game as practice (undo was used).
bool isPractice(const games::core::Record& record);

/// The outcome of reading a record file: the record, or why it cannot be used (`error`, and for a move that
/// does not replay its index in `failedMove`).
struct LoadedRecord {
    games::core::Record record;
    games::core::Error error;
    int failedMove = -1;
    bool unreadable = false; // the file could not be opened or read at all (then `error` is empty)
    bool ok() const { return !error && !unreadable; }
};

/// Reads, checks and replays the record in `path` (size checked before reading). Nothing else is touched.
LoadedRecord loadRecordFile(const QString& path, const games::core::Registry& registry);
/// Writes `record` to `path` atomically. False (and nothing changed on disk) when it cannot be written.
bool saveRecordFile(const QString& path, const games::core::Record& record);

/// Why a record was refused, in the user's words: the field, the line and column, the move.
QString recordErrorText(const LoadedRecord& loaded, const GameTexts* texts);
QString recordErrorText(const games::core::Error& error, const GameTexts* texts);

} // namespace nobox
