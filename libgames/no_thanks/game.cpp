// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/game.h"

#include "no_thanks/match.h"
#include "no_thanks/notation.h"
#include "no_thanks/rules.h"
#include "no_thanks/setup.h"

#include "core/match_config.h"
#include "core/module_game.h"

#include <array>

namespace games::no_thanks {

namespace {

using core::ArgKind;
using core::ErrorInfo;

/// Every code the module returns, with what its arguments hold. `detail` only ever quotes input: a text that is
/// no move or no card, a field of the setup JSON, or where in the setup a card stands ("deck[4]").
constexpr std::array kErrorCodes {
    ErrorInfo {"no-thanks.bad-notation", {}, true}, // detail: the text
    ErrorInfo {"no-thanks.malformed-move", {}, false}, ErrorInfo {"no-thanks.must-take", {}, false},
    ErrorInfo {"no-thanks.must-decline", {}, false}, ErrorInfo {"no-thanks.auction-running", {}, false},
    ErrorInfo {"no-thanks.no-auction", {}, false}, ErrorInfo {"no-thanks.choice-pending", {}, false},
    ErrorInfo {"no-thanks.no-choice-pending", {}, false}, ErrorInfo {"no-thanks.wrong-choice", {}, false},
    ErrorInfo {"no-thanks.not-your-card", {ArgKind::Card}, false}, // the card chosen
    ErrorInfo {"no-thanks.no-skip-card", {}, false}, ErrorInfo {"no-thanks.no-look-card", {}, false},
    ErrorInfo {"no-thanks.skip-last-participant", {}, false},
    ErrorInfo {"no-thanks.setup-not-object", {}, true}, // detail: the setup's JSON
    ErrorInfo {"no-thanks.setup-unknown-key", {}, true}, // detail: the key
    ErrorInfo {"no-thanks.setup-bad-list", {}, true}, // detail: the field
    ErrorInfo {"no-thanks.setup-too-many", {ArgKind::Number}, true}, // the most allowed; detail: the field
    ErrorInfo {"no-thanks.setup-empty-deck", {}, false},
    ErrorInfo {"no-thanks.setup-unknown-card", {}, true}, // detail: the text that names no card
    ErrorInfo {"no-thanks.setup-card-not-in-game", {ArgKind::Card}, true}, // the card; detail: where ("deck[2]")
    ErrorInfo {"no-thanks.setup-duplicate-card", {ArgKind::Card}, true}, // the card; detail: where, the extra copy
    ErrorInfo {"no-thanks.setup-green-set-aside", {ArgKind::Card}, true}, // the card; detail: where
    ErrorInfo {"no-thanks.setup-not-green", {ArgKind::Card}, true}, // the card; detail: where
};

std::string argText(core::ArgKind kind, int value)
{
    if (kind == core::ArgKind::Card && value >= 0 && value < kCardIds && isValidCard(static_cast<Card>(value)))
        return std::string(cardName(static_cast<Card>(value)));
    return std::to_string(value);
}

std::unique_ptr<core::Match> dealMatch(
    const core::Game& game, std::shared_ptr<const core::MatchConfig> config, core::Error& error)
{
    State state = emptyState(
        config->seats, config->startSeat, config->options.flag("expansion"), config->options.flag("open-counters"));
    if (config->setup.is_null()) {
        dealFromSeed(state, config->seed);
    } else if ((error = dealFromSetup(state, config->setup))) {
        return nullptr;
    }
    start(state);
    return std::make_unique<NoThanksMatch>(game, std::move(config), std::move(state));
}

} // namespace

std::unique_ptr<core::Game> makeGame()
{
    return std::make_unique<core::ModuleGame>(core::GameFacts {.id = "no-thanks",
        .version = 1,
        .minSeats = 3,
        .maxSeats = 7,
        .options = {{"expansion", core::OptionSpec::Type::Bool, 0, 0, 1},
            {"open-counters", core::OptionSpec::Type::Bool, 0, 0, 1}},
        .errorCodes = kErrorCodes,
        .moveToText = moveText,
        .parseMove = parseMoveText,
        .moveToJson = moveJson,
        .argToText = argText,
        .createMatch = dealMatch,
        .sampleMatch = sampleMatch,
        .topics = {}});
}

} // namespace games::no_thanks
