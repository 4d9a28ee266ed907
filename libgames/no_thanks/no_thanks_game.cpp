// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/no_thanks_game.h"

#include "no_thanks/game.h"
#include "no_thanks/no_thanks_match.h"
#include "no_thanks/notation.h"
#include "no_thanks/setup.h"

#include "core/match_config.h"

#include <array>

namespace games::no_thanks {

namespace {

constexpr std::array kErrorCodes {
    core::ErrorInfo {"no-thanks.bad-notation", {}, true},
    core::ErrorInfo {"no-thanks.malformed-move", {}, false},
    core::ErrorInfo {"no-thanks.must-take", {}, false},
    core::ErrorInfo {"no-thanks.must-decline", {}, false},
    core::ErrorInfo {"no-thanks.auction-running", {}, false},
    core::ErrorInfo {"no-thanks.no-auction", {}, false},
    core::ErrorInfo {"no-thanks.choice-pending", {}, false},
    core::ErrorInfo {"no-thanks.no-choice-pending", {}, false},
    core::ErrorInfo {"no-thanks.wrong-choice", {}, false},
    core::ErrorInfo {"no-thanks.not-your-card", {}, true},
    core::ErrorInfo {"no-thanks.no-skip-card", {}, false},
    core::ErrorInfo {"no-thanks.no-look-card", {}, false},
    core::ErrorInfo {"no-thanks.skip-last-participant", {}, false},
    core::ErrorInfo {"no-thanks.setup-not-object", {}, true},
    core::ErrorInfo {"no-thanks.setup-unknown-key", {}, true},
    core::ErrorInfo {"no-thanks.setup-bad-list", {}, true},
    core::ErrorInfo {"no-thanks.setup-too-many", {core::ArgKind::Number}, true},
    core::ErrorInfo {"no-thanks.setup-empty-deck", {}, false},
    core::ErrorInfo {"no-thanks.setup-unknown-card", {}, true},
    core::ErrorInfo {"no-thanks.setup-card-not-in-game", {}, true},
    core::ErrorInfo {"no-thanks.setup-duplicate-card", {}, true},
    core::ErrorInfo {"no-thanks.setup-green-set-aside", {}, true},
    core::ErrorInfo {"no-thanks.setup-not-green", {}, true},
};

} // namespace

NoThanksGame::NoThanksGame()
    : m_options {
        {"expansion", core::OptionSpec::Type::Bool, 0, 0, 1}, {"open-counters", core::OptionSpec::Type::Bool, 0, 0, 1}}
{
}

std::span<const core::ErrorInfo> NoThanksGame::errorCodes() const
{
    return kErrorCodes;
}

std::string NoThanksGame::moveToText(const core::Move& move) const
{
    return moveText(move);
}

core::Error NoThanksGame::parseMove(std::string_view text, core::Move& out) const
{
    return parseMoveText(text, out);
}

nlohmann::json NoThanksGame::moveToJson(const core::Move& move) const
{
    return moveJson(move);
}

std::unique_ptr<core::Match> NoThanksGame::createMatch(
    std::shared_ptr<const core::MatchConfig> config, core::Error& error) const
{
    State state = emptyState(
        config->seats, config->startSeat, config->options.flag("expansion"), config->options.flag("open-counters"));
    if (config->setup.is_null()) {
        dealFromSeed(state, config->seed);
    } else if ((error = dealFromSetup(state, config->setup))) {
        return nullptr;
    }
    start(state);
    return std::make_unique<NoThanksMatch>(*this, std::move(config), std::move(state));
}

std::unique_ptr<core::Game> makeGame()
{
    return std::make_unique<NoThanksGame>();
}

} // namespace games::no_thanks
