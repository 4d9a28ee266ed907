// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/legal_moves.h"

#include "no_return/moves.h"

namespace games::no_return {

using core::Move;

namespace {

/// A move of `kind` without counters: the generator writes counters straight into its items, already in
/// canonical order (the layout of moves.h), so enumerating allocates nothing and sorts nothing.
Move emptyMove(MoveKind kind, int a = 0)
{
    Move move;
    move.kind = static_cast<std::uint8_t>(kind);
    move.a = static_cast<std::uint8_t>(a);
    return move;
}

struct Group {
    Counter counter;
    int copies;
};

/// The distinct counters of a hand in canonical order (at most 8 of them), optionally of one colour only and
/// no higher than `maxValue`.
int groupsOf(const CounterCounts& hand, Group* groups, int colour = -1, int maxValue = kMaxValue)
{
    int n = 0;
    for (int c = colour < 0 ? 0 : colour; c < (colour < 0 ? kColours : colour + 1); ++c)
        for (int v = maxValue; v >= 1; --v)
            if (const int copies = hand.n[static_cast<std::size_t>(c)][static_cast<std::size_t>(v)]; copies > 0)
                groups[n++] = {makeCounter(c, v), copies};
    return n;
}

/// Calls emit(move) for every sub-multiset of the groups with minSize..maxSize counters; `move` holds the
/// counters in canonical order in items[0..count).
template <typename Emit>
void subMultisets(const Group* groups, int groupCount, int minSize, int maxSize, Move& move, int at, Emit& emit)
{
    if (at == groupCount) {
        if (move.count >= minSize)
            emit(move);
        return;
    }
    const int before = move.count;
    subMultisets(groups, groupCount, minSize, maxSize, move, at + 1, emit);
    for (int k = 1; k <= groups[at].copies && move.count < maxSize; ++k) {
        move.items[move.count++] = groups[at].counter;
        subMultisets(groups, groupCount, minSize, maxSize, move, at + 1, emit);
    }
    zeroFrom(move.items, static_cast<std::size_t>(before));
    move.count = static_cast<std::uint8_t>(before);
}

void counterSubsets(const CounterCounts& hand, MoveKind kind, int minSize, int maxSize, core::MoveList& out,
    int colour = -1, int maxValue = kMaxValue)
{
    Group groups[kHandSize * 2];
    const int n = groupsOf(hand, groups, colour, maxValue);
    Move move = emptyMove(kind);
    auto emit = [&out](const Move& m) { out.push_back(m); };
    subMultisets(groups, n, minSize, maxSize, move, 0, emit);
}

struct Payment {
    std::array<std::uint8_t, 8> items;
    std::uint8_t count;
    std::uint8_t sum;
};

void clears(const SeatState& seat, core::MoveList& out)
{
    // The cleared sums per column and k: prefix sums from the bottom.
    int sums[kColours][kMaxColumn + 1];
    int lengths[kColours];
    for (int c = 0; c < kColours; ++c) {
        const auto& column = seat.columns[static_cast<std::size_t>(c)];
        lengths[c] = static_cast<int>(column.size());
        sums[c][0] = 0;
        for (int k = 1; k <= lengths[c]; ++k)
            sums[c][k] = sums[c][k - 1] + column[column.size() - static_cast<std::size_t>(k)];
    }
    Payment payments[256];
    for (int payColour = 0; payColour < kColours; ++payColour) {
        Group groups[kHandSize * 2];
        const int n = groupsOf(seat.hand, groups, payColour);
        if (n == 0)
            continue;
        int paymentCount = 0;
        int best = 0;
        Move scratch;
        auto collect = [&](const Move& m) {
            int sum = 0;
            for (int i = 0; i < m.count; ++i)
                sum += valueOf(m.items[static_cast<std::size_t>(i)]);
            payments[paymentCount++] = {m.items, m.count, static_cast<std::uint8_t>(sum)};
            best = sum > best ? sum : best;
        };
        subMultisets(groups, n, 1, kHandSize, scratch, 0, collect);
        for (int c = 0; c < kColours; ++c) {
            Move move = emptyMove(MoveKind::Clear, c);
            for (int k = 1; k <= lengths[c] && sums[c][k] <= best; ++k) {
                move.b = static_cast<std::uint8_t>(k);
                const int needed = sums[c][k];
                for (int p = 0; p < paymentCount; ++p) {
                    if (payments[p].sum < needed)
                        continue;
                    move.items = payments[p].items;
                    move.count = payments[p].count;
                    out.push_back(move);
                }
            }
        }
    }
}

} // namespace

void listMoves(const State& state, core::MoveList& out)
{
    out.clear();
    if (state.stage == Stage::Over)
        return;
    const SeatState& seat = state.seats[static_cast<std::size_t>(state.toMove)];
    if (state.stage == Stage::Setup) {
        counterSubsets(seat.hand, MoveKind::SetAside, 0, kHandSize, out);
        return;
    }
    if (seat.phase == 1) {
        out.push_back(moves::switchToPhase2());
        for (int c = 0; c < kColours; ++c) {
            const auto& column = seat.columns[static_cast<std::size_t>(c)];
            counterSubsets(
                seat.hand, MoveKind::Arrange, 1, kHandSize, out, c, column.empty() ? kMaxValue : column.back());
        }
    } else {
        clears(seat, out);
    }
    counterSubsets(seat.hand, MoveKind::Exchange, kMinExchange, kMaxExchange, out);
}

} // namespace games::no_return
