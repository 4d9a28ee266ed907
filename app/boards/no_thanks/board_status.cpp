// SPDX-License-Identifier: GPL-3.0-or-later
// NoThanksBoard, its sentences: the status line, the details under the table and the rules section (the class:
// no_thanks_board.h).
#include "no_thanks_board.h"

#include "no_thanks_words.h"
#include "table_centre.h"

#include "boards/kit/fitted_text.h"

#include <QLabel>
#include <QToolButton>

namespace nobox::nothanks {

namespace {

using kit::fitLabel;
using nt::Decision;

} // namespace

QString NoThanksBoard::playSection() const
{
    switch (m_view->decision) {
    case nt::Decision::Auction:
        return QStringLiteral("auction");
    case nt::Decision::Give:
    case nt::Decision::Remove:
        return QStringLiteral("green-cards");
    case nt::Decision::TakeOrRefuse:
        return nt::isPink(m_view->middle) ? QStringLiteral("pink-cards") : QStringLiteral("turn");
    case nt::Decision::Over:
        break;
    }
    return QStringLiteral("scoring");
}

void NoThanksBoard::updateTexts()
{
    setAccessibleName(NoThanks::tr("No Thanks! table"));
    m_message->setAccessibleName(NoThanks::tr("Message"));
    m_table->setAccessibleName(NoThanks::tr("Table"));
    translateRulesButton();
    if (!m_view) {
        m_status->setText(NoThanks::tr("No Thanks!"));
        m_detail->setAccessibleName(QString());
        m_detail->clear();
        return;
    }
    const auto& v = *m_view;
    const QString who = seatName(v.toMove);
    const QString card = cardPhrase(v.middle);
    const bool decides = humanDecides() && !covered();
    QString status;
    if (m_over) {
        status = NoThanks::tr("Game over: the last card has been taken.");
    } else if (v.toMove == m_thinking && m_thinking >= 0) {
        status = NoThanks::tr("%1 is thinking…").arg(who);
    } else if (!decides) {
        status = NoThanks::tr("%1's turn").arg(who);
    } else {
        switch (v.decision) {
        case Decision::TakeOrRefuse:
            status = isLegal(nt::moves::refuse()) ? NoThanks::tr("%1, take %2 or say No thanks!").arg(who, card)
                                                  : NoThanks::tr("%1, you have no chips: take %2").arg(who, card);
            break;
        case Decision::Auction:
            status = isLegal(nt::moves::bid()) ? NoThanks::tr("%1, bid a chip for %2 or decline").arg(who, card)
                                               : NoThanks::tr("%1, you have no chips: decline %2").arg(who, card);
            break;
        case Decision::Give:
            status = NoThanks::tr("%1, choose a card to give to %2").arg(who, seatName(v.giveReceiver));
            break;
        case Decision::Remove:
            status = NoThanks::tr("%1, choose a card to remove from your display").arg(who);
            break;
        case Decision::Over:
            break;
        }
    }
    m_status->setAccessibleName(status);
    fitLabel(m_status, 24 * m_unit, true);

    QStringList detail;
    if (!m_over) {
        switch (v.decision) {
        case Decision::TakeOrRefuse:
            detail << (v.middleChips == 0
                    ? NoThanks::tr("No chips on %1 yet.").arg(card)
                    : pluralText(NoThanks::tr("%n chip(s) on %1.", nullptr, v.middleChips), v.middleChips).arg(card));
            break;
        case Decision::Auction: {
            const int leader = v.auctionReceiver;
            bool anyBid = false;
            for (int mark : v.bidMarks)
                anyBid = anyBid || mark > 0;
            if (anyBid && leader >= 0)
                detail << NoThanks::tr("%1 would get it now.").arg(seatName(leader))
                       << pluralText(NoThanks::tr("%n chip(s) on it.", nullptr, v.middleChips), v.middleChips);
            else if (leader >= 0)
                detail << NoThanks::tr("No bid yet: if %1 declines, %2 gets it.").arg(who, seatName(leader));
            break;
        }
        case Decision::Give:
            if (!decides)
                detail << NoThanks::tr("%1 chooses a card to give to %2.").arg(who, seatName(v.giveReceiver));
            break;
        case Decision::Remove:
            if (!decides)
                detail << NoThanks::tr("%1 chooses a card to remove.").arg(who);
            break;
        case Decision::Over:
            break;
        }
        QStringList out;
        for (int seat = 0; seat < v.seatCount; ++seat)
            if (v.skipped[seat])
                out << seatName(seat);
        if (!out.isEmpty())
            detail << NoThanks::tr("Sitting out: %1.").arg(out.join(QStringLiteral(", ")));
    }
    m_detail->setAccessibleName(detail.join(QLatin1Char(' ')));
    fitLabel(m_detail, 18 * m_unit, false);
}

void NoThanksBoard::fitStatus()
{
    fitLabel(m_status, 24 * m_unit, true);
    fitLabel(m_detail, 18 * m_unit, false);
}

} // namespace nobox::nothanks
