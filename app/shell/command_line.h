// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// nobox's command line: --help, --version, --lang, --speed, --play, --continue, two hidden measuring aids used by
// scripts/measure-app.sh (--bench-startup, --bench-game) and a hidden trace for the kill test (--report-saves).

#include "shell/game_session.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>

class QCoreApplication;

namespace games::core {
class Registry;
}

namespace nobox {

struct CommandLine {
    QString language; // empty: the system's
    std::optional<Speed> speed;
    std::string play; // a game to deal at once with its remembered table
    bool continueGame = false; // resume the unfinished game at once
    bool reportSaves = false; // print a line whenever the unfinished game is saved or cleared (the kill test)
    bool benchStartup = false; // print when the first frame is painted, then quit
    QString benchGame; // "<game>:<level>,<level>...": a computer-only game at instant speed, then peak memory
    QString error; // set when the line cannot be used (the message names what is wrong)
};

/// Reads the arguments; --help and --version print and exit as usual. `gameNames`: every game, for --help.
CommandLine parseCommandLine(
    const QCoreApplication& app, const games::core::Registry& registry, const QString& gameNames);

/// The table of a --bench-game spec, or nullopt with `error` set.
std::optional<TableConfig> benchTable(const QString& spec, const games::core::Registry& registry, QString& error);

} // namespace nobox
