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

/// A card to give or to remove (the rare decisions), out of the hot path.
[[gnu::noinline]] void listCardChoices(const State& s, MoveKind kind, core::MoveList& out)
{
    out.clear();
    for (std::uint64_t mask = s.displays[s.toMove].mask; mask != 0; mask &= mask - 1) {
        const auto card = static_cast<Card>(std::countr_zero(mask));
        out.push_back(kind == MoveKind::Give ? moves::give(card) : moves::remove(card));
    }
}

/// NT-4, NT-7: refuse (or bid) while the seat has a chip, and take (or decline), written from `out` on. Branches,
/// not a table: they are predicted, so the moves are stored at once instead of after the loads a table lookup
/// waits for, and the playout's next step reads them sooner (docs/performance.md).
core::Move* writeMiddleCardDecisions(const State& s, int seat, core::Move* out)
{
    const bool hasChip = s.chips[seat] > 0;
    if (s.phase == Phase::Auction) [[unlikely]] {
        if (hasChip)
            *out++ = plainMove(MoveKind::Bid);
        *out++ = plainMove(MoveKind::Decline);
        return out;
    }
    if (hasChip)
        *out++ = plainMove(MoveKind::Refuse);
    *out++ = plainMove(MoveKind::Take);
    return out;
}

/// The same with the skip and look cards of the seat's display, where it may play them (NT-9, NT-16, NT-23):
/// the rare case, out of line.
[[gnu::noinline]] void listWithAnyTimeCards(const State& s, int seat, core::MoveList& out)
{
    out.overwrite(4, [&s, seat](core::Move* moves) {
        core::Move* end = writeMiddleCardDecisions(s, seat, moves);
        const Display& display = s.displays[seat];
        if (display.has(kSkip) && othersTakePart(s, seat))
            *end++ = plainMove(MoveKind::Skip);
        if (display.has(kLook))
            *end++ = plainMove(MoveKind::Look);
        return static_cast<std::size_t>(end - moves);
    });
}

/// The decisions on the middle card: the playout's hot path, written in place after one room test for the whole
/// list, with no call that would keep registers busy (docs/performance.md).
void listMiddleCardMoves(const State& s, core::MoveList& out)
{
    const int seat = s.toMove;
    if ((s.displays[seat].mask & ~Display::kNumberMask) != 0) [[unlikely]] // a skip or look card
        return listWithAnyTimeCards(s, seat, out);
    out.overwrite(2, [&s, seat](core::Move* moves) {
        return static_cast<std::size_t>(writeMiddleCardDecisions(s, seat, moves) - moves);
    });
}

} // namespace

void listMoves(const State& s, core::MoveList& out)
{
    switch (s.phase) {
    case Phase::TakeOrRefuse:
    case Phase::Auction:
        [[likely]] return listMiddleCardMoves(s, out);
    case Phase::Give:
        return listCardChoices(s, MoveKind::Give, out);
    case Phase::Remove:
        return listCardChoices(s, MoveKind::Remove, out);
    case Phase::Over:
        return out.clear();
    }
}

} // namespace games::no_thanks
