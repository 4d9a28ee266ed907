// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// NR-11: hand counters do not count; the points pile scores plus its values ("points-pile"), counters still in the
// display minus theirs ("display"). rankKey = {total, -minus points}: fewer minus points break a tie, equal
// keys share the place.

#include "core/score.h"
#include "no_return/state.h"

#include <span>
#include <vector>

namespace games::no_return {

std::vector<core::SeatScore> scoreAll(const State& state);
/// The same ranking without the breakdown and without allocating (Match::rankKeys: every playout ends here).
void rankKeysOf(const State& state, std::span<core::RankKey> out);

} // namespace games::no_return
