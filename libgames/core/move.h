// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/flat_list.h"

#include <array>
#include <compare>
#include <cstddef>
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

    bool operator==(const Move&) const = default;
    /// Field by field, then the items in order. Written out: libc++ before 16 has no <=> for std::array, which
    /// a defaulted one needs.
    friend constexpr std::strong_ordering operator<=>(const Move& x, const Move& y)
    {
        if (x.kind != y.kind)
            return x.kind <=> y.kind;
        if (x.a != y.a)
            return x.a <=> y.a;
        if (x.b != y.b)
            return x.b <=> y.b;
        if (x.count != y.count)
            return x.count <=> y.count;
        for (std::size_t i = 0; i < x.items.size(); ++i)
            if (x.items[i] != y.items[i])
                return x.items[i] <=> y.items[i];
        return std::strong_ordering::equal;
    }
};

static_assert(sizeof(Move) == 12);

/// A list of moves: the legal moves (`Match::legalMoves` clears a reused list and fills it) and a match's history.
using MoveList = FlatList<Move>;

} // namespace games::core
