// SPDX-License-Identifier: GPL-3.0-or-later
// NoIdeaBoard, its layout and painting: where the places, piles, panels and buttons go, and the table drawn under them
// (the class: no_idea_board.h).
#include "no_idea_board.h"

#include "card_button.h"
#include "no_idea_painter.h"
#include "no_idea_words.h"
#include "seat_panel.h"

#include "boards/kit/button_row.h"
#include "boards/kit/fitted_text.h"
#include "boards/kit/motion_layer.h"

#include <QFontMetricsF>
#include <QLabel>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nobox::noidea {

namespace {

using kit::pixelFont;

const QColor kText(255, 251, 232);

} // namespace

void NoIdeaBoard::resizeEvent(QResizeEvent* event)
{
    Board::resizeEvent(event);
    layoutAll();
    if (m_view)
        updateTexts();
}

void NoIdeaBoard::layoutAll()
{
    const qreal W = width();
    const qreal H = height();
    const qreal m = std::max<qreal>(8, W * 0.008);
    const int seats = m_view ? m_view->seatCount : 2;
    const int others = std::max(1, seats - 1);

    // Top: the other players, side by side.
    const qreal topH = H * 0.22;
    const qreal panelW = std::min((W - 2 * m - (others - 1) * m) / others, topH * 3.2);
    qreal x = (W - (panelW * others + m * (others - 1))) / 2;
    for (int k = 1; k < seats; ++k) { // clockwise from the bottom seat: the next player first, on the left
        const int seat = (m_bottom + k) % seats;
        if (SeatPanel* panel = seat < int(m_panels.size()) ? m_panels[static_cast<std::size_t>(seat)] : nullptr) {
            panel->setGeometry(QRectF(x, m, panelW, topH - m).toRect());
            x += panelW + m;
        }
    }

    // The status lines under them.
    const qreal statusH = std::clamp<qreal>(H * 0.045, 22, 40);
    const qreal detailH = std::clamp<qreal>(H * 0.035, 18, 32);
    m_status->setGeometry(QRectF(m, topH + 2, W - 2 * m, statusH).toRect());
    m_detail->setGeometry(QRectF(m, topH + 2 + statusH, W - 2 * m, detailH).toRect());

    // Middle: draw pile, trophy pile, the waiting card, the discard piles, the set-aside cards.
    const qreal midTop = topH + statusH + detailH + 6;
    const qreal midH = H * 0.30;
    const qreal cardH = midH - 40;
    const qreal cardW = cardH * kCardAspect;
    m_drawRect = QRectF(m * 2, midTop + 4, cardW, cardH);
    m_trophyRect = QRectF(m_drawRect.right() + m * 2, midTop + 4, cardW * 0.9, cardW * 0.9);
    m_setAsideRect = QRectF(W - m * 2 - cardW, midTop + 4, cardW, cardH);
    const qreal pilesLeft = m_trophyRect.right() + m * 3;
    m_pileArea = QRectF(pilesLeft, midTop, std::max<qreal>(10, m_setAsideRect.left() - m * 3 - pilesLeft), midH);
    const int count = std::max(1, int(m_piles.size()));
    m_pileWidth = std::min(cardW * 1.1, m_pileArea.width() / count);
    for (std::size_t i = 0; i < m_piles.size(); ++i)
        m_piles[i]->setGeometry(pileRect(int(i), count).toRect());

    // Bottom: the layout of the seat at the bottom (largest and nearest), its name, prizes and trophies, and the
    // actions with the messages under them.
    const qreal botTop = midTop + midH + 12;
    const qreal botH = H - botTop - m;
    const qreal placeH = (botH - m) / 2;
    const qreal placeW = placeH * kCardAspect * 1.1;
    const qreal layoutW = placeW * 3 + m * 2;
    const qreal layoutLeft = m * 2;
    for (int i = 0; i < 6; ++i)
        m_places[static_cast<std::size_t>(i)]->setGeometry(
            QRectF(layoutLeft + (i % 3) * (placeW + m), botTop + (i / 3) * (placeH + m), placeW, placeH).toRect());
    const qreal actionW = std::clamp<qreal>(W * 0.3, 230, 420);
    const qreal actionLeft = W - m * 2 - actionW;
    const qreal infoLeft = layoutLeft + layoutW + m * 3;
    const qreal infoW = std::max<qreal>(120, actionLeft - m * 3 - infoLeft);
    m_ownPanel->setGeometry(QRectF(infoLeft, botTop, infoW, botH).toRect());
    // The card waiting for its pile lies "in the hand", over the panel, large.
    m_pendingRect = fitted(QRectF(infoLeft, botTop + 34, infoW, botH - 40), kCardAspect);
    m_pending->setGeometry(pendingHome().toRect());
    // The actions' row stands in the right column.
    m_actionArea = QRectF(actionLeft, botTop, actionW, H - m - botTop);
    fitActions();
    m_motion->setGeometry(rect());
    m_motion->raise();
    update();
}

void NoIdeaBoard::fitActions()
{
    // The buttons as large as the room allows, smaller where a language's words need it: measured on the words
    // they show now, so again whenever those change (updateControls), not only when the board's size does.
    const qreal m = std::max<qreal>(8, width() * 0.008);
    const qreal buttonH = std::clamp<qreal>(m_actionArea.height() * 0.2, 44, 64);
    qreal unit = buttonH / m_buttonRow->look().height;
    const auto fits = [&] {
        for (const kit::ActionButton* b : m_buttonRow->buttons())
            if (b->sizeHint().width() > m_actionArea.width())
                return false;
        return true;
    };
    for (m_buttonRow->setUnit(unit); !fits() && unit > 0.6; m_buttonRow->setUnit(unit))
        unit *= 0.94;
    m_buttonRow->setGeometry(m_actionArea.toRect());
    const qreal rowH = m_nothingFits->sizeHint().height() * 2 + m * 2;
    const qreal messageTop = m_actionArea.top() + rowH;
    m_messageBox = QRectF(m_actionArea.left(), messageTop, m_actionArea.width() - 48,
        std::max<qreal>(40, m_actionArea.bottom() - messageTop));
    placeMessage();
}

QRectF NoIdeaBoard::pileRect(int index, int count) const
{
    const int n = std::max(count, 1);
    const qreal w = std::min(m_pileWidth, m_pileArea.width() / n);
    const qreal total = w * n;
    const qreal left = m_pileArea.left() + (m_pileArea.width() - total) / 2;
    return {left + index * w, m_pileArea.top(), w, m_pileArea.height()};
}

QRectF NoIdeaBoard::placeRect(int seat, int position) const
{
    if (seat == m_bottom) {
        const QRect r = m_places[static_cast<std::size_t>(std::clamp(position, 1, 6) - 1)]->geometry();
        return fitted(QRectF(r).adjusted(4, 4, -4, -4), kCardAspect);
    }
    if (SeatPanel* panel = seatPanel(seat))
        return panel->slotRect(std::clamp(position, 1, 6) - 1).translated(panel->pos());
    return m_drawRect;
}

QRectF NoIdeaBoard::pendingHome() const
{
    if (!m_view || m_view->toMove == m_bottom)
        return m_pendingRect;
    // Another seat's card waiting for its pile stays where it was turned up, by that seat, for all to see.
    if (m_view->pendingSource == ni::Source::Layout)
        return placeRect(m_view->toMove, m_view->pendingPosition);
    return fitted(m_drawRect, kCardAspect);
}

QRectF NoIdeaBoard::prizeRect(int seat) const
{
    if (SeatPanel* panel = seatPanel(seat)) {
        const QRectF r = panel->prizeRect().translated(panel->pos());
        return QRectF(r.topLeft(), QSizeF(r.height() * kCardAspect, r.height()));
    }
    return m_drawRect;
}

QRectF NoIdeaBoard::trophyRect(int seat) const
{
    if (SeatPanel* panel = seatPanel(seat)) {
        const QRectF r = panel->trophyRect().translated(panel->pos());
        const qreal s = std::min(r.width(), r.height()) * 0.8;
        return {r.topLeft(), QSizeF(s, s)};
    }
    return m_trophyRect;
}

void NoIdeaBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // The felt of the art's "table", stretched to any shape of the window.
    QRadialGradient felt(QPointF(width() * 0.4, height() * 0.35), std::max(width(), height()) * 0.75);
    felt.setColorAt(0, QColor(0x2E, 0x5E, 0x7A));
    felt.setColorAt(1, QColor(0x1D, 0x3D, 0x52));
    painter.fillRect(rect(), felt);
    if (!m_view)
        return;
    const auto& v = *m_view;
    QFont font = pixelFont(std::clamp<qreal>(height() * 0.022, 12, 20), true);
    painter.setFont(font);
    painter.setPen(kText);
    // A caption under a part of the middle row: centred under it but kept between `left` and `right` (the board's
    // edge, the next part), in a smaller font where a long word needs it ("Nachziehstapel: 78").
    const auto label = [&](const QRectF& under, qreal gap, const QString& text, qreal left, qreal right) {
        QFont small = font;
        qreal pixels = font.pixelSize();
        while (QFontMetricsF(small).horizontalAdvance(text) + 4 > right - left && pixels > 9)
            small = pixelFont(pixels *= 0.93, true);
        painter.setFont(small);
        const qreal w = std::min(right - left, QFontMetricsF(small).horizontalAdvance(text) + 4);
        const qreal x = std::clamp(under.center().x() - w / 2, left, right - w);
        painter.drawText(QRectF(x, under.bottom() + gap, w, QFontMetricsF(small).height() + 4),
            Qt::AlignHCenter | Qt::AlignTop, text);
        painter.setFont(font);
    };
    const qreal edge = 4;

    // The draw pile: its height shows, and its count.
    if (v.drawPileSize > 0) {
        paintStackEdges(painter, m_drawRect, v.drawPileSize / 8 + 1);
        m_painter.back(painter, m_drawRect);
    } else {
        m_painter.slot(painter, m_drawRect);
    }
    label(m_drawRect, 18, NoIdea::tr("Draw pile: %1").arg(v.drawPileSize), edge, m_pileArea.left() - edge);

    // The trophy pile, face down, with how many are left.
    if (v.trophiesLeft > 0) {
        for (int i = std::min(v.trophiesLeft, 5) - 1; i >= 0; --i)
            m_painter.trophy(painter, m_trophyRect.translated(i * 1.5, i * 2.0), 0);
    } else {
        painter.setOpacity(0.3);
        m_painter.trophy(painter, m_trophyRect, 0);
        painter.setOpacity(1);
    }
    label(m_trophyRect, 8, NoIdea::tr("Trophies: %1").arg(v.trophiesLeft), m_drawRect.right() + edge,
        m_pileArea.left() - edge);

    // The set-aside cards, face up (ND-8), with their count.
    if (!v.setAside.empty()) {
        paintStackEdges(painter, m_setAsideRect, int(v.setAside.size()) / 3 + 1);
        m_painter.card(painter, m_setAsideRect, v.setAside.back());
    } else {
        painter.setOpacity(0.5);
        m_painter.slot(painter, m_setAsideRect);
        painter.setOpacity(1);
    }
    label(m_setAsideRect, 18, NoIdea::tr("Set aside: %1").arg(v.setAside.size()), m_pileArea.right() + edge,
        width() - edge);

    // No pile yet: where the first one will start.
    if (v.piles.empty() && !m_stepPiles) {
        painter.setOpacity(0.6);
        const QRectF r = fitted(pileRect(0, 1).adjusted(4, 20, -4, -10), kCardAspect);
        m_painter.slot(painter, r);
        painter.setOpacity(1);
    }
}

} // namespace nobox::noidea
