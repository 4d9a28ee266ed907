// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/moves.h"

#include <algorithm>

namespace games::no_return {

core::Move makeMove(MoveKind kind, std::span<const Counter> counters, int a, int b)
{
    core::Move move;
    move.kind = kind;
    move.a = static_cast<std::uint8_t>(a);
    move.b = static_cast<std::uint8_t>(b);
    const std::size_t n = std::min<std::size_t>(counters.size(), move.items.size());
    move.count = static_cast<std::uint8_t>(n);
    std::copy_n(counters.begin(), n, move.items.begin());
    std::sort(move.items.begin(), move.items.begin() + static_cast<std::ptrdiff_t>(n), counterBefore);
    return move;
}

bool isWellFormed(const core::Move& move)
{
    if (move.kind < SetAside || move.kind > Clear || move.count > move.items.size())
        return false;
    for (std::size_t i = 0; i < move.items.size(); ++i) {
        const Counter c = move.items[i];
        if (i >= move.count) {
            if (c != 0)
                return false;
        } else if (!isCounter(c) || (i > 0 && counterBefore(c, move.items[i - 1]))) {
            return false;
        }
    }
    switch (move.kind) {
    case Switch:
        return move.a == 0 && move.b == 0 && move.count == 0;
    case Clear:
        return move.a < kColours && move.b <= kMaxColumn;
    default:
        return move.a == 0 && move.b == 0;
    }
}

} // namespace games::no_return
