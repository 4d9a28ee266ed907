// SPDX-License-Identifier: GPL-3.0-or-later
// Why a review's mark is a mark (ai::Reason of libgames/ai/no_thanks_reasons.cpp), in No Thanks!' words. The
// points are the change of the seat's score as the game counts it (chips minus the runs' costs): more is better.
#include "no_thanks_texts.h"

#include "no_thanks_words.h"
#include "shell/plural_text.h"

#include <cstdlib>

namespace nobox::nothanks {

namespace {

/// "goes up by 3 points", "goes down by 1 point", "stays the same".
QString scoreChange(int points)
{
    if (points > 0)
        return pluralText(NoThanks::tr("goes up by %n point(s)", "your score ...", points), points);
    if (points < 0)
        return pluralText(NoThanks::tr("goes down by %n point(s)", "your score ...", -points), -points);
    return NoThanks::tr("stays the same", "your score ...");
}

QString card(int value)
{
    return cardPhrase(static_cast<nt::Card>(value));
}

} // namespace

QString NoThanksTexts::reasonText(const games::ai::Reason& reason, const QStringList&) const
{
    const std::string_view code = reason.code;
    const auto& a = reason.args;
    if (code == "no-thanks.take-joins-run")
        return NoThanks::tr("Taking %1 joins your run %2–%3: counting the chips on it, your score %4.")
            .arg(card(a[0]))
            .arg(a[1])
            .arg(a[2])
            .arg(scoreChange(a[3]));
    if (code == "no-thanks.take-with-chips")
        return pluralText(NoThanks::tr("Taking %1 brings in its %n chip(s) (your score %2); each “No thanks!” to it "
                                       "costs you another chip.",
                              nullptr, a[1]),
            a[1])
            .arg(card(a[0]), scoreChange(a[2]));
    if (code == "no-thanks.few-chips-left")
        return pluralText(NoThanks::tr("You had only %n chip(s) left: taking %1 now (your score %2) keeps them for "
                                       "worse cards.",
                              nullptr, a[0]),
            a[0])
            .arg(card(a[1]), scoreChange(a[2]));
    if (code == "no-thanks.take-too-costly")
        return pluralText(NoThanks::tr("Taking %1 with its %n chip(s): your score %2, where “No thanks!” costs you "
                                       "one chip.",
                              nullptr, a[1]),
            a[1])
            .arg(card(a[0]), scoreChange(a[2]));
    if (code == "no-thanks.let-it-go-round")
        return pluralText(NoThanks::tr("Taking %1 with its %n chip(s) gains you little now (your score %2); with "
                                       "“No thanks!” it goes round the table and can come back with more chips.",
                              nullptr, a[1]),
            a[1])
            .arg(card(a[0]), scoreChange(a[2]));
    if (code == "no-thanks.give-other")
        return NoThanks::tr("Giving away %1, your score %3; giving away %2, it %4.")
            .arg(card(a[0]), card(a[1]), scoreChange(a[2]), scoreChange(a[3]));
    if (code == "no-thanks.remove-other")
        return NoThanks::tr("Removing %1, your score %3; removing %2, it %4.")
            .arg(card(a[0]), card(a[1]), scoreChange(a[2]), scoreChange(a[3]));
    return {};
}

} // namespace nobox::nothanks
