// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_words.h"

namespace nobox::noidea {

namespace {

// In the order of ni::Colour (ND-1).
constexpr const char* kColours[] {QT_TRANSLATE_NOOP("NoIdea", "blue"), QT_TRANSLATE_NOOP("NoIdea", "grey"),
    QT_TRANSLATE_NOOP("NoIdea", "green"), QT_TRANSLATE_NOOP("NoIdea", "yellow"), QT_TRANSLATE_NOOP("NoIdea", "red"),
    QT_TRANSLATE_NOOP("NoIdea", "purple")};
constexpr const char* kColourNames[] {QT_TRANSLATE_NOOP("NoIdea", "blue %1"), QT_TRANSLATE_NOOP("NoIdea", "grey %1"),
    QT_TRANSLATE_NOOP("NoIdea", "green %1"), QT_TRANSLATE_NOOP("NoIdea", "yellow %1"),
    QT_TRANSLATE_NOOP("NoIdea", "red %1"), QT_TRANSLATE_NOOP("NoIdea", "purple %1")};
constexpr const char* kColourPhrases[] {QT_TRANSLATE_NOOP("NoIdea", "the blue %1"),
    QT_TRANSLATE_NOOP("NoIdea", "the grey %1"), QT_TRANSLATE_NOOP("NoIdea", "the green %1"),
    QT_TRANSLATE_NOOP("NoIdea", "the yellow %1"), QT_TRANSLATE_NOOP("NoIdea", "the red %1"),
    QT_TRANSLATE_NOOP("NoIdea", "the purple %1")};

} // namespace

QString colourWord(int colour)
{
    return kit::wordAt("NoIdea", kColours, colour);
}

namespace {

/// "red 5" or "the red 5": the colour adjective as each language inflects it before a number.
QString plainCard(ni::Card card, bool phrase)
{
    const QString n = QString::number(ni::numberOf(card));
    const int colour = ni::colourOf(card);
    const QString text
        = phrase ? kit::wordAt("NoIdea", kColourPhrases, colour, {}) : kit::wordAt("NoIdea", kColourNames, colour, {});
    return text.isEmpty() ? n : text.arg(n);
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

} // namespace nobox::noidea
