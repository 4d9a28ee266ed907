// SPDX-License-Identifier: GPL-3.0-or-later
#include "card_icons.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace nobox::nothanks {

namespace nt = games::no_thanks;

namespace {

// Every picture is drawn in a unit square (0..1 both ways) with these helpers.
constexpr qreal kLine = 0.07;
const QColor kPaper(255, 251, 240);
const QColor kGold(242, 182, 50);

void miniCard(QPainter& p, const QRectF& r, const QColor& ink, const QColor& fill = kPaper)
{
    p.setPen(QPen(ink, kLine * 0.8));
    p.setBrush(fill);
    p.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
}

void chip(QPainter& p, const QPointF& c, qreal r, const QColor& ink)
{
    p.setPen(QPen(ink, kLine * 0.8));
    p.setBrush(kGold);
    p.drawEllipse(c, r, r);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ink, kLine * 0.45));
    p.drawEllipse(c, r * 0.6, r * 0.6);
}

void sign(QPainter& p, const QPointF& c, qreal r, bool plus, const QColor& ink)
{
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawEllipse(c, r, r);
    p.setPen(QPen(Qt::white, r * 0.32, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(c.x() - r * 0.5, c.y()), QPointF(c.x() + r * 0.5, c.y()));
    if (plus)
        p.drawLine(QPointF(c.x(), c.y() - r * 0.5), QPointF(c.x(), c.y() + r * 0.5));
}

void fan(QPainter& p, const QColor& ink)
{
    for (int i = 0; i < 3; ++i) {
        p.save();
        p.translate(0.42, 0.62);
        p.rotate(-18 + 18 * i);
        miniCard(p, QRectF(-0.17, -0.5, 0.34, 0.5), ink);
        p.restore();
    }
}

void star(QPainter& p, const QColor& ink)
{
    QPolygonF points;
    for (int i = 0; i < 10; ++i) {
        const qreal angle = -M_PI / 2 + i * M_PI / 5;
        const qreal r = i % 2 == 0 ? 0.46 : 0.2;
        points << QPointF(0.5 + r * std::cos(angle), 0.53 + r * std::sin(angle));
    }
    p.setPen(QPen(ink, kLine * 0.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(kGold);
    p.drawPolygon(points);
}

void arrow(QPainter& p, const QPointF& from, const QPointF& to, const QColor& ink)
{
    p.setPen(QPen(ink, kLine * 1.4, Qt::SolidLine, Qt::RoundCap));
    const QPointF d = to - from;
    const qreal length = std::hypot(d.x(), d.y());
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    p.drawLine(from, to - u * 0.08);
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawPolygon(QPolygonF {to, to - u * 0.22 + n * 0.14, to - u * 0.22 - n * 0.14});
}

void text(QPainter& p, const QRectF& box, const QString& words, const QColor& ink, qreal size)
{
    // The painter is scaled: draw the words at a real pixel size and scale them down.
    p.save();
    const qreal scale = 100.0;
    p.scale(1 / scale, 1 / scale);
    QFont font;
    font.setBold(true);
    font.setPixelSize(int(size * scale));
    p.setFont(font);
    p.setPen(ink);
    p.drawText(QRectF(box.topLeft() * scale, box.size() * scale), Qt::AlignCenter, words);
    p.restore();
}

} // namespace

bool paintFallbackIcon(QPainter& painter, const QRectF& square, nt::Card card, const QColor& ink)
{
    if (!nt::isSpecial(card) || card == nt::kForty) // the 40 is its number
        return false;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(square.topLeft());
    painter.scale(square.width(), square.height());
    QPainter& p = painter;
    switch (card) {
    case nt::kBonus5:
    case nt::kBonus10:
    case nt::kBonus15:
    case nt::kBonus20:
        star(p, ink);
        break;
    case nt::kWild: {
        QPolygonF diamond {QPointF(0.5, 0.04), QPointF(0.94, 0.5), QPointF(0.5, 0.96), QPointF(0.06, 0.5)};
        p.setPen(QPen(ink, kLine));
        p.setBrush(QColor(255, 236, 170));
        p.drawPolygon(diamond);
        text(p, QRectF(0, 0.05, 1, 0.9), QStringLiteral("?"), ink, 0.55);
        break;
    }
    case nt::kPerCardPlus:
        fan(p, ink);
        sign(p, QPointF(0.78, 0.76), 0.17, true, ink);
        break;
    case nt::kPerCardMinus:
        fan(p, ink);
        sign(p, QPointF(0.78, 0.76), 0.17, false, ink);
        break;
    case nt::kSkip: {
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        p.drawPolygon(QPolygonF {QPointF(0.1, 0.22), QPointF(0.45, 0.5), QPointF(0.1, 0.78)});
        p.drawPolygon(QPolygonF {QPointF(0.42, 0.22), QPointF(0.77, 0.5), QPointF(0.42, 0.78)});
        p.drawRoundedRect(QRectF(0.8, 0.22, 0.1, 0.56), 0.03, 0.03);
        break;
    }
    case nt::kLook: {
        QPainterPath eye;
        eye.moveTo(0.04, 0.5);
        eye.quadTo(0.5, 0.08, 0.96, 0.5);
        eye.quadTo(0.5, 0.92, 0.04, 0.5);
        p.setPen(QPen(ink, kLine, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::white);
        p.drawPath(eye);
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        p.drawEllipse(QPointF(0.5, 0.5), 0.17, 0.17);
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(0.45, 0.45), 0.05, 0.05);
        break;
    }
    case nt::kGive:
        miniCard(p, QRectF(0.06, 0.18, 0.36, 0.56), ink);
        arrow(p, QPointF(0.42, 0.62), QPointF(0.95, 0.62), ink);
        break;
    case nt::kRemove:
        miniCard(p, QRectF(0.25, 0.08, 0.5, 0.8), ink);
        p.setPen(QPen(ink, kLine * 1.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(0.14, 0.2), QPointF(0.86, 0.8));
        p.drawLine(QPointF(0.86, 0.2), QPointF(0.14, 0.8));
        break;
    case nt::kDouble:
        chip(p, QPointF(0.36, 0.56), 0.26, ink);
        chip(p, QPointF(0.64, 0.44), 0.26, ink);
        break;
    case nt::kPinkX:
        miniCard(p, QRectF(0.22, 0.08, 0.56, 0.84), ink, QColor(52, 78, 140));
        p.setPen(QPen(QColor(255, 170, 205), kLine * 1.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(0.34, 0.32), QPointF(0.66, 0.68));
        p.drawLine(QPointF(0.66, 0.32), QPointF(0.34, 0.68));
        break;
    case nt::kNegative:
        chip(p, QPointF(0.5, 0.5), 0.4, ink);
        sign(p, QPointF(0.5, 0.5), 0.2, false, ink);
        break;
    case nt::kHalve:
        p.setPen(QPen(ink, kLine * 0.8));
        p.setBrush(kGold);
        p.drawPie(QRectF(0.08, 0.12, 0.76, 0.76), 90 * 16, 180 * 16);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(ink, kLine * 0.6, Qt::DashLine));
        p.drawArc(QRectF(0.16, 0.12, 0.76, 0.76), -90 * 16, 180 * 16);
        break;
    case nt::kHighestDouble:
        miniCard(p, QRectF(0.3, 0.3, 0.4, 0.62), ink);
        miniCard(p, QRectF(0.38, 0.22, 0.4, 0.62), ink);
        arrow(p, QPointF(0.18, 0.9), QPointF(0.18, 0.1), ink);
        break;
    default:
        break;
    }
    painter.restore();
    return true;
}

} // namespace nobox::nothanks
