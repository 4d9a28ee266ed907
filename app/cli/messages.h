// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/registry.h"

#include <span>
#include <string>
#include <string_view>

namespace nobox::cli {

/// The English text of one error code. Placeholders: {0} {1} {2} for Error::args (each written as its ErrorInfo
/// kind says: a seat as "seat 2", a game's card or colour in the game's notation), {detail} for Error::detail.
struct MessageText {
    std::string_view code;
    std::string_view text;
};

/// Every table of English texts, in one list (builtin_messages.cpp): the core's (core.*, record.*, ai.* and cli.*)
/// and one per game, each in its own file (messages_<module>.cpp).
std::span<const std::span<const MessageText>> messageTables();

/// The CLI's own codes (cli.*), described as the engine describes its codes.
std::span<const games::core::ErrorInfo> cliErrorCodes();

/// The English sentence for an error, e.g. "you have no counters left, so you must take the card". The game
/// that owns a code (its prefix, "no-thanks.") comes from `registry` and writes that code's card and colour
/// arguments.
std::string describe(const games::core::Error& error, const games::core::Registry& registry);

/// Text quoted from the input (an error's detail, a record's move) as a message shows it: at most `limit` bytes
/// (then "..."), control bytes as '?', so that a hostile file can neither flood the terminal nor drive it.
std::string shownInput(std::string_view text, std::size_t limit = 80);

/// `pattern` with its placeholders filled in from `error` (what describe does with the code's text).
std::string fillMessage(
    std::string_view pattern, const games::core::Error& error, const games::core::Registry& registry);

/// The text of `code`, or nothing (tests check every code has one, with the placeholders its ErrorInfo allows).
const MessageText* findMessage(std::string_view code);
bool hasMessage(std::string_view code);

/// What `code` is declared as: by the game its prefix names, by the core, the computer players or the CLI.
const games::core::ErrorInfo* findErrorInfo(std::string_view code, const games::core::Registry& registry);

} // namespace nobox::cli
