// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The counters of No Return (RULINGS NR-1): six colours, values 1-11, two of each = 132. A counter is one byte,
// (colour << 4) | value, so the zero byte is never a counter. The canonical order of a list of counters is by
// colour (red first), then by value from high to low: the order of a column from top to bottom.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace games::no_return {

inline constexpr int kColours = 6;
inline constexpr int kMaxValue = 11;
inline constexpr int kCopies = 2;
inline constexpr int kCounterCount = kColours * kMaxValue * kCopies; // 132
inline constexpr int kHandSize = 8;

enum Colour : std::uint8_t { Red, Yellow, Green, Blue, Purple, Pink };
inline constexpr std::array<std::string_view, kColours> kColourNames {
    "red", "yellow", "green", "blue", "purple", "pink"};

using Counter = std::uint8_t;

constexpr Counter makeCounter(int colour, int value)
{
    return static_cast<Counter>((colour << 4) | value);
}
constexpr int colourOf(Counter c)
{
    return c >> 4;
}
constexpr int valueOf(Counter c)
{
    return c & 0x0f;
}
constexpr bool isCounter(Counter c)
{
    return colourOf(c) < kColours && valueOf(c) >= 1 && valueOf(c) <= kMaxValue;
}
/// Canonical order: colour ascending, then value descending.
constexpr bool counterBefore(Counter a, Counter b)
{
    return colourOf(a) != colourOf(b) ? colourOf(a) < colourOf(b) : valueOf(a) > valueOf(b);
}

/// "red11"
std::string counterName(Counter c);
std::optional<Counter> parseCounter(std::string_view text);
/// -1 when the text names no colour.
int colourFromName(std::string_view text);

/// All 132 counters in canonical order.
std::vector<Counter> fullCounterSet();

/// A multiset of counters as per-colour value counts: the compact form of a hand.
struct CounterCounts {
    std::array<std::array<std::uint8_t, kMaxValue + 1>, kColours> n {};
    int size = 0;

    int count(Counter c) const { return n[colourOf(c)][valueOf(c)]; }
    void add(Counter c)
    {
        ++n[colourOf(c)][valueOf(c)];
        ++size;
    }
    void remove(Counter c)
    {
        --n[colourOf(c)][valueOf(c)];
        --size;
    }
    /// The counters in canonical order.
    std::vector<Counter> list() const;
    bool operator==(const CounterCounts&) const = default;
};

} // namespace games::no_return
