// SPDX-License-Identifier: GPL-3.0-or-later
#include "thinking_mark.h"

#include <QPainter>

#include <algorithm>

namespace nobox::kit {

ThinkingMark::ThinkingMark(std::function<void()> changed, QObject* parent)
    : QObject(parent)
    , m_changed(std::move(changed))
{
    m_timer.setInterval(400);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_phase = (m_phase + 1) % 4;
        m_changed();
    });
}

void ThinkingMark::setThinking(bool thinking)
{
    if (thinking && !m_timer.isActive()) {
        m_timer.start();
    } else if (!thinking) {
        m_timer.stop();
        m_progress = -1;
    }
}

void ThinkingMark::setProgress(qreal fraction)
{
    m_progress = fraction;
    m_changed();
}

QString ThinkingMark::glyph() const
{
    // A circle with one half dark, the dark half turning a quarter clockwise at each tick.
    static constexpr char16_t kQuarters[] = {0x25D0, 0x25D3, 0x25D1, 0x25D2}; // ◐ ◓ ◑ ◒
    return thinking() ? QString(QChar(kQuarters[m_phase & 3])) : QString();
}

void ThinkingMark::paintProgress(QPainter& painter, const QRectF& track, const QColor& colour) const
{
    if (!thinking() || m_progress < 0)
        return;
    const qreal r = track.height() / 2;
    QColor faint = colour;
    faint.setAlpha(50);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(faint);
    painter.drawRoundedRect(track, r, r);
    painter.setBrush(colour);
    painter.drawRoundedRect(
        QRectF(track.topLeft(), QSizeF(track.width() * std::clamp<qreal>(m_progress, 0, 1), track.height())), r, r);
    painter.restore();
}

} // namespace nobox::kit
