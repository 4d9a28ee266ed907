// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Moves of No Thanks! and their stable text form:
//   take | refuse | bid | decline | skip | look | give CARD | remove CARD
// CARD is a card name of cards.h ("17", "wild", "bonus5"). In core::Move: kind, and a = the card of give/remove;
// every other byte is zero.

#include "core/error.h"
#include "core/move.h"
#include "no_thanks/cards.h"

#include <nlohmann/json.hpp>

#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace games::no_thanks {

enum MoveKind : std::uint8_t {
    kTake = 1,
    kRefuse,
    kBid,
    kDecline,
    kSkipMove,
    kLookMove,
    kGiveMove,
    kRemoveMove,
};

inline constexpr core::Move makeMove(MoveKind kind, Card card = kNoCard)
{
    core::Move move;
    move.kind = kind;
    move.a = card;
    return move;
}

/// Whether the bytes form a move of this game at all (a known kind, a card where one belongs, zeros elsewhere).
inline bool isWellFormed(const core::Move& move)
{
    static_assert(std::endian::native == std::endian::little, "the byte tests below assume little-endian");
    // Read as the 8 + 4 bytes a copy of the move writes, so that the loads forward from those stores.
    std::uint64_t head = 0;
    std::uint32_t tail = 0;
    std::memcpy(&head, &move, sizeof head);
    std::memcpy(&tail, reinterpret_cast<const unsigned char*>(&move) + sizeof head, sizeof tail);
    const auto kind = static_cast<std::uint8_t>(head);
    const auto card = static_cast<Card>(head >> 8);
    if ((head >> 16) != 0 || tail != 0 || kind < kTake || kind > kRemoveMove)
        return false;
    return kind == kGiveMove || kind == kRemoveMove ? isValidCard(card) : card == 0;
}

std::string moveText(const core::Move& move);
core::Error parseMoveText(std::string_view text, core::Move& out);
nlohmann::json moveJson(const core::Move& move);

} // namespace games::no_thanks
