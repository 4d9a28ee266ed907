// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/no_thanks_game.h"

#include "no_thanks/game.h"
#include "no_thanks/no_thanks_match.h"
#include "no_thanks/notation.h"
#include "no_thanks/setup.h"

#include <array>

namespace games::no_thanks {

namespace {

constexpr std::array kErrorCodes {
    core::ErrorInfo {"no-thanks.bad-notation", 0, true},
    core::ErrorInfo {"no-thanks.malformed-move", 0, false},
    core::ErrorInfo {"no-thanks.must-take", 0, false},
    core::ErrorInfo {"no-thanks.must-decline", 0, false},
    core::ErrorInfo {"no-thanks.auction-running", 0, false},
    core::ErrorInfo {"no-thanks.no-auction", 0, false},
    core::ErrorInfo {"no-thanks.choice-pending", 0, false},
    core::ErrorInfo {"no-thanks.no-choice-pending", 0, false},
    core::ErrorInfo {"no-thanks.wrong-choice", 0, false},
    core::ErrorInfo {"no-thanks.not-your-card", 0, true},
    core::ErrorInfo {"no-thanks.no-skip-card", 0, false},
    core::ErrorInfo {"no-thanks.no-look-card", 0, false},
    core::ErrorInfo {"no-thanks.skip-last-participant", 0, false},
    core::ErrorInfo {"no-thanks.setup-not-object", 0, true},
    core::ErrorInfo {"no-thanks.setup-unknown-key", 0, true},
    core::ErrorInfo {"no-thanks.setup-bad-list", 0, true},
    core::ErrorInfo {"no-thanks.setup-too-many", 1, true},
    core::ErrorInfo {"no-thanks.setup-empty-deck", 0, false},
    core::ErrorInfo {"no-thanks.setup-unknown-card", 0, true},
    core::ErrorInfo {"no-thanks.setup-card-not-in-game", 0, true},
    core::ErrorInfo {"no-thanks.setup-duplicate-card", 0, true},
    core::ErrorInfo {"no-thanks.setup-green-set-aside", 0, true},
    core::ErrorInfo {"no-thanks.setup-not-green", 0, true},
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

std::unique_ptr<core::Match> NoThanksGame::createMatch(const core::MatchConfig& config, core::Error* error) const
{
    State state = emptyState(
        config.seats, config.startSeat, config.options.flag("expansion"), config.options.flag("open-counters"));
    if (config.setup.is_null()) {
        dealFromSeed(state, config.seed);
    } else if (core::Error failed = dealFromSetup(state, config.setup)) {
        if (error)
            *error = std::move(failed);
        return nullptr;
    }
    start(state);
    return std::make_unique<NoThanksMatch>(*this, config.options, std::move(state));
}

std::unique_ptr<core::Game> makeGame()
{
    return std::make_unique<NoThanksGame>();
}

} // namespace games::no_thanks
