// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/legal_moves.h"

#include "no_thanks/moves.h"
#include "no_thanks/rules.h"

#include <array>
#include <bit>

namespace games::no_thanks {

namespace {

/// The moves without a card as ready-made constants, indexed by kind. Why: a Move built byte by byte just before
/// it is copied into the list stalls store forwarding in the playout loop (docs/performance.md).
constexpr std::array<core::Move, 7> kPlainMoves {
    core::Move {}, moves::take(), moves::refuse(), moves::bid(), moves::decline(), moves::skip(), moves::look()};

const core::Move& plainMove(MoveKind kind)
{
    return kPlainMoves[static_cast<std::size_t>(kind)];
}

} // namespace

namespace {

/// A card to give or to remove (the rare decisions), out of the hot path.
[[gnu::noinline]] void listCardChoices(const State& s, MoveKind kind, core::MoveList& out)
{
    for (std::uint64_t mask = s.displays[s.toMove].mask; mask != 0; mask &= mask - 1) {
        const auto card = static_cast<Card>(std::countr_zero(mask));
        out.push_back(kind == MoveKind::Give ? moves::give(card) : moves::remove(card));
    }
}

} // namespace

void listMoves(const State& s, core::MoveList& out)
{
    out.clear();
    const int seat = s.toMove;
    switch (s.phase) {
    case Phase::TakeOrRefuse:
    case Phase::Auction: {
        const bool auction = s.phase == Phase::Auction;
        if (s.counters[seat] > 0)
            out.push_back(plainMove(auction ? MoveKind::Bid : MoveKind::Refuse));
        out.push_back(plainMove(auction ? MoveKind::Decline : MoveKind::Take));
        const Display& display = s.displays[seat];
        if ((display.mask & ~Display::kNumberMask) != 0) { // skip or look in the display
            if (display.has(kSkip) && othersTakePart(s, seat))
                out.push_back(plainMove(MoveKind::Skip));
            if (display.has(kLook))
                out.push_back(plainMove(MoveKind::Look));
        }
        break;
    }
    case Phase::Give:
        listCardChoices(s, MoveKind::Give, out);
        break;
    case Phase::Remove:
        listCardChoices(s, MoveKind::Remove, out);
        break;
    case Phase::Over:
        break;
    }
}

} // namespace games::no_thanks
