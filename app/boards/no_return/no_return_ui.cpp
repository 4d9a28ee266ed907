// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return_ui.h"

#include "no_return_board.h"
#include "no_return_texts.h"

#include "boards/kit/board_ui.h"

namespace nobox {

GameUi noReturnUi()
{
    return kit::boardUi<noreturn::NoReturnBoard, noreturn::NoReturnTexts>(
        QStringLiteral(":/art/no_return/no_return.svg"), noReturnLessons());
}

} // namespace nobox
