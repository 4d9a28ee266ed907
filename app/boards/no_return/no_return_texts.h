// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Return's words for the shell: title, errors, the log, hints, score lines and the rules, every one through
// tr() in the "NoReturn" context, read from the engine's typed data (error codes with typed arguments, typed log
// entries, score items).

#include "boards/kit/board_texts.h"

#include "no_return/observation.h"

namespace nobox::noreturn {

class NoReturnTexts final : public kit::BoardTexts {
public:
    NoReturnTexts();

    QStringList logLines(const games::core::Observation& observation, const QStringList& seatNames) const override;
    QString moveText(const games::core::Move& move, const games::core::Observation& observation) const override;
    QString scoreItemText(const games::core::ScoreItem& item) const override;
    QString tieBreakText(const games::core::RankKey& key) const override;
    /// In no_return_reasons.cpp.
    QString reasonText(const games::ai::Reason& reason, const QStringList& seatNames) const override;

    /// One log entry in words, as `viewer` may read it (another seat's hidden counters as their number only).
    static QString entryText(
        const games::no_return::Event& entry, const QStringList& seatNames, games::core::Seat viewer);

private:
    QString argumentError(const games::core::Error& error, std::string_view code, const QString& detail) const override;
};

} // namespace nobox::noreturn
