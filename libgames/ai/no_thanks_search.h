// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hard level's search for the No Thanks! base game, on a compact simulation of its rules instead of
// core::Match: a determinization is a shuffled deck of the cards nobody has seen, a move is take or refuse, and
// the playout policy is the normal heuristic's take-or-refuse judgement computed on bit masks. Some fifty times
// faster than the generic search (no observation is built per move), so the same time buys far more iterations.
// Same contract as searchIsmcts: root parallel over a fixed number of trees, deterministic for a seed and an
// iteration budget whatever the threads, stoppable between iterations.

#include "ai/ismcts.h"
#include "ai/no_thanks_search_tuning.h"
#include "ai/no_thanks_sim.h"
#include "no_thanks/observation.h"

#include <optional>

namespace games::ai {

/// Which other seats have so far decided every take-or-refuse with a chip in hand as the normal level would
/// (its judgement replayed from the public log on the simulation), over at least kReadAfter decisions: the
/// search may then predict them instead of fearing their best replies. The viewer's own seat is never marked.
inline constexpr int kReadAfter = 6;
std::array<bool, ntsim::kMaxSeats> seatsPlayingNormal(const no_thanks::NoThanksObservation& observation);

/// The search, or nullopt when the position is not a take-or-refuse decision of the base game (then the caller
/// uses the generic search). `config` gives the iterations, threads, trees and the time limit, `tuning` the rest.
std::optional<SearchResult> searchNoThanksBase(const core::Observation& observation, std::span<const core::Move> legal,
    const SearchConfig& config, const NoThanksSearchTuning& tuning, std::uint64_t seed,
    const DecisionControl& control = {});

} // namespace games::ai
