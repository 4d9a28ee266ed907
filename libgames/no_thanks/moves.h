// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The decisions of No Thanks! as core::Move values, built and read only through this header: `kind` is a
// MoveKind, `a` the card of give/remove, every other byte zero. A board or a test never touches the bytes.

#include "core/move.h"
#include "no_thanks/cards.h"

#include <bit>
#include <cstdint>
#include <cstring>

namespace games::no_thanks {

enum class MoveKind : std::uint8_t {
    Take = 1, // take the middle card with its chips (NT-4)
    Refuse, // pay a chip onto it: "No thanks!" (NT-4)
    Bid, // add a chip to the green card in auction (NT-7)
    Decline, // leave the auction and collect the chips on the card (NT-7)
    Skip, // play the skip card (NT-9)
    Look, // play the look card (NT-16)
    Give, // choose the card to give to the left neighbour (NT-15)
    Remove, // choose the card to remove from one's display
};

/// What a move is, as typed data.
struct MoveInfo {
    MoveKind kind = MoveKind::Take;
    Card card = kNoCard; // the chosen card of Give and Remove
};

namespace moves {
inline constexpr core::Move make(MoveKind kind, Card card = kNoCard)
{
    core::Move move;
    move.kind = static_cast<std::uint8_t>(kind);
    move.a = card;
    return move;
}
inline constexpr core::Move take()
{
    return make(MoveKind::Take);
}
inline constexpr core::Move refuse()
{
    return make(MoveKind::Refuse);
}
inline constexpr core::Move bid()
{
    return make(MoveKind::Bid);
}
inline constexpr core::Move decline()
{
    return make(MoveKind::Decline);
}
inline constexpr core::Move skip()
{
    return make(MoveKind::Skip);
}
inline constexpr core::Move look()
{
    return make(MoveKind::Look);
}
inline constexpr core::Move give(Card card)
{
    return make(MoveKind::Give, card);
}
inline constexpr core::Move remove(Card card)
{
    return make(MoveKind::Remove, card);
}
} // namespace moves

/// The typed form of a well-formed move (isWellFormed).
inline constexpr MoveInfo decode(const core::Move& move)
{
    return {static_cast<MoveKind>(move.kind), move.a};
}

/// A move as the 8 + 4 bytes a copy of it writes: read so, the loads forward from those stores.
struct MoveBytes {
    std::uint64_t head = 0;
    std::uint32_t tail = 0;
};

inline MoveBytes bytesOf(const core::Move& move)
{
    static_assert(std::endian::native == std::endian::little, "the byte tests on MoveBytes assume little-endian");
    MoveBytes bytes;
    std::memcpy(&bytes.head, &move, sizeof bytes.head);
    std::memcpy(&bytes.tail, reinterpret_cast<const unsigned char*>(&move) + sizeof bytes.head, sizeof bytes.tail);
    return bytes;
}

/// Whether `move` is exactly `plain`, byte for byte: two compares, where `plain` is a constant.
inline bool isExactly(const core::Move& move, const core::Move& plain)
{
    const MoveBytes a = bytesOf(move);
    const MoveBytes b = bytesOf(plain);
    return a.head == b.head && a.tail == b.tail;
}

/// Whether the bytes form a move of this game at all (a known kind, a card where one belongs, zeros elsewhere).
inline bool isWellFormed(const core::Move& move)
{
    const auto [head, tail] = bytesOf(move);
    const auto kind = static_cast<std::uint8_t>(head);
    const auto card = static_cast<Card>(head >> 8);
    if ((head >> 16) != 0 || tail != 0 || kind < static_cast<std::uint8_t>(MoveKind::Take)
        || kind > static_cast<std::uint8_t>(MoveKind::Remove))
        return false;
    const auto typed = static_cast<MoveKind>(kind);
    return typed == MoveKind::Give || typed == MoveKind::Remove ? isValidCard(card) : card == 0;
}

} // namespace games::no_thanks
