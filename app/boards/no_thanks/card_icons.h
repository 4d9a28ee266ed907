// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plain vector pictures of the special cards, for when the artwork lacks an icon: simple shapes in one ink (a star
// for bonus points, an eye for Look, an arrow for Give...), so that a card reads at a glance at any size.

#include "no_thanks/cards.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace nobox::nothanks {

/// Draws the picture of `card` centred in `square`; false for a card without one (numbers).
bool paintFallbackIcon(QPainter& painter, const QRectF& square, games::no_thanks::Card card, const QColor& ink);

} // namespace nobox::nothanks
