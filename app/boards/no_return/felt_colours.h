// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The colours No Return's places share on the felt: the cream of their words and the gold of a turn, a choice and
// a lit counter.

#include <QColor>

namespace nobox::noreturn {

inline const QColor kInk {0xFF, 0xF8, 0xE8};
inline const QColor kGold {255, 205, 60};

} // namespace nobox::noreturn
