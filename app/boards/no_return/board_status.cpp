// SPDX-License-Identifier: GPL-3.0-or-later
// NoReturnBoard, its sentences: the status lines, the live line of the current choice and the rules section (the class:
// no_return_board.h).
#include "no_return_board.h"

#include "hand_view.h"
#include "no_return_words.h"

#include "boards/kit/fitted_text.h"

#include <QLabel>

#include <algorithm>

namespace nobox::noreturn {

namespace {

using games::core::Move;
using kit::fitLabel;
using Action = NoReturnBoard::Action;

} // namespace

QString NoReturnBoard::playSection() const
{
    if (m_view->stage == nr::Stage::Setup)
        return QStringLiteral("setup-exchange");
    if (m_view->lastRound)
        return QStringLiteral("last-round");
    const int seat = m_view->viewerSeat;
    const bool phase2 = seat >= 0 && seat < int(m_view->seats.size()) && m_view->seats[seat].phase == 2;
    return phase2 ? QStringLiteral("phase-2") : QStringLiteral("phase-1");
}

/// The live line: what the current choice would do, or why the engine would refuse it.
QString NoReturnBoard::liveLine(Mode now) const
{
    const auto chosen = m_hand->chosenCounters();
    const int n = int(chosen.size());
    const nr::NoReturnSeatView* own = ownSeat();
    QString live;
    switch (now) {
    case Mode::None:
        break;
    case Mode::Setup:
        if (n == 0)
            live = NoReturn::tr("Keep all eight, or choose any counters to lay aside: you draw as many at once, and "
                                "they go back into the bag when everybody has chosen.");
        else
            live = pluralText(NoReturn::tr("Lay aside %n: you draw %n new counter(s) now; the ones laid aside go back "
                                           "into the bag when everybody has chosen.",
                                  nullptr, n),
                n);
        break;
    case Mode::Build: {
        if (n == 0) {
            live = NoReturn::tr("Choose hand counters: those marked ✓ can be placed. One colour goes below its "
                                "column; 1 to 4 of any colours can be exchanged.");
            break;
        }
        const Move place = *candidate(Action::Place);
        QStringList parts;
        if (isLegal(place)) {
            const auto colour = nr::colourOf(chosen.front());
            parts << (own && own->columns[colour].empty()
                    ? pluralText(NoReturn::tr("Place: start your %1 column with them and draw %n.", nullptr, n), n)
                          .arg(colourWord(colour))
                    : pluralText(NoReturn::tr("Place: below your %1 column, then draw %n.", nullptr, n), n)
                          .arg(colourWord(colour)));
        } else {
            parts << NoReturn::tr("Cannot place: %1").arg(m_texts.errorText(check(place)));
        }
        if (isLegal(*candidate(Action::Exchange)))
            parts << pluralText(
                NoReturn::tr("Exchange: face down into the lid, out of the game; draw %n.", nullptr, n), n);
        live = parts.join(QStringLiteral("  ·  "));
        break;
    }
    case Mode::Clear: {
        QStringList parts;
        const int paid = nr::valueSum(chosen);
        if (m_clearColour < 0 || !own) {
            parts << NoReturn::tr("Clear: click the lowest counter of a column to clear from (higher up takes more), "
                                  "then choose hand counters of one colour to pay.");
        } else {
            const auto& column = own->columns[std::size_t(m_clearColour)];
            const int k = std::min<int>(m_clearCount, int(column.size()));
            const int sum = k > 0 ? nr::lowestSum(column, k) : 0;
            QString line = pluralText(NoReturn::tr("Clear %n %1: worth %2", nullptr, k), k)
                               .arg(colourWord(m_clearColour))
                               .arg(sum)
                + QStringLiteral("  ·  ") + NoReturn::tr("paid %1").arg(paid);
            const Move clear = *candidate(Action::Clear);
            if (n == 0)
                line += QStringLiteral("  ·  ") + NoReturn::tr("choose hand counters of one colour to pay");
            else if (isLegal(clear))
                line += QStringLiteral("  ✓");
            else
                line += QStringLiteral("  ✗  ") + m_texts.errorText(check(clear));
            parts << line;
        }
        if (n >= 1 && isLegal(*candidate(Action::Exchange)))
            parts << pluralText(NoReturn::tr("Exchange: draw %n.", nullptr, n), n);
        live = parts.join(QStringLiteral("  ·  "));
        break;
    }
    case Mode::Confirm:
        live = NoReturn::tr("There is no way back: from Phase 2 on you clear columns and exchange, and never place "
                            "a counter again. Then you act at once.");
        break;
    }
    return live;
}

void NoReturnBoard::updateStatus()
{
    if (!m_view)
        return;
    const auto& v = *m_view;
    QString status;
    const QString who = seatName(v.toMove);
    if (m_over) {
        // Say why, as the engine tells it: an early end puzzles newcomers.
        status = v.endReason == nr::EndReason::DisplaysCleared
            ? NoReturn::tr("The game is over: everybody is in Phase 2 with an empty display.")
            : v.endReason == nr::EndReason::HandsEmpty
            ? NoReturn::tr("The game is over: nobody holds a counter any more.")
            : NoReturn::tr("The game is over: the last round has been played.");
    } else if (mode() != Mode::None) {
        switch (mode()) {
        case Mode::Setup:
            status = NoReturn::tr("%1, the setup exchange: keep your counters or lay some aside.").arg(who);
            break;
        case Mode::Build:
            status = NoReturn::tr("%1, your turn (Phase 1): place counters of one colour, or exchange.").arg(who);
            break;
        case Mode::Clear:
            status = v.switchedThisTurn
                ? NoReturn::tr("%1, you are in Phase 2 now: clear a column, or exchange.").arg(who)
                : NoReturn::tr("%1, your turn (Phase 2): clear from the bottom of a column, or exchange.").arg(who);
            break;
        case Mode::Confirm:
            status = NoReturn::tr("%1, switch to Phase 2 for good?").arg(who);
            break;
        case Mode::None:
            break;
        }
    } else if (v.toMove >= 0) {
        if (m_thinking >= 0)
            status = NoReturn::tr("%1 is thinking…").arg(seatName(m_thinking));
        else if (v.stage == nr::Stage::Setup)
            status = NoReturn::tr("%1 decides on the setup exchange.").arg(who);
        else
            status = NoReturn::tr("%1's turn.").arg(who);
    }
    m_status->setAccessibleName(status);
    fitLabel(m_status, 21 * m_unit, true);

    QStringList detail;
    if (!m_over) {
        if (v.lastRound)
            detail << NoReturn::tr("The bag is empty: last round, it ends after %1's turn.").arg(seatName(v.endSeat));
        else if (v.stage == nr::Stage::Setup)
            detail << NoReturn::tr("Laid-aside counters go back into the bag when everybody has chosen.");
        else
            detail << pluralText(NoReturn::tr("%n counter(s) left in the bag.", nullptr, v.bagCount), v.bagCount);
        QStringList phase2;
        for (int seat = 0; seat < v.seatCount; ++seat)
            if (v.seats[std::size_t(seat)].phase == 2)
                phase2 << seatName(seat);
        if (!phase2.isEmpty())
            detail << NoReturn::tr("In Phase 2: %1.").arg(phase2.join(NoReturn::tr(", ")));
    } else {
        detail << NoReturn::tr("The score sheet shows the points.");
    }
    m_detail->setAccessibleName(detail.join(QStringLiteral("  ·  ")));
    fitLabel(m_detail, 15 * m_unit, false);
}

} // namespace nobox::noreturn
