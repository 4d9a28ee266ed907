// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/art.h"

#include <QFile>
#include <QPaintDevice>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <map>

namespace nobox {

namespace {
constexpr int kMaxCached = 600; // pixmaps per file; a window resize renders a new set and the old ones go
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
    : m_file(file)
    // A missing file is expected while art is being drawn: no renderer warning then, just no elements.
    , m_renderer(QFile::exists(file) ? std::make_unique<QSvgRenderer>(file) : std::make_unique<QSvgRenderer>())
{
}

Art::~Art() = default;

bool Art::isValid() const
{
    return m_renderer->isValid();
}

bool Art::has(const QString& id) const
{
    return m_renderer->isValid() && !id.isEmpty() && m_renderer->elementExists(id);
}

QRectF Art::bounds(const QString& id) const
{
    return has(id) ? m_renderer->boundsOnElement(id) : QRectF();
}

QPixmap Art::pixmap(const QString& id, QSize devicePixels) const
{
    return render(id, devicePixels, 1.0);
}

QPixmap Art::pixmap(const QString& id, QSizeF logicalSize, qreal devicePixelRatio) const
{
    const qreal ratio = devicePixelRatio > 0 ? devicePixelRatio : 1.0;
    const QSize device(static_cast<int>(std::ceil(logicalSize.width() * ratio - 0.01)),
        static_cast<int>(std::ceil(logicalSize.height() * ratio - 0.01)));
    return render(id, device, ratio);
}

QPixmap Art::render(const QString& id, QSize devicePixels, qreal ratio) const
{
    if (devicePixels.isEmpty() || !has(id))
        return {};
    // The ratio is part of the key: a pixmap is stored already marked with it (marking a shared copy later would
    // copy its pixels on every paint).
    const QString key = id + QLatin1Char('@') + QString::number(devicePixels.width()) + QLatin1Char('x')
        + QString::number(devicePixels.height()) + QLatin1Char('@') + QString::number(ratio);
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    if (m_cache.size() > kMaxCached)
        m_cache.clear();
    QPixmap pixmap(devicePixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF box = bounds(id);
    const double scale = std::min(devicePixels.width() / box.width(), devicePixels.height() / box.height());
    const QSizeF drawn = box.size() * scale;
    const QRectF target((devicePixels.width() - drawn.width()) / 2, (devicePixels.height() - drawn.height()) / 2,
        drawn.width(), drawn.height());
    m_renderer->render(&painter, id, target);
    painter.end();
    pixmap.setDevicePixelRatio(ratio);
    m_cache.insert(key, pixmap);
    return pixmap;
}

void Art::paint(QPainter& painter, const QString& id, const QRectF& target) const
{
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const QPixmap image = pixmap(id, target.size(), ratio);
    if (!image.isNull())
        drawCrisp(painter, target.topLeft(), image);
}

void drawCrisp(QPainter& painter, const QPointF& topLeft, const QPixmap& pixmap)
{
    QPointF at = topLeft;
    if (painter.transform().type() <= QTransform::TxTranslate) {
        const QPointF shift(painter.transform().dx(), painter.transform().dy());
        const qreal ratio = pixmap.devicePixelRatio();
        const QPointF device = (topLeft + shift) * ratio;
        at = QPointF(std::round(device.x()), std::round(device.y())) / ratio - shift;
    }
    painter.drawPixmap(at, pixmap);
}

} // namespace nobox
