// SPDX-License-Identifier: GPL-3.0-or-later
// NoIdeaBoard, choosing and acting: keys, moves asked for, refusals, hints, the message, and dragging the waiting card
// onto a pile (the class: no_idea_board.h).
#include "no_idea_board.h"

#include "card_button.h"
#include "no_idea_words.h"

#include "boards/kit/message_bubble.h"
#include "boards/kit/motion_layer.h"

#include "shell/game_session.h"

#include <QLabel>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace nobox::noidea {

namespace {

using games::core::Move;
using ni::Decision;

} // namespace

void NoIdeaBoard::stepFocus(CardButton* from, int delta)
{
    std::vector<CardButton*> group;
    const bool pile = std::find(m_piles.begin(), m_piles.end(), from) != m_piles.end();
    for (CardButton* b : pile ? m_piles : std::vector<CardButton*>(m_places.begin(), m_places.end()))
        if (b == from || (b->isLit() && b->isEnabled() && b->focusPolicy() != Qt::NoFocus))
            group.push_back(b);
    const auto at = std::find(group.begin(), group.end(), from);
    if (group.size() < 2 || at == group.end())
        return;
    const auto n = long(group.size());
    group[std::size_t(((at - group.begin()) + delta + n) % n)]->setFocus(
        delta > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
}

void NoIdeaBoard::setMessage(const QString& text, bool warning)
{
    if (text.isEmpty()) {
        kit::hideBubble(m_message);
        return;
    }
    kit::showBubble(m_message, text, warning, 4, 6);
    m_message->show();
    placeMessage();
    m_message->raise();
}

void NoIdeaBoard::placeMessage()
{
    // As tall as its words need, within the room under the actions.
    const int width = int(m_messageBox.width());
    const int height = std::min(int(m_messageBox.height()), m_message->heightForWidth(width) + 4);
    m_message->setGeometry(QRect(m_messageBox.topLeft().toPoint(), QSize(width, std::max(30, height))));
}

bool NoIdeaBoard::personDecides() const
{
    return humanDecides() && !covered() && m_view && m_bottom == m_view->viewerSeat;
}

void NoIdeaBoard::pressKey(int number)
{
    // Not before the person deciding sits at the bottom: the turn before is still shown to everyone.
    if (!m_view || covered() || !isVisible() || (!m_over && m_bottom != m_view->viewerSeat && humanDecides()))
        return;
    if (m_view->decision == Decision::ChoosePile)
        attempt(ni::moves::pile(number));
    else if (number <= 6)
        attempt(ni::moves::reveal(number));
}

void NoIdeaBoard::showHinted()
{
    updatePlaces(covered());
    updatePiles();
    updateControls(covered());
}

bool NoIdeaBoard::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_pending && m_pending->isVisible()) {
        if (event->type() == QEvent::MouseButtonPress) {
            auto* mouse = static_cast<QMouseEvent*>(event);
            m_dragOffset = mouse->position().toPoint();
            m_dragging = true;
            m_pending->raise();
            m_pending->setCursor(Qt::ClosedHandCursor);
            return true;
        }
        if (event->type() == QEvent::MouseMove && m_dragging) {
            auto* mouse = static_cast<QMouseEvent*>(event);
            m_pending->move(mapFromGlobal(mouse->globalPosition().toPoint()) - m_dragOffset);
            const QPoint centre = m_pending->geometry().center();
            for (auto* pile : m_piles)
                pile->setHinted(pile->isLit() && pile->geometry().contains(centre));
            return true;
        }
        if (event->type() == QEvent::MouseButtonRelease && m_dragging) {
            m_dragging = false;
            m_pending->setCursor(Qt::OpenHandCursor);
            const QPoint centre = m_pending->geometry().center();
            int target = -1;
            for (std::size_t i = 0; i < m_piles.size(); ++i)
                if (m_piles[i]->geometry().contains(centre))
                    target = int(i);
            m_pending->setGeometry(pendingHome().toRect());
            for (auto* pile : m_piles)
                pile->setHinted(false);
            if (target >= 0)
                attempt(ni::moves::pile(target + 1));
            return true;
        }
    }
    return Board::eventFilter(watched, event);
}

} // namespace nobox::noidea
