// SPDX-License-Identifier: GPL-3.0-or-later
#include "art_source.h"

#include "shell/art.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nobox::kit {

ArtSource artSource(const QString& file)
{
    const Art& art = Art::of(file);
    return [&art](const QString& id, const QSize& pixels) { return art.pixmap(id, pixels); };
}

bool drawArt(QPainter& painter, const ArtSource& art, const QRectF& rect, const QString& id)
{
    if (!art || id.isEmpty() || rect.width() < 1 || rect.height() < 1)
        return false;
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const QSize pixels(
        std::max(1, int(std::ceil(rect.width() * ratio))), std::max(1, int(std::ceil(rect.height() * ratio))));
    QPixmap pixmap = art(id, pixels);
    if (pixmap.isNull())
        return false;
    pixmap.setDevicePixelRatio(ratio);
    drawCrisp(painter, rect.topLeft(), pixmap);
    return true;
}

} // namespace nobox::kit
