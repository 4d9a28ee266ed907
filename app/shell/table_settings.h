// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the app remembers between runs (QSettings of org.nobox.NoBox): the last table chosen for each game, the
// last game and the speed. Whatever is read back is made valid for the game as it is now (seat count in range,
// known levels and options), so an old or hand-edited file never leads to a table the engine refuses.

#include "shell/game_session.h"

#include <QString>

#include <optional>
#include <string>

namespace games::core {
class Game;
}

namespace nobox {

/// The computer levels a person can choose, weakest first ("easy", "normal", "hard").
QStringList computerLevels();
QString levelLabel(const QString& level); // "Easy", in the user's language

/// A seat's name when nobody typed one: "Player 2" for a person, "Computer 2" for a computer.
QString defaultSeatName(int seat, bool human);
/// Whether `name` is the seat's default name in the language in use or in any other of the app's.
bool isDefaultSeatName(const QString& name, int seat);
/// A default name ("Computer 2", "コンピューター2") in the language in use; any other name as it is.
QString rewordedSeatName(const QString& name, int seat);

/// A first table for `game`: one person and computers at the normal level, the game's default options.
TableConfig defaultTable(const games::core::Game& game);
/// `table` made valid for `game` (seats clamped to its range, names filled in, known levels and options only).
TableConfig sanitizedTable(const games::core::Game& game, TableConfig table);

TableConfig loadTable(const games::core::Game& game);
void saveTable(const TableConfig& table);

std::string loadLastGame();
void saveLastGame(const std::string& gameId);

std::optional<Speed> loadSpeed();
void saveSpeed(Speed speed);

} // namespace nobox
