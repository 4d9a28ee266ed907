// SPDX-License-Identifier: GPL-3.0-or-later
// No Return: every counter in exactly one place and no more copies of it than the bag had; hands of at most
// eight, columns ordered from the top down, every seat in Phase 1 or 2.
#include "invariants.h"

#include "core/debug.h"
#include "no_return/match.h"

#include <array>

namespace nobox::soak {

namespace gc = games::core;
namespace nr = games::no_return;

namespace {

using Pieces = std::array<int, 256>; // copies by counter byte

Pieces piecesOf(const nr::State& s)
{
    Pieces pieces {};
    auto add = [&](const std::vector<nr::Counter>& list) {
        for (auto c : list)
            ++pieces[c];
    };
    add(s.bag);
    add(s.setAside);
    add(s.lidFaceUp);
    for (const auto& seat : s.seats) {
        for (int colour = 0; colour < nr::kColours; ++colour)
            for (int value = 1; value <= nr::kMaxValue; ++value)
                pieces[nr::makeCounter(colour, value)]
                    += seat.hand.n[static_cast<std::size_t>(colour)][static_cast<std::size_t>(value)];
        for (int colour = 0; colour < nr::kColours; ++colour)
            for (auto value : seat.columns[static_cast<std::size_t>(colour)])
                ++pieces[nr::makeCounter(colour, value)];
        add(seat.pointsPile);
        add(seat.faceDown);
    }
    return pieces;
}

std::string checkNoReturn(const nr::State& s)
{
    for (std::size_t seat = 0; seat < s.seats.size(); ++seat) {
        const auto& view = s.seats[seat];
        if (view.hand.size > nr::kHandSize || view.hand.size < 0)
            return "seat " + std::to_string(seat) + " holds " + std::to_string(view.hand.size) + " counters";
        for (int colour = 0; colour < nr::kColours; ++colour) {
            const auto& column = view.columns[static_cast<std::size_t>(colour)];
            if (column.size() > static_cast<std::size_t>(nr::kMaxColumn))
                return "seat " + std::to_string(seat) + " column " + std::to_string(colour) + " too long";
            for (std::size_t i = 0; i < column.size(); ++i) {
                if (!nr::isValue(column[i]))
                    return "seat " + std::to_string(seat) + " column " + std::to_string(colour) + " holds value "
                        + std::to_string(column[i]);
                if (i > 0 && column[i] > column[i - 1])
                    return "seat " + std::to_string(seat) + " column " + std::to_string(colour)
                        + " is not ordered from high (top) to low";
            }
        }
        if (view.phase != 1 && view.phase != 2)
            return "seat " + std::to_string(seat) + " in phase " + std::to_string(view.phase);
    }
    return {};
}
const nr::State& stateOf(const gc::Match& match)
{
    return gc::stateOf(static_cast<const nr::NoReturnMatch&>(match));
}

class NoReturnInvariants final : public GameInvariants {
public:
    explicit NoReturnInvariants(const gc::Match& start)
        : m_pieces(piecesOf(stateOf(start)))
    {
    }

    std::string check(const gc::Match& match) const override
    {
        const nr::State& s = stateOf(match);
        const Pieces pieces = piecesOf(s);
        if (pieces != m_pieces)
            return "counters not conserved: " + describeCopies(pieces, m_pieces);
        for (std::size_t counter = 0; counter < pieces.size(); ++counter)
            if (pieces[counter] > 0
                && (!nr::isCounter(static_cast<nr::Counter>(counter)) || pieces[counter] > nr::kCopies))
                return "counter " + std::to_string(counter) + " x" + std::to_string(pieces[counter]);
        return checkNoReturn(s);
    }

private:
    Pieces m_pieces;
};

} // namespace

std::unique_ptr<GameInvariants> noReturnInvariants(const gc::Match& start)
{
    return std::make_unique<NoReturnInvariants>(start);
}

} // namespace nobox::soak
