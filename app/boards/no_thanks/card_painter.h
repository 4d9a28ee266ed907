// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paints the No Thanks! pieces (card faces and backs, empty slots, chips) at any size: the artwork's SVG elements
// by id when the art has them, a clean vector drawing when it does not. Numbers and words are always painted on
// top with QPainter so that they stay crisp at every size and device pixel ratio.

#include "boards/kit/art_source.h"
#include "no_thanks/cards.h"

#include <QColor>
#include <QPixmap>
#include <QRectF>
#include <QString>

class QPainter;

namespace nobox::nothanks {

/// Width / height of a card.
inline constexpr qreal kCardAspect = 5.0 / 7.0; // the artwork's cards

class CardPainter {
public:
    explicit CardPainter(kit::ArtSource art = {});

    /// A card's face; `plain`: the paper only, without its number (a card lying under another in a run, whose
    /// number the caller writes where it peeks out).
    void face(QPainter& painter, const QRectF& rect, games::no_thanks::Card card, bool plain = false) const;
    void back(QPainter& painter, const QRectF& rect, bool green) const;
    /// An empty place (the middle with no card, an empty pile).
    void slot(QPainter& painter, const QRectF& rect) const;
    void chip(QPainter& painter, const QPointF& centre, qreal radius) const;
    /// The table's felt behind everything.
    void table(QPainter& painter, const QRectF& rect) const;

    /// The artwork element of a card's face and of a special card's icon (empty for number cards).
    static QString faceElement(games::no_thanks::Card card);
    static QString iconElement(games::no_thanks::Card card);
    /// The colour that stands for a number's value: cool for low, hot for high (the number is the first mark).
    static QColor numberColour(games::no_thanks::Card card);

private:
    bool drawArt(QPainter& painter, const QRectF& rect, const QString& id) const;
    void fallbackFace(QPainter& painter, const QRectF& rect, games::no_thanks::Card card) const;
    void colourMark(QPainter& painter, const QRectF& rect, games::no_thanks::Card card) const;

    kit::ArtSource m_art;
};

} // namespace nobox::nothanks
