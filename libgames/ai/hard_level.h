// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a game's hard level adds to the generic search (ismcts.h): options of its own in the hard spec, the
// judgements its playouts use, and a search of its own for the positions it knows a better way to search.
// Registered with the game beside its heuristic (core::Registry::add, libgames/builtin_games.cpp):
//     registry.add(my_game::makeGame(), ai::makeHeuristic<ai::MyGameHeuristic>, ai::makeHardLevel<ai::MyGameHard>);
// A game registered without one is searched by the generic search, played out with its heuristic.

#include "ai/ismcts.h"
#include "ai/review_reason.h"

#include <memory>
#include <optional>
#include <span>
#include <string_view>

namespace games::ai {

/// One per hard agent (makeAgent makes it from the registration): it holds the spec's options of the game.
class HardLevel {
public:
    virtual ~HardLevel() = default;

    /// Reads an option of the hard spec that only this game has; false when `key` is none of its own or `value`
    /// does not parse (the spec is then refused with ai.bad-agent-option).
    virtual bool setOption(std::string_view key, std::string_view value)
    {
        (void)key;
        (void)value;
        return false;
    }

    /// The judgements of the generic search's playouts, once the spec's options are read (not for hard:classic,
    /// which plays out with the heuristic as registered): may replace `heuristic` (every seat's playouts) and set
    /// `config.ownPlayouts` (the searching seat's).
    virtual void choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const
    {
        (void)config;
        (void)heuristic;
    }

    /// The game's own search of the decision, or nullopt where the generic search serves (not for hard:classic).
    /// `config` is the spec's, with the playout heuristic's tuning() of the position; same contract as
    /// searchIsmcts: deterministic for a seed and a budget, stoppable through `control`.
    virtual std::optional<SearchResult> search(const core::Game& game, const core::Observation& observation,
        std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
        const DecisionControl& control) const
    {
        (void)game;
        (void)observation;
        (void)legal;
        (void)config;
        (void)seed;
        (void)control;
        return std::nullopt;
    }

    /// For the review: why `best` is the better move than `played` at `observation` (the seat's own view, the
    /// seat to move), in the rules' facts; an empty reason when the game has none to give for these two moves.
    virtual Reason whyBetter(
        const core::Observation& observation, const core::Move& played, const core::Move& best) const
    {
        (void)observation;
        (void)played;
        (void)best;
        return {};
    }
    /// Every code whyBetter can give.
    virtual std::span<const ReasonInfo> reasonCodes() const { return {}; }
};

/// What a game's hard level is registered as (core::Registry::add).
template <typename GameHardLevel> std::unique_ptr<HardLevel> makeHardLevel()
{
    return std::make_unique<GameHardLevel>();
}

/// A new hard level of `game`, as registered with it; the generic search's (nothing of its own) for a game
/// registered without one.
std::unique_ptr<HardLevel> hardLevelFor(const core::Game& game);

} // namespace games::ai
