// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What No Thanks! cards are called in the app: a number card by its value, a special card by a short name and a
// sentence that says what it does, all through tr() in the "NoThanks" context. The engine's cards.h names are
// notation; these are words for people.

#include "boards/kit/board_words.h"

#include "no_thanks/cards.h"
#include "shell/plural_text.h"

#include <QCoreApplication>
#include <QString>

namespace nobox::nothanks {

/// Gives every class of this board the translation context "NoThanks" (NoThanks::tr).
struct NoThanks {
    Q_DECLARE_TR_FUNCTIONS(NoThanks)
};

namespace nt = games::no_thanks;

using kit::capitalised;
using kit::seatName;

/// The card's name as a title: "17", "Skip", "+5 bonus".
QString cardName(nt::Card card);
/// The card inside a sentence: "the 17", "the Skip card".
QString cardPhrase(nt::Card card);
/// What the card does, in one or two sentences (tooltips, accessible descriptions).
QString cardHelp(nt::Card card);
/// The few characters painted on a special card under its icon ("+5", "Skip", "×2").
QString cardBadge(nt::Card card);
/// "green" / "pink" / "" in words, as the second mark of a colour.
QString cardColourWord(nt::Card card);
/// When the card acts, in words ("at the end", "any time on your turn", "at once").
QString cardTimingWord(nt::Card card);

} // namespace nobox::nothanks
