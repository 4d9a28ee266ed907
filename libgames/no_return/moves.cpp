// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/moves.h"

#include <algorithm>

namespace games::no_return {

namespace {

/// kind 0: what check() refuses as no-return.malformed-move.
constexpr core::Move kMalformed {};

core::Move withValues(MoveKind kind, Colour colour, std::span<const int> values, int a = 0, int b = 0)
{
    if (!isColour(colour) || values.size() > static_cast<std::size_t>(kHandSize))
        return kMalformed;
    MoveCounters counters;
    for (int value : values) {
        if (!isValue(value))
            return kMalformed;
        counters.push_back(makeCounter(colour, value));
    }
    return moves::make(kind, counters, a, b);
}

core::Move withCounters(MoveKind kind, std::span<const Counter> counters)
{
    if (counters.size() > static_cast<std::size_t>(kHandSize))
        return kMalformed;
    return moves::make(kind, counters);
}

} // namespace

namespace moves {

core::Move make(MoveKind kind, std::span<const Counter> counters, int a, int b)
{
    core::Move move;
    move.kind = static_cast<std::uint8_t>(kind);
    move.a = static_cast<std::uint8_t>(a);
    move.b = static_cast<std::uint8_t>(b);
    const std::size_t n = std::min(counters.size(), move.items.size());
    move.count = static_cast<std::uint8_t>(n);
    std::copy_n(counters.begin(), n, move.items.begin());
    std::sort(move.items.begin(), move.items.begin() + static_cast<std::ptrdiff_t>(n), counterBefore);
    return move;
}

core::Move setAside(std::span<const Counter> counters)
{
    return withCounters(MoveKind::SetAside, counters);
}

core::Move setAside(std::initializer_list<Counter> counters)
{
    return setAside(std::span<const Counter>(counters.begin(), counters.size()));
}

core::Move exchange(std::span<const Counter> counters)
{
    return withCounters(MoveKind::Exchange, counters);
}

core::Move exchange(std::initializer_list<Counter> counters)
{
    return exchange(std::span<const Counter>(counters.begin(), counters.size()));
}

core::Move arrange(Colour colour, std::span<const int> values)
{
    return withValues(MoveKind::Arrange, colour, values);
}

core::Move arrange(Colour colour, std::initializer_list<int> values)
{
    return arrange(colour, std::span<const int>(values.begin(), values.size()));
}

core::Move clear(Colour column, int count, Colour payColour, std::span<const int> values)
{
    if (!isColour(column) || count < 0 || count > kMaxColumn)
        return kMalformed;
    return withValues(MoveKind::Clear, payColour, values, column, count);
}

core::Move clear(Colour column, int count, Colour payColour, std::initializer_list<int> values)
{
    return clear(column, count, payColour, std::span<const int>(values.begin(), values.size()));
}

} // namespace moves

bool isWellFormed(const core::Move& move)
{
    if (move.kind < static_cast<std::uint8_t>(MoveKind::SetAside)
        || move.kind > static_cast<std::uint8_t>(MoveKind::Clear) || move.count > move.items.size())
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
    switch (kindOf(move)) {
    case MoveKind::Switch:
        return move.a == 0 && move.b == 0 && move.count == 0;
    case MoveKind::Clear:
        return isColour(move.a) && move.b <= kMaxColumn;
    default:
        return move.a == 0 && move.b == 0;
    }
}

} // namespace games::no_return
