// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paints the No Return pieces at any size: counters (face up with their number, face down, an empty place), the
// colour marks, the bag, the lid, the points pile, the phase badges and the table, from the artwork's SVG
// elements by id, with a clean vector drawing where the art lacks one. Numbers are always painted on top with
// QPainter, crisp at every size and device pixel ratio.

#include "boards/kit/art_source.h"
#include "no_return/counters.h"

#include <QColor>
#include <QPixmap>
#include <QRectF>
#include <QString>

class QPainter;

namespace nobox::noreturn {

class CounterPainter {
public:
    explicit CounterPainter(kit::ArtSource art = {});

    /// A counter face up. `band` > 0: only its top `band` pixels show (it lies under the next one of a column),
    /// so its number is written in that band.
    void counter(QPainter& painter, const QRectF& rect, games::no_return::Counter counter, qreal band = 0) const;
    void back(QPainter& painter, const QRectF& rect) const;
    void slot(QPainter& painter, const QRectF& rect) const;
    void mark(QPainter& painter, const QRectF& rect, int colour) const;
    /// One of "bag", "lid", "points-pile", "phase-1", "phase-2", "last-round" (nothing when missing).
    void element(QPainter& painter, const QRectF& rect, const QString& id) const;
    void table(QPainter& painter, const QRectF& rect) const;

    /// The colour's hue (the shape mark is the second sign).
    static QColor colour(int colour);

private:
    bool drawArt(QPainter& painter, const QRectF& rect, const QString& id) const;
    void fallbackMark(QPainter& painter, const QRectF& rect, int colour, const QColor& fill) const;

    kit::ArtSource m_art;
};

} // namespace nobox::noreturn
