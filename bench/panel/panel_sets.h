// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The panel's two sets (docs/ai.md, "Measuring"), kept apart: the hard level's settings and its opponent
// model are fitted and chosen against the tuning set only, on its deals only; the figures are reported against
// the test set, on its deals. A deal is a match seed; each deal is played once per seat (the entrant rotated),
// so deal d of a set is the cli's `tournament --seed` convention for the deals d.. (ten per 30 games at three
// players): the test set's deals 20000-20099 are tournament seeds 20000, 20010, ... 20090.

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace nobox_panel {

struct PanelSet {
    std::string_view name;
    std::span<const std::string_view> members;
    std::uint64_t firstDeal; // deals firstDeal .. firstDeal + kDealsPerSet - 1
};

inline constexpr std::uint64_t kDealsPerSet = 1000;

// Tuning: one threshold player, the hoarder, perfect-information Monte Carlo for the victory and for its own total,
// and NoBox's normal and easy levels.
inline constexpr std::array<std::string_view, 6> kTuningMembers {
    "threshold-0.5", "hoarder", "pimc", "pimc-total", "normal", "easy"};
// Test: the independent information-set MCTS, the two other threshold players and classic hard.
inline constexpr std::array<std::string_view, 4> kTestMembers {
    "ismcts", "threshold-0.3", "threshold-0.7", "hard:classic"};

inline constexpr PanelSet kTuningSet {"tuning", kTuningMembers, 10000};
inline constexpr PanelSet kTestSet {"test", kTestMembers, 20000};

} // namespace nobox_panel
