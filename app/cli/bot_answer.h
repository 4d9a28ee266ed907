// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading one answer line of a bot (docs/bot-protocol.md): a move in notation, or {"move": ..., "decision": N}.
// Pure and without I/O, so that the fuzzer can feed it any bytes (tests/fuzz/bot_answer_fuzz.cpp).

#include "core/game.h"
#include "core/move.h"

#include <span>
#include <string>
#include <string_view>

namespace nobox::cli {

struct BotAnswer {
    enum class Kind {
        Move, // `move` is one of the legal moves
        Late, // the answer to an earlier decision (it names its number): skip it and read on
        NotAMove, // garbage, an empty line, an object without "move", or a "decision" that is no earlier one
        Illegal, // a move of the game, but not one of the legal moves now
    };
    Kind kind = Kind::NotAMove;
    games::core::Move move;
    std::string problem; // English, for NotAMove and Illegal: "answered 'x', which is not a move"
};

/// Reads `line` as the answer to decision `decision` (counted from 1) among `legal`.
BotAnswer readBotAnswer(
    const games::core::Game& game, std::string_view line, std::span<const games::core::Move> legal, int decision);

/// The first characters of a bot's text, quoted, for messages ("'abc...'"); control bytes shown as '?'.
std::string shownBotText(std::string_view text);

} // namespace nobox::cli
