// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/match.h"
#include "core/options.h"
#include "core/rng.h"
#include "core/topic.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace games::ai {
class Heuristic; // ai/heuristic.h
class HardLevel; // ai/hard_level.h
} // namespace games::ai

namespace games::core {

struct MatchConfig; // core/match_config.h
class Registry;

/// Makes the computer players' judgement of a game's moves (ai/heuristic.h), given with the game when it is
/// registered (Registry::add): ai::makeHeuristic<MyHeuristic>.
using HeuristicMaker = std::unique_ptr<ai::Heuristic> (*)();
/// Makes what the game's hard level adds to the generic search (ai/hard_level.h), given with the game when it
/// is registered, if it has any: ai::makeHardLevel<MyHardLevel>.
using HardLevelMaker = std::unique_ptr<ai::HardLevel> (*)();

/// A game's definition: its id, player range, options, move notation and how to start a match.
/// One instance per game lives in the Registry; it is immutable and shared by all matches (and all threads).
class Game {
public:
    virtual ~Game() = default;

    virtual std::string_view id() const = 0;
    /// Rules version written into records; bump when a change makes old records replay differently.
    virtual int version() const = 0;
    virtual int minSeats() const = 0;
    virtual int maxSeats() const = 0;
    virtual const std::vector<OptionSpec>& optionSpecs() const = 0;
    /// Every error code this game's matches, setups and notation can return (not the core.* ones).
    virtual std::span<const ErrorInfo> errorCodes() const = 0;

    /// Checks the seat count and start seat (core.bad-seat-count, core.bad-start-seat), then asks the module.
    /// Returns nullptr and sets *error on failure. The match keeps a copy of `config`.
    std::unique_ptr<Match> newMatch(const MatchConfig& config, Error* error = nullptr) const;

    /// The stable text form of a move ("take", "arrange red 11 9 9"), as records and logs use it.
    virtual std::string moveToText(const Move& move) const = 0;
    /// Parses the text form; `<game>.bad-notation` with the text as detail when it does not parse.
    virtual Error parseMove(std::string_view text, Move& out) const = 0;
    /// A structured JSON form of the move (its "type" and arguments), for bots.
    virtual nlohmann::json moveToJson(const Move& move) const = 0;
    /// The notation of an error argument of this game ("17", "wild", "red11", "red"; a number as itself): the
    /// same language-free names the move notation uses, for the CLI and logs. The app words them itself.
    virtual std::string argToText(ArgKind kind, int value) const;

    /// A full match consistent with `observation` (its hidden parts drawn at random with `rng`): what a
    /// computer player searches and what the no-leak tests compare. Its history() is empty and its config()
    /// holds the seats, start seat and options only.
    virtual std::unique_ptr<Match> sampleMatch(const Observation& observation, Rng& rng) const = 0;

    /// Every rule a lesson of this game can explain (core/topic.h), in the order a first game meets them. Empty for
    /// a game without lessons.
    virtual std::span<const TopicInfo> topics() const { return {}; }
    /// The topics (codes of topics()) that matter to observation.viewer() now: those the public log shows from
    /// entry `sinceLogSize` on (a run ended, a column cleared, the layout cleared, the last card taken) and those
    /// of the decision the viewer faces, if any (take or refuse, the setup exchange, choosing a pile). Each code
    /// once, in the order they happened; a spectator's view names only the log's.
    virtual std::vector<std::string_view> topicsAt(const Observation& observation, std::size_t sinceLogSize) const
    {
        (void)observation;
        (void)sinceLogSize;
        return {};
    }

    /// The maker of this game's heuristic, as registered with it (Registry::add); null outside a registry.
    HeuristicMaker heuristicMaker() const { return m_heuristicMaker; }
    /// The maker of this game's hard level, as registered with it; null when it has none of its own.
    HardLevelMaker hardLevelMaker() const { return m_hardLevelMaker; }

protected:
    /// Deals the match `config` describes (seats and start seat already checked); nullptr and *error on failure.
    virtual std::unique_ptr<Match> createMatch(std::shared_ptr<const MatchConfig> config, Error& error) const = 0;

private:
    friend class Registry;
    HeuristicMaker m_heuristicMaker = nullptr;
    HardLevelMaker m_hardLevelMaker = nullptr;
};

} // namespace games::core
