// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match.h"

namespace games::core {

void Match::rankKeys(std::span<RankKey> out) const
{
    const auto scores = score();
    for (std::size_t seat = 0; seat < out.size() && seat < scores.size(); ++seat)
        out[seat] = scores[seat].rankKey;
}

} // namespace games::core
