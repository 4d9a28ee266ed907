// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Thanks! in words: errors, the log, hints, score lines and the short rules, in the "NoThanks" context.

#include "boards/kit/board_texts.h"

namespace games::no_thanks {
struct Event;
}

namespace nobox::nothanks {

class NoThanksTexts final : public kit::BoardTexts {
public:
    NoThanksTexts();

    QStringList logLines(const games::core::Observation& observation, const QStringList& seatNames) const override;
    QString moveText(const games::core::Move& move, const games::core::Observation& observation) const override;
    QString scoreItemText(const games::core::ScoreItem& item) const override;
    QString tieBreakText(const games::core::RankKey& key) const override;
    /// In no_thanks_reasons.cpp.
    QString reasonText(const games::ai::Reason& reason, const QStringList& seatNames) const override;

    /// One log entry in words.
    static QString eventText(const games::no_thanks::Event& event, const QStringList& seatNames);

private:
    QString argumentError(const games::core::Error& error, std::string_view code, const QString& detail) const override;
};

} // namespace nobox::nothanks
