// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One row of the panel's figures: an entrant as one against copies of one member, every deal once per seat.

#include "ai/wilson.h"
#include "core/game.h"
#include "core/match.h"
#include "core/options.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace nobox_panel {

struct RowSpec {
    std::string entrant; // a member spec (panel_members.h), usually a hard level
    std::string member; // the other seats, all alike
    int players = 3;
    std::uint64_t firstDeal = 0;
    int deals = 0;
    int jobs = 1; // games in parallel (one search thread each)
};

struct RowResult {
    int games = 0;
    double wins = 0.0; // the entrant's shares of the victory
    double entrantScore = 0.0; // mean final totals
    double memberScore = 0.0; // mean over the member's seats
    std::vector<double> winsByDeal; // the entrant's wins on each deal (over its rotations)
    std::vector<float> entrantMs; // every decision of the entrant
    std::vector<float> memberMs;
    std::string error; // set when a game could not be played
};

/// Plays `deal` to its end with the row's entrant at `entrantSeat` and its member at every other seat; agent seeds
/// depend only on the deal, the rotation and the seat. `timed(seat, ms)` hears every decision that had a choice.
/// The finished match, or nullptr with the reason in `error`.
std::unique_ptr<games::core::Match> playGame(const games::core::Game& game, const games::core::Options& options,
    const RowSpec& row, std::uint64_t deal, int entrantSeat, std::string& error,
    const std::function<void(int seat, float ms)>& timed = {});

/// Plays the row: deal d (firstDeal .. firstDeal + deals - 1) once with the entrant in each seat; agent seeds
/// depend only on the deal, the rotation and the seat, so two entrants meet the same members' seeds.
RowResult playRow(const games::core::Game& game, const games::core::Options& options, const RowSpec& row);

/// Wilson score interval at 95% for `successes` of `n` (shared wins as fractions).
using games::ai::wilson95;

} // namespace nobox_panel
