// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_panel.h"

#include "felt_colours.h"

#include "boards/kit/assign_changed.h"
#include "boards/kit/fitted_text.h"

#include <QAccessible>
#include <QDragEnterEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace nobox::noreturn {

namespace {

using kit::pixelFont;

} // namespace

SeatPanel::SeatPanel(const CounterPainter& painter, QWidget* parent)
    : SeatPlace(parent)
    , m_painter(painter)
{
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setFocusPolicy(Qt::NoFocus);
    setAcceptDrops(true);
}

void SeatPanel::infoChanged()
{
    updateAccessibility();
    update();
}

void SeatPanel::setChoice(const SeatChoice& choice)
{
    m_choice = choice;
    setFocusPolicy(choice.active && choice.clearing ? Qt::StrongFocus : Qt::NoFocus);
    updateAccessibility();
    update();
}

QRectF SeatPanel::headerRect() const
{
    return QRectF(0, 0, width(), 28 * m_unit);
}

QRectF SeatPanel::displayRect() const
{
    const qreal top = headerRect().bottom() + 4 * m_unit;
    return QRectF(4 * m_unit, top, width() - 8 * m_unit, height() - top - 4 * m_unit);
}

QRectF SeatPanel::laneRect(int colour) const
{
    const QRectF d = displayRect();
    const qreal w = d.width() / nr::kColours;
    return QRectF(d.left() + colour * w, d.top(), w, d.height());
}

qreal SeatPanel::counterSize() const
{
    const qreal lane = displayRect().width() / nr::kColours;
    return std::max<qreal>(8, std::min(lane * 0.8, m_maxCounter));
}

int SeatPanel::longest() const
{
    int n = 1;
    for (int c = 0; c < nr::kColours; ++c) {
        int length = int(m_info.view.columns[std::size_t(c)].size());
        if (c == m_choice.placeColour)
            length += int(m_choice.placing.size());
        n = std::max(n, length);
    }
    return n;
}

/// One step for every lane, so that equal depths line up; counters overlap (showing a band with their number)
/// when the longest column would not fit otherwise, and a column too long even for that (up to 22 counters)
/// continues in a second file beside its first, top to bottom, then again from the top.
SeatPanel::Geometry SeatPanel::geometry() const
{
    Geometry g;
    g.size = counterSize();
    const int n = longest();
    const qreal tag = m_info.view.phase == 1 ? 16 * m_unit : 0;
    const qreal room = displayRect().height() - tag;
    const qreal minBand = 13 * m_unit;
    g.perFile = n;
    g.step = n <= 1 ? g.size * 1.06 : std::min(g.size * 1.06, (room - g.size) / (n - 1));
    if (n > 1 && g.step < minBand) {
        const qreal lane = displayRect().width() / nr::kColours;
        g.narrow = std::min(g.size, lane * 0.47);
        g.perFile = (n + 1) / 2;
        g.step = std::min(g.narrow * 1.06, (room - g.narrow) / std::max(1, g.perFile - 1));
    }
    g.step = std::max<qreal>(3, g.step);
    return g;
}

QRectF SeatPanel::counterRect(int colour, int index) const
{
    const Geometry g = geometry();
    const QRectF lane = laneRect(colour);
    const int length = int(m_info.view.columns[std::size_t(colour)].size());
    int shown = length;
    if (colour == m_choice.placeColour)
        shown += int(m_choice.placing.size());
    const bool twoFiles = g.narrow > 0 && shown > g.perFile;
    const int file = twoFiles ? index / g.perFile : 0;
    const int row = twoFiles ? index % g.perFile : index;
    const qreal d = twoFiles ? g.narrow : g.size;
    qreal y = lane.top() + row * g.step;
    // Phase 1: below the column the "this or lower" tag, then what would be placed.
    if (m_info.view.phase == 1 && length > 0 && index >= length)
        y += 16 * m_unit;
    const qreal x = twoFiles ? lane.left() + lane.width() * (file == 0 ? 0.27 : 0.73) : lane.center().x();
    return QRectF(x - d / 2, y, d, d);
}

QRectF SeatPanel::pileRect() const
{
    const QRectF h = headerRect();
    return QRectF(h.right() - 80 * m_unit, h.top(), 76 * m_unit, h.height());
}

QRectF SeatPanel::handRect() const
{
    const QRectF h = headerRect();
    return QRectF(h.right() - 150 * m_unit, h.top(), 66 * m_unit, h.height());
}

int SeatPanel::laneAt(const QPointF& point) const
{
    const QRectF d = displayRect().adjusted(0, -4 * m_unit, 0, 0);
    if (!d.contains(point))
        return -1;
    return std::clamp(int((point.x() - d.left()) / (d.width() / nr::kColours)), 0, nr::kColours - 1);
}

QString SeatPanel::displaySummary() const
{
    QStringList columns;
    for (int c = 0; c < nr::kColours; ++c) {
        const auto& column = m_info.view.columns[std::size_t(c)];
        if (column.empty())
            continue;
        QStringList values;
        for (int v : column)
            values << QString::number(v);
        columns << NoReturn::tr("%1 %2").arg(colourWord(c), values.join(NoReturn::tr(", ")));
    }
    const int points = nr::valueSum(m_info.view.pointsPile);
    QString text = NoReturn::tr("Phase %1.").arg(m_info.view.phase) + QLatin1Char(' ');
    text += columns.isEmpty() ? NoReturn::tr("No columns.")
                              : NoReturn::tr("Columns, top to bottom: %1.").arg(columns.join(NoReturn::tr("; ")));
    text += QLatin1Char(' ') + NoReturn::tr("Points pile: %1.").arg(points);
    text += QLatin1Char(' ')
        + pluralText(NoReturn::tr("%n counter(s) in hand.", nullptr, m_info.view.handSize), m_info.view.handSize);
    if (m_info.handOpen && !m_info.view.openHand.empty())
        text += QLatin1Char(' ') + NoReturn::tr("In hand: %1.").arg(countersWords(m_info.view.openHand));
    if (m_info.turn)
        text += QLatin1Char(' ') + NoReturn::tr("Their turn.");
    return text;
}

void SeatPanel::updateAccessibility()
{
    setAccessibleName(m_info.name);
    setAccessibleDescription(displaySummary());
}

// ---- Painting ----

void SeatPanel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(1, 1, -1, -1);
    const qreal radius = 10 * m_unit;
    painter.setPen(m_info.turn ? QPen(kGold, 2.5 * m_unit) : QPen(QColor(255, 255, 255, 40), 1));
    painter.setBrush(m_info.turn ? QColor(40, 24, 8, 150) : QColor(20, 12, 4, 100));
    painter.drawRoundedRect(box, radius, radius);
    if (hasFocus()) {
        painter.setPen(QPen(kGold, 2 * m_unit, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(3, 3, -3, -3), radius, radius);
    }
    paintHeader(painter);
    for (int c = 0; c < nr::kColours; ++c)
        paintLane(painter, c);
}

void SeatPanel::paintHeader(QPainter& painter)
{
    const QRectF h = headerRect().adjusted(6 * m_unit, 2 * m_unit, -6 * m_unit, -2 * m_unit);
    const qreal icon = h.height() * 0.86;
    // The phase badge first: at a glance, who builds and who clears.
    const QRectF badge(h.left(), h.center().y() - icon / 2, icon, icon);
    m_painter.element(painter, badge, m_info.view.phase == 2 ? QStringLiteral("phase-2") : QStringLiteral("phase-1"));

    // Right: hand size, then the points pile with its sum.
    painter.setFont(pixelFont(15 * m_unit, true));
    const QFontMetricsF metrics(painter.font());
    const QString points = QString::number(nr::valueSum(m_info.view.pointsPile));
    const QString hand = QString::number(m_info.view.handSize);
    qreal right = h.right();
    const qreal pointsW = metrics.horizontalAdvance(points);
    painter.setPen(kInk);
    painter.drawText(QRectF(right - pointsW, h.top(), pointsW, h.height()), Qt::AlignVCenter | Qt::AlignRight, points);
    right -= pointsW + 3 * m_unit;
    m_painter.element(
        painter, QRectF(right - icon, h.center().y() - icon / 2, icon, icon), QStringLiteral("points-pile"));
    right -= icon + 12 * m_unit;
    if (m_info.handOpen) {
        // Face up, the highest value on the right, as small as needed to leave the name a third of the header.
        const int n = int(m_info.view.openHand.size());
        const qreal room = std::max<qreal>(0, (right - h.left()) * 0.6);
        const qreal size = n > 0 ? std::min(icon * 0.9, room / (n * 1.08)) : 0;
        for (int i = n - 1; i >= 0; --i) {
            m_painter.counter(painter, QRectF(right - size, h.center().y() - size / 2, size, size),
                m_info.view.openHand[std::size_t(i)]);
            right -= size * 1.08;
        }
        right -= 10 * m_unit;
    } else {
        const qreal handW = metrics.horizontalAdvance(hand);
        painter.drawText(QRectF(right - handW, h.top(), handW, h.height()), Qt::AlignVCenter | Qt::AlignRight, hand);
        right -= handW + 3 * m_unit;
        const qreal back = icon * 0.72;
        m_painter.back(painter, QRectF(right - back, h.center().y() - back / 2, back, back));
        right -= back + 10 * m_unit;
    }
    if (m_info.endsLastRound) {
        m_painter.element(
            painter, QRectF(right - icon, h.center().y() - icon / 2, icon, icon), QStringLiteral("last-round"));
        right -= icon + 6 * m_unit;
    }

    // The phase in words beside the badge, then the seat header's name with its marks.
    qreal left = badge.right() + 4 * m_unit;
    painter.setFont(pixelFont(11.5 * m_unit, true));
    //: a player's phase, in the place's header
    const QString phase = NoReturn::tr("Phase %1").arg(m_info.view.phase);
    const qreal phaseW = QFontMetricsF(painter.font()).horizontalAdvance(phase) + 10 * m_unit;
    const QRectF pill(left, h.center().y() - 8 * m_unit, phaseW, 16 * m_unit);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_info.view.phase == 2 ? QColor(0xE0, 0x7A, 0x1F) : QColor(0x2F, 0x6F, 0xB5));
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    painter.setPen(Qt::white);
    painter.drawText(pill, Qt::AlignCenter, phase);
    left = pill.right() + 6 * m_unit;
    m_header.paintName(painter, QRectF(left, h.top(), std::max<qreal>(10, right - left), h.height()),
        pixelFont(16 * m_unit, true), m_info.turn ? kGold : kInk);
    m_header.paintProgress(painter, QRectF(left, h.bottom() - 2 * m_unit, right - left, 2 * m_unit), kGold);
}

void SeatPanel::paintLane(QPainter& painter, int colour)
{
    const auto& column = m_info.view.columns[std::size_t(colour)];
    const int length = int(column.size());
    const QRectF lane = laneRect(colour);
    const qreal d = counterSize();
    const bool target = m_choice.placeColour == colour;
    const bool dropping = m_dropLane == colour;

    // The lane's own colour, faint: where a column of this colour stands (or would stand).
    if (target || dropping) {
        painter.setPen(QPen(m_choice.placeRefused ? QColor(230, 80, 60) : kGold, 2 * m_unit, Qt::DashLine));
        painter.setBrush(QColor(255, 220, 120, 40));
        painter.drawRoundedRect(lane.adjusted(2, -2, -2, 0), 8 * m_unit, 8 * m_unit);
    }
    if (length == 0 && !(target && !m_choice.placing.empty())) {
        const qreal m = d * 0.42;
        painter.setOpacity(0.35);
        m_painter.mark(painter, QRectF(lane.center().x() - m / 2, lane.top() + (d - m) / 2, m, m), colour);
        painter.setOpacity(1.0);
    }

    // Clearing: the chosen lowest counters glow (a hint's in a softer gold).
    auto glow = [&](int count, const QColor& colourOfGlow) {
        if (count <= 0 || count > length)
            return;
        const QRectF first = counterRect(colour, length - count);
        const QRectF last = counterRect(colour, length - 1);
        painter.setPen(QPen(colourOfGlow, 3 * m_unit));
        painter.setBrush(QColor(colourOfGlow.red(), colourOfGlow.green(), colourOfGlow.blue(), 70));
        painter.drawRoundedRect(
            first.united(last).adjusted(-4 * m_unit, -4 * m_unit, 4 * m_unit, 4 * m_unit), 8 * m_unit, 8 * m_unit);
    };
    if (m_choice.hintColour == colour)
        glow(m_choice.hintCount, QColor(120, 220, 120));
    if (m_choice.clearColour == colour)
        glow(m_choice.clearCount, kGold);

    for (int i = 0; i < length; ++i) {
        const QRectF r = counterRect(colour, i);
        const QRectF next = counterRect(colour, i + 1);
        const bool covered = i + 1 < length && next.left() < r.right() && next.top() < r.bottom() - 0.5;
        m_painter.counter(
            painter, r, nr::makeCounter(colour, column[std::size_t(i)]), covered ? next.top() - r.top() : 0);
    }

    // Phase 1: the lowest counter is the edge; what goes below must be this value or lower.
    if (m_info.view.phase == 1 && length > 0) {
        const QRectF low = counterRect(colour, length - 1);
        const QRectF tag(
            lane.left() + lane.width() * 0.12, low.bottom() + 1 * m_unit, lane.width() * 0.76, 14 * m_unit);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 110));
        painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2);
        painter.setPen(kInk);
        painter.setFont(pixelFont(11.5 * m_unit, true));
        //: under a column's lowest counter: only this value or lower can go below
        painter.drawText(tag, Qt::AlignCenter, NoReturn::tr("≤ %1").arg(column.back()));
    }

    // Phase 1: the chosen counters as ghosts where they would go.
    if (target) {
        painter.setOpacity(m_choice.placeRefused ? 0.45 : 0.8);
        for (std::size_t j = 0; j < m_choice.placing.size(); ++j) {
            const QRectF r = counterRect(colour, length + int(j));
            const QRectF next = counterRect(colour, length + int(j) + 1);
            const bool covered
                = j + 1 < m_choice.placing.size() && next.left() < r.right() && next.top() < r.bottom() - 0.5;
            m_painter.counter(painter, r, m_choice.placing[j], covered ? next.top() - r.top() : 0);
        }
        painter.setOpacity(1.0);
        if (m_choice.placing.empty()) {
            m_painter.slot(painter, counterRect(colour, length));
        }
    }
}

// ---- Interaction ----

QString SeatPanel::counterTip(int colour, int index) const
{
    const auto& column = m_info.view.columns[std::size_t(colour)];
    const int length = int(column.size());
    if (index < 0 || index >= length)
        return {};
    const QString name = counterWords(nr::makeCounter(colour, column[std::size_t(index)]));
    if (m_choice.active && m_choice.clearing) {
        const int count = length - index;
        int sum = 0;
        for (int i = index; i < length; ++i)
            sum += column[std::size_t(i)];
        return pluralText(NoReturn::tr("%1: click to clear %n counter(s) from the bottom up to here, worth %2 (pay at "
                                       "least %2).",
                              nullptr, count),
            count)
            .arg(name)
            .arg(sum);
    }
    if (index == length - 1 && m_info.view.phase == 1)
        return NoReturn::tr("%1, the lowest %2: only %3 or lower can go below it.")
            .arg(name, colourWord(colour))
            .arg(column.back());
    return name;
}

bool SeatPanel::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPointF pos = help->pos();
        QString tip;
        if (pileRect().contains(pos)) {
            tip = m_info.view.pointsPile.empty() ? NoReturn::tr("Points pile: empty")
                                                 : NoReturn::tr("Points pile: %1 = %2")
                                                       .arg(countersWords(m_info.view.pointsPile))
                                                       .arg(nr::valueSum(m_info.view.pointsPile));
        } else if (handRect().contains(pos)) {
            tip = pluralText(
                NoReturn::tr("%n counter(s) in hand", nullptr, m_info.view.handSize), m_info.view.handSize);
        } else if (headerRect().contains(pos)) {
            tip = m_info.view.phase == 2
                ? NoReturn::tr("%1 is in Phase 2: clears columns into points.").arg(m_info.name)
                : NoReturn::tr("%1 is in Phase 1: builds columns.").arg(m_info.name);
            if (m_info.endsLastRound)
                tip += QLatin1Char(' ') + NoReturn::tr("The last round ends after this turn of theirs.");
        } else if (const int lane = laneAt(pos); lane >= 0) {
            const int length = int(m_info.view.columns[std::size_t(lane)].size());
            for (int i = length - 1; i >= 0; --i)
                if (counterRect(lane, i).contains(pos)) {
                    tip = counterTip(lane, i);
                    break;
                }
            if (tip.isEmpty() && length == 0)
                tip = NoReturn::tr("No %1 column yet.").arg(colourWord(lane));
        }
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

void SeatPanel::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_choice.active) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF pos = event->position();
    const int lane = laneAt(pos);
    if (lane < 0)
        return;
    const int length = int(m_info.view.columns[std::size_t(lane)].size());
    int count = 0;
    // Topmost first: the later counter of a column lies over the earlier one.
    for (int i = length - 1; i >= 0; --i)
        if (counterRect(lane, i).contains(pos)) {
            count = length - i;
            break;
        }
    if (count == 0 && length > 0 && pos.y() < counterRect(lane, length - 1).top())
        count = length; // above the column's top counter
    emit columnClicked(lane, count);
}

void SeatPanel::keyPressEvent(QKeyEvent* event)
{
    if (!m_choice.active || !m_choice.clearing) {
        QWidget::keyPressEvent(event);
        return;
    }
    std::vector<int> present;
    for (int c = 0; c < nr::kColours; ++c)
        if (!m_info.view.columns[std::size_t(c)].empty())
            present.push_back(c);
    if (present.empty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    const auto at = std::find(present.begin(), present.end(), m_choice.clearColour);
    const int index = at == present.end() ? -1 : int(at - present.begin());
    const int length = index < 0 ? 0 : int(m_info.view.columns[std::size_t(present[std::size_t(index)])].size());
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const int n = int(present.size());
        const int next = index < 0 ? 0 : (index + (event->key() == Qt::Key_Right ? 1 : n - 1)) % n;
        emit clearChoiceMoved(present[std::size_t(next)], 1);
        return;
    }
    case Qt::Key_Up:
        if (index < 0)
            emit clearChoiceMoved(present.front(), 1);
        else
            emit clearChoiceMoved(m_choice.clearColour, std::min(length, m_choice.clearCount + 1));
        return;
    case Qt::Key_Down:
        if (index >= 0)
            emit clearChoiceMoved(m_choice.clearColour, std::max(1, m_choice.clearCount - 1));
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit confirmed();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void SeatPanel::dragEnterEvent(QDragEnterEvent* event)
{
    if (m_choice.active && !m_choice.clearing && event->mimeData()->hasFormat(QString::fromLatin1(kCounterMime)))
        event->acceptProposedAction();
}

void SeatPanel::dragMoveEvent(QDragMoveEvent* event)
{
    const int lane = laneAt(event->position());
    if (kit::assignChanged(m_dropLane, lane))
        update();
    if (lane >= 0)
        event->acceptProposedAction();
    else
        event->ignore();
}

void SeatPanel::dragLeaveEvent(QDragLeaveEvent*)
{
    m_dropLane = -1;
    update();
}

void SeatPanel::dropEvent(QDropEvent* event)
{
    const int lane = laneAt(event->position());
    m_dropLane = -1;
    update();
    QList<int> indices;
    for (const QByteArray& part : event->mimeData()->data(QString::fromLatin1(kCounterMime)).split(','))
        if (!part.isEmpty())
            indices << part.toInt();
    if (lane >= 0 && !indices.isEmpty()) {
        event->acceptProposedAction();
        emit countersDropped(indices, lane);
    }
}

} // namespace nobox::noreturn
