// SPDX-License-Identifier: GPL-3.0-or-later
// Why a review's mark is a mark (ai::Reason of libgames/ai/no_return_reasons.cpp), in No Return's words. "Within
// reach" is a seat's points pile plus its whole display: what it scores if it clears everything.
#include "no_return_texts.h"

#include "no_return_words.h"
#include "shell/plural_text.h"

namespace nobox::noreturn {

QString NoReturnTexts::reasonText(const games::ai::Reason& reason, const QStringList& seatNames) const
{
    const std::string_view code = reason.code;
    const auto& a = reason.args;
    if (code == "no-return.switch-behind")
        return NoReturn::tr("After the switch to Phase 2 your display can only shrink: at most %1 points were within "
                            "your reach, while %2 already had %3 within reach.")
            .arg(a[0])
            .arg(seatName(seatNames, a[1]))
            .arg(a[2]);
    if (code == "no-return.switch-early")
        return pluralText(NoReturn::tr("After the switch to Phase 2 your display can only shrink: at most %1 points, "
                                       "with %n counter(s) still in the bag to build with.",
                              nullptr, a[1]),
            a[1])
            .arg(a[0]);
    if (code == "no-return.switch-ahead")
        return NoReturn::tr("You had %1 points within reach, ahead of %2 with %3: switching to Phase 2 lets you "
                            "start clearing before the others catch up.")
            .arg(a[0])
            .arg(seatName(seatNames, a[1]))
            .arg(a[2]);
    if (code == "no-return.switch-bag-low")
        return pluralText(NoReturn::tr("Only %n counter(s) were left in the bag: with %1 points within your reach it "
                                       "was time to switch to Phase 2 and clear.",
                              nullptr, a[0]),
            a[0])
            .arg(a[1]);
    if (code == "no-return.clear-now")
        return pluralText(NoReturn::tr("Clearing the %n lowest counter(s) of your %1 column puts %2 points on your "
                                       "points pile.",
                              nullptr, a[1]),
            a[1])
            .arg(colourWord(a[0]))
            .arg(a[2]);
    if (code == "no-return.clear-more")
        return pluralText(NoReturn::tr("Clearing the %n lowest counter(s) of your %1 column puts %2 points on your "
                                       "points pile; the other clear, %3.",
                              nullptr, a[1]),
            a[1])
            .arg(colourWord(a[0]))
            .arg(a[2])
            .arg(a[3]);
    if (code == "no-return.clear-pay-less")
        return pluralText(NoReturn::tr("That clear pays with %n hand counter(s) worth %1, the other with %2 "
                                       "worth %3: more of your hand stays for the clears to come.",
                              nullptr, a[0]),
            a[0])
            .arg(a[1])
            .arg(a[2])
            .arg(a[3]);
    if (code == "no-return.arrange-now")
        return pluralText(
            NoReturn::tr("Placing %n %1 counter(s) (%2 points) builds your display for Phase 2.", nullptr, a[1]), a[1])
            .arg(colourWord(a[0]))
            .arg(a[2]);
    if (code == "no-return.arrange-too-soon")
        return pluralText(NoReturn::tr("The %n %1 counter(s) placed (%2 points) count against you until you clear "
                                       "them.",
                              nullptr, a[1]),
            a[1])
            .arg(colourWord(a[0]))
            .arg(a[2]);
    if (code == "no-return.setup-set-aside")
        return pluralText(NoReturn::tr("Setting %n counter(s) aside at the start draws as many new ones without "
                                       "spending a turn.",
                              nullptr, a[0]),
            a[0]);
    return {};
}

} // namespace nobox::noreturn
