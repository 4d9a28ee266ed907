// SPDX-License-Identifier: GPL-3.0-or-later
#include "pile_view.h"

#include "felt_colours.h"

#include "boards/kit/fitted_text.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nobox::noreturn {

namespace {

using kit::pixelFont;

} // namespace

PileView::PileView(const CounterPainter& painter, Kind kind, QWidget* parent)
    : QWidget(parent)
    , m_painter(painter)
    , m_kind(kind)
{
    setObjectName(kind == Kind::Bag ? QStringLiteral("bag") : QStringLiteral("lid"));
    updateNames();
}

void PileView::setInfo(const PileInfo& info)
{
    m_info = info;
    updateNames();
    update();
}

void PileView::setUnit(qreal unit)
{
    m_unit = unit;
    update();
}

void PileView::retranslate()
{
    updateNames();
    update();
}

void PileView::updateNames()
{
    if (m_kind == Kind::Bag) {
        setAccessibleName(NoReturn::tr("Bag"));
        QString text = pluralText(NoReturn::tr("%n counter(s) in the bag.", nullptr, m_info.bagCount), m_info.bagCount);
        if (m_info.lastRound)
            text += QLatin1Char(' ')
                + NoReturn::tr("The bag is empty: this is the last round, it ends after %1's turn.")
                      .arg(m_info.lastRoundEnder);
        setAccessibleDescription(text);
        setToolTip(text);
        return;
    }
    setAccessibleName(NoReturn::tr("Box lid"));
    const int up = int(m_info.lidFaceUp.size());
    QString text = up == 0 ? NoReturn::tr("No payments in the lid yet.")
                           : NoReturn::tr("Paid face up: %1.").arg(countersWords(m_info.lidFaceUp));
    text += QLatin1Char(' ')
        + pluralText(
            NoReturn::tr("%n counter(s) exchanged face down.", nullptr, m_info.lidFaceDown), m_info.lidFaceDown);
    if (!m_info.ownFaceDown.empty())
        text += QLatin1Char(' ') + NoReturn::tr("Yours among them: %1.").arg(countersWords(m_info.ownFaceDown));
    text += QLatin1Char(' ') + NoReturn::tr("Counters in the lid are out of the game.");
    setAccessibleDescription(text);
    setToolTip(text);
}

QRectF PileView::artRect() const
{
    const qreal pad = 6 * m_unit;
    const QRectF box = QRectF(rect()).adjusted(pad, pad, -pad, -pad - 22 * m_unit);
    const qreal aspect = m_kind == Kind::Bag ? 0.9 : 1.6;
    qreal w = box.width();
    qreal h = w / aspect;
    if (h > box.height()) {
        h = box.height();
        w = h * aspect;
    }
    return QRectF(box.center().x() - w / 2, box.top() + (box.height() - h) / 2, w, h);
}

QRectF PileView::targetRect() const
{
    const QRectF art = artRect();
    const qreal s = std::min(art.width(), art.height()) * 0.4;
    return QRectF(art.center().x() - s / 2, art.center().y() - s / 2, s, s);
}

void PileView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF art = artRect();
    const QRectF label(0, height() - 26 * m_unit, width(), 22 * m_unit);
    painter.setFont(pixelFont(15 * m_unit, true));
    painter.setPen(kInk);
    if (m_kind == Kind::Bag) {
        m_painter.element(painter, art, QStringLiteral("bag"));
        // The count on a dark plate in the bag's belly, large: how close the end is.
        const qreal plateH = std::min(art.height() * 0.32, 34 * m_unit);
        const QRectF plate(
            art.center().x() - plateH * 0.9, art.center().y() + art.height() * 0.08, plateH * 1.8, plateH);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 120));
        painter.drawRoundedRect(plate, plateH * 0.3, plateH * 0.3);
        painter.setPen(kInk);
        painter.setFont(pixelFont(plateH * 0.7, true));
        painter.drawText(plate, Qt::AlignCenter, QString::number(m_info.bagCount));
        painter.setFont(pixelFont(14 * m_unit, true));
        if (m_info.lastRound) {
            const qreal icon = 22 * m_unit;
            m_painter.element(painter, QRectF(art.right() - icon, art.top(), icon, icon), QStringLiteral("last-round"));
            painter.setPen(kGold);
            painter.drawText(label, Qt::AlignCenter, NoReturn::tr("Last round"));
        } else {
            painter.drawText(label, Qt::AlignCenter, NoReturn::tr("Bag"));
        }
        return;
    }

    m_painter.element(painter, art, QStringLiteral("lid"));
    // The payments face up inside the lid, in rows; the newest last. When they do not fit, the newest show.
    const QRectF inner = art.adjusted(art.width() * 0.1, art.height() * 0.14, -art.width() * 0.1, -art.height() * 0.2);
    const int n = int(m_info.lidFaceUp.size());
    if (n > 0) {
        qreal side = std::min(inner.height() / 2.2, 30 * m_unit);
        int perRow = std::max(1, int(inner.width() / (side * 1.02)));
        int rows = std::max(1, int(inner.height() / (side * 1.02)));
        while (perRow * rows < n && side > 12 * m_unit) {
            side *= 0.9;
            perRow = std::max(1, int(inner.width() / (side * 1.02)));
            rows = std::max(1, int(inner.height() / (side * 1.02)));
        }
        const int shown = std::min(n, perRow * rows);
        for (int i = 0; i < shown; ++i) {
            const int k = n - shown + i;
            const QRectF r(
                inner.left() + (i % perRow) * side * 1.02, inner.top() + (i / perRow) * side * 1.02, side, side);
            m_painter.counter(painter, r, m_info.lidFaceUp[std::size_t(k)]);
        }
    }
    // Face down: one back with the number.
    const qreal back = 20 * m_unit;
    QString text = pluralText(NoReturn::tr("Lid: %n face down", nullptr, m_info.lidFaceDown), m_info.lidFaceDown);
    painter.setFont(pixelFont(13 * m_unit, true));
    const qreal tw = QFontMetricsF(painter.font()).horizontalAdvance(text);
    const qreal x = (width() - tw - back - 6 * m_unit) / 2;
    m_painter.back(painter, QRectF(x, label.center().y() - back / 2, back, back));
    painter.setPen(kInk);
    painter.drawText(QRectF(x + back + 6 * m_unit, label.top(), tw + 2, label.height()), Qt::AlignVCenter, text);
}

} // namespace nobox::noreturn
