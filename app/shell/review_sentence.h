// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One reviewed decision in the user's words, from the review's typed data: the move played and the hard level's
// own choice in the game's own words for moves (GameTexts::moveText, at the position the seat saw), each with its
// estimated chance to win ("Move 12 — Take the 24 with its 3 chips: about 18% to win; No thanks!: about 31%").

#include "ai/review.h"
#include "core/observation.h"

#include <QString>

namespace nobox {

class GameTexts;

struct ReviewSentence {
    QString text; // as the list shows it (a clearly costly one marked with a sign)
    QString spoken; // for a screen reader: the mark said in words
    QString why; // why the hard level's choice was better (its reason, or for a mark without one what the search
                 // found); empty when the move played was the hard level's choice or no reason applies
};

/// `seen` is the seat's observation of the position the decision was made in; `seatNames` name the seats.
ReviewSentence reviewSentence(const GameTexts& texts, const games::core::Observation& seen,
    const games::ai::ReviewedDecision& decision, const QStringList& seatNames);

} // namespace nobox
