// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What No Return's counters and colours are called in the app, through tr() in the "NoReturn" context. The
// engine's names ("red11") are notation; these are words for people ("red 11").

#include "boards/kit/board_words.h"

#include "no_return/counters.h"
#include "shell/plural_text.h"

#include <QCoreApplication>
#include <QString>

#include <span>

namespace nobox::noreturn {

/// Gives every class of this board the translation context "NoReturn" (NoReturn::tr).
struct NoReturn {
    Q_DECLARE_TR_FUNCTIONS(NoReturn)
};

namespace nr = games::no_return;

using kit::seatName;

/// "red", "yellow", ... ("?" for no colour).
QString colourWord(int colour);
/// "red 11".
QString counterWords(nr::Counter counter);
/// "red 11, 9 and 2" for one colour, "red 11, blue 3 and pink 2" for several (canonical order).
QString countersWords(std::span<const nr::Counter> counters);
/// "11, 9, 9": values only.
QString valuesWords(std::span<const nr::Counter> counters);

} // namespace nobox::noreturn
