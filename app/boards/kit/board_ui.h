// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A board's entry for the shell's board factory (GameUi), made the same way for every game: its words, a factory
// that hands each new board the pictures of the game's SVG, and that SVG's resource path (its "cover" element is
// the start page's picture).

#include "art_source.h"

#include "shell/board_factory.h"

#include <memory>
#include <utility>
#include <vector>

namespace nobox::kit {

/// `BoardClass(GameSession&, ArtSource, QWidget* parent)` and a default-constructed `TextsClass` (a GameTexts), with
/// the game's lessons (GameUi::lessons).
template <class BoardClass, class TextsClass> GameUi boardUi(const QString& artFile, std::vector<Lesson> lessons)
{
    GameUi ui {std::make_shared<TextsClass>(),
        [artFile](GameSession& session, QWidget* parent) -> Board* {
            return new BoardClass(session, artSource(artFile), parent);
        },
        artFile};
    ui.lessons = std::move(lessons);
    return ui;
}

} // namespace nobox::kit
