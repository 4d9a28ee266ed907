// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Return's decisions as core::Move values. Counter lists are in canonical order (counters.h), so equal
// choices are equal bytes; every byte a kind does not use is zero.
//
//   kind        a              b           count / items
//   SetAside    0              0           0..8 hand counters set aside in the setup exchange (0 = keep)
//   Exchange    0              0           1..4 hand counters put face down into the box lid
//   Arrange     0              0           1..8 hand counters of one colour placed under that colour's column
//   Switch      0              0           0 (the Phase 2 switch, NR-7)
//   Clear       column colour  k (1..22)   1..8 hand counters of one colour paid for the k lowest counters
//
// `Passed` never is a move: it marks a passed-over seat (NR-15) in the public log.

#include "core/move.h"
#include "no_return/counters.h"

#include <span>

namespace games::no_return {

enum MoveKind : std::uint8_t { SetAside = 1, Exchange = 2, Arrange = 3, Switch = 4, Clear = 5, Passed = 6 };

inline constexpr int kMaxColumn = kMaxValue * kCopies; // a column holds at most 22 counters

/// A move of `kind` with `counters` (any order, at most 8) sorted into canonical order.
core::Move makeMove(MoveKind kind, std::span<const Counter> counters, int a = 0, int b = 0);

/// Whether the bytes have the shape of some move (kind known, items valid and canonical, unused bytes zero).
/// The rules then say whether it is legal now.
bool isWellFormed(const core::Move& move);

inline std::span<const Counter> itemsOf(const core::Move& move)
{
    return {move.items.data(), static_cast<std::size_t>(move.count > 8 ? 8 : move.count)};
}

} // namespace games::no_return
