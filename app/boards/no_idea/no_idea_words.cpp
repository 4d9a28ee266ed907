// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_words.h"

namespace nobox::noidea {

QString colourWord(int colour)
{
    switch (colour) {
    case ni::Blue:
        return NoIdea::tr("blue");
    case ni::Grey:
        return NoIdea::tr("grey");
    case ni::Green:
        return NoIdea::tr("green");
    case ni::Yellow:
        return NoIdea::tr("yellow");
    case ni::Red:
        return NoIdea::tr("red");
    case ni::Purple:
        return NoIdea::tr("purple");
    default:
        return QStringLiteral("?");
    }
}

namespace {

/// "red 5" or "the red 5": the colour adjective as each language inflects it before a number.
QString plainCard(ni::Card card, bool phrase)
{
    const QString n = QString::number(ni::numberOf(card));
    switch (ni::colourOf(card)) {
    case ni::Blue:
        return phrase ? NoIdea::tr("the blue %1").arg(n) : NoIdea::tr("blue %1").arg(n);
    case ni::Grey:
        return phrase ? NoIdea::tr("the grey %1").arg(n) : NoIdea::tr("grey %1").arg(n);
    case ni::Green:
        return phrase ? NoIdea::tr("the green %1").arg(n) : NoIdea::tr("green %1").arg(n);
    case ni::Yellow:
        return phrase ? NoIdea::tr("the yellow %1").arg(n) : NoIdea::tr("yellow %1").arg(n);
    case ni::Red:
        return phrase ? NoIdea::tr("the red %1").arg(n) : NoIdea::tr("red %1").arg(n);
    case ni::Purple:
        return phrase ? NoIdea::tr("the purple %1").arg(n) : NoIdea::tr("purple %1").arg(n);
    default:
        return n;
    }
}

/// `subject`: the card starts a sentence that goes on after it (German closes the relative clause with a comma).
QString withFunction(const QString& base, ni::Function function, bool subject = false)
{
    switch (function) {
    case ni::Function::Plus:
        //: A card with the "+" function: "the red 5 with “+”".
        return NoIdea::tr("%1 with “+”").arg(base);
    case ni::Function::RemovePiles:
        return subject ? NoIdea::tr("%1 that removes the other piles", "the sentence goes on after the card").arg(base)
                       : NoIdea::tr("%1 that removes the other piles").arg(base);
    case ni::Function::RefillTo3:
        return subject ? NoIdea::tr("%1 that refills to 3", "the sentence goes on after the card").arg(base)
                       : NoIdea::tr("%1 that refills to 3").arg(base);
    case ni::Function::None:
        break;
    }
    return base;
}

} // namespace

QString cardName(ni::Card card)
{
    if (ni::isPrize(card)) {
        const int stars = ni::starsOf(card);
        return pluralText(NoIdea::tr("consolation prize (%n star(s))", nullptr, stars), stars);
    }
    return withFunction(plainCard(card, false), ni::functionOf(card));
}

QString cardPhrase(ni::Card card)
{
    if (ni::isPrize(card)) {
        const int stars = ni::starsOf(card);
        return pluralText(NoIdea::tr("a consolation prize of %n star(s)", nullptr, stars), stars);
    }
    return withFunction(plainCard(card, true), ni::functionOf(card));
}

QString cardSubject(ni::Card card)
{
    if (ni::isPrize(card))
        return cardPhrase(card);
    return capitalised(withFunction(plainCard(card, true), ni::functionOf(card), true));
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString seatName(const QStringList& names, int seat)
{
    if (seat >= 0 && seat < names.size() && !names[seat].isEmpty())
        return names[seat];
    return NoIdea::tr("Player %1").arg(seat + 1);
}

} // namespace nobox::noidea
