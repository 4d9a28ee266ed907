// SPDX-License-Identifier: GPL-3.0-or-later
// NoReturnBoard, its layout and painting: one unit for every size, and where each part goes (the class:
// no_return_board.h).
#include "no_return_board.h"

#include "hand_view.h"
#include "pile_view.h"
#include "seat_panel.h"

#include "boards/kit/action_button.h"
#include "boards/kit/motion_layer.h"

#include <QLabel>
#include <QLayout>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nobox::noreturn {

void NoReturnBoard::resizeEvent(QResizeEvent*)
{
    applyUnit();
    layoutAll();
}

void NoReturnBoard::applyUnit()
{
    // One unit for every size: 1 for a board of about 1000x700 (a 1280x800 window with its side panel).
    m_unit = std::clamp(std::min(width() / 1000.0, height() / 700.0), 0.7, 3.2);
    m_buttonRow->setUnit(m_unit);
    for (auto* seat : m_seats)
        seat->setUnit(m_unit);
    m_bag->setUnit(m_unit);
    m_lid->setUnit(m_unit);
}

void NoReturnBoard::layoutAll()
{
    const qreal W = width();
    const qreal H = height();
    const qreal u = m_unit;
    const qreal m = 8 * u;
    const int n = int(m_seats.size());
    const int others = std::max(0, n - 1);

    // Top: the other players, left to right in turn order after the bottom seat.
    const qreal topH = others > 0 ? std::round(H * (others == 1 ? 0.30 : 0.31)) : 0;
    const qreal seatW = others > 0 ? std::min((W - m * (others + 1)) / others, 560 * u) : 0;
    const qreal rowW = others * seatW + (others - 1) * m;
    for (int k = 1; k < n; ++k) {
        const int seat = (m_bottom + k) % n;
        const QRectF r((W - rowW) / 2 + (k - 1) * (seatW + m), m, seatW, topH - m);
        m_seats[std::size_t(seat)]->setGeometry(r.toAlignedRect());
        m_seats[std::size_t(seat)]->setMaxCounter(32 * u);
    }

    // The status lines under them.
    const qreal statusTop = topH + (others > 0 ? 2 * u : m);
    m_status->setGeometry(QRectF(m, statusTop, W - 2 * m, 28 * u).toAlignedRect());
    m_detail->setGeometry(QRectF(m, statusTop + 28 * u, W - 2 * m, 20 * u).toAlignedRect());

    // Bottom: the buttons, the live line, the hand.
    const qreal buttonsH = 46 * u;
    const qreal infoH = 30 * u;
    const qreal side = 46 * u;
    const qreal handH = side * 1.38 + 4 * u;
    const qreal buttonsTop = H - m - buttonsH;
    m_buttonRow->setGeometry(QRectF(m, buttonsTop, W - 2 * m, buttonsH).toAlignedRect());
    m_infoRow->setGeometry(QRectF(m, buttonsTop - infoH, W - 2 * m, infoH).toAlignedRect());
    const qreal handTop = buttonsTop - infoH - handH;
    m_hand->setGeometry(QRectF(m, handTop, W - 2 * m, handH).toAlignedRect());
    m_hand->setSide(side);

    // The middle: the bag, the own display, the lid.
    const qreal midTop = statusTop + 50 * u;
    const qreal midH = std::max<qreal>(60, handTop - midTop - 4 * u);
    const qreal bagW = std::min(W * 0.15, 150 * u);
    const qreal lidW = std::min(W * 0.22, 240 * u);
    const qreal ownW = std::min(W - bagW - lidW - 4 * m, 620 * u);
    const qreal left = (W - bagW - lidW - ownW - 2 * m) / 2;
    m_bag->setGeometry(QRectF(left, midTop, bagW, midH).toAlignedRect());
    if (n > 0) {
        SeatPanel* own = m_seats[std::size_t(m_bottom % n)];
        own->setGeometry(QRectF(left + bagW + m, midTop, ownW, midH).toAlignedRect());
        own->setMaxCounter(44 * u);
    }
    m_lid->setGeometry(QRectF(left + bagW + ownW + 2 * m, midTop, lidW, midH).toAlignedRect());
    m_motion->setGeometry(rect());
    m_motion->raise();
    if (m_view) {
        updateStatus();
        updateChoice();
    }
}

void NoReturnBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    m_painter.table(painter, rect());
}

} // namespace nobox::noreturn
