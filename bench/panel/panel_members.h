// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The opponent panel of the hard level (issue 37, docs/ai.md, "Measuring"): No Thanks! players that NoBox's
// search was never tuned on, written from a one-line description each, plus NoBox's own levels.
//   pimc            perfect-information Monte Carlo: every legal move on the same determinizations, each
//                   finished by uniformly random moves; the move with the best mean share of the victory
//   pimc-total      the same determinizations, every take-or-refuse in the playouts by the threshold-0.5 rule;
//                   the move with its best mean final total
//   ismcts          information-set MCTS (one tree over the viewer's information sets, determinized per
//                   iteration) that minimises its own expected final penalty (maximises its own total), with a
//                   simple take/refuse playout rule; 1000 iterations
//   threshold-F     takes when the chips on the card are at least F times what the card costs it
//   hoarder         takes every card carrying at least 3 chips or costing nothing, else keeps its chips
//   anything else   a NoBox level spec (ai::makeAgent): "hard:classic", "normal", "easy", "hard", ...
// The threshold players and the hoarder decide take-or-refuse only; in the expansion they leave every other
// decision (auctions, give, remove) to the normal level and never play skip or look. Options after ':' for the
// searches: "pimc:samples=N" and "pimc-total:samples=N" (determinizations per move, default 250),
// "ismcts:iterations=N" (default 1000).

#include "ai/agent.h"
#include "core/game.h"

#include <memory>
#include <string_view>

namespace nobox_panel {

/// A member from its spec, or nullptr (with the reason in `error`) when the spec names none.
std::unique_ptr<games::ai::Agent> makeMember(
    std::string_view spec, const games::core::Game& game, std::uint64_t seed, std::string* error = nullptr);

} // namespace nobox_panel
