// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_ui.h"

#include "no_idea_board.h"
#include "no_idea_painter.h"
#include "no_idea_texts.h"

namespace nobox {

QString noIdeaArtFile()
{
    return noidea::artFile();
}

std::unique_ptr<GameTexts> makeNoIdeaTexts()
{
    return std::make_unique<noidea::NoIdeaTexts>();
}

Board* makeNoIdeaBoard(GameSession& session, QWidget* parent)
{
    return new noidea::NoIdeaBoard(session, parent);
}

} // namespace nobox
