// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <string_view>

namespace games::core {

using Seat = int;
inline constexpr Seat kNoSeat = -1; // nobody is to move (the match is over)
inline constexpr Seat kSpectator = -1; // observe(kSpectator), or any seat out of range: public information only

/// What one seat may know, and nothing more (RULINGS G-2: the public history is part of it). Each game derives
/// its own plain struct from this; the UI draws only from observations and computer players receive nothing
/// else. Contract: two matches that differ only in what `viewer()` cannot see give equal observations
/// (`equals`, which compares every field) and equal `toJson()`.
///
/// Threads: an observation is a value. It may be copied to and read on any thread; it refers to no match.
class Observation {
public:
    virtual ~Observation() = default;
    virtual std::string_view gameId() const = 0;
    /// The seat this is for, or kSpectator.
    virtual Seat viewer() const = 0;
    /// How many entries the public log holds: it grows with every move, so it tells the positions of one match
    /// apart. Computer players derive a decision's seed from it, so that asking again in the same position
    /// (after a cancel, an undo or a resume) gives the same answer.
    virtual std::size_t publicLogSize() const = 0;
    /// Whether this shows its viewer something that another person at the table may not see (a hand, a look at
    /// hidden cards): in hot-seat the app covers the board until that person is at the screen. False for a
    /// spectator. Each game decides (a private part a board holds back by itself needs no cover).
    virtual bool showsPrivate() const = 0;
    /// Field-by-field equality with another observation of the same game (false for another game's).
    virtual bool equals(const Observation& other) const = 0;
    virtual nlohmann::json toJson() const = 0;
};

} // namespace games::core
