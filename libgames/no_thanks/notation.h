// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The stable text form of No Thanks! moves (moves.h):
//   take | refuse | bid | decline | skip | look | give CARD | remove CARD
// CARD is a card name of cards.h ("17", "wild", "bonus5").

#include "core/error.h"
#include "core/move.h"
#include "no_thanks/cards.h"
#include "no_thanks/moves.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace games::no_thanks {

// Old byte-level names, to be replaced by moves.h everywhere (issue 8): do not use in new code.
enum LegacyMoveKind : std::uint8_t {
    kTake = 1,
    kRefuse,
    kBid,
    kDecline,
    kSkipMove,
    kLookMove,
    kGiveMove,
    kRemoveMove,
};
inline constexpr core::Move makeMove(LegacyMoveKind kind, Card card = kNoCard)
{
    return moves::make(static_cast<MoveKind>(kind), card);
}

std::string moveText(const core::Move& move);
core::Error parseMoveText(std::string_view text, core::Move& out);
nlohmann::json moveJson(const core::Move& move);

} // namespace games::no_thanks
