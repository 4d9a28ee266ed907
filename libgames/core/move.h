// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/flat_list.h"

#include <array>
#include <compare>
#include <cstdint>

namespace games::core {

/// A decision as a small plain value (12 bytes). Its meaning belongs to the game: `kind` says what sort of
/// move it is, `a`/`b` are small arguments (a card, a colour, a count), and `items[0..count)` a short list
/// (counters, kept sorted so that equal moves are equal values). Each game gives it a stable text notation
/// (`Game::moveToText` / `Game::parseMove`) used in logs, records and golden tests.
/// Contract: unused bytes are zero, so defaulted comparison and hashing see only what the move means.
struct Move {
    std::uint8_t kind = 0;
    std::uint8_t a = 0;
    std::uint8_t b = 0;
    std::uint8_t count = 0;
    std::array<std::uint8_t, 8> items {};

    auto operator<=>(const Move&) const = default;
};

static_assert(sizeof(Move) == 12);

/// A list of moves: the legal moves (`Match::legalMoves` clears a reused list and fills it) and a match's history.
using MoveList = FlatList<Move>;

} // namespace games::core
