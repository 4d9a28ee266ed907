// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How fast computer seats play: their pause before a move (so that a person can follow it) and the boards'
// animation time scale. Named in settings and on the command line as "slow", "normal", "fast", "instant".

#include "shell/game_session.h"

#include <QString>

#include <optional>

namespace nobox {

inline constexpr Speed kAllSpeeds[] {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant};

/// The pause before a computer's move is applied, counted from when it started thinking.
int pauseMs(Speed speed);
/// The boards' animation time scale: 1 normal, 0 none.
double animationScale(Speed speed);
/// The stable name ("fast") for settings and the command line.
QString speedName(Speed speed);
std::optional<Speed> speedFromName(const QString& name);
/// The menu label, in the user's language.
QString speedLabel(Speed speed);

} // namespace nobox
