// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return_ui.h"

#include "no_return_board.h"
#include "no_return_texts.h"

#include "boards/kit/art_source.h"

namespace nobox {

QString noReturnArtFile()
{
    return QStringLiteral(":/art/no_return/no_return.svg");
}

std::unique_ptr<GameTexts> makeNoReturnTexts()
{
    return std::make_unique<noreturn::NoReturnTexts>();
}

Board* makeNoReturnBoard(GameSession& session, QWidget* parent)
{
    return new noreturn::NoReturnBoard(session, kit::artSource(noReturnArtFile()), parent);
}

} // namespace nobox
