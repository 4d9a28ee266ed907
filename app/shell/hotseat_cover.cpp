// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/hotseat_cover.h"

#include "shell/art.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTextOption>

#include <algorithm>

namespace nobox {

namespace {
int g_graceMs = 700;
} // namespace

int HotseatCover::graceMs()
{
    return g_graceMs;
}

void HotseatCover::setGraceMs(int ms)
{
    g_graceMs = std::max(0, ms);
}

HotseatCover::HotseatCover(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("cover"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAutoFillBackground(false);

    m_button = new QPushButton(this);
    m_button->setObjectName(QStringLiteral("coverButton"));
    m_button->setFocusPolicy(Qt::TabFocus);
    m_button->setCursor(Qt::PointingHandCursor);
    m_button->setAutoDefault(false);
    m_button->hide();
    connect(m_button, &QPushButton::clicked, this, [this] {
        if (armed())
            emit confirmed();
    });

    m_grace.setSingleShot(true);
    m_grace.setTimerType(Qt::PreciseTimer); // never early
    connect(&m_grace, &QTimer::timeout, this, [this] {
        // The grace time is over: now the button appears, under no mouse button that was pressed before.
        m_armed = true;
        placeButton();
        m_button->show();
        update();
    });
}

void HotseatCover::setPlayer(const QString& name, const QString& artFile, const QString& artId)
{
    m_name = name;
    m_artFile = artFile;
    m_artId = artId;
    retranslate();
    arm();
}

QString HotseatCover::text() const
{
    return tr("Pass to %1").arg(m_name);
}

bool HotseatCover::armed() const
{
    return m_armed;
}

void HotseatCover::arm()
{
    // Whatever was pressed before this moment belongs to the person who just moved.
    m_armed = false;
    m_button->hide();
    m_button->setDown(false);
    m_grace.start(g_graceMs);
    update();
}

void HotseatCover::retranslate()
{
    m_button->setText(tr("I am %1").arg(m_name));
    m_button->setAccessibleName(m_button->text());
    m_button->setToolTip(tr("Lifts the cover: only when %1 is at the screen").arg(m_name));
    setAccessibleName(text());
    setAccessibleDescription(tr("When %1 is at the screen, press “I am %1” or Enter.").arg(m_name));
    placeButton();
    update();
}

void HotseatCover::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    arm(); // shown again (the table page came back): the grace time starts again
}

void HotseatCover::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HotseatCover::keyPressEvent(QKeyEvent* event)
{
    // A fresh Enter or Space after the grace time lifts the cover; a key still held by the previous person
    // (auto-repeat), one pressed too soon, and every other key do not.
    const int key = event->key();
    const bool lifts = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
    if (key == Qt::Key_Tab || key == Qt::Key_Backtab) {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept(); // nothing behind the cover reacts to a key while it is up
    if (lifts && !event->isAutoRepeat() && armed())
        emit confirmed();
}

void HotseatCover::keyReleaseEvent(QKeyEvent* event)
{
    event->accept();
}

void HotseatCover::mousePressEvent(QMouseEvent* event)
{
    event->accept(); // only the button lifts the cover
}

void HotseatCover::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeButton();
}

HotseatCover::Layout HotseatCover::layout() const
{
    Layout l;
    const QRectF area = QRectF(rect()).adjusted(24, 24, -24, -24);
    const qreal unit = std::min(area.width(), area.height() * 1.4);
    const qreal passHeight = std::clamp(unit / 22, 16.0, 40.0) * 1.4;
    const qreal nameHeight = std::clamp(unit / 7, 32.0, 150.0) * 1.3;
    const QSize buttonHint = m_button->sizeHint();
    const qreal buttonHeight = std::max<qreal>(buttonHint.height(), std::clamp(unit / 14, 36.0, 72.0));
    const qreal buttonWidth = std::max<qreal>(buttonHint.width() + 48, unit * 0.4);
    const qreal gap = unit * 0.03;

    // The picture takes what the words leave, at most half the height.
    const qreal words = passHeight + nameHeight + buttonHeight + 3 * gap;
    qreal pictureHeight = std::clamp(area.height() - words, 0.0, area.height() * 0.5);
    qreal pictureWidth = pictureHeight * 1.6;
    if (pictureWidth > area.width()) {
        pictureWidth = area.width();
        pictureHeight = pictureWidth / 1.6;
    }
    qreal top = area.top() + std::max<qreal>(0, (area.height() - words - pictureHeight) / 2);
    l.picture = QRectF(area.center().x() - pictureWidth / 2, top, pictureWidth, pictureHeight);
    top = l.picture.bottom() + gap;
    l.pass = QRectF(area.left(), top, area.width(), passHeight);
    l.name = QRectF(area.left(), l.pass.bottom(), area.width(), nameHeight);
    top = l.name.bottom() + gap;
    l.button = QRectF(area.center().x() - buttonWidth / 2, top, buttonWidth, buttonHeight);
    return l;
}

void HotseatCover::placeButton()
{
    const Layout l = layout();
    QFont big = font();
    big.setPixelSize(std::clamp(static_cast<int>(l.button.height() * 0.42), 14, 30));
    big.setBold(true);
    m_button->setFont(big);
    m_button->setGeometry(l.button.toAlignedRect());
}

void HotseatCover::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Window).darker(106));
    const Layout l = layout();

    const Art& art = Art::of(m_artFile);
    if (!l.picture.isEmpty() && !m_artFile.isEmpty() && art.has(m_artId)) {
        const QRectF box = art.bounds(m_artId);
        const qreal ratio = box.width() / std::max<qreal>(1, box.height());
        QRectF picture = l.picture;
        if (picture.width() / picture.height() > ratio)
            picture.setWidth(picture.height() * ratio);
        else
            picture.setHeight(picture.width() / ratio);
        picture.moveCenter(l.picture.center());
        QPainterPath clip;
        clip.addRoundedRect(picture, picture.height() * 0.05, picture.height() * 0.05);
        painter.save();
        painter.setClipPath(clip);
        art.paint(painter, m_artId, picture);
        painter.restore();
    }

    painter.setPen(pal.color(QPalette::WindowText));
    const QTextOption centred(Qt::AlignHCenter | Qt::AlignVCenter);
    QFont small = font();
    small.setPixelSize(std::max(12, static_cast<int>(l.pass.height() / 1.4)));
    painter.setFont(small);
    painter.drawText(l.pass, tr("Pass to"), centred);

    QFont big = font();
    big.setBold(true);
    big.setPixelSize(std::max(24, static_cast<int>(l.name.height() / 1.3)));
    // A long name shrinks to fit the width.
    const qreal width = QFontMetricsF(big).horizontalAdvance(m_name);
    if (width > l.name.width())
        big.setPixelSize(std::max(12, static_cast<int>(big.pixelSize() * l.name.width() / width)));
    painter.setFont(big);
    painter.drawText(l.name, m_name, centred);

    if (!m_button->isVisible()) { // the grace time: a quiet line where the button will be
        painter.setFont(small);
        QColor quiet = pal.color(QPalette::WindowText);
        quiet.setAlphaF(0.45);
        painter.setPen(quiet);
        painter.drawText(l.button, QStringLiteral("…"), centred);
    }

    if (hasFocus()) {
        QPen pen(pal.color(QPalette::Highlight));
        pen.setWidthF(3);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(6, 6, -6, -6), 12, 12);
    }
}

} // namespace nobox
