// SPDX-License-Identifier: GPL-3.0-or-later
// NoReturnBoard, its animations: counters placed, exchanged, cleared and drawn, from the last position shown (the
// class: no_return_board.h).
#include "no_return_board.h"

#include "hand_view.h"
#include "pile_view.h"
#include "seat_panel.h"

#include "boards/kit/motion_layer.h"

#include <QPainter>

#include <algorithm>

namespace nobox::noreturn {

namespace {

using kit::MotionStep;
using kit::Sprite;

} // namespace

void NoReturnBoard::paintSprite(QPainter& painter, const Sprite& sprite, const QRectF& at) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(at.translated(at.width() * 0.06, at.width() * 0.08), at.width() * 0.17, at.width() * 0.17);
    if (nr::isCounter(nr::Counter(sprite.face)))
        m_painter.counter(painter, at, nr::Counter(sprite.face));
    else
        m_painter.back(painter, at);
}

void NoReturnBoard::animateNewEvents(std::size_t from)
{
    const auto& log = m_view->log;
    if (animationScale() <= 0 || from >= log.size() || log.size() - from > 8 || !isVisible() || covered())
        return;
    const auto mapped = [this](QWidget* widget, const QRectF& local) {
        return QRectF(widget->mapTo(this, local.topLeft().toPoint()), local.size());
    };
    const QRectF bag = mapped(m_bag, m_bag->targetRect());
    const QRectF lid = mapped(m_lid, m_lid->targetRect());
    std::vector<MotionStep> steps;
    for (std::size_t i = from; i < log.size(); ++i) {
        const nr::Event& e = log[i];
        SeatPanel* seat = seatView(e.seat);
        if (!seat)
            continue;
        const QRectF handRect = e.seat == viewerSeat()
            ? QRectF(QPointF(m_hand->mapTo(this, m_hand->rect().center())) - QPointF(20 * m_unit, 20 * m_unit),
                QSizeF(40 * m_unit, 40 * m_unit))
            : mapped(seat, seat->handRect());
        const QRectF small(handRect.center() - QPointF(14 * m_unit, 14 * m_unit), QSizeF(28 * m_unit, 28 * m_unit));
        MotionStep step;
        const auto fan = [](int k, int count) { return count > 1 ? 0.4 * k / count : 0.0; };
        switch (e.event) {
        case nr::EventType::Arrange: {
            const int length = int(m_view->seats[e.seat].columns[e.colour].size());
            const int count = int(e.counters.size());
            for (int k = 0; k < count; ++k)
                step.sprites.push_back({e.counters[std::size_t(k)], small,
                    mapped(seat, seat->counterRect(e.colour, length - count + k)), fan(k, count)});
            break;
        }
        case nr::EventType::Exchange:
        case nr::EventType::SetAside:
            for (int k = 0; k < e.count; ++k)
                step.sprites.push_back({0, small, e.event == nr::EventType::Exchange ? lid : bag, fan(k, e.count)});
            break;
        case nr::EventType::Clear: {
            const int length = int(m_view->seats[e.seat].columns[e.colour].size());
            const QRectF pile = mapped(seat, seat->pileRect());
            const int cleared = int(e.cleared.size());
            for (int k = 0; k < cleared; ++k)
                step.sprites.push_back({e.cleared[std::size_t(k)],
                    mapped(seat, seat->counterRect(e.colour, length + cleared - 1 - k)), pile, fan(k, cleared)});
            for (int k = 0; k < int(e.counters.size()); ++k)
                step.sprites.push_back({e.counters[std::size_t(k)], small, lid, fan(k, int(e.counters.size()))});
            break;
        }
        default:
            break;
        }
        if (!step.sprites.empty()) {
            step.milliseconds = 380;
            steps.push_back(std::move(step));
        }
        if (e.drawn > 0) {
            MotionStep draw;
            for (int k = 0; k < std::min<int>(e.drawn, 8); ++k)
                draw.sprites.push_back({0, bag, small, fan(k, e.drawn)});
            draw.milliseconds = 300;
            steps.push_back(std::move(draw));
        }
    }
    m_motion->play(std::move(steps), animationScale());
}

} // namespace nobox::noreturn
