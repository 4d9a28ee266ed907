// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/art.h"

#include "shell/art_cache.h"

#include <QFile>
#include <QGuiApplication>
#include <QPaintDevice>
#include <QPainter>
#include <QScreen>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <map>

namespace nobox {

namespace {

// A whole frame of a board draws 1-2 MB of art at 1280x800 (cards of 90-140 kB): the steady budget holds it with
// room to spare, and a game's other sizes come and go (docs/performance.md, "Memory"). A frame draws little more art
// than a screen's worth of pixels, so on a large or dense screen the budget is one and a half screens instead. A
// movement needs only its last few sizes (a card that flies without changing its size).
constexpr qint64 kSteadyBudget = 12 * 1024 * 1024;
constexpr qint64 kMotionBudget = 1024 * 1024;
int g_inMotion = 0;

qint64 steadyBudget()
{
    const QScreen* screen = QGuiApplication::primaryScreen();
    if (!screen)
        return kSteadyBudget;
    const QSizeF pixels = QSizeF(screen->size()) * screen->devicePixelRatio();
    return std::max(kSteadyBudget, static_cast<qint64>(pixels.width() * pixels.height() * 4 * 1.5));
}

ArtCache& steadyCache()
{
    static ArtCache cache(steadyBudget());
    return cache;
}

ArtCache& motionCache()
{
    static ArtCache cache(kMotionBudget);
    return cache;
}

} // namespace

ArtInMotion::ArtInMotion()
{
    ++g_inMotion;
}

ArtInMotion::~ArtInMotion()
{
    --g_inMotion;
}

int Art::cachedCount()
{
    return steadyCache().count() + motionCache().count();
}

qint64 Art::cachedBytes()
{
    return steadyCache().bytes() + motionCache().bytes();
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
    const QString key = m_file + QLatin1Char('#') + id + QLatin1Char('@') + QString::number(devicePixels.width())
        + QLatin1Char('x') + QString::number(devicePixels.height()) + QLatin1Char('@') + QString::number(ratio);
    if (QPixmap cached = steadyCache().find(key); !cached.isNull())
        return cached;
    if (g_inMotion > 0)
        if (QPixmap cached = motionCache().find(key); !cached.isNull())
            return cached;
    QImage image(devicePixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF box = bounds(id);
    const double scale = std::min(devicePixels.width() / box.width(), devicePixels.height() / box.height());
    const QSizeF drawn = box.size() * scale;
    const QRectF target((devicePixels.width() - drawn.width()) / 2, (devicePixels.height() - drawn.height()) / 2,
        drawn.width(), drawn.height());
    m_renderer->render(&painter, id, target);
    painter.end();
    // A copy of the pixels alone: an image keeps the paint engine that drew it, with its rasteriser's buffers, for
    // as long as it lives (heaptrack: 40% on top of the pixels of every cached picture).
    QImage pixels = image.copy();
    pixels.setDevicePixelRatio(ratio);
    const QPixmap pixmap = QPixmap::fromImage(std::move(pixels), Qt::NoOpaqueDetection); // no second copy
    (g_inMotion > 0 ? motionCache() : steadyCache()).insert(key, pixmap);
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
