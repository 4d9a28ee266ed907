// SPDX-License-Identifier: GPL-3.0-or-later
// Why a review's mark is a mark (ai::Reason of libgames/ai/no_idea_reasons.cpp), in No Idea's words.
#include "no_idea_texts.h"

#include "no_idea_words.h"
#include "shell/plural_text.h"

namespace nobox::noidea {

QString NoIdeaTexts::reasonText(const games::ai::Reason& reason, const QStringList&) const
{
    const std::string_view code = reason.code;
    const auto& a = reason.args;
    const auto card = [](int value) { return cardPhrase(static_cast<ni::Card>(value)); };
    if (code == "no-idea.seen-card-fits")
        return NoIdea::tr("You had seen %1 at place %2: it fits pile %3.").arg(card(a[0])).arg(a[1]).arg(a[2]);
    if (code == "no-idea.declared-but-seen-card-fits")
        return NoIdea::tr("You had seen %1 at place %2: it fits pile %3, so “Nothing fits anymore!” could not hold.")
            .arg(card(a[0]))
            .arg(a[1])
            .arg(a[2]);
    if (code == "no-idea.seen-card-fits-nowhere")
        return NoIdea::tr("You had seen %1 at place %2: it fits no pile.").arg(card(a[0])).arg(a[1]);
    if (code == "no-idea.declared-with-unseen")
        return pluralText(
            NoIdea::tr("%n of your cards had not been seen yet: any of them could still fit.", nullptr, a[0]), a[0]);
    if (code == "no-idea.nothing-fits-sure")
        return pluralText(NoIdea::tr("You had seen every one of your %n card(s) and none fits a pile: “Nothing fits "
                                     "anymore!” was sure to hold.",
                              nullptr, a[0]),
            a[0]);
    if (code == "no-idea.nothing-fits-likely")
        return pluralText(NoIdea::tr("None of the %1 cards you had seen fits a pile and only %n card(s) were unseen: "
                                     "“Nothing fits anymore!” was the better risk.",
                              nullptr, a[1]),
            a[1])
            .arg(a[0]);
    return {};
}

} // namespace nobox::noidea
