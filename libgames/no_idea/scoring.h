// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ND-9: a seat scores the stars of its trophies ("trophies", values: each trophy) and of its consolation prizes
// ("prizes", values: each prize's stars). rankKey = {total, trophies and prizes together}: more pieces break a
// tie, equal keys share the win.

#include "core/score.h"
#include "no_idea/state.h"

#include <span>
#include <vector>

namespace games::no_idea {

std::vector<core::SeatScore> scoreAll(const State& state);
/// The same ranking without the breakdown and without allocating (Match::rankKeys: every playout ends here).
void rankKeysOf(const State& state, std::span<core::RankKey> out);

} // namespace games::no_idea
