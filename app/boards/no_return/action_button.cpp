// SPDX-License-Identifier: GPL-3.0-or-later
#include "action_button.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace nobox::noreturn {

namespace {

QFont pixelFont(qreal pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

} // namespace

ActionButton::ActionButton(const QColor& colour, QWidget* parent)
    : QPushButton(parent)
    , m_colour(colour)
{
    setAutoDefault(true);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
}

void ActionButton::setKeyText(const QString& key)
{
    m_key = key;
    updateGeometry();
    update();
}

void ActionButton::setAvailable(bool available)
{
    if (m_available == available)
        return;
    m_available = available;
    update();
}

void ActionButton::setHinted(bool hinted)
{
    if (m_hinted == hinted)
        return;
    m_hinted = hinted;
    update();
}

void ActionButton::setUnit(qreal unit)
{
    m_unit = unit;
    setFont(pixelFont(16 * unit, true));
    updateGeometry();
    update();
}

QSize ActionButton::sizeHint() const
{
    const QFontMetricsF metrics(font());
    const qreal h = 40 * m_unit;
    const qreal keyW = m_key.isEmpty() ? 0 : h * 0.6 + 8 * m_unit;
    return QSize(int(metrics.horizontalAdvance(text()) + keyW + 34 * m_unit), int(h));
}

void ActionButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(3, 3, -3, -3);
    const qreal radius = box.height() * 0.3;
    const bool active = isEnabled() && m_available;
    QColor fill = active ? m_colour : QColor(140, 136, 130);
    if (active && isDown())
        fill = fill.darker(125);
    else if (active && underMouse())
        fill = fill.lighter(112);
    if (!isEnabled())
        fill.setAlpha(110);
    // The hint: a dashed glow and a star badge, unlike the keyboard's solid focus ring (the two can be on
    // different buttons at once).
    if (m_hinted) {
        QPen dashed(QColor(120, 220, 120), 4 * m_unit, Qt::DashLine);
        dashed.setDashPattern({2.0, 1.2});
        painter.setPen(dashed);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), radius, radius);
    }
    const QRectF face = box.adjusted(2 * m_unit, 2 * m_unit, -2 * m_unit, -2 * m_unit);
    painter.setPen(hasFocus() ? QPen(QColor(255, 214, 64), 3 * m_unit) : QPen(fill.darker(140), 1.2));
    painter.setBrush(fill);
    painter.drawRoundedRect(face, radius, radius);
    if (isEnabled() && !m_available) {
        painter.save();
        QPainterPath clip;
        clip.addRoundedRect(face, radius, radius);
        painter.setClipPath(clip);
        painter.setPen(QPen(QColor(255, 255, 255, 55), 3 * m_unit));
        for (qreal x = box.left() - box.height(); x < box.right(); x += 12 * m_unit)
            painter.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()));
        painter.restore();
    }
    const QColor ink = isEnabled() ? Qt::white : QColor(255, 255, 255, 160);
    QRectF textBox = face.adjusted(12 * m_unit, 0, -8 * m_unit, 0);
    if (!m_key.isEmpty()) {
        const qreal k = face.height() * 0.6;
        const QRectF cap(textBox.right() - k, face.center().y() - k / 2, k, k);
        painter.setPen(QPen(ink, 1.2 * m_unit));
        painter.setBrush(QColor(0, 0, 0, 50));
        painter.drawRoundedRect(cap, k * 0.22, k * 0.22);
        painter.setFont(pixelFont(k * 0.6, true));
        painter.drawText(cap, Qt::AlignCenter, m_key);
        textBox.setRight(cap.left() - 6 * m_unit);
    }
    painter.setPen(ink);
    painter.setFont(font());
    painter.drawText(textBox, Qt::AlignCenter, text());
    if (m_hinted) { // the hint's star, a mark that does not rely on colour
        const qreal d = box.height() * 0.42;
        const QRectF badge(box.left() - 1, box.top() - 1, d, d);
        painter.setPen(QPen(QColor(60, 40, 0), 1.2 * m_unit));
        painter.setBrush(QColor(255, 214, 64));
        painter.drawEllipse(badge);
        painter.setFont(pixelFont(d * 0.7, true));
        painter.setPen(QColor(60, 40, 0));
        painter.drawText(badge, Qt::AlignCenter, QStringLiteral("★"));
    }
}

} // namespace nobox::noreturn
