// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one seat may know about a No Idea match (RULINGS G-2, ND-6, ND-8), as plain public fields that the board
// and computer players read directly; toJson() is the same content for bots and the no-leak tests.
// Every layout position shows as empty, face down and unknown, or face down and known with its card (a card
// revealed and turned face down again is known to everyone, ND-8; the observation always holds it, ND-10: the
// board shows it only with the table's "memory aid"). Piles, set-aside cards and prizes are public; of the
// trophies everyone sees how many each seat has, their values only their owner, until the end.
// Never in here: the draw pile's order, a face-down card nobody has seen, another seat's trophy values, the
// trophy pile's order.

#include "core/observation.h"
#include "no_idea/state.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <vector>

namespace games::no_idea {

/// A face-down layout card that nobody has seen (in an observation's layout; never in a State).
inline constexpr Card kUnknownCard = 0xFF;

enum class Decision : std::uint8_t {
    Reveal, // reveal a card (or declare "Nothing fits anymore!")
    ChoosePile, // choose the pile for the pending card
    Over,
};

struct NoIdeaSeatView {
    std::array<Card, kLayoutSize> layout {}; // positions 1-6: kNoCard empty, kUnknownCard unknown, else known
    int trophyCount = 0;
    std::vector<int> trophies; // the values: the viewer's own, or everyone's once the game is over (else empty)
    std::vector<Card> prizes; // in the order received
    std::array<Card, kLayoutSize> openLayout {}; // only in the open view of a finished game: every card face up

    int cardCount() const
    {
        int n = 0;
        for (Card card : layout)
            n += card != kNoCard;
        return n;
    }
    bool operator==(const NoIdeaSeatView&) const = default;
};

/// The observation's plain fields, compared as a whole (Observation::equals).
struct NoIdeaView {
    core::Seat viewerSeat = core::kSpectator;
    int seatCount = 0;
    core::Seat startSeat = 0;
    bool memoryAid = false;

    Decision decision = Decision::Over;
    core::Seat toMove = core::kNoSeat;
    Card pending = kNoCard; // ChoosePile: the face-up card to place ...
    Source pendingSource = Source::Opening; // ... from the draw pile or the layout ...
    int pendingPosition = 0; // ... at this position (1-6) of toMove's layout when from there
    bool layoutChain = false; // the card follows one of toMove's layout this turn: a cleared layout wins (ND-6)

    std::vector<std::vector<Card>> piles; // in the order started, each bottom to top (public, G-2)
    int drawPileSize = 0;
    std::vector<Card> setAside; // face up (ND-8), in the order set aside
    int trophiesLeft = 0;
    std::vector<NoIdeaSeatView> seats;
    core::FlatList<Event> log; // the public log; another seat's trophy values read 0 until the end

    // Only in the open view of a finished game's positions (revealState): everything face up.
    bool revealed = false;
    std::vector<Card> drawPileOpen; // top first
    std::vector<int> trophyPileOpen; // top first

    /// The top card of pile `index` (0-based).
    Card top(std::size_t index) const { return piles[index].back(); }
    bool operator==(const NoIdeaView&) const = default;
};

class NoIdeaObservation final : public core::Observation, public NoIdeaView {
public:
    std::string_view gameId() const override { return "no-idea"; }
    core::Seat viewer() const override { return viewerSeat; }
    std::size_t publicLogSize() const override { return log.size(); }
    bool showsPrivate() const override;
    bool equals(const core::Observation& other) const override;
    nlohmann::json toJson() const override;
};

/// What `viewer` may know; any viewer that is no seat of the match is a spectator.
NoIdeaObservation observeState(const State& state, core::Seat viewer);
/// The same, written over every field of `into` (its vectors keep their storage).
void observeState(const State& state, core::Seat viewer, NoIdeaObservation& into);
/// The spectator's view with every hidden part face up (core::Match::observeRevealed: finished games only).
NoIdeaObservation revealState(const State& state);

/// The stable name of a log event type ("turn", "draw", "play", ...).
std::string_view eventName(EventType type);
/// {"event", "seat"} and what the type has: "card", "position", "pile", "newPile", "count", "value", "from",
/// "success".
nlohmann::json eventJson(const Event& event);
/// "opening", "plus", "layout".
std::string_view sourceName(Source source);

/// Everything, hidden parts included (Match::stateJson).
nlohmann::json stateToJson(const State& state);

} // namespace games::no_idea
