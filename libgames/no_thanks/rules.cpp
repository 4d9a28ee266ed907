// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/rules.h"

#include "no_thanks/moves.h"

namespace games::no_thanks {

using core::Error;

namespace {

// ---- What follows a decision by itself.

/// Room in the log for one decision: every way into the rules (start, applyMove, playMove) makes it first, so that
/// log() appends without a room test (docs/performance.md).
void makeLogRoom(State& s)
{
    s.log.reserveMore(kMaxEventsPerDecision);
}

void log(State& s, EventType type, int seat, Card card = kNoCard, int n = 0)
{
    s.log.pushBackIntoRoom({type, static_cast<std::uint8_t>(seat), card, static_cast<std::uint8_t>(n)});
}

/// NT-9: the next seat after `seat` that takes part in the middle card (possibly `seat` itself).
int nextTakingPart(const State& s, int seat)
{
    int n = s.next(seat);
    while (s.isSkipped(n))
        n = s.next(n);
    return n;
}

/// NT-20: turning up the next card is automatic; the revealer decides first on it. NT-5, NT-22: no card, the end.
void reveal(State& s, int seat)
{
    s.skipped = 0;
    s.middleChips = 0;
    s.bidMark = {};
    if (s.deckTop == s.deckEnd) {
        s.middle = kNoCard;
        s.phase = Phase::Over;
        s.toMove = -1;
        return;
    }
    const Card card = s.deck[s.deckTop++];
    if (s.knownGreenTop > 0)
        --s.knownGreenTop;
    s.middle = card;
    if (isGreen(card)) {
        --s.deckGreens;
        s.phase = Phase::Auction;
    } else {
        s.phase = Phase::TakeOrRefuse;
    }
    s.toMove = static_cast<std::int8_t>(seat);
    log(s, EventType::Reveal, seat, card);
}

bool receive(State& s, int seat, Card card);

/// NT-10, NT-21: the topmost non-green deck card, else the top set-aside card, else nothing.
bool fetchPinkX(State& s, int seat)
{
    int i = s.deckTop;
    while (i < s.deckEnd && isGreen(s.deck[i]))
        ++i;
    if (i < s.deckEnd) {
        const Card card = s.deck[i];
        const int passed = i - s.deckTop;
        for (int j = i; j > s.deckTop; --j)
            s.deck[j] = s.deck[j - 1];
        ++s.deckTop;
        s.knownGreenTop = static_cast<std::uint8_t>(passed);
        log(s, EventType::FetchDeck, seat, card, passed);
        return receive(s, seat, card);
    }
    s.knownGreenTop = static_cast<std::uint8_t>(s.deckSize());
    if (s.setAsideTop < s.setAsideEnd) {
        const Card card = s.setAside[s.setAsideTop++];
        log(s, EventType::FetchSetAside, seat, card, s.deckSize());
        return receive(s, seat, card);
    }
    log(s, EventType::FetchNone, seat, kNoCard, s.deckSize());
    return false;
}

/// NT-8 for a special card: it stays in the display, or acts at once and is discarded (NT-15: with an empty display
/// a give/remove card does nothing). True when a give/remove choice is now pending. Out of line, so that the
/// number cards' path below keeps no registers for it.
[[gnu::noinline]] bool receiveSpecial(State& s, int seat, Card card)
{
    if (!actsAtOnce(card)) {
        s.displays[seat].add(card);
        return false;
    }
    s.discard.add(card);
    if (card == kPinkX)
        return fetchPinkX(s, seat);
    if (s.displays[seat].empty()) {
        log(s, EventType::NothingToChoose, seat, card);
        return false;
    }
    s.phase = card == kGive ? Phase::Give : Phase::Remove;
    s.toMove = static_cast<std::int8_t>(seat);
    return true;
}

/// NT-8: a card arrives in `seat`'s display. True when a give/remove choice is now pending.
bool receive(State& s, int seat, Card card)
{
    if (isNumber(card)) [[likely]] { // every card of the base game
        s.displays[seat].add(card);
        return false;
    }
    return receiveSpecial(s, seat, card);
}

/// NT-8: an any-time card is discarded once used.
void useCard(State& s, int seat, Card card)
{
    s.displays[seat].remove(card);
    s.discard.add(card);
}

// ---- Checks: why a move is illegal (their order decides which reason a move with several faults gets).

bool choicePending(const State& s)
{
    return s.phase == Phase::Give || s.phase == Phase::Remove;
}

/// NT-4: take the card in the middle; not during an auction or a pending choice (NT-24).
Error checkTake(const State& s)
{
    if (choicePending(s))
        return Error::make("no-thanks.choice-pending");
    if (s.phase == Phase::Auction)
        return Error::make("no-thanks.auction-running");
    return {};
}

/// NT-4: refuse by paying a chip; without chips one must take.
Error checkRefuse(const State& s)
{
    if (Error error = checkTake(s))
        return error;
    if (s.chips[s.toMove] == 0)
        return Error::make("no-thanks.must-take");
    return {};
}

/// NT-7: decline the green card in auction.
Error checkDecline(const State& s)
{
    if (choicePending(s))
        return Error::make("no-thanks.choice-pending");
    if (s.phase != Phase::Auction)
        return Error::make("no-thanks.no-auction");
    return {};
}

/// NT-7: bid a chip on the green card; without chips one must decline.
Error checkBid(const State& s)
{
    if (Error error = checkDecline(s))
        return error;
    if (s.chips[s.toMove] == 0)
        return Error::make("no-thanks.must-decline");
    return {};
}

/// NT-9, NT-23: play the skip card at one's decision, while someone else still takes part in the card.
Error checkSkip(const State& s)
{
    if (choicePending(s))
        return Error::make("no-thanks.choice-pending");
    if (!s.displays[s.toMove].has(kSkip))
        return Error::make("no-thanks.no-skip-card");
    if (!othersTakePart(s, s.toMove))
        return Error::make("no-thanks.skip-last-participant");
    return {};
}

/// NT-16, NT-25: play the look card at any of one's decisions on a middle card.
Error checkLook(const State& s)
{
    if (choicePending(s))
        return Error::make("no-thanks.choice-pending");
    if (!s.displays[s.toMove].has(kLook))
        return Error::make("no-thanks.no-look-card");
    return {};
}

/// NT-15, NT-24: the pending give (or remove) choice, of a card in one's own display.
Error checkChoice(const State& s, Phase asked, Card card)
{
    if (!choicePending(s))
        return Error::make("no-thanks.no-choice-pending");
    if (s.phase != asked)
        return Error::make("no-thanks.wrong-choice");
    if (!s.displays[s.toMove].has(card))
        return Error::make("no-thanks.not-your-card", card);
    return {};
}

// ---- The moves: each applies one accepted decision of the seat to move.

/// NT-4: the card and its chips go to the taker, who reveals next (NT-20) unless a choice is pending (NT-24).
void take(State& s, int seat)
{
    const Card card = s.middle;
    s.chips[seat] = static_cast<std::uint8_t>(s.chips[seat] + s.middleChips);
    log(s, EventType::Take, seat, card, s.middleChips);
    s.middle = kNoCard;
    s.middleChips = 0;
    s.resumeSeat = static_cast<std::uint8_t>(seat);
    if (!receive(s, seat, card))
        reveal(s, seat);
}

/// NT-4: a chip onto the card; the next seat taking part decides.
void refuse(State& s, int seat)
{
    --s.chips[seat];
    ++s.middleChips;
    log(s, EventType::Refuse, seat, s.middle);
    s.toMove = static_cast<std::int8_t>(nextTakingPart(s, seat));
}

/// NT-7: a chip onto the green card, remembered as this seat's bid.
void bid(State& s, int seat)
{
    --s.chips[seat];
    ++s.middleChips;
    s.bidMark[seat] = s.middleChips;
    log(s, EventType::Bid, seat, s.middle);
    s.toMove = static_cast<std::int8_t>(nextTakingPart(s, seat));
}

/// NT-7, NT-23: the decliner takes the chips, the card goes to its receiver; the decliner reveals next.
void decline(State& s, int seat)
{
    const Card card = s.middle;
    s.chips[seat] = static_cast<std::uint8_t>(s.chips[seat] + s.middleChips);
    log(s, EventType::Decline, seat, card, s.middleChips);
    const int receiver = auctionReceiver(s, seat);
    log(s, EventType::Receive, receiver, card);
    s.middle = kNoCard;
    s.middleChips = 0;
    s.resumeSeat = static_cast<std::uint8_t>(seat);
    if (!receive(s, receiver, card))
        reveal(s, seat);
}

/// NT-9: the seat takes no part in the middle card until the next reveal.
void skip(State& s, int seat)
{
    useCard(s, seat, kSkip);
    s.skipped = static_cast<std::uint8_t>(s.skipped | (1U << seat));
    log(s, EventType::Skip, seat, s.middle);
    s.toMove = static_cast<std::int8_t>(nextTakingPart(s, seat));
}

/// NT-16, NT-25: the seat sees the set-aside cards as they are now; its decision goes on (NT-8).
void look(State& s, int seat)
{
    useCard(s, seat, kLook);
    s.lookSeat = static_cast<std::int8_t>(seat);
    s.lookTop = s.setAsideTop;
    log(s, EventType::Look, seat);
}

/// NT-15, NT-19, NT-24: the chosen card goes to the left neighbour; then the next card is revealed.
void give(State& s, int seat, Card card)
{
    const int receiver = s.next(seat);
    s.displays[seat].remove(card);
    s.displays[receiver].add(card);
    log(s, EventType::Give, seat, card, receiver);
    reveal(s, s.resumeSeat);
}

/// NT-15, NT-24: the chosen card is discarded; then the next card is revealed.
void remove(State& s, int seat, Card card)
{
    useCard(s, seat, card);
    log(s, EventType::Remove, seat, card);
    reveal(s, s.resumeSeat);
}

} // namespace

int auctionReceiver(const State& s, int decliner)
{
    int best = -1;
    for (int seat = 0; seat < s.seats; ++seat)
        if (!s.isSkipped(seat) && s.bidMark[seat] > 0 && (best < 0 || s.bidMark[seat] > s.bidMark[best]))
            best = seat;
    if (best >= 0)
        return best;
    for (int seat = s.previous(decliner); seat != decliner; seat = s.previous(seat))
        if (!s.isSkipped(seat))
            return seat;
    return decliner;
}

bool othersTakePart(const State& s, int seat)
{
    const unsigned all = (1U << s.seats) - 1U;
    return (all & ~static_cast<unsigned>(s.skipped) & ~(1U << seat)) != 0;
}

void start(State& state)
{
    makeLogRoom(state);
    reveal(state, state.startSeat);
}

namespace {

/// The rule a decoded move's kind calls for, checked.
Error checkDecoded(const State& s, const MoveInfo& m)
{
    switch (m.kind) {
    case MoveKind::Take:
        return checkTake(s);
    case MoveKind::Refuse:
        return checkRefuse(s);
    case MoveKind::Bid:
        return checkBid(s);
    case MoveKind::Decline:
        return checkDecline(s);
    case MoveKind::Skip:
        return checkSkip(s);
    case MoveKind::Look:
        return checkLook(s);
    case MoveKind::Give:
        return checkChoice(s, Phase::Give, m.card);
    case MoveKind::Remove:
        return checkChoice(s, Phase::Remove, m.card);
    }
    return Error::make("no-thanks.malformed-move");
}

/// The rule a decoded move's kind calls for, played.
void applyDecoded(State& s, const MoveInfo& m)
{
    const int seat = s.toMove;
    switch (m.kind) {
    case MoveKind::Take:
        return take(s, seat);
    case MoveKind::Refuse:
        return refuse(s, seat);
    case MoveKind::Bid:
        return bid(s, seat);
    case MoveKind::Decline:
        return decline(s, seat);
    case MoveKind::Skip:
        return skip(s, seat);
    case MoveKind::Look:
        return look(s, seat);
    case MoveKind::Give:
        return give(s, seat, m.card);
    case MoveKind::Remove:
        return remove(s, seat, m.card);
    }
}

/// What every move needs before its rule is asked: a game still running, and bytes that are a move.
Error checkPlayable(const State& s, const core::Move& move)
{
    if (s.phase == Phase::Over)
        return Error::make("core.game-over");
    if (!isWellFormed(move))
        return Error::make("no-thanks.malformed-move");
    return {};
}

/// NT-4 at once, for the two decisions of nearly every turn: with a plain card in the middle, taking is always
/// legal and refusing is with a chip (what checkTake and checkRefuse say then). The playout hot path: a move
/// that is exactly take or refuse needs neither the general check nor an error value (docs/performance.md).
/// False: not such a move, nothing played.
bool playPlainTakeOrRefuse(State& s, const core::Move& move)
{
    if (s.phase != Phase::TakeOrRefuse)
        return false;
    if (isExactly(move, moves::take())) {
        take(s, s.toMove);
        return true;
    }
    if (isExactly(move, moves::refuse()) && s.chips[s.toMove] > 0) {
        refuse(s, s.toMove);
        return true;
    }
    return false;
}

/// Any move, through checkPlayable and the rule of its kind. Out of line: the error values it handles need a
/// stack frame that the hot path above does without.
[[gnu::noinline]] bool playChecked(State& s, const core::Move& move)
{
    if (s.phase == Phase::Over || !isWellFormed(move)) // what checkPlayable refuses
        return false;
    const MoveInfo m = decode(move);
    if (checkDecoded(s, m))
        return false;
    applyDecoded(s, m);
    return true;
}

} // namespace

Error checkMove(const State& s, const core::Move& move)
{
    if (Error error = checkPlayable(s, move))
        return error;
    return checkDecoded(s, decode(move));
}

void applyMove(State& s, const core::Move& move)
{
    makeLogRoom(s);
    applyDecoded(s, decode(move));
}

namespace {

/// A decision, once the log has room for it.
bool playWithLogRoom(State& s, const core::Move& move)
{
    return playPlainTakeOrRefuse(s, move) || playChecked(s, move);
}

/// The log's room made first, out of line: then the call on the hot path below is a jump.
[[gnu::noinline]] bool makeLogRoomAndPlay(State& s, const core::Move& move)
{
    makeLogRoom(s);
    return playWithLogRoom(s, move);
}

} // namespace

bool playMove(State& s, const core::Move& move)
{
    if (!s.log.hasRoomForMore(kMaxEventsPerDecision)) [[unlikely]]
        return makeLogRoomAndPlay(s, move);
    return playWithLogRoom(s, move);
}

} // namespace games::no_thanks
