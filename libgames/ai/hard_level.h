// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a game's hard level adds to the generic search (ismcts.h): its budget and settings at a position, the
// judgements its playouts use, and a search of its own for the positions it knows a better way to search.
// Registered with the game beside its heuristic (core::Registry::add, libgames/builtin_games.cpp):
//     registry.add(my_game::makeGame(), ai::makeHeuristic<ai::MyGameHeuristic>, ai::makeHardLevel<ai::MyGameHard>);
// A game registered without one is searched by the generic search, played out with its heuristic.

#include "ai/ismcts.h"
#include "ai/review_reason.h"

#include <memory>
#include <optional>
#include <span>

namespace games::ai {

/// One per hard agent (makeAgent makes it from the registration; the bench's experiments make their own).
class HardLevel {
public:
    virtual ~HardLevel() = default;

    /// The generic search's budget and settings at `observation` (the seat to move's view): what the time target
    /// allows for this game and table (docs/ai.md, "Budgets"). By default the generic defaults.
    virtual SearchTuning tuning(const core::Observation& observation) const
    {
        (void)observation;
        return {};
    }

    /// The judgements of the generic search's playouts: may replace `heuristic` (every seat's playouts, by
    /// default the heuristic registered with the game) and set `config.ownPlayouts` (the searching seat's).
    virtual void choosePlayouts(SearchConfig& config, std::shared_ptr<const Heuristic>& heuristic) const
    {
        (void)config;
        (void)heuristic;
    }

    /// The game's own search of the decision, or nullopt where the generic search serves. `config` is the
    /// spec's, with tuning() of the position; same contract as
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
