// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The counters of No Return (RULINGS NR-1): six colours, values 1-11, two of each = 132. A counter is one byte,
// (colour << 4) | value, so the zero byte is never a counter. The canonical order of a list of counters is by
// colour (red first), then by value from high to low: the order of a column from top to bottom.
// Their names ("red11") are notation: notation.h.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace games::no_return {

inline constexpr int kColours = 6;
inline constexpr int kMaxValue = 11;
inline constexpr int kCopies = 2;
inline constexpr int kCounterCount = kColours * kMaxValue * kCopies; // 132
inline constexpr int kHandSize = 8;
inline constexpr int kMaxColumn = kMaxValue * kCopies; // a column holds at most 22 counters

enum Colour : std::uint8_t { Red, Yellow, Green, Blue, Purple, Pink };

using Counter = std::uint8_t;

constexpr Counter makeCounter(int colour, int value)
{
    return static_cast<Counter>((colour << 4) | value);
}
constexpr Colour colourOf(Counter c)
{
    return static_cast<Colour>(c >> 4);
}
constexpr int valueOf(Counter c)
{
    return c & 0x0f;
}
constexpr bool isColour(int colour)
{
    return colour >= 0 && colour < kColours;
}
constexpr bool isValue(int value)
{
    return value >= 1 && value <= kMaxValue;
}
constexpr bool isCounter(Counter c)
{
    return colourOf(c) < kColours && isValue(valueOf(c));
}
/// Canonical order: colour ascending, then value descending.
constexpr bool counterBefore(Counter a, Counter b)
{
    return colourOf(a) != colourOf(b) ? colourOf(a) < colourOf(b) : valueOf(a) > valueOf(b);
}

/// The sum of the counters' values.
int valueSum(std::span<const Counter> counters);

/// All 132 counters in canonical order.
std::vector<Counter> fullCounterSet();

/// Up to N counters in a fixed array: for values copied often that must not allocate (a move's counters, a log
/// entry's). Places beyond size() stay zero, so equal lists are equal bytes; a push beyond N is dropped.
template <std::size_t N> class CounterList {
public:
    CounterList() = default;
    CounterList(std::span<const Counter> counters)
    {
        for (Counter c : counters)
            push_back(c);
    }

    void push_back(Counter c)
    {
        if (m_size < N)
            m_items[m_size++] = c;
    }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Counter operator[](std::size_t i) const { return m_items[i]; }
    const Counter* begin() const { return m_items.data(); }
    const Counter* end() const { return m_items.data() + m_size; }
    operator std::span<const Counter>() const { return {begin(), size()}; }

    bool operator==(const CounterList&) const = default;

private:
    std::array<Counter, N> m_items {};
    std::uint8_t m_size = 0;
};

/// A column of a display: its values from top to bottom (non-increasing); empty = no column (NR-6).
using Column = std::vector<std::uint8_t>;
using Columns = std::array<Column, kColours>;

/// The sum of a column's k lowest counters: what clearing them costs (NR-8).
int lowestSum(const Column& column, int k);
/// The sum of every counter in the columns: the display's minus points (NR-11).
int displaySum(const Columns& columns);

/// A multiset of counters as per-colour value counts: the compact form of a hand.
struct CounterCounts {
    std::array<std::array<std::uint8_t, kMaxValue + 1>, kColours> n {};
    int size = 0;

    int count(Counter c) const { return n[colourOf(c)][static_cast<std::size_t>(valueOf(c))]; }
    void add(Counter c)
    {
        ++n[colourOf(c)][static_cast<std::size_t>(valueOf(c))];
        ++size;
    }
    void remove(Counter c)
    {
        --n[colourOf(c)][static_cast<std::size_t>(valueOf(c))];
        --size;
    }
    /// The counters in canonical order.
    std::vector<Counter> list() const;
    bool operator==(const CounterCounts&) const = default;
};

} // namespace games::no_return
