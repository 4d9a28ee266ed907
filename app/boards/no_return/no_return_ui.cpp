// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return_ui.h"

#include "no_return_board.h"
#include "no_return_texts.h"

#include "shell/art.h"

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
    const Art& art = Art::of(noReturnArtFile());
    return new noreturn::NoReturnBoard(
        session, [&art](const QString& id, const QSize& pixels) { return art.pixmap(id, pixels); }, parent);
}

} // namespace nobox
