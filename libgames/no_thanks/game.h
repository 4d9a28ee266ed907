// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No Thanks! (3-7 players), in our own words.
//
// A deck of number cards 3..35 is shuffled and 9 of them are put away unseen, so nobody knows exactly which
// numbers are in play. One card at a time lies face up in the middle. The player to act either takes it, with
// every chip that has piled up on it, and then turns up the next card, or pays one chip onto it to be rid
// of it for now, and the turn passes to the left. A player out of chips has to take. When the deck is spent,
// each player loses the value of every card held, except that a run of consecutive numbers only costs its
// lowest value, and gains a point per chip left; the highest score wins, equal scores share the win.
//
// The special-card expansion (option "expansion") adds 6 pink cards that are treated like number cards but
// spoil the score, and 9 of 16 green cards with green backs. A revealed green card is auctioned: players add
// chips to get it, the first to stop collects the chips and the last bidder receives the card. Green
// cards score at the end (bonus points, a wild number, +1 per card, doubled chips), can be played at one's
// decisions (skip a card, look at the set-aside cards) or act at once (give away or remove a card); pink ones
// take another card from the deck, halve or negate the chips, double the highest card, count as a 40 or
// cost a point per card.
//
// Parameters: id "no-thanks", rules version 1, 3..7 seats, a start seat, options `expansion` (the special
// cards) and `open-chips` (every seat's chip count shown, NT-3). Setup from a seed or an explicit deck
// (setup.h). Every decision follows docs/rulings.md NT-1..NT-27 (and docs/rules-notes.md); revealing a card is
// automatic, never a move (NT-20). Where to look:
//   cards.h        the card catalogue and names           moves.h         typed moves: builders, decode()
//   state.h        the whole truth, the typed public log  rules.h         checkMove / applyMove, one rule each
//   legal_moves.h  every legal move                       observation.h   what a seat sees
//   notation.h     the text of moves                      setup.h         the deal
//   scoring.h      the final count                        match.h         the match behind core::Match

#include "core/game.h"

#include <memory>

namespace games::no_thanks {

/// Game::sampleMatch (sample.cpp): a match behind `observation`, its hidden parts drawn with `rng`.
std::unique_ptr<core::Match> sampleMatch(const core::Game& game, const core::Observation& observation, core::Rng& rng);

std::unique_ptr<core::Game> makeGame();

} // namespace games::no_thanks
