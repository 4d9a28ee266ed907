// SPDX-License-Identifier: GPL-3.0-or-later
// NoThanksBoard, choosing and acting: the cards to choose, keys, moves asked for, refusals, hints and the message
// bubble (the class: no_thanks_board.h).
#include "no_thanks_board.h"

#include "card_button.h"
#include "no_thanks_words.h"

#include "boards/kit/action_button.h"
#include "boards/kit/fitted_text.h"
#include "boards/kit/message_bubble.h"

#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

namespace {

using games::core::Move;
using nt::Decision;
using nt::MoveKind;

} // namespace

void NoThanksBoard::showOwnChips(bool show)
{
    // Only the person deciding now, and only while held: a key still down when the turn passes shows nothing
    // of the next person.
    const games::core::Seat seat = show && m_view && humanDecides() ? m_view->viewerSeat : games::core::kNoSeat;
    if (seat == m_chipsShownFor)
        return;
    m_chipsShownFor = seat;
    if (m_view)
        updateSeats(covered());
}

void NoThanksBoard::keyPressEvent(QKeyEvent* event)
{
    if (chipsHeldBack() && QKeySequence(event->key()) == QKeySequence(NoThanks::tr("C", "key: show my chips"))) {
        if (!event->isAutoRepeat())
            showOwnChips(true);
        event->accept();
        return;
    }
    Board::keyPressEvent(event);
}

void NoThanksBoard::keyReleaseEvent(QKeyEvent* event)
{
    if (QKeySequence(event->key()) == QKeySequence(NoThanks::tr("C", "key: show my chips"))) {
        if (!event->isAutoRepeat())
            showOwnChips(false);
        event->accept();
        return;
    }
    Board::keyReleaseEvent(event);
}

void NoThanksBoard::updateChoices(bool hide)
{
    const auto& v = *m_view;
    const bool choosing = (v.decision == Decision::Give || v.decision == Decision::Remove) && humanDecides() && !hide;
    std::vector<Move> wanted;
    if (choosing)
        for (const Move& move : m_legal) {
            const auto info = nt::decode(move);
            if (info.kind == MoveKind::Give || info.kind == MoveKind::Remove)
                wanted.push_back(move);
        }
    // Rebuild only when the choice changed, so that the keyboard focus stays on its card.
    bool same = wanted.size() == m_choices.size();
    for (std::size_t i = 0; same && i < wanted.size(); ++i)
        same = m_choices[i]->card() == nt::decode(wanted[i]).card
            && m_choices[i]->property("give").toBool() == (nt::decode(wanted[i]).kind == MoveKind::Give);
    if (!same) {
        for (auto* b : m_choices)
            b->deleteLater();
        m_choices.clear();
        auto* layout = static_cast<QHBoxLayout*>(m_choiceRow->layout());
        while (layout->count() > 0)
            delete layout->takeAt(0);
        layout->addStretch(1);
        for (const Move& move : wanted) {
            const auto info = nt::decode(move);
            auto* b = new CardButton(m_painter, info.card, m_choiceRow);
            b->setProperty("give", info.kind == MoveKind::Give);
            layout->addWidget(b);
            b->show(); // now, not when the layout gets to it: the focus may go to it at once
            connect(b, &QAbstractButton::clicked, this, [this, move] { attempt(move); });
            m_choices.push_back(b);
        }
        layout->addStretch(1);
    }
    for (auto* b : m_choices) {
        const Move move = b->property("give").toBool() ? nt::moves::give(b->card()) : nt::moves::remove(b->card());
        b->setAccessibleName(m_texts.moveText(move, v));
        b->setToolTip(QStringLiteral("<b>%1</b><br>%2")
                          .arg(m_texts.moveText(move, v).toHtmlEscaped(), cardHelp(b->card()).toHtmlEscaped()));
        b->setHinted(m_hint && *m_hint == move);
    }
    m_choiceRow->setVisible(!m_choices.empty());
    if (!same)
        applyUnit();
}

void NoThanksBoard::showHinted()
{
    for (const auto& [kind, b] : m_buttons)
        b->setHinted(b->isVisible() && b->isEnabled() && moveOf(kind) == *m_hint);
    for (auto* b : m_choices)
        b->setHinted(
            (b->property("give").toBool() ? nt::moves::give(b->card()) : nt::moves::remove(b->card())) == *m_hint);
}

void NoThanksBoard::setMessage(const QString& text, bool warning)
{
    if (text.isEmpty()) {
        m_infoRow->showLine();
        return;
    }
    const int pad = int(std::lround(5 * m_unit));
    kit::showBubble(m_message, text, warning, pad, pad);
    m_infoRow->showMessage();
    placeMessage();
}

void NoThanksBoard::placeMessage()
{
    if (m_message->isHidden())
        return;
    // One line when it fits, else the font shrinks (down to two thirds) and the words wrap.
    const QString text = m_message->text();
    const qreal room = std::max(100, m_centre->width() - int(30 * m_unit));
    const qreal textRoom = room - 34 * m_unit; // the bubble's padding and border (setMessage)
    const QFont font = kit::shrunkFont(text, 17 * m_unit, 12 * m_unit, textRoom, true);
    m_message->setFont(font);
    const bool oneLine = QFontMetricsF(font).horizontalAdvance(text) <= textRoom;
    m_message->setWordWrap(!oneLine);
    m_message->setMinimumWidth(oneLine ? 0 : int(room));
    m_message->setMaximumWidth(int(room));
}

} // namespace nobox::nothanks
