// SPDX-License-Identifier: GPL-3.0-or-later
// Where the elements a lesson speaks of are on the No Return board (Board::anchorRect): the names its lesson uses
// (no_return_lessons.cpp).
#include "hand_view.h"
#include "no_return_board.h"
#include "pile_view.h"
#include "seat_panel.h"

namespace nobox::noreturn {

QRect NoReturnBoard::anchorRect(QStringView anchor) const
{
    if (anchor == u"hand")
        return rectOf(m_hand, m_hand->rect());
    if (anchor == u"bag")
        return rectOf(m_bag, m_bag->rect());
    if (anchor == u"lid")
        return rectOf(m_lid, m_lid->rect());
    if (anchor == u"own-display")
        if (const SeatPanel* own = seatView(viewerSeat()))
            return rectOf(own, own->rect());
    if (anchor == u"decision")
        return rectOf(m_buttonRow, m_buttonRow->rect());
    static const std::pair<QStringView, Action> buttons[] {{u"switch", Action::Switch}, {u"clear", Action::Clear},
        {u"exchange", Action::Exchange}, {u"place", Action::Place}, {u"set-aside", Action::SetAside}};
    return buttonAnchor(anchor, buttons, m_buttons);
}

} // namespace nobox::noreturn
