// SPDX-License-Identifier: GPL-3.0-or-later
// Where the elements a lesson speaks of are on the No Thanks! board (Board::anchorRect): the names the game's
// lessons use (no_thanks_lessons.cpp).
#include "no_thanks_board.h"
#include "seat_panel.h"
#include "table_centre.h"

#include <algorithm>

namespace nobox::nothanks {

QRect NoThanksBoard::anchorRect(QStringView anchor) const
{
    using games::no_thanks::MoveKind;
    if (anchor == u"middle")
        return rectOf(m_table, m_table->middleOutline());
    // "card:A-B" (or "card:A"): a special card among A..B wherever it lies now: in the middle, in a display, on the
    // discard pile (a card is explained when it turns up, and may have been taken, or have acted, before the learner
    // reads on). Nowhere to be seen: no ring.
    if (anchor.startsWith(u"card:")) {
        const QList<QStringView> range = anchor.mid(5).split(u'-');
        const int first = range.value(0).toInt();
        const int last = range.size() > 1 ? range.value(1).toInt() : first;
        const auto inRange = [&](games::no_thanks::Card card) { return card >= first && card <= last; };
        if (inRange(m_table->info().view.middle))
            return rectOf(m_table, m_table->middleOutline());
        for (const SeatPanel* seat : m_seats)
            for (const SeatPanel::Placed& placed : seat->placedCards())
                if (inRange(placed.card))
                    return rectOf(seat, placed.rect);
        const std::vector<games::no_thanks::Card>& discard = m_table->info().view.discard;
        if (std::any_of(discard.begin(), discard.end(), inRange))
            return rectOf(m_table, m_table->discardOutline());
        return {};
    }
    if (anchor == u"deck")
        return rectOf(m_table, m_table->deckRect());
    if (anchor == u"set-aside")
        return rectOf(m_table, m_table->setAsideRect());
    if (anchor == u"own-seat" && !m_seats.empty())
        return rectOf(m_seats.front(), m_seats.front()->rect());
    if (anchor == u"own-chips" && !m_seats.empty()) {
        const QPointF chips = m_seats.front()->chipPoint();
        return rectOf(m_seats.front(), QRectF(chips - QPointF(22, 22), QSizeF(44, 44)));
    }
    if (anchor == u"decision") { // the buttons shown, not their row across the whole board
        QRect shown;
        for (const auto& [kind, b] : m_buttons)
            if (b && b->isVisible())
                shown |= rectOf(b, b->rect());
        return shown;
    }
    static const std::pair<QStringView, MoveKind> buttons[] {{u"take", MoveKind::Take}, {u"refuse", MoveKind::Refuse},
        {u"bid", MoveKind::Bid}, {u"decline", MoveKind::Decline}, {u"skip", MoveKind::Skip}, {u"look", MoveKind::Look}};
    return buttonAnchor(anchor, buttons, m_buttons);
}

} // namespace nobox::nothanks
