// SPDX-License-Identifier: GPL-3.0-or-later
#include "action_button.h"

#include "assign_changed.h"
#include "fitted_text.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QShortcut>

namespace nobox::kit {

ActionButton::ActionButton(const QColor& colour, const ActionButtonLook& look, QWidget* parent)
    : QPushButton(parent)
    , m_colour(colour)
    , m_look(look)
{
    setAutoDefault(true); // Enter plays the focused button, as Space does
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
}

ActionButton* ActionButton::make(QWidget* parent, QWidget* keyOwner, const QColor& colour, const ActionButtonLook& look,
    const QString& objectName, std::function<void()> click, std::function<void()> key)
{
    auto* button = new ActionButton(colour, look, parent);
    button->setObjectName(objectName);
    connect(button, &QPushButton::clicked, keyOwner, std::move(click));
    // The shortcut belongs to the board, not the button: a key still explains itself while its button is hidden.
    button->m_shortcut = new QShortcut(keyOwner);
    button->m_shortcut->setContext(Qt::WindowShortcut);
    connect(button->m_shortcut, &QShortcut::activated, keyOwner, std::move(key));
    return button;
}

void ActionButton::setKeyText(const QString& key)
{
    m_key = key;
    if (m_shortcut)
        m_shortcut->setKey(QKeySequence(key));
    updateGeometry();
    update();
}

void ActionButton::setAvailable(bool available)
{
    if (assignChanged(m_available, available))
        update();
}

void ActionButton::setHinted(bool hinted)
{
    if (assignChanged(m_hinted, hinted))
        update();
}

void ActionButton::setUnit(qreal unit)
{
    m_unit = unit;
    setFont(pixelFont(m_look.fontPixels * unit, true));
    updateGeometry();
    update();
}

QSize ActionButton::sizeHint() const
{
    const QFontMetricsF metrics(font());
    const qreal s = m_unit * m_look.height / 46; // the proportions below are for a button 46 high
    const qreal h = m_look.height * m_unit;
    const qreal keyW = m_key.isEmpty() ? 0 : h * 0.62 + 10 * s;
    return QSize(int(metrics.horizontalAdvance(text()) + keyW + 40 * s), int(h));
}

void ActionButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal s = m_unit * m_look.height / 46;
    const QRectF box = QRectF(rect()).adjusted(3, 3, -3, -3);
    const qreal radius = box.height() * 0.3;
    const bool active = isEnabled() && m_available;

    QColor fill = active ? m_colour : m_look.unavailable;
    if (active && isDown())
        fill = fill.darker(125);
    else if (active && underMouse())
        fill = fill.lighter(112);
    if (!isEnabled())
        fill.setAlpha(120);

    // The hint: a dashed glow and a star badge, unlike the keyboard's solid focus ring (the two can be on
    // different buttons at once).
    if (m_hinted) {
        QPen dashed(m_look.hintGlow, 4 * s, Qt::DashLine);
        dashed.setDashPattern({2.0, 1.2});
        painter.setPen(dashed);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), radius, radius);
    }
    const QRectF face = box.adjusted(2 * s, 2 * s, -2 * s, -2 * s);
    painter.setPen(hasFocus() ? QPen(kFocusRing, 3 * s) : QPen(fill.darker(140), 1.2));
    painter.setBrush(fill);
    painter.drawRoundedRect(face, radius, radius);

    // An unavailable move also carries a stripe pattern: a mark that does not rely on colour.
    if (isEnabled() && !m_available) {
        painter.save();
        QPainterPath clip;
        clip.addRoundedRect(face, radius, radius);
        painter.setClipPath(clip);
        painter.setPen(QPen(QColor(255, 255, 255, 60), 3 * s));
        for (qreal x = box.left() - box.height(); x < box.right(); x += 12 * s)
            painter.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()));
        painter.restore();
    }

    const QColor ink = isEnabled() ? Qt::white : QColor(255, 255, 255, 170);
    QRectF textBox = box.adjusted(14 * s, 0, -10 * s, 0);
    if (!m_key.isEmpty()) {
        const qreal cap = box.height() * 0.56;
        const QRectF keyBox(textBox.right() - cap, box.center().y() - cap / 2, cap, cap);
        painter.setPen(QPen(QColor(255, 255, 255, isEnabled() ? 200 : 110), 1.4 * s));
        painter.setBrush(QColor(0, 0, 0, 45));
        painter.drawRoundedRect(keyBox, cap * 0.2, cap * 0.2);
        painter.setFont(pixelFont(cap * 0.56, true));
        painter.setPen(ink);
        painter.drawText(keyBox, Qt::AlignCenter, m_key);
        textBox.setRight(keyBox.left() - 6 * s);
    }
    painter.setFont(font());
    painter.setPen(ink);
    painter.drawText(textBox, Qt::AlignCenter, text());
    if (m_hinted) { // the hint's star, a mark that does not rely on colour
        const qreal d = box.height() * 0.42;
        const QRectF badge(box.left() - 1, box.top() - 1, d, d);
        painter.setPen(QPen(QColor(60, 40, 0), 1.2 * s));
        painter.setBrush(QColor(255, 214, 64));
        painter.drawEllipse(badge);
        painter.setFont(pixelFont(d * 0.7, true));
        painter.setPen(QColor(60, 40, 0));
        painter.drawText(badge, Qt::AlignCenter, QStringLiteral("★"));
    }
}

} // namespace nobox::kit
