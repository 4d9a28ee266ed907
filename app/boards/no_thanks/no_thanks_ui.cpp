// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks_ui.h"

#include "no_thanks_board.h"
#include "no_thanks_texts.h"

#include "shell/art.h"

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
    const Art& art = Art::of(noThanksArtFile());
    return new nothanks::NoThanksBoard(
        session, [&art](const QString& id, const QSize& pixels) { return art.pixmap(id, pixels); }, parent);
}

} // namespace nobox
