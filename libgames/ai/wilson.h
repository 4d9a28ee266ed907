// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The interval tournaments report a win rate with (nobox-cli tournament, the opponent panel, docs/ai.md).

#include <algorithm>
#include <cmath>
#include <utility>

namespace games::ai {

/// Wilson score interval at 95% for a mean of `n` outcomes in [0, 1] (shared wins as fractions: conservative),
/// {0, 1} for no outcomes; exactly 0 (1) at its lower (upper) end when every outcome is a loss (a win).
inline std::pair<double, double> wilson95(double successes, double n)
{
    if (n <= 0)
        return {0.0, 1.0};
    constexpr double z = 1.959963984540054;
    const double p = successes / n;
    const double denominator = 1.0 + z * z / n;
    const double centre = (p + z * z / (2.0 * n)) / denominator;
    const double half = z * std::sqrt(p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denominator;
    return {p <= 0.0 ? 0.0 : std::max(0.0, centre - half), p >= 1.0 ? 1.0 : std::min(1.0, centre + half)};
}

} // namespace games::ai
