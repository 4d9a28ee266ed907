// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Same game, animate from the last position": a new position goes on from the one shown when the first `shown`
// entries of its public log (those already shown) are unchanged; the entries after them are what happened since
// and move over the board. Otherwise (a new game, an undo, a replay jumping back) the board shows it at once.

#include <algorithm>
#include <cstddef>

namespace nobox::kit {

template <class Log> bool logGoesOn(const Log& before, const Log& now, std::size_t shown)
{
    return now.size() >= shown && before.size() >= shown
        && std::equal(now.begin(), now.begin() + static_cast<long>(shown), before.begin());
}

} // namespace nobox::kit
