// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Idea in words: errors, the log, hints, score lines and the options, in the "NoIdea" context. Another
// seat's trophy values never appear (ND-6): the log says only that a trophy was taken.

#include "boards/kit/board_texts.h"

namespace games::no_idea {
struct Event;
struct NoIdeaView;
} // namespace games::no_idea

namespace nobox::noidea {

class NoIdeaTexts final : public kit::BoardTexts {
public:
    NoIdeaTexts();

    QStringList logLines(const games::core::Observation& observation, const QStringList& seatNames) const override;
    QString moveText(const games::core::Move& move, const games::core::Observation& observation) const override;
    QString scoreItemText(const games::core::ScoreItem& item) const override;
    QString tieBreakText(const games::core::RankKey& key) const override;
    /// In no_idea_reasons.cpp.
    QString reasonText(const games::ai::Reason& reason, const QStringList& seatNames) const override;

    /// One log entry in words (empty for an entry that says nothing a person needs, such as a turn's start).
    static QString eventText(const games::no_idea::Event& event, const QStringList& seatNames);
    /// Log entry `index` of `view` as the log shows it during play. Without the memory aid a card that has gone
    /// back face down is named neither by what it is nor by its place (remembering it is the game; ND-10): its
    /// reveal and its return say only that a card at that place fit no pile. The finished game's view says all.
    static QString logText(const games::no_idea::NoIdeaView& view, std::size_t index, const QStringList& seatNames);

private:
    QString argumentError(const games::core::Error& error, std::string_view code, const QString& detail) const override;
};

} // namespace nobox::noidea
