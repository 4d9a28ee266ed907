// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks_ui.h"

#include "no_thanks_board.h"
#include "no_thanks_texts.h"

#include "boards/kit/art_source.h"

namespace nobox {

QString noThanksArtFile()
{
    return QStringLiteral(":/art/no_thanks/no_thanks.svg");
}

std::unique_ptr<GameTexts> makeNoThanksTexts()
{
    return std::make_unique<nothanks::NoThanksTexts>();
}

Board* makeNoThanksBoard(GameSession& session, QWidget* parent)
{
    return new nothanks::NoThanksBoard(session, kit::artSource(noThanksArtFile()), parent);
}

} // namespace nobox
