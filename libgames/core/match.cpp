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

} // namespace games::core
