// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/game_tile.h"

#include "shell/art.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QStyleOptionFocusRect>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace nobox {

GameTile::GameTile(QWidget* parent)
    : QAbstractButton(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void GameTile::setContent(const Content& content)
{
    m_content = content;
    setText(content.title);
    setCursor(Qt::PointingHandCursor);
    setAccessibleName(tr("%1, %2").arg(content.title, content.players));
    setAccessibleDescription(content.tagline);
    setToolTip(tr("Start a game of %1").arg(content.title));
    updateGeometry();
    update();
}

bool GameTile::hasCover() const
{
    return Art::of(m_content.artFile).has(m_content.coverId);
}

QSize GameTile::sizeHint() const
{
    return {340, heightForWidth(340)};
}

QSize GameTile::minimumSizeHint() const
{
    return {240, heightForWidth(240)};
}

int GameTile::heightForWidth(int width) const
{
    const qreal frameWidth = width - 6;
    const Fonts fonts = fontsFor(frameWidth);
    const qreal margin = std::max<qreal>(12, frameWidth / 20.0);
    const QRectF tagline
        = QFontMetricsF(fonts.small)
              .boundingRect(QRectF(0, 0, frameWidth - 2 * margin, 10000), Qt::TextWordWrap, m_content.tagline);
    const qreal text = margin * 0.7 + QFontMetricsF(fonts.title).height() * 1.1
        + QFontMetricsF(fonts.small).height() * 1.3 + tagline.height() + margin;
    qreal picture = 0;
    if (hasCover()) {
        const QRectF box = Art::of(m_content.artFile).bounds(m_content.coverId);
        picture = box.width() > 0 ? frameWidth * box.height() / box.width() : frameWidth;
    }
    return static_cast<int>(std::ceil(picture + text + 6));
}

GameTile::Fonts GameTile::fontsFor(qreal frameWidth) const
{
    Fonts fonts {font(), font()};
    fonts.title.setBold(true);
    fonts.title.setPixelSize(std::clamp(static_cast<int>(frameWidth / 13), 18, 44));
    fonts.small.setPixelSize(std::clamp(static_cast<int>(frameWidth / 24), 13, 26));
    return fonts;
}

void GameTile::enterEvent(QEnterEvent* event)
{
    m_hovered = true;
    update();
    QAbstractButton::enterEvent(event);
}

void GameTile::leaveEvent(QEvent* event)
{
    m_hovered = false;
    update();
    QAbstractButton::leaveEvent(event);
}

void GameTile::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF frame = QRectF(rect()).adjusted(3, 3, -3, -3);
    const qreal radius = std::max<qreal>(10, width() / 28.0);
    const QPalette& pal = palette();
    const bool active = isEnabled() && (m_hovered || hasFocus() || isDown());

    QPainterPath outline;
    outline.addRoundedRect(frame, radius, radius);
    painter.fillPath(outline, pal.color(QPalette::Base));

    // The cover fills the top, clipped to the rounded frame.
    qreal textTop = frame.top();
    if (hasCover()) {
        const Art& art = Art::of(m_content.artFile);
        const QRectF box = art.bounds(m_content.coverId);
        const qreal pictureHeight = frame.width() * box.height() / std::max<qreal>(1, box.width());
        const QRectF picture(frame.left(), frame.top(), frame.width(), pictureHeight);
        painter.save();
        painter.setClipPath(outline);
        art.paint(painter, m_content.coverId, picture);
        painter.restore();
        textTop = picture.bottom();
    }

    // The words under it, sized to the tile so that they read from a distance on a large screen.
    const qreal margin = std::max<qreal>(12, frame.width() / 20.0);
    QRectF text(frame.left() + margin, textTop + margin * 0.7, frame.width() - 2 * margin,
        frame.bottom() - textTop - margin * 0.7);
    const Fonts fonts = fontsFor(frame.width());
    const QFont& titleFont = fonts.title;
    const QFont& smallFont = fonts.small;

    const QColor ink = pal.color(QPalette::Text);
    painter.setPen(ink);
    painter.setFont(titleFont);
    const QFontMetricsF titleMetrics(titleFont);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, m_content.title);
    text.setTop(text.top() + titleMetrics.height() * 1.1);

    painter.setFont(smallFont);
    const QFontMetricsF smallMetrics(smallFont);
    QFont playersFont = smallFont;
    playersFont.setBold(true);
    painter.setFont(playersFont);
    painter.setPen(pal.color(QPalette::Highlight).darker(115));
    painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, m_content.players);
    text.setTop(text.top() + smallMetrics.height() * 1.3);

    painter.setFont(smallFont);
    painter.setPen(ink);
    QTextOption wrap(Qt::AlignLeft | Qt::AlignTop);
    wrap.setWrapMode(QTextOption::WordWrap);
    painter.drawText(text, m_content.tagline, wrap);

    // The frame last: a thicker highlight for the mouse and the keyboard focus.
    QPen pen(active ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid));
    pen.setWidthF(active ? std::max<qreal>(3, width() / 110.0) : 1.5);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(outline);
}

} // namespace nobox
