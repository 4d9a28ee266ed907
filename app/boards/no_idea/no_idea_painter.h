// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paints the No Idea pieces from the art (resources/no_idea/no_idea.svg, by element id, from a kit::ArtSource): card
// faces with their function icon, backs, empty places, prizes, trophies, the memory aid's mark. Pure drawing: which
// piece goes where is the board's business.

#include "boards/kit/art_source.h"
#include "no_idea/cards.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace nobox::noidea {

/// Width / height of a card, and of a trophy.
inline constexpr qreal kCardAspect = 100.0 / 140.0;
inline constexpr qreal kTrophyAspect = 1.0;

class NoIdeaPainter {
public:
    explicit NoIdeaPainter(kit::ArtSource art = {});

    /// A face-up card: a number card with its function icon, or a consolation prize.
    void card(QPainter& painter, const QRectF& rect, games::no_idea::Card card) const;
    void back(QPainter& painter, const QRectF& rect) const;
    /// An empty place of a layout.
    void slot(QPainter& painter, const QRectF& rect) const;
    /// A face-down card that everyone has seen, with the memory aid on: the back and, in its lower right, the
    /// card itself small, with an eye: "we know this one".
    void known(QPainter& painter, const QRectF& rect, games::no_idea::Card card) const;
    /// A trophy: face up with its value (3-5), or its back for 0.
    void trophy(QPainter& painter, const QRectF& rect, int value) const;

private:
    /// Any element of the art by id (icons, the star, the table).
    void element(QPainter& painter, const QString& id, const QRectF& rect) const;

    kit::ArtSource m_art;
};

/// A stack seen from the side: `count` thin edges under `rect` (a pile's height), at most a few.
void paintStackEdges(QPainter& painter, const QRectF& rect, int count);
/// A rounded frame around a lit or hinted piece.
void paintFrame(QPainter& painter, const QRectF& rect, const QColor& colour, qreal width);
/// The largest rectangle of `aspect` (width / height) centred in `box`.
QRectF fitted(const QRectF& box, qreal aspect);

} // namespace nobox::noidea
