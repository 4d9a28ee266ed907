// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_painter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace nobox::noidea {

namespace {

namespace ni = games::no_idea;

const char* const kColourIds[] = {"blue", "grey", "green", "yellow", "red", "purple"};

QString functionElement(ni::Function function)
{
    switch (function) {
    case ni::Function::Plus:
        return QStringLiteral("fn-plus");
    case ni::Function::RemovePiles:
        return QStringLiteral("fn-remove");
    case ni::Function::RefillTo3:
        return QStringLiteral("fn-refill");
    case ni::Function::None:
        break;
    }
    return {};
}

} // namespace

QRectF fitted(const QRectF& box, qreal aspect)
{
    QSizeF size(box.width(), box.width() / aspect);
    if (size.height() > box.height())
        size = {box.height() * aspect, box.height()};
    return {box.center() - QPointF(size.width() / 2, size.height() / 2), size};
}

NoIdeaPainter::NoIdeaPainter(kit::ArtSource art)
    : m_art(std::move(art))
{
}

void NoIdeaPainter::element(QPainter& painter, const QString& id, const QRectF& rect) const
{
    kit::drawArt(painter, m_art, rect, id);
}

void NoIdeaPainter::card(QPainter& painter, const QRectF& rect, ni::Card card) const
{
    if (ni::isPrize(card)) {
        element(painter, QStringLiteral("prize-%1").arg(ni::starsOf(card)), rect);
        return;
    }
    const int colour = ni::colourOf(card);
    if (colour < 0 || colour >= ni::kColours)
        return;
    element(painter, QStringLiteral("card-%1-%2").arg(QLatin1String(kColourIds[colour])).arg(ni::numberOf(card)), rect);
    const QString icon = functionElement(ni::functionOf(card));
    if (!icon.isEmpty()) {
        // The art leaves the top-right corner free for it (resources/README.md).
        const qreal s = rect.width() / 100.0;
        element(painter, icon, QRectF(rect.left() + 63 * s, rect.top() + 5 * s, 32 * s, 32 * s));
    }
}

void NoIdeaPainter::back(QPainter& painter, const QRectF& rect) const
{
    element(painter, QStringLiteral("card-back"), rect);
}

void NoIdeaPainter::slot(QPainter& painter, const QRectF& rect) const
{
    element(painter, QStringLiteral("card-slot"), rect);
}

void NoIdeaPainter::known(QPainter& painter, const QRectF& rect, ni::Card card) const
{
    back(painter, rect);
    const QRectF mini(rect.left() + rect.width() * 0.30, rect.top() + rect.height() * 0.30, rect.width() * 0.66,
        rect.height() * 0.66);
    this->card(painter, mini, card);
    const qreal eye = rect.width() * 0.34;
    element(painter, QStringLiteral("memory-mark"), QRectF(rect.left() + 2, rect.top() + 2, eye, eye));
}

void NoIdeaPainter::trophy(QPainter& painter, const QRectF& rect, int value) const
{
    element(painter, value >= 3 ? QStringLiteral("trophy-%1").arg(value) : QStringLiteral("trophy-back"), rect);
}

void paintStackEdges(QPainter& painter, const QRectF& rect, int count)
{
    const int edges = std::min(count - 1, 6);
    if (edges <= 0)
        return;
    painter.save();
    const qreal step = std::clamp<qreal>(rect.height() * 0.012, 1.5, 2.5);
    for (int i = edges; i >= 1; --i) {
        const QRectF r = rect.translated(i * step * 0.4, i * step);
        QPainterPath path;
        path.addRoundedRect(r, rect.width() * 0.09, rect.width() * 0.09);
        painter.fillPath(path, QColor(250, 246, 236));
        painter.setPen(QPen(QColor(60, 60, 70, 160), 1));
        painter.drawPath(path);
    }
    painter.restore();
}

void paintFrame(QPainter& painter, const QRectF& rect, const QColor& colour, qreal width)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour, width));
    painter.setBrush(Qt::NoBrush);
    const qreal r = rect.width() * 0.1;
    painter.drawRoundedRect(rect.adjusted(-width / 2, -width / 2, width / 2, width / 2), r, r);
    painter.restore();
}

} // namespace nobox::noidea
