// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/game.h"

#include "no_return/match.h"
#include "no_return/notation.h"
#include "no_return/setup.h"

#include "core/module_game.h"

#include <array>

namespace games::no_return {

namespace {

using core::ArgKind;
using core::ErrorInfo;

/// Every code the module returns, with what its arguments hold. `detail` only ever quotes input: a text that is
/// no move, or a field of the setup JSON.
constexpr std::array kErrorCodes {
    ErrorInfo {"no-return.bad-notation", {}, true}, // detail: the text
    ErrorInfo {"no-return.bad-setup", {}, true}, // detail: the field ("setup", "bag", an unknown key)
    ErrorInfo {"no-return.bad-counter", {}, true}, // detail: "bag[i]"
    ErrorInfo {"no-return.too-many-copies", {ArgKind::Card}, true}, // the counter; detail: "bag[i]", its third copy
    ErrorInfo {"no-return.malformed-move", {}, false}, ErrorInfo {"no-return.setup-only", {}, false},
    ErrorInfo {"no-return.setup-exchange-first", {}, false},
    // the counter, how many the move uses, how many the hand holds
    ErrorInfo {"no-return.not-in-hand", {ArgKind::Card, ArgKind::Number, ArgKind::Number}, false},
    ErrorInfo {"no-return.exchange-count", {ArgKind::Number}, false}, // how many the move exchanges
    ErrorInfo {"no-return.nothing-chosen", {}, false}, ErrorInfo {"no-return.phase1-only", {}, false},
    ErrorInfo {"no-return.phase2-only", {}, false}, ErrorInfo {"no-return.switch-not-first", {}, false},
    ErrorInfo {"no-return.mixed-colours", {ArgKind::Colour, ArgKind::Colour}, false}, // two of the colours
    // the highest value placed, the column's lowest value, the column
    ErrorInfo {"no-return.too-high-for-column", {ArgKind::Number, ArgKind::Number, ArgKind::Colour}, false},
    ErrorInfo {"no-return.no-column", {ArgKind::Colour}, false}, // the column asked for
    // how many to clear, how many the column holds, the column
    ErrorInfo {"no-return.clear-count", {ArgKind::Number, ArgKind::Number, ArgKind::Colour}, false},
    ErrorInfo {"no-return.payment-too-low", {ArgKind::Number, ArgKind::Number}, false}, // paid, needed
};

std::string argText(core::ArgKind kind, int value)
{
    const bool isByte = value >= 0 && value <= 0xff;
    switch (kind) {
    case core::ArgKind::Card:
        return isByte ? counterName(static_cast<Counter>(value)) : "?";
    case core::ArgKind::Colour:
        return std::string(colourName(value));
    default:
        return std::to_string(value);
    }
}

std::unique_ptr<core::Match> dealMatch(
    const core::Game& game, std::shared_ptr<const core::MatchConfig> config, core::Error& error)
{
    State state;
    if ((error = dealState(*config, state)))
        return nullptr;
    return std::make_unique<NoReturnMatch>(game, std::move(config), std::move(state));
}

} // namespace

std::unique_ptr<core::Game> makeGame()
{
    return std::make_unique<core::ModuleGame>(core::GameFacts {.id = "no-return",
        .version = 1,
        .minSeats = 2,
        .maxSeats = 4,
        .options = {},
        .errorCodes = kErrorCodes,
        .moveToText = moveText,
        .parseMove = parseMoveText,
        .moveToJson = moveJson,
        .argToText = argText,
        .createMatch = dealMatch,
        .sampleMatch = sampleMatch,
        .topics = {}});
}

} // namespace games::no_return
