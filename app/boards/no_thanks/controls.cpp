// SPDX-License-Identifier: GPL-3.0-or-later
#include "controls.h"

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

namespace {

QFont pixelFont(qreal pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

const QColor kFocus(255, 214, 64);

} // namespace

ActionButton::ActionButton(const QColor& colour, QWidget* parent)
    : QPushButton(parent)
    , m_colour(colour)
{
    setAutoDefault(true); // Enter plays the focused button, as Space does
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
}

void ActionButton::setKeyText(const QString& key)
{
    m_key = key;
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
    setFont(pixelFont(19 * unit, true));
    updateGeometry();
    update();
}

QSize ActionButton::sizeHint() const
{
    const QFontMetricsF metrics(font());
    const qreal h = 46 * m_unit;
    const qreal keyW = m_key.isEmpty() ? 0 : h * 0.62 + 10 * m_unit;
    return QSize(int(metrics.horizontalAdvance(text()) + keyW + 40 * m_unit), int(h));
}

QSize ActionButton::minimumSizeHint() const
{
    return sizeHint();
}

void ActionButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(3, 3, -3, -3);
    const qreal radius = box.height() * 0.3;
    const bool active = isEnabled() && m_available;

    QColor fill = active ? m_colour : QColor(150, 150, 158);
    if (active && isDown())
        fill = fill.darker(125);
    else if (active && underMouse())
        fill = fill.lighter(112);
    if (!isEnabled())
        fill.setAlpha(120);

    // The hint: a dashed glow and a star badge, unlike the keyboard's solid focus ring (the two can be on
    // different buttons at once).
    if (m_hinted) {
        QPen dashed(QColor(255, 200, 40), 4 * m_unit, Qt::DashLine);
        dashed.setDashPattern({2.0, 1.2});
        painter.setPen(dashed);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), radius, radius);
    }
    painter.setPen(hasFocus() ? QPen(kFocus, 3 * m_unit) : QPen(fill.darker(140), 1.2));
    painter.setBrush(fill);
    painter.drawRoundedRect(box.adjusted(2 * m_unit, 2 * m_unit, -2 * m_unit, -2 * m_unit), radius, radius);

    // An unavailable move also carries a stripe pattern: a mark that does not rely on colour.
    if (isEnabled() && !m_available) {
        painter.save();
        QPainterPath clip;
        clip.addRoundedRect(box.adjusted(2 * m_unit, 2 * m_unit, -2 * m_unit, -2 * m_unit), radius, radius);
        painter.setClipPath(clip);
        painter.setPen(QPen(QColor(255, 255, 255, 60), 3 * m_unit));
        for (qreal x = box.left() - box.height(); x < box.right(); x += 12 * m_unit)
            painter.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()));
        painter.restore();
    }

    const QColor ink = isEnabled() ? Qt::white : QColor(255, 255, 255, 170);
    QRectF textBox = box.adjusted(14 * m_unit, 0, -10 * m_unit, 0);
    if (!m_key.isEmpty()) {
        const qreal cap = box.height() * 0.56;
        const QRectF keyBox(textBox.right() - cap, box.center().y() - cap / 2, cap, cap);
        painter.setPen(QPen(QColor(255, 255, 255, isEnabled() ? 200 : 110), 1.4 * m_unit));
        painter.setBrush(QColor(0, 0, 0, 45));
        painter.drawRoundedRect(keyBox, cap * 0.2, cap * 0.2);
        painter.setFont(pixelFont(cap * 0.56, true));
        painter.setPen(ink);
        painter.drawText(keyBox, Qt::AlignCenter, m_key);
        textBox.setRight(keyBox.left() - 6 * m_unit);
    }
    painter.setFont(font());
    painter.setPen(ink);
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

CardButton::CardButton(const CardPainter& painter, games::no_thanks::Card card, QWidget* parent)
    : QAbstractButton(parent)
    , m_painter(painter)
    , m_card(card)
{
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
}

void CardButton::setHinted(bool hinted)
{
    m_hinted = hinted;
    update();
}

void CardButton::setCardHeight(qreal height)
{
    m_cardHeight = height;
    updateGeometry();
    setFixedSize(sizeHint());
}

QSize CardButton::sizeHint() const
{
    const qreal margin = std::max<qreal>(6, m_cardHeight * 0.08);
    return QSize(int(m_cardHeight * kCardAspect + 2 * margin), int(m_cardHeight + 2 * margin));
}

void CardButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal margin = std::max<qreal>(6, m_cardHeight * 0.08);
    QRectF card(margin, margin, m_cardHeight * kCardAspect, m_cardHeight);
    if (isDown())
        card.translate(0, 2);
    else if (underMouse() || hasFocus())
        card.translate(0, -margin * 0.5); // lifted, like a card picked from the hand
    const qreal r = card.width() * 0.12;
    if (m_hinted) {
        painter.setPen(QPen(QColor(255, 200, 40), margin * 0.8));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(card.adjusted(-margin * 0.45, -margin * 0.45, margin * 0.45, margin * 0.45), r, r);
    }
    if (hasFocus()) {
        painter.setPen(QPen(kFocus, std::max<qreal>(3, margin * 0.45)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(card.adjusted(-margin * 0.3, -margin * 0.3, margin * 0.3, margin * 0.3), r, r);
    }
    m_painter.face(painter, card, m_card);
}

void CardButton::keyPressEvent(QKeyEvent* event)
{
    // Arrows move between the cards of the choice; Enter chooses as Space does.
    const auto step = [this](int delta) {
        QList<CardButton*> row = parentWidget()->findChildren<CardButton*>(Qt::FindDirectChildrenOnly);
        row.removeIf([](CardButton* b) { return !b->isVisible(); });
        std::sort(row.begin(), row.end(), [](CardButton* a, CardButton* b) { return a->x() < b->x(); });
        const auto at = row.indexOf(this);
        if (at >= 0 && !row.isEmpty())
            row[(at + delta + row.size()) % row.size()]->setFocus(Qt::TabFocusReason);
    };
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
        step(-1);
        return;
    case Qt::Key_Right:
    case Qt::Key_Down:
        step(1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        click();
        return;
    default:
        QAbstractButton::keyPressEvent(event);
    }
}

} // namespace nobox::nothanks
