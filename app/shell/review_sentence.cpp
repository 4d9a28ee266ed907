// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/review_sentence.h"

#include "shell/game_texts.h"
#include "shell/plural_text.h"
#include "shell/review_page.h"

#include <cmath>

namespace nobox {

namespace {
QString percent(double chance)
{
    return QString::number(std::lround(chance * 100.0));
}
} // namespace

ReviewSentence reviewSentence(const GameTexts& texts, const games::core::Observation& seen,
    const games::ai::ReviewedDecision& decision, const QStringList& seatNames)
{
    const QString played = texts.moveText(decision.played, seen);
    QString body;
    if (!decision.examined) // no chance to state: the search estimated none
        body = ReviewPage::tr("%1: not estimated").arg(played);
    else if (decision.played == decision.best)
        body = ReviewPage::tr("%1: about %2% to win, the hard level's choice as well")
                   .arg(played, percent(decision.playedChance));
    else
        body = ReviewPage::tr("%1: about %2% to win; %3: about %4%")
                   .arg(played, percent(decision.playedChance), texts.moveText(decision.best, seen),
                       percent(decision.bestChance));
    const QString line = ReviewPage::tr("Move %1 — %2").arg(QString::number(decision.ply + 1), body);
    QString why = decision.reason.empty() ? QString() : texts.reasonText(decision.reason, seatNames);
    if (why.isEmpty() && decision.costly)
        why = ReviewPage::tr("No single rule of the game says it: played out from what you knew, on the same deals, "
                             "the hard level's choice won more often.");
    const QString withWhy = why.isEmpty() ? QString() : QLatin1Char('\n') + ReviewPage::tr("Why: %1").arg(why);
    if (!decision.costly)
        return {line + withWhy, line + withWhy, why};
    const int points = static_cast<int>(std::lround(decision.loss() * 100.0));
    const QString cost = pluralText(ReviewPage::tr("%n point(s) less", nullptr, points), points);
    //: A clearly costly decision's line and what it cost ("Move 12 — ...: about 18%" and "13 points less").
    return {QStringLiteral("\u26a0 ") + ReviewPage::tr("%1 (%2)", "costly decision").arg(line, cost) + withWhy,
        ReviewPage::tr("Clearly costly: %1, %2").arg(line, cost) + withWhy, why};
}

} // namespace nobox
