// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace games::core {

/// An error is a value: a stable code (e.g. "no-thanks.must-take") with up to three integer arguments and an
/// optional machine-made detail (a JSON path, a token that did not parse). The engine holds no user-facing text;
/// the CLI renders codes in English (app/cli/messages_*.cpp), the app through tr().
/// Contract: `code` is empty exactly when there is no error; codes are string literals, never built at run time.
struct Error {
    std::string_view code;
    std::array<int, 3> args {};
    std::string detail;

    bool ok() const { return code.empty(); }
    explicit operator bool() const { return !code.empty(); }

    static Error none() { return {}; }
    static Error make(std::string_view code, int a = 0, int b = 0, int c = 0) { return {code, {a, b, c}, {}}; }
    static Error withDetail(std::string_view code, std::string detail, int a = 0)
    {
        return {code, {a, 0, 0}, std::move(detail)};
    }
};

/// Describes one code a module can return: how many of `args` it uses and whether it sets `detail`.
/// Every module lists its codes so that a test can check that each has a text in the CLI and the app.
struct ErrorInfo {
    std::string_view code;
    int argCount = 0;
    bool hasDetail = false;
};

} // namespace games::core
