// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The decisions of No Idea as core::Move values, built and read only through this header: `kind` is a MoveKind,
// `a` the layout position (1-6) of a reveal or the pile (1-based, in the order the piles were started) of a pile
// choice; every other byte zero. Everything else (the opening card, functions, refills, reshuffles, prizes,
// trophies, new cards) happens by itself in apply and is written to the public log (state.h, EventType).

#include "core/move.h"

#include <cstdint>

namespace games::no_idea {

enum class MoveKind : std::uint8_t {
    Reveal = 1, // turn up the face-down card at a position (ND-3)
    Pile, // place the pending card on this pile, when it fits two or more (ND-2, ND-3)
    NothingFits, // declare "Nothing fits anymore!" (ND-7)
};

struct MoveInfo {
    MoveKind kind = MoveKind::Reveal;
    int position = 0; // Reveal: 1-6
    int pile = 0; // Pile: 1-based
};

namespace moves {
inline constexpr core::Move make(MoveKind kind, int argument = 0)
{
    core::Move move;
    move.kind = static_cast<std::uint8_t>(kind);
    move.a = static_cast<std::uint8_t>(argument);
    return move;
}
/// Reveal the card at `position` (1-6, reading order: 1-3 the first row).
inline constexpr core::Move reveal(int position)
{
    return make(MoveKind::Reveal, position);
}
/// Place the pending card on pile `pile` (1-based).
inline constexpr core::Move pile(int pile)
{
    return make(MoveKind::Pile, pile);
}
inline constexpr core::Move nothingFits()
{
    return make(MoveKind::NothingFits);
}
} // namespace moves

/// Whether the bytes form a move of this game at all (a known kind, its argument in range, zeros elsewhere).
/// The rules then say whether it is legal now.
inline bool isWellFormed(const core::Move& move)
{
    if (move.b != 0 || move.count != 0)
        return false;
    for (auto item : move.items)
        if (item != 0)
            return false;
    switch (static_cast<MoveKind>(move.kind)) {
    case MoveKind::Reveal:
        return move.a >= 1 && move.a <= 6;
    case MoveKind::Pile:
        return move.a >= 1;
    case MoveKind::NothingFits:
        return move.a == 0;
    }
    return false;
}

/// The typed form of a well-formed move.
inline constexpr MoveInfo decode(const core::Move& move)
{
    const auto kind = static_cast<MoveKind>(move.kind);
    return {kind, kind == MoveKind::Reveal ? move.a : 0, kind == MoveKind::Pile ? move.a : 0};
}

} // namespace games::no_idea
