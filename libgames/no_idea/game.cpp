// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/game.h"

#include "no_idea/match.h"
#include "no_idea/notation.h"
#include "no_idea/rules.h"
#include "no_idea/setup.h"

#include "core/match_config.h"
#include "core/module_game.h"

#include <array>

namespace games::no_idea {

namespace {

using core::ArgKind;
using core::ErrorInfo;

/// Every code the module returns, with what its arguments hold. `detail` only ever quotes input: a text that is
/// no move or no card, a field of the setup JSON, or where in the setup a card stands ("cards[4]").
constexpr std::array kErrorCodes {
    ErrorInfo {"no-idea.bad-notation", {}, true}, // detail: the text
    ErrorInfo {"no-idea.malformed-move", {}, false},
    ErrorInfo {"no-idea.choose-pile-first", {ArgKind::Card}, false}, // ND-2, ND-3: the card waiting for a pile
    ErrorInfo {"no-idea.empty-position", {ArgKind::Number}, false}, // ND-3: the position
    ErrorInfo {"no-idea.no-pile-choice", {}, false}, // ND-2, ND-3: no card waits for a pile
    ErrorInfo {"no-idea.no-such-pile", {ArgKind::Number, ArgKind::Number}, false}, // the pile, how many there are
    ErrorInfo {"no-idea.does-not-fit", {ArgKind::Card, ArgKind::Number}, false}, // ND-2, ND-3: the card, the pile
    ErrorInfo {"no-idea.too-many-to-declare", {ArgKind::Number}, false}, // ND-7: the cards in the layout
    ErrorInfo {"no-idea.setup-not-object", {}, true}, // detail: the setup's JSON
    ErrorInfo {"no-idea.setup-unknown-key", {}, true}, // detail: the key
    ErrorInfo {"no-idea.setup-bad-list", {}, true}, // detail: the field
    ErrorInfo {"no-idea.setup-unknown-card", {}, true}, // detail: the text that names no card
    ErrorInfo {"no-idea.setup-no-such-card", {ArgKind::Card}, true}, // ND-1: the face; detail: where
    ErrorInfo {"no-idea.setup-too-many-copies", {ArgKind::Card}, true}, // ND-1: the card; detail: where
    ErrorInfo {"no-idea.setup-missing-card", {ArgKind::Card}, false}, // ND-1: a card of the box not listed
    ErrorInfo {"no-idea.setup-trophy-count", {ArgKind::Number, ArgKind::Number}, false}, // given, wanted
    ErrorInfo {"no-idea.setup-bad-trophy", {}, true}, // detail: where
    ErrorInfo {"no-idea.setup-too-many-trophies", {ArgKind::Number}, true}, // the value; detail: where
};

std::string argText(core::ArgKind kind, int value)
{
    if (kind == core::ArgKind::Card && value > 0 && value < 256 && cardName(static_cast<Card>(value)) != "?")
        return cardName(static_cast<Card>(value));
    return std::to_string(value);
}

std::unique_ptr<core::Match> dealMatch(
    const core::Game& game, std::shared_ptr<const core::MatchConfig> config, core::Error& error)
{
    State state = emptyState(config->seats, config->startSeat, config->options.flag("memory-aid"), config->seed);
    if (config->setup.is_null())
        dealFromSeed(state);
    else if ((error = dealFromSetup(state, config->setup)))
        return nullptr;
    start(state);
    return std::make_unique<NoIdeaMatch>(game, std::move(config), std::move(state));
}

} // namespace

std::unique_ptr<core::Game> makeGame()
{
    return std::make_unique<core::ModuleGame>(core::GameFacts {.id = "no-idea",
        .version = 1,
        .minSeats = 2,
        .maxSeats = 5,
        .options = {{"memory-aid", core::OptionSpec::Type::Bool, 0, 0, 1, false}}, // the board's only (ND-10)
        .errorCodes = kErrorCodes,
        .moveToText = moveText,
        .parseMove = parseMoveText,
        .moveToJson = moveJson,
        .argToText = argText,
        .createMatch = dealMatch,
        .sampleMatch = sampleMatch,
        .topics = {}});
}

} // namespace games::no_idea
