// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/registry.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace nobox::cli {

/// What a placeholder %1, %2 or %3 of a message stands for.
struct Slot {
    enum class Kind : std::uint8_t { None, Arg, Detail, Number };
    Kind kind = Kind::None;
    int value = 0; // Arg: the index into Error::args; Number: the number itself (a rule's limit)

    static constexpr Slot arg(int index) { return {Kind::Arg, index}; }
    static constexpr Slot detail() { return {Kind::Detail, 0}; }
    static constexpr Slot number(int value) { return {Kind::Number, value}; }
};

/// The English text of one error code: one sentence, placeholders as in Qt (%1 %2 %3 as `places` says, %n the
/// number `plural` says, after which "(s)" is the English plural). A game's texts are word for word the app's
/// English (its tr() source in the game's context: tests/app/error_words_test.cpp checks it), so that each code
/// is worded once; the CLI writes the arguments in the game's notation (a seat as "seat 2", a card as "red11").
struct MessageText {
    std::string_view code;
    std::string_view text;
    std::array<Slot, 3> places {};
    int plural = -1; // the index into Error::args that %n counts, or -1
    int whenZero = -1; // a variant: this text only when Error::args[whenZero] is 0 (listed before the general one)
    /// What the CLI adds in brackets for those who write records and bots (the ruling, the move notation): no
    /// wording of its own, the app leaves it out.
    std::string_view note = {};
};

/// Every table of English texts, in one list (builtin_messages.cpp): the core's (core.*, record.*, ai.* and cli.*)
/// and one per game, each in its own file (messages_<module>.cpp).
std::span<const std::span<const MessageText>> messageTables();

/// The CLI's own codes (cli.*), described as the engine describes its codes.
std::span<const games::core::ErrorInfo> cliErrorCodes();

/// The English sentence for an error, e.g. "You have no chips left to bid: you must decline.". The game that owns
/// a code (its prefix, "no-thanks.") comes from `registry` and writes that code's card and colour arguments.
std::string describe(const games::core::Error& error, const games::core::Registry& registry);

/// Text quoted from the input (an error's detail, a record's move) as a message shows it: at most `limit` bytes
/// (then "..."), control bytes as '?', so that a hostile file can neither flood the terminal nor drive it.
std::string shownInput(std::string_view text, std::size_t limit = 80);

/// `message`'s text with its placeholders filled in from `error` (what describe does with the code's text).
std::string fillMessage(
    const MessageText& message, const games::core::Error& error, const games::core::Registry& registry);

/// The text for `error` (its code's, the variant its arguments call for), or nothing (tests check every code has
/// one, with the placeholders its ErrorInfo allows).
const MessageText* findMessage(const games::core::Error& error);
bool hasMessage(std::string_view code);

/// What `code` is declared as: by the game its prefix names, by the core, the computer players or the CLI.
const games::core::ErrorInfo* findErrorInfo(std::string_view code, const games::core::Registry& registry);

} // namespace nobox::cli
