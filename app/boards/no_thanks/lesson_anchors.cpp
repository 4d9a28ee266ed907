// SPDX-License-Identifier: GPL-3.0-or-later
// Where the elements a lesson speaks of are on the No Thanks! board (Board::anchorRect): the names the game's
// lessons use (no_thanks_lessons.cpp).
#include "no_thanks_board.h"
#include "seat_panel.h"
#include "table_centre.h"

namespace nobox::nothanks {

QRect NoThanksBoard::anchorRect(QStringView anchor) const
{
    using games::no_thanks::MoveKind;
    if (anchor == u"middle")
        return rectOf(m_table, m_table->middleRect());
    // "card:A-B" (or "card:A"): a special card among A..B wherever it lies now, in a display or else in the middle
    // (a card is explained when it turns up, and may have been taken before the learner reads on).
    if (anchor.startsWith(u"card:")) {
        const QList<QStringView> range = anchor.mid(5).split(u'-');
        const int first = range.value(0).toInt();
        const int last = range.size() > 1 ? range.value(1).toInt() : first;
        for (const SeatPanel* seat : m_seats)
            for (const SeatPanel::Placed& placed : seat->placedCards())
                if (placed.card >= first && placed.card <= last)
                    return rectOf(seat, placed.rect);
        return rectOf(m_table, m_table->middleRect());
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
    if (anchor == u"decision" && m_buttonRow)
        return rectOf(m_buttonRow, m_buttonRow->rect());
    static const std::pair<QStringView, MoveKind> buttons[] {{u"take", MoveKind::Take}, {u"refuse", MoveKind::Refuse},
        {u"bid", MoveKind::Bid}, {u"decline", MoveKind::Decline}, {u"skip", MoveKind::Skip}, {u"look", MoveKind::Look}};
    return buttonAnchor(anchor, buttons, m_buttons);
}

} // namespace nobox::nothanks
