// SPDX-License-Identifier: GPL-3.0-or-later
// NoThanksBoard, its animations: cards and chips moving from the last position shown (the class: no_thanks_board.h).
#include "no_thanks_board.h"

#include "no_thanks_words.h"
#include "seat_panel.h"
#include "table_centre.h"

#include "boards/kit/motion_layer.h"

#include <QPainter>

#include <algorithm>

namespace nobox::nothanks {

namespace {

using kit::MotionStep;
using kit::Sprite;

constexpr int kChipSprite = 1; // a sprite that is a chip; any other is the card its face names

} // namespace

QRectF NoThanksBoard::tableRect(const QRectF& local) const
{
    return QRectF(m_table->mapTo(this, local.topLeft().toPoint()), local.size());
}

QRectF NoThanksBoard::seatCardRect(int seat) const
{
    if (seat < 0 || seat >= int(m_seats.size()))
        return tableRect(m_table->middleRect());
    const QRectF local = m_seats[seat]->arrivalRect();
    return QRectF(m_seats[seat]->mapTo(this, local.topLeft().toPoint()), local.size());
}

QPointF NoThanksBoard::seatChipPoint(int seat) const
{
    if (seat < 0 || seat >= int(m_seats.size()))
        return tableRect(m_table->middleRect()).center();
    return m_seats[seat]->mapTo(this, m_seats[seat]->chipPoint().toPoint());
}

void NoThanksBoard::paintSprite(QPainter& painter, const Sprite& sprite, const QRectF& at) const
{
    if (sprite.kind == kChipSprite) {
        m_painter.chip(painter, at.center(), at.width() / 2);
        return;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(at.translated(at.width() * 0.05, at.width() * 0.07), at.width() * 0.1, at.width() * 0.1);
    m_painter.face(painter, at, nt::Card(sprite.face));
}

void NoThanksBoard::animateNewEvents(std::size_t from)
{
    const auto& log = m_view->log;
    if (animationScale() <= 0 || from >= log.size() || log.size() - from > 8 || !isVisible() || covered()) {
        m_table->setReveal(1.0);
        return;
    }
    const QRectF middle = tableRect(m_table->middleRect());
    const QRectF deck = tableRect(m_table->deckRect());
    const QRectF discard = tableRect(m_table->discardRect());
    const QRectF setAside = tableRect(m_table->setAsideRect());
    const qreal chipRadius = std::max<qreal>(6, middle.width() * 0.1);
    const auto chipAt = [chipRadius](QPointF p) {
        return QRectF(p.x() - chipRadius, p.y() - chipRadius, 2 * chipRadius, 2 * chipRadius);
    };
    // Where a card a seat receives ends up: its display, or the discard pile when it acts at once.
    const auto destination
        = [&](int seat, nt::Card card) { return nt::actsAtOnce(card) ? discard : seatCardRect(seat); };
    const auto chips = [&](int count, QPointF from, QPointF to) {
        std::vector<Sprite> sprites;
        const int shown = std::min(count, 6);
        for (int i = 0; i < shown; ++i)
            sprites.push_back({nt::kNoCard, chipAt(from), chipAt(to), 0.5 * i / std::max(1, shown), kChipSprite});
        return sprites;
    };

    std::vector<MotionStep> steps;
    bool reveals = false;
    for (std::size_t i = from; i < log.size(); ++i) {
        const nt::Event& e = log[i];
        MotionStep step;
        switch (e.type) {
        case nt::EventType::Reveal:
            reveals = true;
            step.milliseconds = 260;
            step.progress = [this](qreal t) { m_table->setReveal(t); };
            break;
        case nt::EventType::Take:
            step.sprites = chips(e.n, middle.center(), seatChipPoint(e.seat));
            step.sprites.insert(step.sprites.begin(), {e.card, middle, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::Refuse:
        case nt::EventType::Bid:
            step.sprites = chips(1, seatChipPoint(e.seat), middle.center());
            step.milliseconds = 260;
            break;
        case nt::EventType::Decline:
            step.sprites = chips(e.n, middle.center(), seatChipPoint(e.seat));
            step.milliseconds = 300;
            break;
        case nt::EventType::Receive:
            step.sprites.push_back({e.card, middle, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::Skip:
            step.sprites.push_back({nt::kSkip, seatCardRect(e.seat), discard});
            step.milliseconds = 300;
            break;
        case nt::EventType::Look:
            step.sprites.push_back({nt::kLook, seatCardRect(e.seat), discard});
            step.milliseconds = 300;
            break;
        case nt::EventType::Give:
            step.sprites.push_back({e.card, seatCardRect(e.seat), seatCardRect(e.n)}); // n: the receiver
            step.milliseconds = 360;
            break;
        case nt::EventType::Remove:
            step.sprites.push_back({e.card, seatCardRect(e.seat), discard});
            step.milliseconds = 300;
            break;
        case nt::EventType::FetchDeck:
            step.sprites.push_back({e.card, deck, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::FetchSetAside:
            step.sprites.push_back({e.card, setAside, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::FetchNone:
        case nt::EventType::NothingToChoose:
            continue;
        }
        steps.push_back(std::move(step));
    }
    m_table->setReveal(reveals ? 0.0 : 1.0);
    m_motion->play(std::move(steps), animationScale());
}

} // namespace nobox::nothanks
