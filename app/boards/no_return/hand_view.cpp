// SPDX-License-Identifier: GPL-3.0-or-later
#include "hand_view.h"

#include "felt_colours.h"

#include "boards/kit/assign_changed.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace nobox::noreturn {

namespace {

const QColor kFocus(255, 240, 160);

} // namespace

CounterButton::CounterButton(const CounterPainter& painter, nr::Counter counter, int handIndex, QWidget* parent)
    : QAbstractButton(parent)
    , m_painter(painter)
    , m_counter(counter)
    , m_index(handIndex)
{
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setObjectName(QStringLiteral("hand%1").arg(handIndex));
    updateNames();
}

void CounterButton::updateNames()
{
    setAccessibleName(counterWords(m_counter));
    QString description;
    if (m_mark == Mark::Blocked)
        description = m_reason;
    else if (m_mark == Mark::Placeable)
        description = NoReturn::tr("Can be placed.");
    setAccessibleDescription(description);
    setToolTip(m_mark == Mark::Blocked
            ? NoReturn::tr("%1: cannot be placed now. %2").arg(counterWords(m_counter), m_reason)
            : counterWords(m_counter));
}

void CounterButton::setMark(Mark mark, const QString& reason)
{
    if (m_mark == mark && m_reason == reason)
        return;
    m_mark = mark;
    m_reason = reason;
    updateNames();
    update();
}

void CounterButton::setHinted(bool hinted)
{
    if (kit::assignChanged(m_hinted, hinted))
        update();
}

void CounterButton::setSide(qreal side)
{
    m_side = side;
    setFixedSize(sizeHint());
    update();
}

QSize CounterButton::sizeHint() const
{
    return QSize(int(std::ceil(m_side * 1.12)), int(std::ceil(m_side * 1.38)));
}

void CounterButton::checkStateSet()
{
    update();
}

void CounterButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal s = m_side;
    const qreal lift = isChecked() ? 0 : s * 0.26; // a chosen counter stands up out of the row
    const QRectF r((width() - s) / 2, lift + s * 0.06, s, s);
    if (isChecked()) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 80));
        painter.drawRoundedRect(r.translated(0, s * 0.14), s * 0.18, s * 0.18);
    }
    if (m_hinted) {
        painter.setPen(QPen(QColor(120, 220, 120), s * 0.08));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(-s * 0.06, -s * 0.06, s * 0.06, s * 0.06), s * 0.2, s * 0.2);
    }
    painter.setOpacity(m_mark == Mark::Blocked && !isChecked() ? 0.5 : 1.0);
    m_painter.counter(painter, r, m_counter);
    painter.setOpacity(1.0);
    if (isChecked()) {
        painter.setPen(QPen(kGold, s * 0.07));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(-s * 0.02, -s * 0.02, s * 0.02, s * 0.02), s * 0.18, s * 0.18);
    }
    // The mark beside the colour: a green tick for "can be placed", a crossed circle for "cannot".
    if (m_mark != Mark::None) {
        const qreal m = s * 0.34;
        const QRectF badge(r.right() - m * 0.8, r.top() - m * 0.2, m, m);
        painter.setPen(QPen(Qt::white, s * 0.035));
        painter.setBrush(m_mark == Mark::Placeable ? QColor(40, 150, 70) : QColor(170, 50, 40));
        painter.drawEllipse(badge);
        painter.setPen(QPen(Qt::white, s * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        if (m_mark == Mark::Placeable) {
            QPainterPath tick;
            tick.moveTo(badge.left() + m * 0.25, badge.top() + m * 0.52);
            tick.lineTo(badge.left() + m * 0.43, badge.top() + m * 0.7);
            tick.lineTo(badge.left() + m * 0.75, badge.top() + m * 0.32);
            painter.drawPath(tick);
        } else {
            painter.drawLine(QPointF(badge.left() + m * 0.3, badge.top() + m * 0.5),
                QPointF(badge.right() - m * 0.3, badge.top() + m * 0.5));
        }
    }
    if (hasFocus()) {
        painter.setPen(QPen(kFocus, s * 0.05, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), s * 0.2, s * 0.2);
    }
}

void CounterButton::keyPressEvent(QKeyEvent* event)
{
    auto* hand = parentWidget();
    if ((event->key() == Qt::Key_Left || event->key() == Qt::Key_Right) && hand) {
        const auto siblings = hand->findChildren<CounterButton*>(QString(), Qt::FindDirectChildrenOnly);
        std::vector<CounterButton*> row(siblings.begin(), siblings.end());
        std::sort(row.begin(), row.end(), [](auto* a, auto* b) { return a->handIndex() < b->handIndex(); });
        const auto at = std::find(row.begin(), row.end(), this);
        if (at != row.end()) {
            const long i = at - row.begin() + (event->key() == Qt::Key_Right ? 1 : -1);
            if (i >= 0 && i < long(row.size()))
                row[std::size_t(i)]->setFocus(Qt::TabFocusReason);
        }
        return;
    }
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        emit confirmed();
        return;
    }
    QAbstractButton::keyPressEvent(event);
}

void CounterButton::mousePressEvent(QMouseEvent* event)
{
    m_pressAt = event->position().toPoint();
    QAbstractButton::mousePressEvent(event);
}

void CounterButton::mouseMoveEvent(QMouseEvent* event)
{
    if ((event->buttons() & Qt::LeftButton)
        && (event->position().toPoint() - m_pressAt).manhattanLength() >= QApplication::startDragDistance()) {
        setDown(false);
        emit dragStarted(this);
        return;
    }
    QAbstractButton::mouseMoveEvent(event);
}

// ---- The row ----

HandView::HandView(const CounterPainter& painter, QWidget* parent)
    : QWidget(parent)
    , m_painter(painter)
{
    setAccessibleName(NoReturn::tr("Your hand"));
}

void HandView::setHand(const std::vector<nr::Counter>& hand)
{
    if (hand == m_hand && m_buttons.size() == hand.size())
        return;
    const bool keep = false; // a new hand: nothing stays chosen
    (void)keep;
    for (auto* button : m_buttons)
        delete button;
    m_buttons.clear();
    m_hand = hand;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        auto* button = new CounterButton(m_painter, hand[i], int(i), this);
        button->setSide(m_side);
        button->setEnabled(m_enabled);
        connect(button, &QAbstractButton::toggled, this, [this] { emit choiceChanged(); });
        connect(button, &CounterButton::confirmed, this, &HandView::confirmed);
        connect(button, &CounterButton::dragStarted, this, &HandView::dragRequested);
        button->show();
        m_buttons.push_back(button);
    }
    // The order a keyboard walks: left to right.
    for (std::size_t i = 1; i < m_buttons.size(); ++i)
        QWidget::setTabOrder(m_buttons[i - 1], m_buttons[i]);
    layoutButtons();
    retranslate();
}

void HandView::retranslate()
{
    setAccessibleName(NoReturn::tr("Your hand"));
    QStringList names;
    for (auto c : m_hand)
        names << counterWords(c);
    setAccessibleDescription(names.join(NoReturn::tr(", ")));
    for (auto* b : m_buttons)
        b->updateNames();
}

std::vector<int> HandView::chosen() const
{
    std::vector<int> out;
    for (auto* b : m_buttons)
        if (b->isChecked())
            out.push_back(b->handIndex());
    return out;
}

std::vector<nr::Counter> HandView::chosenCounters() const
{
    std::vector<nr::Counter> out;
    for (auto* b : m_buttons)
        if (b->isChecked())
            out.push_back(b->counter());
    return out;
}

void HandView::setChosen(const std::vector<int>& indices)
{
    for (auto* b : m_buttons) {
        const bool on = std::find(indices.begin(), indices.end(), b->handIndex()) != indices.end();
        b->blockSignals(true);
        b->setChecked(on);
        b->blockSignals(false);
    }
    emit choiceChanged();
}

void HandView::clearChoice()
{
    setChosen({});
}

void HandView::setSide(qreal side)
{
    m_side = side;
    for (auto* b : m_buttons)
        b->setSide(side);
    layoutButtons();
}

void HandView::setEnabledForChoice(bool enabled)
{
    m_enabled = enabled;
    for (auto* b : m_buttons)
        b->setEnabled(enabled);
}

void HandView::resizeEvent(QResizeEvent*)
{
    layoutButtons();
}

void HandView::layoutButtons()
{
    if (m_buttons.empty())
        return;
    // A little gap between colours, so that the hand reads by colour.
    const QSize size = m_buttons.front()->sizeHint();
    const qreal gap = m_side * 0.3;
    qreal total = 0;
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        total += size.width();
        if (i > 0 && nr::colourOf(m_hand[i]) != nr::colourOf(m_hand[i - 1]))
            total += gap;
    }
    qreal x = (width() - total) / 2;
    const qreal y = (height() - size.height()) / 2;
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        if (i > 0 && nr::colourOf(m_hand[i]) != nr::colourOf(m_hand[i - 1]))
            x += gap;
        m_buttons[i]->move(int(std::lround(x)), int(std::lround(y)));
        x += size.width();
    }
}

} // namespace nobox::noreturn
