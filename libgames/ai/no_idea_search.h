// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hard level's search for No Idea: an information-set search over the cards nobody has seen. Each
// determinization (Game::sampleMatch: the unknown layout cards, the draw pile's order, the others' trophies) is
// played from the position once per candidate move (the same deal and the same later chance for every
// candidate), with the normal judgement and perfect memory for every seat, through the rest of its own turn, every
// opponent's turn with the tops it left them, its own next turn and the others' after it. The position
// is then valued for each seat by its stars and its way to a trophy: the cards gone from its layout, or, with
// three cards or fewer, the chance that "Nothing fits anymore!" would win it (three stuck cards are nearly a
// trophy); a finished game by who won. A candidate scores its seat's value against the others'. The greedy
// perfect-memory choice (the normal judgement, remembering everything) is played unless another candidate beats
// it clearly on the same deals (docs/ai.md, "No Idea": the search's margins within the noise played no better than it).
// So piles are chosen with the next turns in mind (what fits its own cards, what leaves opponents stuck), and
// "Nothing fits anymore!" is declared when it wins often enough in the deals that agree with what the seat knows.
// Unknown positions of one's own layout are alike to the searching seat: one of them stands for all, and the
// result lists every one of them with its value.

#include "ai/ismcts.h"

#include <optional>

namespace games::ai {

/// The default budget: playouts per decision over all candidates (each determinization is played out once per
/// candidate), with at least and at most this many determinizations.
inline constexpr int kNoIdeaPlayouts = 480;
inline constexpr int kNoIdeaMinSamples = 80;
inline constexpr int kNoIdeaMaxSamples = 240;

/// The search, or nullopt when `observation` is not No Idea's. `config.iterations` (> 0) sets the number of
/// determinizations, `config.milliseconds` a time limit; deterministic for a seed and a budget.
/// `config.pairedRoot` > 0 (hard:pair=1, the review's second look) searches every given move, a lone one too.
/// A move listed with no visits was not searched: its value is no estimate.
std::optional<SearchResult> searchNoIdea(const core::Game& game, const core::Observation& observation,
    std::span<const core::Move> legal, const SearchConfig& config, std::uint64_t seed,
    const DecisionControl& control = {});

} // namespace games::ai
