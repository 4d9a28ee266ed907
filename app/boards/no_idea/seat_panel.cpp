// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_panel.h"

#include "no_idea_painter.h"
#include "no_idea_words.h"

#include "no_idea/observation.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace nobox::noidea {

namespace ni = games::no_idea;

SeatPanel::SeatPanel(const NoIdeaPainter& painter, QWidget* parent)
    : SeatPlace(parent)
    , m_painter(painter)
{
    setFocusPolicy(Qt::NoFocus);
}

qreal SeatPanel::nameHeight() const
{
    return std::clamp<qreal>(height() * 0.17, 14, 30);
}

QRectF SeatPanel::slotRect(int index) const
{
    const qreal top = nameHeight() + 4;
    const qreal h = (height() - top - 6) / 2;
    const qreal w = h * kCardAspect;
    const qreal gap = w * 0.08;
    return {8 + (index % 3) * (w + gap), top + (index / 3) * (h + gap * 0.5), w, h - gap * 0.5};
}

QRectF SeatPanel::prizeRect() const
{
    const QRectF last = slotRect(5);
    const qreal x = m_info.showLayout ? last.right() + last.width() * 0.4 : 10;
    const qreal h
        = m_info.showLayout ? last.height() : std::min(last.height() * 1.3, (height() - slotRect(0).top()) / 2 - 4);
    return {x, slotRect(0).top(), std::max<qreal>(10, width() - x - 8), h};
}

QRectF SeatPanel::trophyRect() const
{
    const QRectF p = prizeRect();
    return {p.left(), m_info.showLayout ? slotRect(3).top() : p.bottom() + 6, p.width(), p.height()};
}

void SeatPanel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF all = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    QPainterPath frame;
    frame.addRoundedRect(all, 10, 10);
    painter.fillPath(frame, m_info.turn ? QColor(255, 236, 170, 60) : QColor(0, 0, 0, 50));
    if (m_info.turn) {
        painter.setPen(QPen(QColor(255, 214, 80), 3));
        painter.drawPath(frame);
    }

    QFont font = painter.font();
    font.setPixelSize(int(nameHeight() * 0.72));
    font.setBold(true);
    m_header.paintName(painter, QRectF(10, 2, width() - 20, nameHeight()), font, QColor(255, 251, 232));
    m_header.paintProgress(painter, QRectF(10, nameHeight() + 1, width() - 20, 3), QColor(255, 214, 80));
    painter.setFont(font);

    for (int i = 0; i < 6 && m_info.showLayout; ++i) {
        const QRectF r = slotRect(i);
        const ni::Card card = m_info.layout[static_cast<std::size_t>(i)];
        if (card == ni::kNoCard)
            m_painter.slot(painter, r);
        else if (m_info.layoutOpen)
            m_painter.card(painter, r, card);
        else if (card == ni::kUnknownCard)
            m_painter.back(painter, r);
        else
            m_painter.known(painter, r, card);
    }

    // Prizes: small face-up cards, overlapping; trophies: face-down cups with the count, or their values.
    const QRectF prizes = prizeRect();
    const qreal pw = prizes.height() * kCardAspect * 0.9;
    for (std::size_t i = 0; i < m_info.prizes.size(); ++i) {
        const qreal x = prizes.left()
            + std::min<qreal>(pw * 0.45, (prizes.width() - pw) / std::max<qreal>(1, m_info.prizes.size() - 1.0)) * i;
        m_painter.card(painter, QRectF(x, prizes.top(), pw, prizes.height() * 0.9), m_info.prizes[i]);
    }
    const QRectF trophies = trophyRect();
    const qreal tw = std::min(trophies.height() * 0.8, trophies.width() * 0.5);
    font.setPixelSize(int(std::clamp<qreal>(tw * 0.3, 11, 22)));
    painter.setFont(font);
    if (m_info.trophyCount == 0) {
        painter.setOpacity(0.35);
        m_painter.trophy(painter, QRectF(trophies.left(), trophies.top(), tw, tw), 0);
        painter.setOpacity(1);
    }
    for (int i = 0; i < m_info.trophyCount; ++i) {
        const qreal x = trophies.left()
            + std::min<qreal>(tw * 0.35, (trophies.width() - tw * 1.6) / std::max(1, m_info.trophyCount - 1)) * i;
        const int value = i < int(m_info.trophyValues.size()) ? m_info.trophyValues[static_cast<std::size_t>(i)] : 0;
        m_painter.trophy(painter, QRectF(x, trophies.top(), tw, tw), value);
    }
    painter.setPen(QColor(255, 251, 232));
    painter.drawText(QRectF(trophies.left(), trophies.top() + tw, trophies.width(), trophies.height() - tw),
        Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("×%1").arg(m_info.trophyCount));
}

} // namespace nobox::noidea
