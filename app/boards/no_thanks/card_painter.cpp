// SPDX-License-Identifier: GPL-3.0-or-later
#include "card_painter.h"

#include "boards/kit/fitted_text.h"

#include "card_icons.h"
#include "no_thanks_words.h"

#include "shell/art.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

namespace {

const QColor kGreen(46, 150, 88);
const QColor kGreenDark(24, 98, 55);
const QColor kPink(222, 76, 138);
const QColor kPinkDark(150, 34, 86);
const QColor kInk(43, 45, 66);
const QColor kCream(255, 251, 240);

qreal radiusOf(const QRectF& rect)
{
    return std::max<qreal>(2.0, rect.width() * 0.09);
}

/// A 6 and a 9 are underlined, as on real cards, so that one upside down is not read as the other.
bool underlined(const QString& number)
{
    return number == QLatin1String("6") || number == QLatin1String("9");
}

/// Writes `text` as large as fits in `box` (down to a floor), centred.
void fitText(QPainter& painter, const QRectF& box, const QString& text, qreal maxPixel, const QColor& colour)
{
    qreal size = maxPixel;
    QFont font = kit::pixelFont(size, true);
    for (int i = 0; i < 12; ++i) {
        const QFontMetricsF metrics(font);
        if (metrics.horizontalAdvance(text) <= box.width() && metrics.height() <= box.height() * 1.25)
            break;
        size *= 0.88;
        font = kit::pixelFont(size, true);
    }
    font.setUnderline(underlined(text));
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace

CardPainter::CardPainter(kit::ArtSource art)
    : m_art(std::move(art))
{
}

QString CardPainter::faceElement(nt::Card card)
{
    if (nt::isGreen(card))
        return QStringLiteral("card-face-green");
    if (nt::isPink(card))
        return QStringLiteral("card-face-pink");
    return QStringLiteral("card-face");
}

QString CardPainter::iconElement(nt::Card card)
{
    switch (card) {
    case nt::kBonus5:
    case nt::kBonus10:
    case nt::kBonus15:
    case nt::kBonus20:
        return QStringLiteral("icon-bonus");
    case nt::kWild:
        return QStringLiteral("icon-wild");
    case nt::kPerCardPlus:
        return QStringLiteral("icon-per-card-plus");
    case nt::kSkip:
        return QStringLiteral("icon-skip");
    case nt::kLook:
        return QStringLiteral("icon-look");
    case nt::kGive:
        return QStringLiteral("icon-give");
    case nt::kRemove:
        return QStringLiteral("icon-remove");
    case nt::kDouble:
        return QStringLiteral("icon-double");
    case nt::kPinkX:
        return QStringLiteral("icon-pink-x");
    case nt::kNegative:
        return QStringLiteral("icon-negative");
    case nt::kHalve:
        return QStringLiteral("icon-halve");
    case nt::kHighestDouble:
        return QStringLiteral("icon-highest-double");
    case nt::kForty:
        return QStringLiteral("icon-forty");
    case nt::kPerCardMinus:
        return QStringLiteral("icon-per-card-minus");
    default:
        return {};
    }
}

QColor CardPainter::numberColour(nt::Card card)
{
    if (!nt::isNumber(card))
        return kInk;
    // From a calm blue (3) through violet to a deep red (35): dark enough for contrast on the cream face.
    const qreal t = (card - nt::kLowestNumber) / qreal(nt::kHighestNumber - nt::kLowestNumber);
    const QColor low(36, 84, 160);
    const QColor high(178, 34, 34);
    return QColor::fromRgbF(low.redF() + (high.redF() - low.redF()) * t,
        low.greenF() + (high.greenF() - low.greenF()) * t, low.blueF() + (high.blueF() - low.blueF()) * t);
}

bool CardPainter::drawArt(QPainter& painter, const QRectF& rect, const QString& id) const
{
    return kit::drawArt(painter, m_art, rect, id);
}

void CardPainter::face(QPainter& painter, const QRectF& rect, nt::Card card, bool plain) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const bool special = nt::isSpecial(card);
    const bool art = drawArt(painter, rect, faceElement(card));
    if (!art)
        fallbackFace(painter, rect, card);
    if (plain) {
        painter.restore();
        return;
    }

    if (!special) {
        const QColor colour = numberColour(card);
        const QString number = QString::number(card);
        fitText(painter,
            rect.adjusted(rect.width() * 0.08, rect.height() * 0.18, -rect.width() * 0.08, -rect.height() * 0.18),
            number, rect.height() * 0.42, colour);
        if (rect.height() >= 48) { // corner indices, as on real cards, once they can be read
            // Inside the face's frames (the artwork keeps its corners free for them).
            const qreal corner = rect.height() * 0.105;
            QFont index = kit::pixelFont(corner, true);
            index.setUnderline(underlined(number));
            painter.setFont(index);
            painter.setPen(colour);
            const QRectF topLeft(rect.left() + rect.width() * 0.14, rect.top() + rect.height() * 0.085,
                rect.width() * 0.4, corner * 1.25);
            painter.drawText(topLeft, Qt::AlignLeft | Qt::AlignVCenter, number);
            painter.translate(rect.center());
            painter.rotate(180);
            painter.translate(-rect.center());
            painter.drawText(topLeft, Qt::AlignLeft | Qt::AlignVCenter, number);
        }
        painter.restore();
        return;
    }

    // A special card: its icon in the upper part, its badge in words below, its colour's shape in a corner.
    const QRectF iconBox(rect.left() + rect.width() * 0.18, rect.top() + rect.height() * 0.14, rect.width() * 0.64,
        rect.height() * 0.46);
    const QRectF badgeBox(rect.left() + rect.width() * 0.08, rect.top() + rect.height() * 0.62, rect.width() * 0.84,
        rect.height() * 0.26);
    const QColor dark = nt::isGreen(card) ? kGreenDark : kPinkDark;
    const QString badge = cardBadge(card);
    const qreal side = std::min(iconBox.width(), iconBox.height());
    const QRectF square(iconBox.center().x() - side / 2, iconBox.center().y() - side / 2, side, side);
    if (drawArt(painter, square, iconElement(card)) || paintFallbackIcon(painter, square, card, dark)) {
        fitText(painter, badgeBox, badge, rect.height() * 0.17, dark);
    } else {
        // Without the icon the badge is the picture: as large as the card allows.
        fitText(painter,
            rect.adjusted(rect.width() * 0.12, rect.height() * 0.2, -rect.width() * 0.12, -rect.height() * 0.2), badge,
            rect.height() * 0.3, dark);
    }
    if (!art) // the artwork's borders differ by pattern already (dots, zig-zag)
        colourMark(painter, rect, card);
    painter.restore();
}

void CardPainter::fallbackFace(QPainter& painter, const QRectF& rect, nt::Card card) const
{
    const qreal r = radiusOf(rect);
    const QRectF inner = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    QLinearGradient paper(inner.topLeft(), inner.bottomLeft());
    paper.setColorAt(0, kCream);
    paper.setColorAt(1, QColor(246, 238, 220));
    painter.setPen(QPen(QColor(120, 104, 84, 150), std::max<qreal>(1.0, rect.width() * 0.012)));
    painter.setBrush(paper);
    painter.drawRoundedRect(inner, r, r);
    if (!nt::isSpecial(card))
        return;
    // The special cards' coloured frame, thick enough to be seen on a small card.
    const QColor colour = nt::isGreen(card) ? kGreen : kPink;
    const qreal band = std::max<qreal>(2.0, rect.width() * 0.08);
    QPainterPath frame;
    frame.addRoundedRect(inner, r, r);
    QPainterPath hole;
    hole.addRoundedRect(inner.adjusted(band, band, -band, -band), r * 0.6, r * 0.6);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPath(frame.subtracted(hole));
}

void CardPainter::colourMark(QPainter& painter, const QRectF& rect, nt::Card card) const
{
    // The second mark of a special card's colour (for colour-blind players): a round mark for green, a diamond for
    // pink, in the top-left corner.
    const qreal s = std::max<qreal>(5.0, rect.width() * 0.16);
    const QPointF c(rect.left() + rect.width() * 0.17, rect.top() + rect.width() * 0.17);
    painter.setPen(QPen(Qt::white, std::max<qreal>(1.0, s * 0.14)));
    if (nt::isGreen(card)) {
        painter.setBrush(kGreenDark);
        painter.drawEllipse(c, s / 2, s / 2);
    } else if (nt::isPink(card)) {
        painter.setBrush(kPinkDark);
        QPolygonF diamond;
        diamond << QPointF(c.x(), c.y() - s * 0.6) << QPointF(c.x() + s * 0.6, c.y()) << QPointF(c.x(), c.y() + s * 0.6)
                << QPointF(c.x() - s * 0.6, c.y());
        painter.drawPolygon(diamond);
    }
}

void CardPainter::back(QPainter& painter, const QRectF& rect, bool green) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const bool art = drawArt(painter, rect, green ? QStringLiteral("card-back-green") : QStringLiteral("card-back"));
    if (!art) {
        const qreal r = radiusOf(rect);
        const QRectF inner = rect.adjusted(0.5, 0.5, -0.5, -0.5);
        const QColor base = green ? kGreen : QColor(52, 78, 140);
        const QColor dark = green ? kGreenDark : QColor(30, 46, 92);
        painter.setPen(QPen(Qt::white, std::max<qreal>(1.0, rect.width() * 0.05)));
        QLinearGradient shade(inner.topLeft(), inner.bottomRight());
        shade.setColorAt(0, base.lighter(112));
        shade.setColorAt(1, base);
        painter.setBrush(shade);
        painter.drawRoundedRect(inner, r, r);
        // A pattern that differs by colour, the second mark: dots for the number backs, stripes for green.
        painter.save();
        QPainterPath clip;
        clip.addRoundedRect(
            inner.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1), r * 0.6,
            r * 0.6);
        painter.setClipPath(clip);
        painter.setPen(Qt::NoPen);
        painter.setBrush(dark);
        const qreal step = std::max<qreal>(4.0, rect.width() * 0.14);
        if (green) {
            painter.setPen(QPen(dark, step * 0.35));
            for (qreal x = rect.left() - rect.height(); x < rect.right(); x += step)
                painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()));
        } else {
            for (qreal y = rect.top() + step / 2; y < rect.bottom(); y += step)
                for (qreal x = rect.left() + step / 2; x < rect.right(); x += step)
                    painter.drawEllipse(QPointF(x, y), step * 0.18, step * 0.18);
        }
        painter.restore();
    }
    if (green && !art) { // the same round mark as the green faces (the artwork has its own pattern)
        const qreal s = std::max<qreal>(6.0, rect.width() * 0.26);
        painter.setPen(QPen(Qt::white, std::max<qreal>(1.0, s * 0.12)));
        painter.setBrush(kGreenDark);
        painter.drawEllipse(rect.center(), s / 2, s / 2);
    }
    painter.restore();
}

void CardPainter::slot(QPainter& painter, const QRectF& rect) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (!drawArt(painter, rect, QStringLiteral("card-slot"))) {
        const qreal r = radiusOf(rect);
        painter.setPen(QPen(QColor(255, 255, 255, 110), std::max<qreal>(1.0, rect.width() * 0.02), Qt::DashLine));
        painter.setBrush(QColor(0, 0, 0, 28));
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r);
    }
    painter.restore();
}

void CardPainter::chip(QPainter& painter, const QPointF& centre, qreal radius) const
{
    const QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (!drawArt(painter, box, QStringLiteral("chip"))) {
        QRadialGradient gold(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.4);
        gold.setColorAt(0, QColor(255, 214, 102));
        gold.setColorAt(1, QColor(214, 142, 28));
        painter.setPen(QPen(QColor(140, 86, 10), std::max<qreal>(1.0, radius * 0.12)));
        painter.setBrush(gold);
        painter.drawEllipse(box);
        painter.setPen(QPen(QColor(255, 244, 214, 200), std::max<qreal>(1.0, radius * 0.1)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, radius * 0.62, radius * 0.62);
    }
    painter.restore();
}

void CardPainter::table(QPainter& painter, const QRectF& rect) const
{
    painter.save();
    QRadialGradient felt(rect.center(), std::max(rect.width(), rect.height()) * 0.7);
    felt.setColorAt(0, QColor(33, 110, 104));
    felt.setColorAt(1, QColor(18, 66, 70));
    painter.fillRect(rect, felt);
    // The artwork's felt (16:10) covers the whole board, cut at the edges rather than leaving bands.
    const qreal aspect = 16.0 / 10.0;
    QRectF cover = rect;
    if (rect.width() / rect.height() > aspect)
        cover.setHeight(rect.width() / aspect);
    else
        cover.setWidth(rect.height() * aspect);
    cover.moveCenter(rect.center());
    painter.setClipRect(rect);
    drawArt(painter, cover, QStringLiteral("table"));
    painter.restore();
}

} // namespace nobox::nothanks
