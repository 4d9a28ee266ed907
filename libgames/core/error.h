// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace games::core {

/// An error is a value: a stable code (e.g. "no-thanks.must-take") with up to three typed integer arguments and
/// an optional detail that only ever quotes the input (a JSON path, a token that did not parse). The engine
/// holds no user-facing text; the CLI renders codes in English (app/cli/messages_*.cpp), the app through tr().
/// Contract: `code` is empty exactly when there is no error; codes are string literals, never built at run time;
/// what each argument means is said by the code's ErrorInfo.
struct Error {
    std::string_view code;
    std::array<int, 3> args {};
    std::string detail;

    bool ok() const { return code.empty(); }
    explicit operator bool() const { return !code.empty(); }

    static Error make(std::string_view code, int a = 0, int b = 0, int c = 0) { return {code, {a, b, c}, {}}; }
    static Error withDetail(std::string_view code, std::string detail, int a = 0, int b = 0)
    {
        return {code, {a, b, 0}, std::move(detail)};
    }
};

/// What an error argument holds, so that a UI can show it in its own words without parsing anything.
enum class ArgKind : std::uint8_t {
    None, // unused
    Number, // a plain number (a count, a version, a position)
    Seat, // a seat index (0-based)
    Card, // a game's piece id (No Thanks!: a card id of cards.h; No Return: a counter byte of counters.h)
    Colour, // a game's colour index (No Return: counters.h Colour)
};

/// Describes one code a module can return: the kind of each of `args`, and whether it sets `detail` (and what
/// the detail quotes).
struct ErrorInfo {
    std::string_view code;
    std::array<ArgKind, 3> args {};
    bool hasDetail = false;

    int argCount() const
    {
        int n = 0;
        while (n < 3 && args[static_cast<std::size_t>(n)] != ArgKind::None)
            ++n;
        return n;
    }
};

/// The codes of the core itself (core.*: seats, options, the end of a match) and of records (record.*).
/// Each game lists its own (Game::errorCodes), the computer players theirs (ai::errorCodes).
std::span<const ErrorInfo> coreErrorCodes();

} // namespace games::core
