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
    const qreal smallest = pixels * 0.67;
    QFont font = shrunkFont(text, pixels, smallest, width, bold);
    bool wrap = false;
    if (QFontMetricsF(font).horizontalAdvance(text) > width) {
        // Too long for one line even small (a long name, seven players, Japanese): two lines where the label's
        // height holds them at a readable size, rather than a sentence cut short.
        const qreal least = pixels * 0.5;
        for (qreal size = smallest; !wrap; size = std::max(least, size * 0.93)) {
            const QFont smaller = pixelFont(size, bold);
            const QRectF needed = QFontMetricsF(smaller).boundingRect(
                QRectF(0, 0, width, 100000), Qt::AlignCenter | Qt::TextWordWrap, text);
            // A pixel over is no cut: the last line's descent is mostly empty.
            wrap = needed.width() <= width && needed.height() <= label->height() + 1;
            if (wrap)
                font = smaller;
            if (size <= least)
                break;
        }
    }
    label->setFont(font);
    label->setWordWrap(wrap);
    const QString shown = wrap ? text : QFontMetricsF(font).elidedText(text, Qt::ElideRight, width);
    label->setText(shown);
    label->setToolTip(shown == text ? QString() : text);
}

} // namespace nobox::kit
