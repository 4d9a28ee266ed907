// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The counters of No Return (RULINGS NR-1): six colours, values 1-11, two of each = 132. A counter is one byte,
// (colour << 4) | value, so the zero byte is never a counter. The canonical order of a list of counters is by
// colour (red first), then by value from high to low: the order of a column from top to bottom.
// Their names ("red11") are notation: notation.h.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace games::no_return {

inline constexpr int kColours = 6;
inline constexpr int kMaxValue = 11;
inline constexpr int kCopies = 2;
inline constexpr int kCounterCount = kColours * kMaxValue * kCopies; // 132
inline constexpr int kHandSize = 8;
inline constexpr int kMinExchange = 1; // NR-5: an exchange puts 1 to 4 hand counters into the lid
inline constexpr int kMaxExchange = 4;
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

/// The sum of the counters' values. Inline, as lowestSum: the heuristic sums every legal move's counters.
inline int valueSum(std::span<const Counter> counters)
{
    int sum = 0;
    for (Counter c : counters)
        sum += valueOf(c);
    return sum;
}

/// All 132 counters in canonical order.
std::vector<Counter> fullCounterSet();

/// Zeroes bytes[n..8) as one 64-bit operation. A byte loop there becomes a memset call, or stalls the next
/// 8-byte copy of the array (the copy cannot forward from byte stores); moves and their counters are copied in
/// every hot loop.
inline void zeroFrom(std::array<std::uint8_t, 8>& bytes, std::size_t n)
{
    static_assert(std::endian::native == std::endian::little, "byte i is bits 8i..8i+7 of the word");
    std::uint64_t word = 0;
    std::memcpy(&word, bytes.data(), sizeof word);
    word &= n >= sizeof word ? ~std::uint64_t {0} : (std::uint64_t {1} << (8 * n)) - 1;
    std::memcpy(bytes.data(), &word, sizeof word);
}

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

    /// The first n of a move's items, copied as one block (zeroFrom): what decode() and the log use.
    static CounterList fromItems(const std::array<Counter, N>& items, std::size_t n) requires(N == 8)
    {
        CounterList list;
        list.m_items = items;
        list.m_size = static_cast<std::uint8_t>(n < N ? n : N);
        zeroFrom(list.m_items, list.m_size);
        return list;
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
inline int lowestSum(const Column& column, int k)
{
    int sum = 0;
    for (std::size_t i = column.size() - static_cast<std::size_t>(k); i < column.size(); ++i)
        sum += column[i];
    return sum;
}
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
