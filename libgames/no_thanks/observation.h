// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one seat may know about a No Thanks! match (RULINGS G-2, NT-3, NT-6, NT-16), as plain public fields
// that computer players read directly; toJson() is the same content for the UI and the no-leak tests.
// Never in here: the deck's order or faces, the set-aside cards (except for the seat that looked, as they were
// then), the unused green cards, and other seats' chips unless the table plays with open chips (they
// follow from `log`, though: start chips, minus a chip per refuse/bid, plus the chips of each
// take/decline).

#include "core/observation.h"
#include "no_thanks/state.h"

#include <vector>

namespace games::no_thanks {

enum class Decision : std::uint8_t {
    TakeOrRefuse, // take / refuse (a number or pink card)
    Auction, // bid / decline (a green card)
    Give, // choose a card to give to the left neighbour
    Remove, // choose a card to remove
    Over,
};

/// The observation's plain fields, compared as a whole (Observation::equals).
struct NoThanksView {
    core::Seat viewerSeat = core::kSpectator;
    int seatCount = 0; // how many play
    int startSeat = 0;
    bool expansion = false;
    bool openChips = false;

    std::vector<std::vector<Card>> displays; // per seat, by card id, copies repeated
    std::vector<Card> discard; // used, immediate and removed cards
    Card middle = kNoCard; // the face-up card (kNoCard once the game is over)
    int middleChips = 0;
    int deckSize = 0;
    bool deckTopGreen = false; // the back of the deck's top card (NT-6)
    int knownGreenTop = 0; // deck cards from the top whose green backs were shown (NT-10 passes)
    int deckGreens = 0; // green cards left in the deck
    int setAsideSize = 0;
    int unusedGreens = 0;

    Decision decision = Decision::Over;
    core::Seat toMove = core::kNoSeat;
    core::Seat revealer = core::kNoSeat; // who reveals after a give/remove choice (else kNoSeat)
    std::vector<bool> skipped; // seats that skipped the middle card (NT-9)
    std::vector<int> bidMarks; // per seat: chips on the green card after its last bid (0: none)
    core::Seat auctionReceiver = core::kNoSeat; // in an auction: who gets the card if toMove declines now (NT-7)
    core::Seat giveReceiver = core::kNoSeat; // choosing a card to give: who receives it, the left neighbour (NT-19)

    int ownChips = -1; // -1 for a spectator
    std::vector<int> chips; // every seat's chips with open-chips (NT-3) or once over (NTX-14), else empty
    core::Seat lookSeat = core::kNoSeat; // who used the look card
    std::vector<Card> setAsideSeen; // the set-aside cards, top first, when the viewer looked (NT-16, NT-25)

    core::FlatList<Event> log; // the public log

    // Only in the open view of a finished game's positions (revealState): everything face up, chips included.
    bool revealed = false;
    std::vector<Card> deckOpen; // the deck, top first
    std::vector<Card> setAsideOpen; // the set-aside cards, top first
    std::vector<Card> unusedOpen; // the green cards left out of the deck

    bool operator==(const NoThanksView&) const = default;
};

class NoThanksObservation final : public core::Observation, public NoThanksView {
public:
    std::string_view gameId() const override { return "no-thanks"; }
    core::Seat viewer() const override { return viewerSeat; }
    std::size_t publicLogSize() const override { return log.size(); }
    bool showsPrivate() const override;
    bool equals(const core::Observation& other) const override;
    nlohmann::json toJson() const override;
};

NoThanksObservation observeState(const State& state, core::Seat viewer);
/// The same, written over every field of `into` (its vectors keep their storage).
void observeState(const State& state, core::Seat viewer, NoThanksObservation& into);
/// The spectator's view with every hidden part face up (core::Match::observeRevealed: finished games only).
NoThanksObservation revealState(const State& state);

/// Every seat's chips as the public log tells them (G-2, NT-3): the start chips (NT-1), minus a chip per
/// refuse or bid, plus the chips of each take or decline. Equal to the true counts in any observation.
std::vector<int> chipsFromLog(const NoThanksView& view);

/// The text name of a log event type ("reveal", "take", ...).
std::string_view eventName(EventType type);
nlohmann::json eventJson(const Event& event);

/// Everything, hidden parts included (Match::stateJson).
nlohmann::json stateToJson(const State& state);

} // namespace games::no_thanks
