// SPDX-License-Identifier: GPL-3.0-or-later
#include "card_button.h"

#include "boards/kit/action_button.h"
#include "boards/kit/assign_changed.h"

#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

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
    if (kit::assignChanged(m_hinted, hinted))
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
        painter.setPen(QPen(kit::kFocusRing, std::max<qreal>(3, margin * 0.45)));
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
