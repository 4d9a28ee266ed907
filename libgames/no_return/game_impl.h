// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Game object of No Return (makeGame() in no_return_game.h returns one).

#include "core/game.h"

namespace games::no_return {

class NoReturnGame final : public core::Game {
public:
    std::string_view id() const override { return "no-return"; }
    int version() const override { return 1; }
    int minSeats() const override { return 2; }
    int maxSeats() const override { return 4; }
    const std::vector<core::OptionSpec>& optionSpecs() const override;
    std::span<const core::ErrorInfo> errorCodes() const override;

    std::string moveToText(const core::Move& move) const override;
    core::Error parseMove(std::string_view text, core::Move& out) const override;
    nlohmann::json moveToJson(const core::Move& move) const override;

    std::unique_ptr<core::Match> sampleMatch(const core::Observation& observation, core::Rng& rng) const override;

protected:
    std::unique_ptr<core::Match> createMatch(
        std::shared_ptr<const core::MatchConfig> config, core::Error& error) const override;
};

} // namespace games::no_return
