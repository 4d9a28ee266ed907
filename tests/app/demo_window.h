// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every demo opens: the real main window with the built-in games and boards, in the language and at the size
// its command line asks for (--lang en|de|ja, --size WxH), shown at the screen's top left.

#include "shell/board_factory.h"
#include "shell/language.h"
#include "shell/main_window.h"

#include "builtin_games.h"
#include "core/registry.h"

#include <QStringList>

struct DemoWindow {
    games::core::Registry registry;
    nobox::BoardFactory boards;
    nobox::LanguageSwitcher language;
    nobox::MainWindow window;

    DemoWindow(const QString& lang, const QString& size)
        : window(withGames(registry), withBoards(boards), switchedTo(language, lang))
    {
        const QStringList wh = size.split(QLatin1Char('x'));
        window.move(0, 0);
        window.resize(wh.value(0).toInt(), wh.value(1).toInt());
        window.show();
    }

private:
    static games::core::Registry& withGames(games::core::Registry& registry)
    {
        games::registerBuiltinGames(registry);
        return registry;
    }
    static nobox::BoardFactory& withBoards(nobox::BoardFactory& boards)
    {
        nobox::registerBuiltinBoards(boards);
        return boards;
    }
    static nobox::LanguageSwitcher* switchedTo(nobox::LanguageSwitcher& language, const QString& lang)
    {
        language.switchTo(lang);
        return &language;
    }
};
