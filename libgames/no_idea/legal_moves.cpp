// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/legal_moves.h"

#include "no_idea/moves.h"
#include "no_idea/rules.h"

namespace games::no_idea {

void listMoves(const State& s, core::MoveList& out)
{
    out.clear();
    if (s.phase == Phase::Over)
        return;
    if (s.phase == Phase::ChoosePile) {
        PileList fit {};
        const int count = fittingPiles(s, s.pending, fit);
        for (int i = 0; i < count; ++i)
            out.push_back(moves::pile(fit[static_cast<std::size_t>(i)] + 1));
        return;
    }
    const SeatState& seat = s.seats[static_cast<std::size_t>(s.toMove)];
    int cards = 0;
    for (int position = 1; position <= kLayoutSize; ++position)
        if (seat.layout[static_cast<std::size_t>(position - 1)] != kNoCard) {
            out.push_back(moves::reveal(position));
            ++cards;
        }
    if (cards <= kDeclareLimit)
        out.push_back(moves::nothingFits());
}

} // namespace games::no_idea
