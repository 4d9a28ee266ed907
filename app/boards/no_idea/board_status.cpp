// SPDX-License-Identifier: GPL-3.0-or-later
// NoIdeaBoard, its sentences: the status line, what just happened, the names of the places and the rules section (the
// class: no_idea_board.h).
#include "no_idea_board.h"

#include "no_idea_words.h"

#include "boards/kit/fitted_text.h"
#include "boards/kit/motion_layer.h"

#include <QLabel>

#include <algorithm>

namespace nobox::noidea {

namespace {

using games::core::Move;
using kit::fitLabel;
using ni::Card;
using ni::Decision;
using ni::EventType;
using ni::MoveKind;

} // namespace

QString NoIdeaBoard::playSection() const
{
    if (m_view->decision == Decision::ChoosePile)
        return m_view->pendingSource == ni::Source::Layout ? QStringLiteral("reveal") : QStringLiteral("opening-card");
    if (isLegal(ni::moves::nothingFits()))
        return QStringLiteral("nothing-fits");
    return QStringLiteral("reveal");
}

QString NoIdeaBoard::placeName(int position, Card card, bool known) const
{
    if (card == ni::kNoCard)
        return NoIdea::tr("Place %1: empty").arg(position);
    if (known)
        return NoIdea::tr("Place %1: face down, known: %2").arg(position).arg(cardName(card));
    return NoIdea::tr("Place %1: face down").arg(position);
}

void NoIdeaBoard::updateTexts()
{
    setAccessibleName(NoIdea::tr("No Idea table"));
    m_message->setAccessibleName(NoIdea::tr("Message"));
    if (!m_view) {
        m_status->setAccessibleName(NoIdea::tr("No Idea"));
        fitLabel(m_status, 24, true);
        return;
    }
    const auto& v = *m_view;
    const QString who = seatName(v.toMove);
    const bool decides = humanDecides() && !covered();
    QString status = stepStatus();
    if (!status.isEmpty()) {
        // The steps of another turn (or a declaration) are being shown: say whose, not what comes after them.
    } else if (m_over) {
        status = NoIdea::tr("Game over: the last trophy is gone.");
    } else if (v.toMove == m_thinking && m_thinking >= 0 && !m_motion->running()) {
        status = NoIdea::tr("%1 is thinking…").arg(who);
    } else if (!decides) {
        status = NoIdea::tr("%1's turn").arg(who);
    } else if (v.decision == Decision::ChoosePile) {
        int fitting = 0;
        for (const Move& move : m_legal)
            fitting += ni::decode(move).kind == MoveKind::Pile;
        status = pluralText(
            NoIdea::tr("%1, %2 fits %n piles: choose one (click, drag or its number)", nullptr, fitting), fitting)
                     .arg(who, cardPhrase(v.pending));
    } else if (isLegal(ni::moves::nothingFits())) {
        status = NoIdea::tr("%1, reveal a card (click it or press 1–6), or declare “Nothing fits anymore!”").arg(who);
    } else {
        status = NoIdea::tr("%1, reveal one of your cards: click it or press its number").arg(who);
    }
    m_status->setAccessibleName(status);
    fitLabel(m_status, std::clamp<qreal>(height() * 0.032, 15, 28), true);

    // What just happened, in words: the step being shown, else the log's last sentence that says something.
    QString detail = m_stepText;
    for (std::size_t i = v.log.size(); detail.isEmpty() && i > 0; --i)
        if (v.log[i - 1].type != EventType::Turn)
            detail = NoIdeaTexts::logText(v, i - 1, m_names); // as the log says it (ND-10)
    m_detail->setAccessibleName(detail);
    fitLabel(m_detail, std::clamp<qreal>(height() * 0.025, 13, 22), false);
}

games::core::Seat NoIdeaBoard::shownTurn() const
{
    if (!m_view || !m_motion->running() || m_stepActor < 0 || (m_stepActor == m_view->toMove && !m_stepDeclaring))
        return games::core::kNoSeat;
    return m_stepActor;
}

QString NoIdeaBoard::stepStatus() const
{
    if (!m_motion->running() || m_stepActor < 0)
        return {};
    const QString who = seatName(m_stepActor);
    if (m_stepDeclaring)
        return NoIdea::tr("%1 declared “Nothing fits anymore!”: the cards turn up one by one").arg(who);
    // The person deciding now, shown their own turn's last steps: the prompt for the decision stays.
    if (m_stepActor == m_view->toMove && !m_over && humanDecides() && !covered())
        return {};
    return NoIdea::tr("%1's turn").arg(who);
}

} // namespace nobox::noidea
