// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's words reduced to markers, for tests of the shell alone: every text made from a seat's own view carries
// "SECRET", so that a test can look for it anywhere.

#include "shell/game_texts.h"

namespace shell_test {

class FakeTexts final : public nobox::GameTexts {
public:
    QString title() const override { return QStringLiteral("Fake Game"); }
    QString tagline() const override { return QStringLiteral("A game for tests."); }
    QString optionLabel(std::string_view option) const override
    {
        return QStringLiteral("Label of ") + QString::fromUtf8(option.data(), static_cast<qsizetype>(option.size()));
    }
    QString optionHelp(std::string_view option) const override
    {
        return QStringLiteral("Help of ") + QString::fromUtf8(option.data(), static_cast<qsizetype>(option.size()));
    }
    QString errorText(const games::core::Error& error) const override
    {
        return QStringLiteral("Refused: ")
            + QString::fromUtf8(error.code.data(), static_cast<qsizetype>(error.code.size()));
    }
    bool hasErrorText(std::string_view) const override { return true; }
    QStringList logLines(const games::core::Observation& observation, const QStringList&) const override
    {
        QStringList lines;
        for (std::size_t i = 0; i < observation.publicLogSize(); ++i)
            lines << QStringLiteral("entry %1").arg(i);
        lines << mark(observation);
        return lines;
    }
    QString moveText(const games::core::Move&, const games::core::Observation& observation) const override
    {
        return QStringLiteral("a move seen by ") + mark(observation);
    }
    QString scoreItemText(const games::core::ScoreItem& item) const override { return QString::fromStdString(item.id); }
    QString tieBreakText(const games::core::RankKey&) const override { return {}; }
    QString reasonText(const games::ai::Reason&, const QStringList&) const override { return {}; }

    /// "SECRET of seat N" for a seat's own view, "public" for a spectator's.
    static QString mark(const games::core::Observation& observation)
    {
        return observation.viewer() >= 0 ? QStringLiteral("SECRET of seat %1").arg(observation.viewer())
                                         : QStringLiteral("public");
    }
};

} // namespace shell_test
