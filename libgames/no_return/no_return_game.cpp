// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/no_return_game.h"

#include "no_return/game_impl.h"
#include "no_return/no_return_match.h"
#include "no_return/notation.h"
#include "no_return/setup.h"

#include <array>

namespace games::no_return {

const std::vector<core::OptionSpec>& NoReturnGame::optionSpecs() const
{
    static const std::vector<core::OptionSpec> kNone;
    return kNone;
}

std::span<const core::ErrorInfo> NoReturnGame::errorCodes() const
{
    static constexpr std::array kCodes {
        core::ErrorInfo {"no-return.bad-notation", {}, true},
        core::ErrorInfo {"no-return.bad-setup", {}, true},
        core::ErrorInfo {"no-return.bad-counter", {}, true},
        core::ErrorInfo {"no-return.too-many-copies", {}, true},
        core::ErrorInfo {"no-return.malformed-move", {}, false},
        core::ErrorInfo {"no-return.setup-only", {}, false},
        core::ErrorInfo {"no-return.setup-exchange-first", {}, false},
        core::ErrorInfo {"no-return.not-in-hand", {}, true},
        core::ErrorInfo {"no-return.exchange-count", {core::ArgKind::Number}, false},
        core::ErrorInfo {"no-return.nothing-chosen", {}, false},
        core::ErrorInfo {"no-return.phase1-only", {}, false},
        core::ErrorInfo {"no-return.phase2-only", {}, false},
        core::ErrorInfo {"no-return.switch-not-first", {}, false},
        core::ErrorInfo {"no-return.mixed-colours", {}, false},
        core::ErrorInfo {"no-return.too-high-for-column", {core::ArgKind::Number, core::ArgKind::Number}, true},
        core::ErrorInfo {"no-return.no-column", {}, true},
        core::ErrorInfo {"no-return.clear-count", {core::ArgKind::Number, core::ArgKind::Number}, false},
        core::ErrorInfo {"no-return.payment-too-low", {core::ArgKind::Number, core::ArgKind::Number}, false},
    };
    return kCodes;
}

std::string NoReturnGame::moveToText(const core::Move& move) const
{
    return moveText(move);
}

core::Error NoReturnGame::parseMove(std::string_view text, core::Move& out) const
{
    return parseMoveText(text, out);
}

nlohmann::json NoReturnGame::moveToJson(const core::Move& move) const
{
    return moveJson(move);
}

std::unique_ptr<core::Match> NoReturnGame::createMatch(
    std::shared_ptr<const core::MatchConfig> config, core::Error& error) const
{
    State state;
    if ((error = dealState(*config, state)))
        return nullptr;
    return std::make_unique<NoReturnMatch>(*this, std::move(config), std::move(state));
}

std::unique_ptr<core::Game> makeGame()
{
    return std::make_unique<NoReturnGame>();
}

} // namespace games::no_return
