// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks_ui.h"

#include "no_thanks_board.h"
#include "no_thanks_texts.h"

#include "boards/kit/board_ui.h"

namespace nobox {

GameUi noThanksUi()
{
    return kit::boardUi<nothanks::NoThanksBoard, nothanks::NoThanksTexts>(
        QStringLiteral(":/art/no_thanks/no_thanks.svg"), noThanksLessons());
}

} // namespace nobox
