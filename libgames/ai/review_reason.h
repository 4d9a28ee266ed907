// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Why a review's mark is a mark, in facts of the rules a player can check on the board at that moment: "you had
// seen the purple 2 at place 6: it fits pile 2", "taking the 26 joins your 25-27 run". A reason is a value like an
// error (core/error.h): a stable code with typed integer arguments, worded by the app in each language. Each game's
// hard level gives its reasons (HardLevel::whyBetter), from the seat's own observation only, so a reason never
// tells more than the player knew.

#include "core/error.h"

#include <array>
#include <string_view>

namespace games::ai {

struct Reason {
    std::string_view code; // empty: no reason of the game's own; the app then says what the search found
    std::array<int, 4> args {};

    bool empty() const { return code.empty(); }
    bool operator==(const Reason&) const = default;

    static Reason make(std::string_view code, int a = 0, int b = 0, int c = 0, int d = 0)
    {
        return {code, {a, b, c, d}};
    }
};

/// One reason code a game gives and what each argument holds (core::ArgKind), so that the app words it without
/// parsing anything and a test checks that every code has words in every language.
struct ReasonInfo {
    std::string_view code;
    std::array<core::ArgKind, 4> args {};
};

} // namespace games::ai
