// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/hotseat_cover.h"

#include "shell/art.h"

#include <QKeyEvent>
#include <QPainter>
#include <QTextOption>

#include <algorithm>

namespace nobox {

namespace {
const QString kShellArt = QStringLiteral(":/art/shell/shell.svg");
const QString kCoverId = QStringLiteral("hotseat-cover");
} // namespace

HotseatCover::HotseatCover(QWidget* parent)
    : QAbstractButton(parent)
{
    setObjectName(QStringLiteral("cover"));
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HotseatCover::setPlayer(const QString& name)
{
    m_name = name;
    setText(tr("Pass to %1").arg(name));
    setAccessibleName(text());
    setAccessibleDescription(tr("When %1 is at the screen, click or press any key.").arg(name));
    setToolTip({});
    update();
}

void HotseatCover::keyPressEvent(QKeyEvent* event)
{
    // Any key lifts the cover; a key still held by the previous person (auto-repeat) does not.
    if (event->isAutoRepeat() || event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) {
        QAbstractButton::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_Meta:
    case Qt::Key_AltGr:
        event->ignore();
        return;
    default:
        break;
    }
    event->accept();
    click();
}

void HotseatCover::keyReleaseEvent(QKeyEvent* event)
{
    event->accept(); // QAbstractButton would click on a Space release as well
}

void HotseatCover::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Window).darker(104));

    QRectF area = QRectF(rect()).adjusted(24, 24, -24, -24);
    const Art& art = Art::of(kShellArt);
    const qreal unit = std::min(area.width(), area.height());
    if (art.has(kCoverId)) {
        const QRectF box = art.bounds(kCoverId);
        const qreal h = unit * 0.5;
        const qreal w = h * box.width() / std::max<qreal>(1, box.height());
        const QRectF picture(area.center().x() - w / 2, area.top() + area.height() * 0.12, w, h);
        art.paint(painter, kCoverId, picture);
        area.setTop(picture.bottom() + unit * 0.05);
    } else {
        area.setTop(area.top() + area.height() * 0.3);
    }

    QFont big = font();
    big.setBold(true);
    big.setPixelSize(std::clamp(static_cast<int>(unit / 9), 24, 96));
    painter.setFont(big);
    painter.setPen(pal.color(QPalette::WindowText));
    QTextOption centred(Qt::AlignHCenter | Qt::AlignTop);
    centred.setWrapMode(QTextOption::WordWrap);
    painter.drawText(area, text(), centred);
    area.setTop(area.top() + QFontMetricsF(big).height() * 1.5);

    QFont small = font();
    small.setPixelSize(std::clamp(static_cast<int>(unit / 26), 14, 36));
    painter.setFont(small);
    painter.drawText(area, tr("%1: click here or press any key when you are ready.").arg(m_name), centred);

    if (hasFocus()) {
        QPen pen(pal.color(QPalette::Highlight));
        pen.setWidthF(3);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(6, 6, -6, -6), 12, 12);
    }
}

} // namespace nobox
