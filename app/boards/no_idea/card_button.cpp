// SPDX-License-Identifier: GPL-3.0-or-later
#include "card_button.h"

#include "no_idea_painter.h"

#include "boards/kit/assign_changed.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace nobox::noidea {

namespace {

const QColor kLit(255, 214, 80);
const QColor kHint(120, 220, 255);
const QColor kFocus(255, 255, 255);

} // namespace

CardButton::CardButton(const NoIdeaPainter& painter, QWidget* parent)
    : QAbstractButton(parent)
    , m_painter(painter)
{
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
}

void CardButton::setCard(Look look, games::no_idea::Card card)
{
    if (look == m_look && card == m_card)
        return;
    m_look = look;
    m_card = card;
    update();
}

void CardButton::setCount(int count)
{
    if (kit::assignChanged(m_count, count))
        update();
}

void CardButton::setLit(bool lit)
{
    if (kit::assignChanged(m_lit, lit))
        update();
}

void CardButton::setDimmed(bool dimmed)
{
    if (kit::assignChanged(m_dimmed, dimmed))
        update();
}

void CardButton::setHinted(bool hinted)
{
    if (kit::assignChanged(m_hinted, hinted))
        update();
}

void CardButton::setKeyText(const QString& key)
{
    if (kit::assignChanged(m_key, key))
        update();
}

void CardButton::setCaption(const QString& caption)
{
    if (kit::assignChanged(m_caption, caption))
        update();
}

void CardButton::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (isEnabled() && !event->isAutoRepeat())
            click();
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        emit focusStepRequested(-1);
        return;
    case Qt::Key_Right:
    case Qt::Key_Down:
        emit focusStepRequested(1);
        return;
    default:
        QAbstractButton::keyPressEvent(event);
    }
}

QSize CardButton::sizeHint() const
{
    return {70, 98};
}

QRectF CardButton::cardRect() const
{
    // Room around the card for the frame, the pile's edges and the caption above.
    const qreal margin = std::max<qreal>(3, height() * 0.04);
    const qreal top = m_caption.isEmpty() ? margin : std::max<qreal>(margin, height() * 0.13);
    const qreal bottom = m_caption.isEmpty() ? margin : margin + height() * 0.08; // a pile: room for its height
    return fitted(QRectF(margin, top, width() - 2 * margin, height() - top - bottom), kCardAspect);
}

void CardButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF r = cardRect();
    if (m_dimmed)
        painter.setOpacity(0.45);
    if (m_count > 1)
        paintStackEdges(painter, r, m_count);
    switch (m_look) {
    case Look::Empty:
        m_painter.slot(painter, r);
        break;
    case Look::Back:
        m_painter.back(painter, r);
        break;
    case Look::Known:
        m_painter.known(painter, r, m_card);
        break;
    case Look::Face:
        m_painter.card(painter, r, m_card);
        break;
    }
    painter.setOpacity(1.0);
    if (!m_caption.isEmpty() || m_count > 1) {
        QFont font = painter.font();
        font.setPixelSize(std::max(10, int(height() * 0.1)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(255, 251, 232));
        if (!m_caption.isEmpty())
            painter.drawText(QRectF(0, 0, width(), r.top()), Qt::AlignCenter, m_caption);
        if (m_count > 1) {
            font.setBold(false);
            font.setPixelSize(std::max(9, int(height() * 0.08)));
            painter.setFont(font);
            painter.drawText(QRectF(r.left(), r.bottom() + 2, r.width(), height() - r.bottom()),
                Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("×%1").arg(m_count));
        }
    }
    if (m_lit)
        paintFrame(painter, r, kLit, std::max<qreal>(3, r.width() * 0.05));
    if (m_hinted)
        paintFrame(painter, r.adjusted(-4, -4, 4, 4), kHint, std::max<qreal>(3, r.width() * 0.04));
    if (hasFocus()) { // the keyboard's place: a white dashed ring outside the lit frame, seen from afar
        painter.setPen(QPen(kFocus, std::max<qreal>(3, r.width() * 0.03), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(-6, -6, 6, 6), 8, 8);
    }
    if (!m_key.isEmpty() && isEnabled()) {
        const qreal k = std::max<qreal>(16, r.width() * 0.26);
        const QRectF cap(r.left() - k * 0.25, r.bottom() - k * 0.75, k, k);
        QPainterPath path;
        path.addRoundedRect(cap, k * 0.2, k * 0.2);
        painter.fillPath(path, QColor(250, 250, 245));
        painter.setPen(QPen(QColor(50, 50, 60), 1.5));
        painter.drawPath(path);
        QFont font = painter.font();
        font.setBold(true);
        font.setPixelSize(std::max(9, int(k * 0.62)));
        painter.setFont(font);
        painter.drawText(cap, Qt::AlignCenter, m_key);
    }
}

} // namespace nobox::noidea
