// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Return's decisions as core::Move values, built and read only through this header: the builders in
// `moves`, and decode() for the typed form. A board or a test never touches the bytes. Counter lists are kept
// in canonical order (counters.h), so equal choices are equal bytes; every byte a kind does not use is zero:
//
//   kind        a              b           count / items
//   SetAside    0              0           0..8 hand counters set aside in the setup exchange (0 = keep)
//   Exchange    0              0           1..4 hand counters put face down into the box lid
//   Arrange     0              0           1..8 hand counters of one colour placed under that colour's column
//   Switch      0              0           0
//   Clear       column colour  k (1..22)   1..8 hand counters of one colour paid for the column's k lowest
//
// The builders never judge legality (Match::check does); what no move can be (a value of 12, more than 8
// counters, a colour beyond pink) they build as a malformed move, which check() refuses.

#include "core/move.h"
#include "no_return/counters.h"

#include <initializer_list>
#include <span>

namespace games::no_return {

enum class MoveKind : std::uint8_t {
    SetAside = 1, // the setup exchange: set 0-8 hand counters aside, draw as many; none = keep (NR-3, NR-17)
    Exchange, // 1-4 hand counters face down into the lid, draw as many (NR-5)
    Arrange, // hand counters of one colour below that colour's column, draw as many (NR-6)
    Switch, // announce Phase 2 at the start of one's turn (NR-7)
    Clear, // clear a column's k lowest counters, paying with hand counters of one colour (NR-8)
};

/// A move's counters: set aside, exchanged, placed (top to bottom) or paid, in canonical order.
using MoveCounters = CounterList<kHandSize>;

/// What a move is, as typed data.
struct MoveInfo {
    MoveKind kind = MoveKind::SetAside;
    Colour colour = Red; // Arrange: the column placed under (the counters' colour); Clear: the column cleared
    int count = 0; // Clear: how many of the column's lowest counters
    Colour payColour = Red; // Clear: the colour paid with
    MoveCounters counters;

    bool isKeep() const { return kind == MoveKind::SetAside && counters.empty(); }
};

namespace moves {
inline constexpr core::Move keep()
{
    return core::Move {static_cast<std::uint8_t>(MoveKind::SetAside), 0, 0, 0, {}};
}
core::Move setAside(std::span<const Counter> counters);
core::Move setAside(std::initializer_list<Counter> counters);
core::Move exchange(std::span<const Counter> counters);
core::Move exchange(std::initializer_list<Counter> counters);
/// Hand counters of `colour` with these values below the `colour` column (any order).
core::Move arrange(Colour colour, std::span<const int> values);
core::Move arrange(Colour colour, std::initializer_list<int> values);
inline constexpr core::Move switchToPhase2()
{
    return core::Move {static_cast<std::uint8_t>(MoveKind::Switch), 0, 0, 0, {}};
}
/// Clears the `count` lowest counters of the `column` column, paying hand counters of `payColour` with these
/// values.
core::Move clear(Colour column, int count, Colour payColour, std::span<const int> values);
core::Move clear(Colour column, int count, Colour payColour, std::initializer_list<int> values);
/// Any kind with any counters (sorted into canonical order): for the moves the typed builders cannot express,
/// such as counters of two colours, which tests and brute-force checks need. `a`/`b` as in the table above.
core::Move make(MoveKind kind, std::span<const Counter> counters, int a = 0, int b = 0);
} // namespace moves

/// Whether the bytes have the shape of some move (kind known, items valid and canonical, unused bytes zero).
/// The rules then say whether it is legal now.
bool isWellFormed(const core::Move& move);

// Reads without the copy of decode(), for the rules' and the move generator's hot paths.
inline MoveKind kindOf(const core::Move& move)
{
    return static_cast<MoveKind>(move.kind);
}
/// Clear: the column and how many of its lowest counters.
inline Colour clearColumnOf(const core::Move& move)
{
    return static_cast<Colour>(move.a);
}
inline int clearCountOf(const core::Move& move)
{
    return move.b;
}

/// The typed form of a well-formed move (for other bytes the fields are unspecified, but reading them is safe).
/// Inline: the heuristic decodes every legal move of every playout step.
inline MoveInfo decode(const core::Move& move)
{
    MoveInfo info;
    info.kind = kindOf(move);
    info.counters = MoveCounters::fromItems(move.items, move.count);
    const Colour countersColour = info.counters.empty() ? Red : colourOf(info.counters[0]);
    if (info.kind == MoveKind::Clear) {
        info.colour = clearColumnOf(move);
        info.count = clearCountOf(move);
        info.payColour = countersColour;
    } else if (info.kind == MoveKind::Arrange) {
        info.colour = countersColour;
    }
    return info;
}

} // namespace games::no_return
