// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The part of a game's words (GameTexts) that is data: its title, its tagline, its options' labels and help, the
// error codes it words and the refusals it words without their arguments. A game lists them once, marked with
// QT_TRANSLATE_NOOP in its own context, and derives its texts from BoardTexts, which translates them; the sentences
// built from the engine's data (errors with arguments, the log, moves, score lines, reasons) stay the game's own.

#include "board_words.h"

#include "shell/game_texts.h"

#include <span>
#include <string_view>

namespace nobox::kit {

/// An option's words: its label and the tooltip sentence (empty: none).
struct OptionWords {
    std::string_view option;
    const char* label;
    const char* help;
};

/// What BoardTexts reads: every text marked with QT_TRANSLATE_NOOP in `context`.
struct TextsData {
    const char* context;
    const char* title;
    const char* tagline;
    std::span<const OptionWords> options;
    /// Every code of the game's errorCodes(), and those a late click can meet (core.game-over, app.not-your-turn).
    std::span<const std::string_view> errorCodes;
    /// The refusals worded without the error's arguments (errorText); the game words the others (argumentError).
    std::span<const ErrorWord> errorWords;
};

/// The log of `observation` (a game's Observation with its `log`) as lines: `line(view, index)` words entry
/// `index`; none for another game's observation.
template <class Observation, class Line> QStringList logLinesOf(const games::core::Observation& observation, Line line)
{
    QStringList lines;
    const auto* view = dynamic_cast<const Observation*>(&observation);
    if (!view)
        return lines;
    lines.reserve(static_cast<qsizetype>(view->log.size()));
    for (std::size_t i = 0; i < view->log.size(); ++i)
        lines << line(*view, i);
    return lines;
}

class BoardTexts : public GameTexts {
public:
    QString title() const final;
    QString tagline() const final;
    QString optionLabel(std::string_view option) const final; // the option's own name when it has no words
    QString optionHelp(std::string_view option) const final;
    QString errorText(const games::core::Error& error) const final;
    bool hasErrorText(std::string_view code) const final;

protected:
    explicit BoardTexts(const TextsData& data)
        : m_data(data)
    {
    }
    /// Why a move was refused, for an error that `errorWords` does not word: `code` and `detail` are the error's.
    virtual QString argumentError(
        const games::core::Error& error, std::string_view code, const QString& detail) const = 0;

private:
    const OptionWords* findOption(std::string_view option) const;

    const TextsData& m_data;
};

} // namespace nobox::kit
