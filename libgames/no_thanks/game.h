// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Thanks! game definition (id "no-thanks", version 1, 3..7 seats, options expansion and open-counters).

#include "core/game.h"

namespace games::no_thanks {

class NoThanksGame final : public core::Game {
public:
    NoThanksGame();

    std::string_view id() const override { return "no-thanks"; }
    int version() const override { return 1; }
    int minSeats() const override { return 3; }
    int maxSeats() const override { return 7; }
    const std::vector<core::OptionSpec>& optionSpecs() const override { return m_options; }
    std::span<const core::ErrorInfo> errorCodes() const override;

    std::string moveToText(const core::Move& move) const override;
    core::Error parseMove(std::string_view text, core::Move& out) const override;
    nlohmann::json moveToJson(const core::Move& move) const override;

    std::unique_ptr<core::Match> sampleMatch(const core::Observation& observation, core::Rng& rng) const override;

protected:
    std::unique_ptr<core::Match> createMatch(
        std::shared_ptr<const core::MatchConfig> config, core::Error& error) const override;

private:
    std::vector<core::OptionSpec> m_options;
};

} // namespace games::no_thanks
