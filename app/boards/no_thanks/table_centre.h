// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The middle of the table: the deck with its count and its top card's back, the face-up card with the chips on
// it, the set-aside pile and the discard pile. Painted, with a tooltip and an accessible description in words.

#include "card_painter.h"

#include "no_thanks/observation.h"

#include <QWidget>

#include <vector>

namespace nobox::nothanks {

struct TableInfo {
    /// The position shown: the middle card and its chips, the deck, the discards, the set-aside cards' count; in a
    /// finished game watched with everything face up (revealed), the deck and the set-aside cards, top first.
    games::no_thanks::NoThanksView view {};
    bool looked = false; // the viewer looked at the set-aside cards (shown only to that seat)
    std::vector<games::no_thanks::Card> seen; // what the viewer saw then, top first
    bool auction = false;
    bool over = false;
};

class TableCentre : public QWidget {
    Q_OBJECT
    Q_PROPERTY(qreal reveal READ reveal WRITE setReveal)

public:
    TableCentre(const CardPainter& painter, QWidget* parent = nullptr);

    void setInfo(const TableInfo& info);
    const TableInfo& info() const { return m_info; }
    void setUnit(qreal unit);

    /// 0: the middle card shows its back, 1: its face (a card turning up runs from 0 to 1).
    qreal reveal() const { return m_reveal; }
    void setReveal(qreal reveal);

    QRectF middleRect() const;
    QRectF deckRect() const;
    QRectF discardRect() const;
    QRectF setAsideRect() const;
    /// The middle card and the discard pile with the marks drawn over their edges (the chips' pill, the count):
    /// what a ring around them must go round.
    QRectF middleOutline() const;
    QRectF discardOutline() const;
    /// The summary a screen reader reads (the same words as the tooltips).
    QString summary() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Geometry {
        QRectF middle, deck, discard, setAside;
        qreal labelHeight = 0;
    };
    Geometry layoutRects() const;
    QString deckText() const;
    QString setAsideText() const;
    QString discardText() const;
    QString middleText() const;
    void paintPile(QPainter& painter, const QRectF& rect, int count, bool green, const QString& name) const;
    /// A line of text under the table, `fromBottom` lines up (1: the last), cut with "…" when too long.
    void paintFootLine(QPainter& painter, qreal lineHeight, int fromBottom, const QString& text) const;
    void paintLabel(
        QPainter& painter, const QRectF& pile, qreal top, const QString& text, qreal size, const QColor& colour) const;
    /// The pill with the chips on the middle card, across its lower edge.
    QRectF chipPill(const QRectF& middle) const;
    void paintCount(QPainter& painter, const QPointF& centre, qreal radius, int count) const;

    const CardPainter& m_painter;
    TableInfo m_info;
    qreal m_unit = 1.0;
    qreal m_reveal = 1.0;
};

} // namespace nobox::nothanks
