// SPDX-License-Identifier: GPL-3.0-or-later
// NoThanksBoard, its layout and painting: one unit for every size, and the seats around the table (the class:
// no_thanks_board.h).
#include "no_thanks_board.h"

#include "card_button.h"
#include "seat_panel.h"
#include "table_centre.h"

#include "boards/kit/action_button.h"
#include "boards/kit/motion_layer.h"

#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QPainter>

#include <algorithm>

namespace nobox::nothanks {

bool NoThanksBoard::eventFilter(QObject* watched, QEvent* event)
{
    if ((watched == m_status || watched == m_detail) && event->type() == QEvent::Resize)
        fitStatus();
    if (watched == m_table && event->type() == QEvent::Resize) {
        // Cards at the seats stay smaller than the one in the middle, which is what everybody looks at.
        const qreal middle = m_table->middleRect().height();
        for (auto* panel : m_seats)
            panel->setMaxCardHeight(middle * 0.78);
        placeMessage();
    }
    return Board::eventFilter(watched, event);
}

void NoThanksBoard::resizeEvent(QResizeEvent*)
{
    applyUnit();
    layoutSeats();
    m_motion->setGeometry(rect());
}

void NoThanksBoard::applyUnit()
{
    // One unit for every size: 1 for a board of about 1000x700 (a 1280x800 window with its side panel), growing
    // with the board so that a 4K screen reads as well.
    m_unit = std::clamp(std::min(width() / 1000.0, height() / 700.0), 0.7, 3.2);
    const qreal u = m_unit;
    m_status->setFixedHeight(int(36 * u));
    fitStatus();

    m_infoRow->setFixedHeight(int(40 * u));
    placeMessage();
    m_table->setUnit(u);
    m_buttonRow->setUnit(u);
    m_buttonRow->setFixedHeight(int(52 * u));
    const qreal cardHeight = std::min(110 * u, m_centre->height() * 0.34);
    for (auto* b : m_choices)
        b->setCardHeight(cardHeight);
    m_choiceRow->setFixedHeight(int(cardHeight * 1.2 + 4));
    for (auto* panel : m_seats)
        panel->setUnit(u);
}

void NoThanksBoard::layoutSeats()
{
    const qreal W = width();
    const qreal H = height();
    const qreal m = 8 * m_unit;
    const int n = int(m_seats.size());
    const int others = std::max(0, n - 1);
    // Around the table, clockwise from the bottom: left column, top row, right column (NT-19: the next seat is the
    // left neighbour).
    const int sides = others >= 4 ? 1 : 0;
    const int topCount = others - 2 * sides;
    const qreal topH = H * 0.25;
    const qreal bottomH = H * 0.25;
    const qreal sideW = sides ? W * 0.22 : 0;
    const qreal midTop = topH + m;
    const qreal midBottom = H - bottomH - m;

    // The seat at the bottom: the kit's rule (bottomSeatFor); in hot-seat the table turns with the turn.
    const int bottom = n > 0 ? m_bottom % n : 0;
    std::vector<QRectF> places;
    if (sides)
        places.emplace_back(m, midTop, sideW, midBottom - midTop);
    const qreal topW = topCount > 0 ? (W - m * (topCount + 1)) / topCount : 0;
    for (int i = 0; i < topCount; ++i)
        places.emplace_back(m + i * (topW + m), m, topW, topH - m);
    if (sides)
        places.emplace_back(W - m - sideW, midTop, sideW, midBottom - midTop);
    for (int k = 0; k < n; ++k) {
        const int seat = (bottom + k) % n;
        QRectF r;
        if (k == 0) {
            const qreal w = std::min(W - 2 * m, W * 0.66);
            r = QRectF((W - w) / 2, H - bottomH, w, bottomH - m);
        } else {
            r = places[k - 1];
        }
        m_seats[seat]->setGeometry(r.toAlignedRect());
    }
    const qreal centreLeft = sides ? m * 2 + sideW : m;
    const qreal centreRight = sides ? W - 2 * m - sideW : W - m;
    m_centre->setGeometry(QRectF(centreLeft, midTop, centreRight - centreLeft, midBottom - midTop).toAlignedRect());
    m_motion->raise();
}

void NoThanksBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    m_painter.table(painter, rect());
}

} // namespace nobox::nothanks
