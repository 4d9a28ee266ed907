// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The stable text form of No Thanks! moves (moves.h), as records and logs use it:
//   take | refuse | bid | decline | skip | look | give CARD | remove CARD
// CARD is a card name of cards.h ("17", "wild", "bonus5").

#include "core/error.h"
#include "core/move.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace games::no_thanks {

/// "?" for bytes that are no move of this game.
std::string moveText(const core::Move& move);
/// no-thanks.bad-notation (the text as detail) when `text` is no move.
core::Error parseMoveText(std::string_view text, core::Move& out);
/// {"type": "give", "card": "17"}; {"type": "invalid"} for bytes that are no move of this game.
nlohmann::json moveJson(const core::Move& move);

} // namespace games::no_thanks
