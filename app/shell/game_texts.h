// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's words in the app: every sentence the shell shows about one game (its title, options, errors, log,
// score lines) comes from here, through tr() in the game's own translation context, so that a word that differs
// per game (a No Thanks! "chip", a No Return "counter") never sits in a shared string. The engine holds no text:
// these functions read its typed data (error codes with typed arguments, log events, score items).

#include "ai/review_reason.h"
#include "core/error.h"
#include "core/move.h"
#include "core/observation.h"
#include "core/score.h"

#include <QString>
#include <QStringList>

#include <span>
#include <string_view>

namespace nobox {

class GameTexts {
public:
    virtual ~GameTexts() = default;

    virtual QString title() const = 0; // "No Thanks!"
    virtual QString tagline() const = 0; // one line for the start page
    virtual QString optionLabel(std::string_view option) const = 0; // "Special cards"
    virtual QString optionHelp(std::string_view option) const = 0; // a tooltip sentence

    /// Why a move (or a setup) was refused, as a sentence. Every code of Game::errorCodes() has one.
    virtual QString errorText(const games::core::Error& error) const = 0;
    virtual bool hasErrorText(std::string_view code) const = 0;

    /// The public log as the viewer may read it, one sentence per entry, oldest first.
    virtual QStringList logLines(const games::core::Observation& observation, const QStringList& seatNames) const = 0;
    /// A move in words for a hint ("Take the 17 with its 4 chips").
    virtual QString moveText(const games::core::Move& move, const games::core::Observation& observation) const = 0;
    /// One line of a score breakdown (core::ScoreItem) in words, and the tie-break of a RankKey where the game has
    /// one (empty otherwise).
    virtual QString scoreItemText(const games::core::ScoreItem& item) const = 0;
    virtual QString tieBreakText(const games::core::RankKey& key) const = 0;

    /// Why the hard level's move was the better one, as a sentence (a review's mark: ai::Reason from the game's
    /// hard level). Every code of its HardLevel::reasonCodes() has one; empty for any other code. `seatNames` name
    /// the seats a reason speaks of.
    virtual QString reasonText(const games::ai::Reason& reason, const QStringList& seatNames) const = 0;
};

} // namespace nobox
