// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text that keeps to its room: fonts by pixel size (so that a board scales with its own unit, not the desktop's
// point size), shrunk step by step until a sentence fits, and labels of a fixed height that shrink, wrap, then
// elide.

#include <QFont>
#include <QString>

class QLabel;

namespace nobox::kit {

/// The application's font at `pixels` (at least one pixel).
QFont pixelFont(qreal pixels, bool bold = false);

/// The font from `pixels` down (7% a step, not below `smallest`) in which `text` first fits `room` on one line.
QFont shrunkFont(const QString& text, qreal pixels, qreal smallest, qreal room, bool bold);

/// A line of fixed height showing its accessible name: a long sentence gets a smaller font (down to two thirds of
/// `pixels`), then two lines if the height holds them (down to half of `pixels`), then an ellipsis; the whole
/// sentence stays in the accessible name and the tooltip.
void fitLabel(QLabel* label, qreal pixels, bool bold);

} // namespace nobox::kit
