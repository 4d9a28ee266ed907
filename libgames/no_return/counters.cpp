// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/counters.h"

#include <charconv>

namespace games::no_return {

std::string counterName(Counter c)
{
    if (!isCounter(c))
        return "?";
    return std::string(kColourNames[static_cast<std::size_t>(colourOf(c))]) + std::to_string(valueOf(c));
}

int colourFromName(std::string_view text)
{
    for (std::size_t i = 0; i < kColourNames.size(); ++i)
        if (kColourNames[i] == text)
            return static_cast<int>(i);
    return -1;
}

std::optional<Counter> parseCounter(std::string_view text)
{
    std::size_t digits = text.size();
    while (digits > 0 && text[digits - 1] >= '0' && text[digits - 1] <= '9')
        --digits;
    const int colour = colourFromName(text.substr(0, digits));
    const std::string_view number = text.substr(digits);
    if (colour < 0 || number.empty() || number.size() > 2 || number[0] == '0')
        return std::nullopt;
    int value = 0;
    std::from_chars(number.data(), number.data() + number.size(), value);
    if (value < 1 || value > kMaxValue)
        return std::nullopt;
    return makeCounter(colour, value);
}

std::vector<Counter> fullCounterSet()
{
    std::vector<Counter> all;
    all.reserve(kCounterCount);
    for (int colour = 0; colour < kColours; ++colour)
        for (int value = kMaxValue; value >= 1; --value)
            for (int copy = 0; copy < kCopies; ++copy)
                all.push_back(makeCounter(colour, value));
    return all;
}

std::vector<Counter> CounterCounts::list() const
{
    std::vector<Counter> out;
    out.reserve(static_cast<std::size_t>(size));
    for (int colour = 0; colour < kColours; ++colour)
        for (int value = kMaxValue; value >= 1; --value)
            for (int k = 0; k < n[static_cast<std::size_t>(colour)][static_cast<std::size_t>(value)]; ++k)
                out.push_back(makeCounter(colour, value));
    return out;
}

} // namespace games::no_return
