// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/art.h"

#include <QPaintDevice>
#include <QPainter>
#include <QSvgRenderer>

#include <map>

namespace nobox {

namespace {
constexpr int kMaxCached = 600; // pixmaps; a window resize renders a new set, the old ones go
}

const Art& Art::of(const QString& file)
{
    static std::map<QString, std::unique_ptr<Art>> files; // UI thread only
    auto& art = files[file];
    if (!art)
        art = std::make_unique<Art>(file);
    return *art;
}

Art::Art(const QString& file)
    : m_renderer(std::make_unique<QSvgRenderer>(file))
{
}

Art::~Art() = default;

bool Art::isValid() const
{
    return m_renderer->isValid();
}

bool Art::has(const QString& id) const
{
    return m_renderer->isValid() && m_renderer->elementExists(id);
}

QRectF Art::bounds(const QString& id) const
{
    return has(id) ? m_renderer->boundsOnElement(id) : QRectF();
}

QPixmap Art::pixmap(const QString& id, QSize devicePixels) const
{
    if (!has(id) || devicePixels.isEmpty())
        return {};
    const QString key = id + QLatin1Char('@') + QString::number(devicePixels.width()) + QLatin1Char('x')
        + QString::number(devicePixels.height());
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    if (m_cache.size() > kMaxCached)
        m_cache.clear();
    QPixmap pixmap(devicePixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    // Keep the element's aspect: centre it in the pixmap.
    const QRectF box = bounds(id);
    const double scale = std::min(devicePixels.width() / box.width(), devicePixels.height() / box.height());
    const QSizeF drawn = box.size() * scale;
    const QRectF target((devicePixels.width() - drawn.width()) / 2, (devicePixels.height() - drawn.height()) / 2,
        drawn.width(), drawn.height());
    m_renderer->render(&painter, id, target);
    painter.end();
    m_cache.insert(key, pixmap);
    return pixmap;
}

void Art::paint(QPainter& painter, const QString& id, const QRectF& target) const
{
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    QPixmap image = pixmap(id, (target.size() * ratio).toSize());
    if (image.isNull())
        return;
    image.setDevicePixelRatio(ratio);
    painter.drawPixmap(target.topLeft(), image);
}

} // namespace nobox
