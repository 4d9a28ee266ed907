// SPDX-License-Identifier: GPL-3.0-or-later
// Where the elements a lesson speaks of are on the No Idea board (Board::anchorRect): the names its lesson uses
// (no_idea_lessons.cpp).
#include "card_button.h"
#include "no_idea_board.h"
#include "seat_panel.h"

#include <QPushButton>

namespace nobox::noidea {

QRect NoIdeaBoard::anchorRect(QStringView anchor) const
{
    if (anchor == u"draw-pile")
        return m_drawRect.toRect();
    if (anchor == u"trophy-pile")
        return m_trophyRect.toRect();
    if (anchor == u"piles")
        return m_pileArea.toRect();
    // "function:plus|remove|refill": the card with that function where it shows, on top of a pile or waiting for
    // its pile; covered by a later card: no ring (a ring on every pile would not say which card acted).
    if (anchor.startsWith(u"function:")) {
        const QStringView name = anchor.mid(9);
        const auto hasIt = [&](const CardButton* b) {
            if (!b || !b->isVisible() || b->card() == games::no_idea::kNoCard || games::no_idea::isPrize(b->card()))
                return false;
            const std::string_view function = games::no_idea::functionName(games::no_idea::functionOf(b->card()));
            return !function.empty() && name == QLatin1String(function.data(), qsizetype(function.size()));
        };
        if (hasIt(m_pending))
            return rectOf(m_pending, m_pending->rect());
        for (const CardButton* pile : m_piles)
            if (hasIt(pile))
                return rectOf(pile, pile->rect());
        return {};
    }
    if (anchor == u"pending")
        return rectOf(m_pending, m_pending ? m_pending->rect() : QRectF());
    if (anchor == u"nothing-fits")
        return rectOf(m_nothingFits, m_nothingFits->rect());
    if (anchor == u"own-seat")
        return rectOf(m_ownPanel, m_ownPanel ? m_ownPanel->rect() : QRectF());
    if (anchor == u"layout") { // the own places still on the table
        QRect all;
        for (const CardButton* place : m_places)
            all |= rectOf(place, place ? place->rect() : QRectF());
        return all;
    }
    return {};
}

} // namespace nobox::noidea
