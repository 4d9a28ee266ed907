// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The text of No Return: the names of colours ("red") and counters ("red11"), and the form of its moves as logs,
// records and golden tests use it (stable; lower case; tokens separated by spaces):
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
#include "no_return/counters.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace games::no_return {

/// "red" .. "pink"; "?" for a byte that is no colour.
std::string_view colourName(int colour);
/// -1 when the text names no colour.
int colourFromName(std::string_view text);
/// "red11"; "?" for a byte that is no counter.
std::string counterName(Counter c);
std::optional<Counter> parseCounter(std::string_view text);
/// ["red11", "blue3"]
nlohmann::json counterNamesJson(std::span<const Counter> counters);

std::string moveText(const core::Move& move);
/// no-return.bad-notation with the text as detail when the text is no move.
core::Error parseMoveText(std::string_view text, core::Move& out);
nlohmann::json moveJson(const core::Move& move);

} // namespace games::no_return
