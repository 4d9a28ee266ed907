// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match.h"

#include "core/match_config.h"

namespace games::core {

Match::Match(const Game& game, std::shared_ptr<const MatchConfig> config)
    : m_game(&game)
    , m_config(std::move(config))
{
}

int Match::seatCount() const
{
    return m_config->seats;
}

Seat Match::startSeat() const
{
    return m_config->startSeat;
}

const Options& Match::options() const
{
    return m_config->options;
}

void Match::rankKeys(std::span<RankKey> out) const
{
    const auto scores = score();
    for (std::size_t seat = 0; seat < out.size() && seat < scores.size(); ++seat)
        out[seat] = scores[seat].rankKey;
}

} // namespace games::core
