// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/rules.h"

#include "no_idea/moves.h"
#include "no_idea/piles.h"

#include <span>

namespace games::no_idea {

using core::Error;

namespace {

/// How a step of a turn ended.
enum class Flow : std::uint8_t {
    Continue, // the turn goes on (the seat reveals next, or its layout is cleared)
    Decision, // the seat must choose a pile for the pending card
    TurnEnds, // a consolation prize, or a card that fit nowhere
    GameOver, // the last trophy was taken
};

void log(
    State& s, EventType type, int seat, Card card = kNoCard, int position = 0, int pile = 0, int n = 0, int flag = 0)
{
    s.log.push_back({type, static_cast<std::uint8_t>(seat), card, static_cast<std::uint8_t>(position),
        static_cast<std::uint8_t>(pile), static_cast<std::uint8_t>(n), static_cast<std::uint8_t>(flag)});
}

void removeFromLayout(State& s, int seat, int position)
{
    SeatState& owner = s.seats[static_cast<std::size_t>(seat)];
    owner.layout[static_cast<std::size_t>(position - 1)] = kNoCard;
    owner.known = static_cast<std::uint8_t>(owner.known & ~(1U << (position - 1)));
}

void markKnown(State& s, int seat, int position)
{
    SeatState& owner = s.seats[static_cast<std::size_t>(seat)];
    owner.known = static_cast<std::uint8_t>(owner.known | (1U << (position - 1)));
}

// ---- ND-5: the draw pile.

/// ND-5 Empty draw pile: the set-aside cards form a new draw pile, else every pile's cards below its top; the
/// shuffle draws from the match's generator. False when there is still nothing to draw.
bool replenishDrawPileND5(State& s, int seat, DrawFor reason)
{
    if (!s.drawPile.empty())
        return true;
    int from = 0;
    if (!s.setAside.empty()) {
        s.drawPile.swap(s.setAside);
        s.setAside.clear();
    } else {
        from = 1;
        takeLowerCards(s.piles, s.drawPile);
    }
    if (s.drawPile.empty()) {
        log(s, EventType::NothingToDraw, seat, kNoCard, 0, 0, 0, static_cast<int>(reason));
        return false;
    }
    s.rng.shuffle(std::span<Card>(s.drawPile));
    log(s, EventType::Reshuffle, seat, kNoCard, 0, 0, static_cast<int>(s.drawPile.size()), from);
    return true;
}

/// The top card of the draw pile (ND-5 when it is empty), or kNoCard when there is none.
Card drawCard(State& s, int seat, DrawFor reason)
{
    if (!replenishDrawPileND5(s, seat, reason))
        return kNoCard;
    const Card card = s.drawPile.back();
    s.drawPile.pop_back();
    return card;
}

/// Draws into the empty positions of `seat`'s layout, in reading order, until it holds `target` cards or nothing
/// is left to draw (ND-4, ND-5, ND-6, ND-7). The new cards are face down and unknown. Returns how many.
int drawIntoLayout(State& s, int seat, int target, DrawFor reason)
{
    SeatState& owner = s.seats[static_cast<std::size_t>(seat)];
    int count = owner.cardCount();
    int drawn = 0;
    for (int index = 0; index < kLayoutSize && count < target; ++index) {
        if (owner.layout[static_cast<std::size_t>(index)] != kNoCard)
            continue;
        const Card card = drawCard(s, seat, reason);
        if (card == kNoCard)
            break;
        owner.layout[static_cast<std::size_t>(index)] = card;
        owner.known = static_cast<std::uint8_t>(owner.known & ~(1U << index));
        ++count;
        ++drawn;
    }
    return drawn;
}

// ---- Prizes, trophies, the end.

/// ND-2, ND-3: a consolation prize goes to the player (and the turn ends: the caller's Flow says so).
void receivePrize(State& s, int seat, Card card)
{
    s.seats[static_cast<std::size_t>(seat)].prizes.push_back(card);
    log(s, EventType::Prize, seat, card, 0, 0, starsOf(card));
}

/// ND-6, ND-7: the top trophy to `seat`. ND-9: the game ends at once with the last one. True when it ended.
bool takeTrophyND9(State& s, int seat)
{
    if (!s.trophyPile.empty()) {
        const int value = s.trophyPile.back();
        s.trophyPile.pop_back();
        s.seats[static_cast<std::size_t>(seat)].trophies.push_back(value);
        log(s, EventType::Trophy, seat, kNoCard, 0, 0, value);
    }
    if (!s.trophyPile.empty())
        return false;
    s.phase = Phase::Over;
    s.toMove = core::kNoSeat;
    s.pending = kNoCard;
    log(s, EventType::GameOver, seat);
    return true;
}

/// ND-6 All cleared: a trophy, six new cards, and the turn ends. False when the trophy ended the game.
bool allClearedND6(State& s, int seat)
{
    if (takeTrophyND9(s, seat))
        return false;
    log(s, EventType::NewCards, seat, kNoCard, 0, 0, drawIntoLayout(s, seat, kLayoutSize, DrawFor::NewCards));
    return true;
}

// ---- ND-4: the extra functions.

Flow playFromDrawPileND2(State& s, int seat, Source source);

/// ND-4 "Remove other discard piles": every pile but `keep` is set aside face up; the kept pile is now the first.
void removeOtherPilesND4(State& s, int seat, int keep)
{
    removeOtherPiles(s.piles, keep, s.setAside);
    log(s, EventType::RemovePiles, seat, kNoCard, 0, keep + 1, static_cast<int>(s.setAside.size()));
}

/// ND-4 "Refill to 3": every other player below three cards draws up to three, clockwise from the next one; a
/// refill that finds nothing to draw stops (ND-5).
void refillOpponentsTo3ND4(State& s, int seat)
{
    for (int other = s.next(seat); other != seat; other = s.next(other)) {
        const SeatState& owner = s.seats[static_cast<std::size_t>(other)];
        if (owner.cardCount() >= 3)
            continue;
        const int missing = 3 - owner.cardCount();
        const int drawn = drawIntoLayout(s, other, 3, DrawFor::Refill);
        log(s, EventType::Refill, other, kNoCard, 0, 0, drawn);
        if (drawn < missing)
            return;
    }
}

/// ND-4: a card's function acts as soon as it is played, before anything else.
Flow resolveFunctionND4(State& s, int seat, Card card, int pile)
{
    switch (functionOf(card)) {
    case Function::Plus:
        return playFromDrawPileND2(s, seat, Source::Plus);
    case Function::RemovePiles:
        removeOtherPilesND4(s, seat, pile);
        break;
    case Function::RefillTo3:
        refillOpponentsTo3ND4(s, seat);
        break;
    case Function::None:
        break;
    }
    return Flow::Continue;
}

/// Puts `card` on pile `pile` (0-based), or starts a new pile when `pile` is -1, then resolves its function.
Flow placeOnPile(State& s, int seat, Card card, int pile, int position)
{
    const int started = pile < 0 ? 1 : 0;
    pile = addToPile(s.piles, card, pile);
    log(s, EventType::Play, seat, card, position, pile + 1, 0, started);
    return resolveFunctionND4(s, seat, card, pile);
}

/// A card that must be played (ND-2 from the draw pile, ND-3 from the layout when it fits): on its one fitting
/// pile, on a new pile when none fits (the draw pile's cards only), or the seat chooses when several fit.
Flow placeCard(State& s, int seat, Card card, Source source, int position)
{
    PileList fit {};
    const int count = fittingPiles(s, card, fit);
    if (count >= 2) {
        s.phase = Phase::ChoosePile;
        s.pending = card;
        s.pendingSource = source;
        s.pendingPosition = static_cast<std::uint8_t>(position);
        return Flow::Decision;
    }
    if (source == Source::Layout)
        removeFromLayout(s, seat, position);
    return placeOnPile(s, seat, card, count == 0 ? -1 : fit[0], position);
}

/// ND-2 The opening card (and ND-4's "+"): the top of the draw pile is played; a prize goes to the player and
/// ends the turn; with nothing to draw (ND-5) the opening card is skipped, a "+" ends.
Flow playFromDrawPileND2(State& s, int seat, Source source)
{
    const Card card = drawCard(s, seat, source == Source::Opening ? DrawFor::Opening : DrawFor::Plus);
    if (card == kNoCard)
        return Flow::Continue;
    log(s, EventType::Draw, seat, card, 0, 0, 0, static_cast<int>(source));
    if (isPrize(card)) {
        receivePrize(s, seat, card);
        return Flow::TurnEnds;
    }
    return placeCard(s, seat, card, source, 0);
}

// ---- The course of a turn.

/// After a step of `seat`'s turn: wait for a decision, clear the layout (ND-6), or end the turn. True when the
/// turn ended and the next seat begins.
bool settle(State& s, int seat, Flow flow)
{
    if (flow == Flow::Decision || flow == Flow::GameOver || s.phase == Phase::Over)
        return false;
    const bool empty = s.seats[static_cast<std::size_t>(seat)].cardCount() == 0;
    if (s.layoutChain && empty)
        return allClearedND6(s, seat);
    if (flow == Flow::TurnEnds)
        return true;
    if (empty) { // ND-5: possible only after a refill stopped short
        log(s, EventType::EmptyLayout, seat);
        return true;
    }
    s.phase = Phase::Reveal;
    s.toMove = seat;
    return false;
}

/// A turn begins with the opening card (ND-2); true when it ended without a decision.
bool beginTurn(State& s, int seat)
{
    s.toMove = seat;
    s.phase = Phase::Reveal;
    s.pending = kNoCard;
    s.layoutChain = false;
    log(s, EventType::Turn, seat);
    return settle(s, seat, playFromDrawPileND2(s, seat, Source::Opening));
}

/// Turns from `seat` on until one waits for a decision or the game is over.
void runTurnsFrom(State& s, int seat)
{
    while (beginTurn(s, seat))
        seat = s.next(seat);
}

/// ND-3 Revealing from the layout: a prize goes to the player and ends the turn (a cleared layout included); a
/// card that fits nowhere goes back face down, known (ND-8), and ends the turn; a card that fits is played.
Flow revealFromLayoutND3(State& s, int seat, int position)
{
    const Card card = s.seats[static_cast<std::size_t>(seat)].layout[static_cast<std::size_t>(position - 1)];
    log(s, EventType::Reveal, seat, card, position);
    if (isPrize(card)) {
        removeFromLayout(s, seat, position);
        receivePrize(s, seat, card);
        s.layoutChain = true; // ND-6: a prize that was the last card clears the layout
        return Flow::TurnEnds;
    }
    markKnown(s, seat, position);
    if (!fitsAnyPile(s, card)) {
        log(s, EventType::NoFit, seat, card, position);
        return Flow::TurnEnds;
    }
    s.layoutChain = true;
    return placeCard(s, seat, card, Source::Layout, position);
}

/// The choice of pile for the pending card (ND-2, ND-3).
Flow choosePileND3(State& s, int seat, int pile)
{
    const Card card = s.pending;
    const Source source = s.pendingSource;
    const int position = s.pendingPosition;
    s.pending = kNoCard;
    s.pendingPosition = 0;
    s.phase = Phase::Reveal;
    if (source == Source::Layout)
        removeFromLayout(s, seat, position);
    return placeOnPile(s, seat, card, pile - 1, source == Source::Layout ? position : 0);
}

/// ND-7 "Nothing fits anymore!": the cards are turned up in position order until one fits or is a prize; none:
/// a trophy. Nothing is played, no function acts; the cards go face down (known), the layout is refilled to six
/// and the turn ends.
Flow declareNothingFitsND7(State& s, int seat)
{
    log(s, EventType::Declare, seat);
    s.layoutChain = false; // ND-6 does not apply here
    SeatState& owner = s.seats[static_cast<std::size_t>(seat)];
    bool nothingFits = true;
    for (int position = 1; position <= kLayoutSize && nothingFits; ++position) {
        const Card card = owner.layout[static_cast<std::size_t>(position - 1)];
        if (card == kNoCard)
            continue;
        log(s, EventType::Reveal, seat, card, position, 0, 0, 1);
        if (isPrize(card)) {
            removeFromLayout(s, seat, position);
            receivePrize(s, seat, card);
            nothingFits = false;
        } else {
            markKnown(s, seat, position);
            nothingFits = !fitsAnyPile(s, card);
        }
        if (!nothingFits)
            log(s, EventType::DeclareResult, seat, card, position, 0, 0, 0);
    }
    if (nothingFits) {
        log(s, EventType::DeclareResult, seat, kNoCard, 0, 0, 0, 1);
        if (takeTrophyND9(s, seat))
            return Flow::GameOver;
    }
    log(s, EventType::NewCards, seat, kNoCard, 0, 0, drawIntoLayout(s, seat, kLayoutSize, DrawFor::NewCards));
    return Flow::TurnEnds;
}

} // namespace

int fittingPiles(const State& s, Card card, PileList& out)
{
    int count = 0;
    if (isPrize(card))
        return 0;
    for (std::size_t index = 0; index < s.piles.size() && count < static_cast<int>(out.size()); ++index)
        if (fits(card, s.piles[index].back()))
            out[static_cast<std::size_t>(count++)] = static_cast<std::uint8_t>(index);
    return count;
}

bool fitsAnyPile(const State& s, Card card)
{
    if (isPrize(card))
        return false;
    for (const auto& pile : s.piles)
        if (fits(card, pile.back()))
            return true;
    return false;
}

Error checkMove(const State& s, const core::Move& move)
{
    if (s.phase == Phase::Over)
        return Error::make("core.game-over");
    if (!isWellFormed(move))
        return Error::make("no-idea.malformed-move");
    const MoveInfo info = decode(move);
    const SeatState& seat = s.seats[static_cast<std::size_t>(s.toMove)];
    switch (info.kind) {
    case MoveKind::Reveal:
        if (s.phase != Phase::Reveal)
            return Error::make("no-idea.choose-pile-first", s.pending);
        if (seat.layout[static_cast<std::size_t>(info.position - 1)] == kNoCard)
            return Error::make("no-idea.empty-position", info.position);
        return {};
    case MoveKind::Pile:
        if (s.phase != Phase::ChoosePile)
            return Error::make("no-idea.no-pile-choice");
        if (info.pile > static_cast<int>(s.piles.size()))
            return Error::make("no-idea.no-such-pile", info.pile, static_cast<int>(s.piles.size()));
        if (!fits(s.pending, s.piles[static_cast<std::size_t>(info.pile - 1)].back()))
            return Error::make("no-idea.does-not-fit", s.pending, info.pile);
        return {};
    case MoveKind::NothingFits:
        if (s.phase != Phase::Reveal)
            return Error::make("no-idea.choose-pile-first", s.pending);
        if (seat.cardCount() > kDeclareLimit)
            return Error::make("no-idea.too-many-to-declare", seat.cardCount());
        return {};
    }
    return Error::make("no-idea.malformed-move");
}

bool playMove(State& s, const core::Move& move)
{
    if (checkMove(s, move))
        return false;
    const MoveInfo info = decode(move);
    const int seat = s.toMove;
    Flow flow = Flow::Continue;
    switch (info.kind) {
    case MoveKind::Reveal:
        flow = revealFromLayoutND3(s, seat, info.position);
        break;
    case MoveKind::Pile:
        flow = choosePileND3(s, seat, info.pile);
        break;
    case MoveKind::NothingFits:
        flow = declareNothingFitsND7(s, seat);
        break;
    }
    if (settle(s, seat, flow))
        runTurnsFrom(s, s.next(seat));
    return true;
}

void start(State& s)
{
    s.log.reserve(512);
    runTurnsFrom(s, s.startSeat);
}

} // namespace games::no_idea
