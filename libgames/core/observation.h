// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

namespace games::core {

using Seat = int;
inline constexpr Seat kNoSeat = -1; // nobody is to move (the match is over)
inline constexpr Seat kSpectator = -1; // observe(kSpectator): public information only

/// What one seat may know, and nothing more (RULINGS G-2: the public history is part of it). Each game derives
/// its own plain struct from this; the UI draws only from observations and computer players receive nothing
/// else. Contract: two matches that differ only in what `viewer()` cannot see give equal `toJson()`.
class Observation {
public:
    virtual ~Observation() = default;
    virtual std::string_view gameId() const = 0;
    /// The seat this is for, or kSpectator.
    virtual Seat viewer() const = 0;
    virtual nlohmann::json toJson() const = 0;
};

} // namespace games::core
