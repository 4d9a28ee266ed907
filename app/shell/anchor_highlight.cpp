// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/anchor_highlight.h"

#include "shell/board.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>

namespace nobox {

AnchorHighlight::AnchorHighlight(Board* board)
    : QWidget(board)
    , m_board(board)
{
    setObjectName(QStringLiteral("anchorHighlight"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    board->installEventFilter(this);
    setGeometry(board->rect());
    // The board lays its elements out as it animates and resizes: the ring follows them.
    auto* follow = new QTimer(this);
    follow->setInterval(250);
    connect(follow, &QTimer::timeout, this, [this] {
        if (!m_anchor.isEmpty())
            update();
    });
    follow->start();
    hide();
}

void AnchorHighlight::setAnchor(const QString& anchor)
{
    m_anchor = anchor;
    setVisible(!anchor.isEmpty());
    raise();
    update();
}

QRect AnchorHighlight::ringRect() const
{
    if (!m_board || m_anchor.isEmpty())
        return {};
    const QRect target = m_board->anchorRect(m_anchor);
    // A window over the board (the score sheet at the game's end) hides what the ring would point at: none then.
    const QRect onScreen(m_board->mapToGlobal(target.topLeft()), target.size());
    for (const QWidget* top : QApplication::topLevelWidgets())
        if (top != window() && qobject_cast<const QDialog*>(top) && top->isVisible()
            && top->frameGeometry().intersects(onScreen))
            return {};
    return target;
}

void AnchorHighlight::paintEvent(QPaintEvent*)
{
    const QRect target = ringRect();
    if (target.isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Close around the element (a wide ring would cover the status line above a pile) but wholly outside it, so
    // that it runs through none of its marks (the 8 pixels wide halo reaches 4 inside the path), and inside the board:
    // a ring cut by the board's edge would not read as one.
    const QRectF ring = QRectF(target).adjusted(-4, -4, 4, 4).intersected(QRectF(rect()).adjusted(4, 4, -4, -4));
    QPainterPath path;
    path.addRoundedRect(ring, 10, 10);
    // Light blue, unlike any board's own marks (the turn's amber, the warnings' red).
    painter.setPen(QPen(QColor(120, 210, 255, 110), 8));
    painter.drawPath(path);
    painter.setPen(QPen(QColor(40, 170, 255), 4, Qt::DashLine));
    painter.drawPath(path);
}

bool AnchorHighlight::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_board && event->type() == QEvent::Resize) {
        setGeometry(m_board->rect());
        raise();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace nobox
