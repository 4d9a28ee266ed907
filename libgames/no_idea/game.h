// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Idea (2-5 players), in our own words.
//
// Each player has six face-down cards in two rows of three that nobody has looked at. Every turn begins with the
// top card of the draw pile: it goes onto a discard pile whose top card has its colour or its number, or starts
// a new pile when none fits. Then the player turns up their own cards one at a time: a card that fits goes onto a
// pile and the player goes on; the first card that fits nowhere is turned face down again where it lay (now
// known to all) and the turn ends. Some cards act when played: "+" plays the next draw-pile card as well, another
// sets every other pile aside, a third makes every opponent with fewer than three cards draw up to three. A
// consolation prize (0-2 stars) turned up goes to the player and ends the turn. A player whose last card leaves
// the layout takes a trophy (3-5 stars, values secret) and six new cards. With three cards or fewer a player may
// declare "Nothing fits anymore!": if, turned up one by one, none of them fits, that wins a trophy too; either way
// the layout is refilled to six. The game ends the moment the last of the 12 trophies is taken; the most stars
// win, a tie goes to more trophies and prizes together, else the win is shared.
//
// Parameters: id "no-idea", rules version 1, 2..5 seats, a start seat, option `memory-aid` (the board shows the
// known face-down cards; no rule changes, ND-10). Setup from a seed or an explicit order of the cards and
// trophies (setup.h). Every decision follows docs/rulings.md ND-1..ND-10 (and docs/rules-notes.md). The decisions
// are which card to reveal, which pile when several fit, and whether to declare; everything else happens in
// apply and is written to the typed public log. Where to look:
//   cards.h        the 108 cards and their names          moves.h         typed moves: builders, decode()
//   state.h        the whole truth, the typed public log  rules.h         checkMove / playMove, one rule each
//   legal_moves.h  every legal move                       observation.h   what a seat sees
//   notation.h     the text of moves                      setup.h         the deal
//   scoring.h      the final count                        match.h         the match behind core::Match

#include "core/game.h"

#include <memory>

namespace games::no_idea {

/// Game::sampleMatch (sample.cpp): a match behind `observation`, its hidden parts drawn with `rng`.
std::unique_ptr<core::Match> sampleMatch(const core::Game& game, const core::Observation& observation, core::Rng& rng);

std::unique_ptr<core::Game> makeGame();

} // namespace games::no_idea
