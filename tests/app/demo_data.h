// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A demo's saved games, history and settings live in a folder of its own that goes when the demo does: a demo run
// never writes into a person's data, and never finds (and puts aside) the game the run before it left.

#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>

struct DemoDataFolder {
    QTemporaryDir dir;
    DemoDataFolder()
    {
        qputenv("XDG_DATA_HOME", QFile::encodeName(dir.path() + QStringLiteral("/data")));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir.path() + QStringLiteral("/config")));
    }
};
