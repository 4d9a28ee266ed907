// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Words every board says the same way: a seat's name (or "Player N"), a phrase capitalised to start a sentence,
// and the lookup of a game's tables of words (its colours, the refusals it words without arguments). A game keeps
// its words as data, each marked with QT_TRANSLATE_NOOP in its own translation context
// (QT_TRANSLATE_NOOP("NoIdea", "blue")), and one function here translates an entry, so that the "NoIdea" word and
// the "NoReturn" word stay apart.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "core/error.h"

#include <iterator>
#include <span>
#include <string_view>

namespace nobox::kit {

/// The translation context "BoardKit" of the words every board shares (BoardKit::tr).
struct BoardKit {
    Q_DECLARE_TR_FUNCTIONS(BoardKit)
};

/// A seat's name, or "Player N" when it has none.
QString seatName(const QStringList& names, int seat);
/// Upper-cases the first letter: a phrase that starts a sentence.
QString capitalised(QString text);

/// Entry `index` of `table` (texts marked with QT_TRANSLATE_NOOP, in the order of the game's own enum), translated
/// in `context`; `fallback` outside the table.
template <class Table>
QString wordAt(const char* context, const Table& table, int index, const QString& fallback = QStringLiteral("?"))
{
    return index >= 0 && index < int(std::size(table)) ? QCoreApplication::translate(context, table[index]) : fallback;
}

/// A refusal a game words without the error's arguments: its code and its text (marked with QT_TRANSLATE_NOOP in
/// the game's context), where a "%1" stands for the error's detail.
struct ErrorWord {
    std::string_view code;
    const char* text;
};

/// The words of `error` from `table`, translated in `context`; empty when the table has no entry for its code.
QString errorWordOf(const char* context, std::span<const ErrorWord> table, const games::core::Error& error);

} // namespace nobox::kit
