// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The text form of No Return's moves, as logs, records and golden tests use it (stable; lower case; tokens
// separated by spaces; counters named colour+value, e.g. "red11"):
//
//   keep                              setup exchange: keep all hand counters
//   setaside red11 blue3              setup exchange: set these aside, draw as many (1-8)
//   exchange red11 blue3              put 1-4 hand counters face down into the lid, draw as many
//   arrange red 11 9 9                place red hand counters 11, 9, 9 below the red column
//   switch                            announce Phase 2 at the start of the turn
//   clear yellow 4 pay green 11       clear the 4 lowest counters of the yellow column, pay green 11
//   clear pink 2 pay blue 5 3 1       ... paid with several counters of one colour
//
// Parsing accepts the values and counters in any order; the text written is the canonical order (colours in
// the order red, yellow, green, blue, purple, pink; values high to low). JSON form (moveToJson):
//   {"type": "keep"} {"type": "setaside", "counters": [...]} {"type": "exchange", "counters": [...]}
//   {"type": "arrange", "colour": "red", "values": [11, 9, 9]} {"type": "switch"}
//   {"type": "clear", "column": "yellow", "count": 4, "payColour": "green", "payment": [11]}

#include "core/error.h"
#include "core/move.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace games::no_return {

std::string moveText(const core::Move& move);
/// no-return.bad-notation with the text as detail when the text is no move.
core::Error parseMoveText(std::string_view text, core::Move& out);
nlohmann::json moveJson(const core::Move& move);

} // namespace games::no_return
