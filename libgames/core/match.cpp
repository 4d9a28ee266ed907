// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match.h"

namespace games::core {

Error Match::apply(const Move& move)
{
    if (isOver())
        return Error::make("core.game-over");
    if (Error error = check(move))
        return error;
    doApply(move);
    m_history.push_back(move);
    return {};
}

void Match::rankKeys(std::span<RankKey> out) const
{
    const auto scores = score();
    for (std::size_t seat = 0; seat < out.size() && seat < scores.size(); ++seat)
        out[seat] = scores[seat].rankKey;
}

} // namespace games::core
