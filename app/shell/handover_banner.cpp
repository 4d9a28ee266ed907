// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/handover_banner.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace nobox {

namespace {
constexpr int kShownMs = 1200; // held fully for the grace time (no input counts then), then faded
constexpr qreal kHeld = 0.6; // the share of kShownMs at full strength
} // namespace

HandoverBanner::HandoverBanner(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("handoverBanner"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    m_fade.setDuration(kShownMs);
    m_fade.setKeyValueAt(0, 1.0);
    m_fade.setKeyValueAt(kHeld, 1.0);
    m_fade.setKeyValueAt(1, 0.0);
    connect(&m_fade, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_opacity = value.toReal();
        update();
    });
    connect(&m_fade, &QVariantAnimation::finished, this, &QWidget::hide);
    hide();
}

QString HandoverBanner::line() const
{
    return tr("Your turn");
}

void HandoverBanner::showFor(const QString& name)
{
    m_name = name;
    setAccessibleName(tr("%1: your turn").arg(name));
    place();
    raise();
    show();
    m_opacity = 1;
    m_fade.stop();
    m_fade.start();
}

HandoverBanner::Fonts HandoverBanner::fonts() const
{
    // By the board's size: readable from a metre away on a laptop, not a wall on a large screen.
    const QWidget* area = parentWidget();
    const int unit = area ? std::min(area->width(), int(area->height() * 1.4)) : 800;
    Fonts f {font(), font()};
    f.big.setBold(true);
    f.big.setPixelSize(std::clamp(unit / 18, 24, 60));
    f.small.setPixelSize(std::clamp(unit / 40, 14, 26));
    return f;
}

void HandoverBanner::place()
{
    const QWidget* area = parentWidget();
    if (!area)
        return;
    // Wide enough for a long name, never wider than the board.
    const auto [big, small] = fonts();
    const qreal textWidth
        = std::max(QFontMetricsF(big).horizontalAdvance(m_name), QFontMetricsF(small).horizontalAdvance(line()));
    const int width = std::min(area->width() - 16, int(textWidth + big.pixelSize() * 2));
    const int height = int(big.pixelSize() * 1.5 + small.pixelSize() * 1.6 + big.pixelSize() * 0.6);
    // Low on the board, over the place of the person whose turn it is (every board seats them at the bottom),
    // so that the middle of the table, where the last turn's cards are still shown, stays in sight.
    setGeometry((area->width() - width) / 2, int(area->height() * 0.78 - height / 2.0), width, height);
}

void HandoverBanner::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setOpacity(m_opacity);
    const QRectF box = QRectF(rect()).adjusted(2, 2, -2, -2);
    QPainterPath path;
    path.addRoundedRect(box, box.height() * 0.2, box.height() * 0.2);
    painter.fillPath(path, QColor(20, 24, 32, 225));
    painter.setPen(QPen(QColor(255, 214, 92), 3)); // the boards' turn colour
    painter.drawPath(path);

    const auto [big, small] = fonts();
    const qreal smallHeight = small.pixelSize() * 1.6;
    const QRectF nameBox(box.left(), box.top() + big.pixelSize() * 0.3, box.width(), big.pixelSize() * 1.5);
    painter.setPen(Qt::white);
    painter.setFont(big);
    painter.drawText(
        nameBox, Qt::AlignCenter, QFontMetricsF(big).elidedText(m_name, Qt::ElideRight, box.width() - big.pixelSize()));
    painter.setFont(small);
    painter.setPen(QColor(255, 214, 92));
    painter.drawText(QRectF(box.left(), nameBox.bottom(), box.width(), smallHeight), Qt::AlignCenter, line());
}

void HandoverBanner::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && isVisible()) {
        setAccessibleName(tr("%1: your turn").arg(m_name));
        place();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace nobox
