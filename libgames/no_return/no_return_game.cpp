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
        core::ErrorInfo {"no-return.bad-notation", 0, true},
        core::ErrorInfo {"no-return.bad-setup", 0, true},
        core::ErrorInfo {"no-return.bad-counter", 0, true},
        core::ErrorInfo {"no-return.too-many-copies", 0, true},
        core::ErrorInfo {"no-return.malformed-move", 0, false},
        core::ErrorInfo {"no-return.setup-only", 0, false},
        core::ErrorInfo {"no-return.setup-exchange-first", 0, false},
        core::ErrorInfo {"no-return.not-in-hand", 0, true},
        core::ErrorInfo {"no-return.exchange-count", 1, false},
        core::ErrorInfo {"no-return.nothing-chosen", 0, false},
        core::ErrorInfo {"no-return.phase1-only", 0, false},
        core::ErrorInfo {"no-return.phase2-only", 0, false},
        core::ErrorInfo {"no-return.switch-not-first", 0, false},
        core::ErrorInfo {"no-return.mixed-colours", 0, false},
        core::ErrorInfo {"no-return.too-high-for-column", 2, true},
        core::ErrorInfo {"no-return.no-column", 0, true},
        core::ErrorInfo {"no-return.clear-count", 2, false},
        core::ErrorInfo {"no-return.payment-too-low", 2, false},
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

std::unique_ptr<core::Match> NoReturnGame::createMatch(const core::MatchConfig& config, core::Error* error) const
{
    State state;
    if (core::Error problem = dealState(config, state)) {
        if (error)
            *error = std::move(problem);
        return nullptr;
    }
    return std::make_unique<NoReturnMatch>(*this, std::move(state));
}

std::unique_ptr<core::Game> makeGame()
{
    return std::make_unique<NoReturnGame>();
}

} // namespace games::no_return
