// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/counters.h"

namespace games::no_return {

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

int displaySum(const Columns& columns)
{
    int sum = 0;
    for (const auto& column : columns)
        for (int value : column)
            sum += value;
    return sum;
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
