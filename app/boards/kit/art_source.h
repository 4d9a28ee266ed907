// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a board's painters get their pictures: an element of the game's SVG art by id, at a size in device pixels.
// A painter given none (tests, a missing file) draws its own plain fallback.

#include <QPixmap>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace nobox::kit {

using ArtSource = std::function<QPixmap(const QString& elementId, const QSize& pixels)>;

/// The elements of the SVG file `file` (a resource path such as ":/art/no_return/no_return.svg").
ArtSource artSource(const QString& file);

/// Draws element `id` of `art` into `rect` (the painter's logical coordinates), rendered for the painter's device
/// pixels and put on whole pixels (drawCrisp). False, drawing nothing, without art or without that element: the
/// caller draws its fallback.
bool drawArt(QPainter& painter, const ArtSource& art, const QRectF& rect, const QString& id);

} // namespace nobox::kit
