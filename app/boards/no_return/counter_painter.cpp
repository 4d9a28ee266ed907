// SPDX-License-Identifier: GPL-3.0-or-later
#include "counter_painter.h"

#include "boards/kit/fitted_text.h"

#include "shell/art.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <array>
#include <cmath>

namespace nobox::noreturn {

namespace {

const std::array<const char*, 6> kColourIds {"red", "yellow", "green", "blue", "purple", "pink"};

/// The value's font: a 6 and a 9 underlined, as on cards, so that one upside down is not read as the other.
QFont valueFont(qreal pixels, const QString& number)
{
    QFont font = kit::pixelFont(pixels, true);
    font.setUnderline(number == QLatin1String("6") || number == QLatin1String("9"));
    return font;
}

} // namespace

CounterPainter::CounterPainter(kit::ArtSource art)
    : m_art(std::move(art))
{
}

QColor CounterPainter::colour(int colour)
{
    // The Okabe-Ito palette the art uses: told apart with most kinds of colour blindness, and by shape anyway.
    static const std::array<QColor, 6> kColours {QColor(0xD5, 0x5E, 0x00), QColor(0xE6, 0xB8, 0x00),
        QColor(0x00, 0x9E, 0x73), QColor(0x00, 0x72, 0xB2), QColor(0x7B, 0x4F, 0xA0), QColor(0xE0, 0x7B, 0xB0)};
    return colour >= 0 && colour < 6 ? kColours[std::size_t(colour)] : QColor(128, 128, 128);
}

bool CounterPainter::drawArt(QPainter& painter, const QRectF& rect, const QString& id) const
{
    return kit::drawArt(painter, m_art, rect, id);
}

void CounterPainter::fallbackMark(QPainter& painter, const QRectF& r, int colour, const QColor& fill) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(this->colour(colour).darker(140), std::max<qreal>(1, r.width() * 0.08)));
    painter.setBrush(fill);
    const QPointF c = r.center();
    const qreal s = r.width() / 2;
    QPolygonF shape;
    switch (colour) {
    case games::no_return::Red:
        painter.drawEllipse(c, s * 0.8, s * 0.8);
        break;
    case games::no_return::Yellow:
        shape << QPointF(c.x(), c.y() - s * 0.85) << QPointF(c.x() + s * 0.85, c.y() + s * 0.7)
              << QPointF(c.x() - s * 0.85, c.y() + s * 0.7);
        painter.drawPolygon(shape);
        break;
    case games::no_return::Green:
        painter.drawRect(QRectF(c.x() - s * 0.7, c.y() - s * 0.7, s * 1.4, s * 1.4));
        break;
    case games::no_return::Blue:
        shape << QPointF(c.x(), c.y() - s * 0.9) << QPointF(c.x() + s * 0.9, c.y()) << QPointF(c.x(), c.y() + s * 0.9)
              << QPointF(c.x() - s * 0.9, c.y());
        painter.drawPolygon(shape);
        break;
    case games::no_return::Purple:
        for (int i = 0; i < 10; ++i) {
            const qreal angle = -M_PI / 2 + i * M_PI / 5;
            const qreal radius = i % 2 ? s * 0.4 : s * 0.9;
            shape << QPointF(c.x() + radius * std::cos(angle), c.y() + radius * std::sin(angle));
        }
        painter.drawPolygon(shape);
        break;
    default: {
        QPainterPath heart;
        heart.moveTo(c.x(), c.y() + s * 0.8);
        heart.cubicTo(c.x() - s * 1.2, c.y() - s * 0.1, c.x() - s * 0.5, c.y() - s, c.x(), c.y() - s * 0.35);
        heart.cubicTo(c.x() + s * 0.5, c.y() - s, c.x() + s * 1.2, c.y() - s * 0.1, c.x(), c.y() + s * 0.8);
        painter.drawPath(heart);
        break;
    }
    }
    painter.restore();
}

void CounterPainter::counter(QPainter& painter, const QRectF& rect, games::no_return::Counter counter, qreal band) const
{
    const int colour = games::no_return::colourOf(counter);
    const QString id = QStringLiteral("counter-%1").arg(QLatin1String(kColourIds[std::size_t(colour % 6)]));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (!drawArt(painter, rect, id)) {
        const qreal radius = rect.width() * 10 / 60;
        painter.setPen(QPen(this->colour(colour).darker(130), std::max<qreal>(1, rect.width() / 30)));
        painter.setBrush(this->colour(colour));
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius);
        painter.setBrush(QColor(0xFF, 0xFB, 0xF2));
        const qreal inset = rect.width() * 12 / 60;
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius * 0.9, radius * 0.9);
        const qreal m = rect.width() * 13 / 60;
        fallbackMark(painter, QRectF(rect.left() + rect.width() * 3 / 60, rect.top() + rect.width() * 3 / 60, m, m),
            colour, QColor(0xFF, 0xFB, 0xF2));
    }
    const QString number = QString::number(games::no_return::valueOf(counter));
    painter.setPen(QColor(0x2A, 0x22, 0x1A));
    if (band > 0 && band < rect.height() * 0.8) {
        // Under the next counter: the value on a small plate in the visible band, right of the colour mark.
        const qreal size = std::min(band * 0.92, rect.width() * 0.42);
        const QRectF plate(
            rect.left() + rect.width() * 0.36, rect.top() + (band - size) / 2 + 1, rect.width() * 0.5, size);
        painter.setBrush(QColor(0xFF, 0xFB, 0xF2));
        painter.setPen(Qt::NoPen);
        painter.drawRoundedRect(plate, size * 0.25, size * 0.25);
        painter.setPen(QColor(0x2A, 0x22, 0x1A));
        painter.setFont(valueFont(size * 0.9, number));
        painter.drawText(plate, Qt::AlignCenter, number);
    } else {
        const QRectF plate
            = rect.adjusted(rect.width() * 0.2, rect.width() * 0.2, -rect.width() * 0.2, -rect.width() * 0.2);
        painter.setFont(valueFont(plate.height() * (number.size() > 1 ? 0.68 : 0.78), number));
        painter.drawText(plate, Qt::AlignCenter, number);
    }
    painter.restore();
}

void CounterPainter::back(QPainter& painter, const QRectF& rect) const
{
    if (drawArt(painter, rect, QStringLiteral("counter-back")))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x5E, 0x51, 0x42), 1.2));
    painter.setBrush(QColor(0x8C, 0x7B, 0x68));
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.width() / 6, rect.width() / 6);
    painter.restore();
}

void CounterPainter::slot(QPainter& painter, const QRectF& rect) const
{
    if (drawArt(painter, rect, QStringLiteral("counter-slot")))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(255, 255, 255, 140), 1.5, Qt::DashLine));
    painter.setBrush(QColor(255, 255, 255, 30));
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.width() / 6, rect.width() / 6);
    painter.restore();
}

void CounterPainter::mark(QPainter& painter, const QRectF& rect, int colour) const
{
    const QString id = QStringLiteral("mark-%1").arg(QLatin1String(kColourIds[std::size_t(colour % 6)]));
    if (!drawArt(painter, rect, id))
        fallbackMark(painter, rect, colour, this->colour(colour));
}

void CounterPainter::element(QPainter& painter, const QRectF& rect, const QString& id) const
{
    if (drawArt(painter, rect, id))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (id == QLatin1String("phase-1") || id == QLatin1String("phase-2")) {
        const bool two = id == QLatin1String("phase-2");
        painter.setPen(QPen(Qt::white, 1.5));
        painter.setBrush(two ? QColor(0xE0, 0x7A, 0x1F) : QColor(0x2F, 0x6F, 0xB5));
        painter.drawEllipse(rect.adjusted(1, 1, -1, -1));
        painter.setFont(kit::pixelFont(rect.height() * 0.6, true));
        painter.drawText(rect, Qt::AlignCenter, two ? QStringLiteral("2") : QStringLiteral("1"));
    } else {
        painter.setPen(QPen(QColor(0x5E, 0x41, 0x22), 1.5));
        painter.setBrush(QColor(0xC7, 0x9A, 0x62));
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.height() * 0.15, rect.height() * 0.15);
    }
    painter.restore();
}

void CounterPainter::table(QPainter& painter, const QRectF& rect) const
{
    // The wood colour as a plain fill, the art's quiet grain over it when there is one (stretched: no aspect to keep).
    painter.fillRect(rect, QColor(0x6B, 0x4A, 0x2B));
    if (m_art && rect.width() >= 1 && rect.height() >= 1) {
        const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
        // A moderate render, scaled: the table is only a backdrop.
        const QPixmap pixmap = m_art(QStringLiteral("table"), QSize(640, 400));
        if (!pixmap.isNull()) {
            painter.save();
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()));
            painter.restore();
        }
        (void)ratio;
    }
    // A soft darkening so that counters and words stand out.
    painter.fillRect(rect, QColor(30, 18, 8, 90));
}

} // namespace nobox::noreturn
