// SPDX-License-Identifier: GPL-3.0-or-later
#include "message_bubble.h"

#include <QAccessible>
#include <QLabel>

#include <algorithm>

namespace nobox::kit {

void showBubble(QLabel* label, const QString& text, bool warning, int pad, int verticalPad)
{
    label->setStyleSheet(
        QStringLiteral("QLabel { color: %1; background: %2; border: %3px solid %4; border-radius: %5px; padding: %6px "
                       "%7px; }")
            .arg(warning ? QStringLiteral("#2b1d00") : QStringLiteral("#15260a"),
                warning ? QStringLiteral("#ffd166") : QStringLiteral("#e4f5c4"), QString::number(std::max(1, pad / 2)),
                warning ? QStringLiteral("#b07d00") : QStringLiteral("#5f8f2f"), QString::number(pad * 2),
                QString::number(verticalPad), QString::number(pad * 3)));
    label->setAccessibleName(text);
    label->setText(warning ? QStringLiteral("⚠ ") + text : text);
    if (QAccessible::isActive()) {
        QAccessibleEvent event(label, QAccessible::Alert);
        QAccessible::updateAccessibility(&event);
    }
}

void hideBubble(QLabel* label)
{
    label->clear();
    label->setAccessibleName({});
    label->hide();
}

} // namespace nobox::kit
