// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The stable text form of No Idea moves (moves.h), as records and logs use it:
//   reveal P        turn up the face-down card at position P (1-6, reading order)
//   pile N          place the pending card on pile N (1-based, in the order the piles were started)
//   nothing-fits    declare "Nothing fits anymore!"
// JSON form (moveToJson): {"type": "reveal", "position": 4} {"type": "pile", "pile": 2} {"type": "nothing-fits"}

#include "core/error.h"
#include "core/move.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace games::no_idea {

/// "?" for bytes that are no move of this game.
std::string moveText(const core::Move& move);
/// no-idea.bad-notation (the text as detail) when `text` is no move.
core::Error parseMoveText(std::string_view text, core::Move& out);
/// {"type": "invalid"} for bytes that are no move of this game.
nlohmann::json moveJson(const core::Move& move);

} // namespace games::no_idea
