// SPDX-License-Identifier: GPL-3.0-or-later
// nobox: the desktop app.
#include "shell/board_factory.h"
#include "shell/main_window.h"

#include "app_info.h"
#include "builtin_games.h"
#include "core/registry.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QString::fromLatin1(nobox::info::kOrganisation));
    QApplication::setApplicationName(QString::fromLatin1(nobox::info::kApplication));
    QApplication::setApplicationVersion(QString::fromLatin1(nobox::info::kVersion));
    QApplication::setDesktopFileName(QString::fromLatin1(nobox::info::kAppId));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "No Return and No Thanks! at one table."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    games::core::Registry registry;
    games::registerBuiltinGames(registry);
    nobox::BoardFactory boards;
    nobox::registerBuiltinBoards(boards);

    nobox::MainWindow window(registry, boards);
    window.resize(1280, 800);
    window.show();
    return QApplication::exec();
}
