// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_header.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace nobox::kit {

namespace {

const QString kTurn = QStringLiteral("▶ ");
const QString kGear = QStringLiteral(" ⚙");

} // namespace

SeatHeader::SeatHeader(std::function<void()> changed, QObject* owner)
    : m_mark(std::move(changed), owner)
{
}

void SeatHeader::set(const SeatFacts& facts)
{
    m_name = facts.name;
    m_turn = facts.turn;
    m_computer = !facts.human;
    m_mark.setThinking(facts.thinking);
}

QString SeatHeader::text() const
{
    QString text = m_name;
    if (m_computer)
        text += m_mark.thinking() ? QStringLiteral(" ") + m_mark.glyph() : kGear;
    else if (m_mark.thinking()) // a person's seat played by a computer for a moment (an external agent)
        text += QStringLiteral(" ") + m_mark.glyph();
    return m_turn ? kTurn + text : text;
}

QString SeatHeader::widestText() const
{
    return kTurn + m_name + (m_computer ? kGear : QString());
}

void SeatHeader::paintName(QPainter& painter, const QRectF& box, const QFont& font, const QColor& ink) const
{
    const QString shown = text();
    QFont fitted = font;
    const qreal wanted = QFontMetricsF(font).horizontalAdvance(shown);
    if (wanted > box.width() && wanted > 0)
        fitted.setPixelSize(std::max(1, int(font.pixelSize() * std::max(0.66, box.width() / wanted))));
    painter.setFont(fitted);
    painter.setPen(ink);
    painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(fitted).elidedText(shown, Qt::ElideRight, std::max<qreal>(1, box.width())));
}

} // namespace nobox::kit
