// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What No Idea's cards and places are called in the app, through tr() in the "NoIdea" context: a colour, a
// number card ("the red 5 with “+”"), a consolation prize, a function and what it does. The engine's cards.h
// names are notation; these are words for people (docs/glossary.md lists them in three languages).

#include "boards/kit/board_words.h"

#include "no_idea/cards.h"
#include "shell/plural_text.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace nobox::noidea {

/// Gives every class of this board the translation context "NoIdea" (NoIdea::tr).
struct NoIdea {
    Q_DECLARE_TR_FUNCTIONS(NoIdea)
};

namespace ni = games::no_idea;

/// "blue", "grey", … (ND-1 order).
QString colourWord(int colour);
/// A card as a title: "red 5", "red 5 with “+”", "consolation prize (1 star)".
QString cardName(ni::Card card);
/// A card inside a sentence: "the red 5", "the red 5 with “+”", "a consolation prize of 1 star".
QString cardPhrase(ni::Card card);
/// A card starting a sentence that goes on after it, capitalised: "The red 5 that refills to 3" (in German with the
/// relative clause's closing comma).
QString cardSubject(ni::Card card);
using kit::capitalised;
using kit::seatName;

} // namespace nobox::noidea
