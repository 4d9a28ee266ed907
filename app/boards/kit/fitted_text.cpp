// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitted_text.h"

#include <QFontMetricsF>
#include <QLabel>

#include <algorithm>
#include <cmath>

namespace nobox::kit {

QFont pixelFont(qreal pixels, bool bold)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

QFont shrunkFont(const QString& text, qreal pixels, qreal smallest, qreal room, bool bold)
{
    qreal size = pixels;
    QFont font = pixelFont(size, bold);
    while (QFontMetricsF(font).horizontalAdvance(text) > room && size > smallest) {
        size *= 0.93;
        font = pixelFont(size, bold);
    }
    return font;
}

void fitLabel(QLabel* label, qreal pixels, bool bold)
{
    const QString text = label->accessibleName();
    const qreal width = std::max(10, label->width() - 8);
    const QFont font = shrunkFont(text, pixels, pixels * 0.67, width, bold);
    label->setFont(font);
    const QString shown = QFontMetricsF(font).elidedText(text, Qt::ElideRight, width);
    label->setText(shown);
    label->setToolTip(shown == text ? QString() : text);
}

} // namespace nobox::kit
