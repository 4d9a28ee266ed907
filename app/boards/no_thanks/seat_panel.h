// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One player's place at the table: the name, the chips (a number only where the viewer may know it), whose turn it
// is, who is thinking, the auction marks, and the display with its runs grouped and each run's cost written under
// it. Pointing at a card explains it.

#include "card_painter.h"
#include "display_groups.h"

#include "boards/kit/seat_place.h"

#include <QRectF>
#include <QWidget>

#include <vector>

namespace nobox::nothanks {

struct SeatInfo : kit::SeatFacts {
    bool viewer = false; // the seat whose eyes the board uses
    int chips = -1; // -1: not known to the viewer
    int bidMark = 0; // chips on the green card after this seat's last bid (0: no bid)
    bool wouldGet = false; // receives the green card if the auction ended now
    bool skipped = false; // sits out the middle card
    std::vector<games::no_thanks::Card> display {};
    int cardPoints = 0; // what the display counts as it lies now, chips left out (the engine's count)
};

class SeatPanel : public kit::SeatPlace<SeatInfo> {
    Q_OBJECT

public:
    SeatPanel(const CardPainter& painter, QWidget* parent = nullptr);

    /// The tallest a card of this display may be (the middle card is bigger).
    void setMaxCardHeight(qreal height);
    /// Where a card arriving in this display lands, in this widget's coordinates.
    QRectF arrivalRect() const;
    /// Where this seat's chips sit (for chips sliding to or from the middle).
    QPointF chipPoint() const;
    /// The card shapes as painted, topmost last (for tests and tooltips).
    struct Placed {
        games::no_thanks::Card card;
        QRectF rect;
        int group;
    };
    const std::vector<Placed>& placedCards() const { return m_placed; }
    /// The display's text as a screen reader reads it.
    QString displaySummary() const;

protected:
    QRect headerArea() const override;
    void infoChanged() override;
    void unitChanged() override { relayout(); }
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    void relayout();
    void updateAccessibility();
    QRectF headerRect() const;
    QRectF displayRect() const;
    QRectF badgeRowRect() const;
    struct Badge {
        QString text;
        QColor fill;
    };
    std::vector<Badge> badges() const;
    /// Whether the name has room beside it for the chips and, as asked, the points and the badges.
    bool fitsBesideName(bool points, bool badges) const;

    const CardPainter& m_painter;
    std::vector<CardGroup> m_groups;
    std::vector<Placed> m_placed;
    std::vector<QRectF> m_groupRects; // each group's cards, for its cost label
    qreal m_cardWidth = 40;
    qreal m_maxCardHeight = 1e9;
    QRectF m_chipsRect;
    QRectF m_pointsRect; // the display's points in the header (empty without cards)
    bool m_badgesBelow = false; // the badges have a row of their own under the header
    bool m_pointsBelow = false; // and the points go there too (a long name leaves no room for them)
};

} // namespace nobox::nothanks
