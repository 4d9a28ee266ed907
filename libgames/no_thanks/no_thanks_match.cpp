// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/no_thanks_match.h"

#include "no_thanks/notation.h"
#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include <array>
#include <bit>

namespace games::no_thanks {

int startCounters(int seats)
{
    return seats <= 5 ? 11 : seats == 6 ? 9 : 7;
}

void Display::add(Card card)
{
    if (isBonus(card))
        ++bonus[card - kBonus5];
    mask |= std::uint64_t {1} << card;
}

void Display::remove(Card card)
{
    if (isBonus(card) && --bonus[card - kBonus5] > 0)
        return;
    mask &= ~(std::uint64_t {1} << card);
}

int Display::size() const
{
    int n = std::popcount(mask);
    for (int i = 0; i < 4; ++i)
        if (bonus[i] > 1)
            n += bonus[i] - 1;
    return n;
}

namespace {

void log(State& s, EventType type, int seat, Card card = kNoCard, int n = 0)
{
    s.log.push_back({type, static_cast<std::uint8_t>(seat), card, static_cast<std::uint8_t>(n)});
}

/// The next seat after `seat` that takes part in the middle card (possibly `seat` itself).
int nextActive(const State& s, int seat)
{
    int n = s.next(seat);
    while (s.isSkipped(n))
        n = s.next(n);
    return n;
}

bool othersTakePart(const State& s, int seat)
{
    const unsigned all = (1U << s.seats) - 1U;
    return (all & ~static_cast<unsigned>(s.skipped) & ~(1U << seat)) != 0;
}

/// NT-20: turning up the next card is automatic; the revealer decides first on it.
void reveal(State& s, int seat)
{
    s.skipped = 0;
    s.middleCounters = 0;
    s.bidMark = {};
    if (s.deckTop == s.deckEnd) {
        s.middle = kNoCard;
        s.phase = Phase::Over; // NT-5, NT-22
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

/// A card arrives in `seat`'s display, or acts at once (NT-8). True when a give/remove choice is now pending.
bool receive(State& s, int seat, Card card)
{
    if (timingOf(card) != Timing::Immediate) {
        s.displays[seat].add(card);
        return false;
    }
    s.discard.add(card);
    if (card == kPinkX)
        return fetchPinkX(s, seat);
    if (s.displays[seat].empty()) { // NT-15: nothing happens
        log(s, EventType::NothingToChoose, seat, card);
        return false;
    }
    s.phase = card == kGive ? Phase::Give : Phase::Remove;
    s.toMove = static_cast<std::int8_t>(seat);
    return true;
}

/// NT-7, NT-23: the last bidder that still takes part, else the nearest non-skipping seat to the decliner's right.
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

void useCard(State& s, int seat, Card card)
{
    s.displays[seat].remove(card);
    s.discard.add(card);
}

} // namespace

void start(State& state)
{
    reveal(state, state.startSeat);
}

core::Error checkMove(const State& s, const core::Move& move)
{
    using core::Error;
    if (s.phase == Phase::Over)
        return Error::make("core.game-over");
    if (!isWellFormed(move))
        return Error::make("no-thanks.malformed-move");
    const int seat = s.toMove;
    const bool choosing = s.phase == Phase::Give || s.phase == Phase::Remove;
    switch (move.kind) {
    case kTake:
    case kRefuse:
        if (choosing)
            return Error::make("no-thanks.choice-pending");
        if (s.phase == Phase::Auction)
            return Error::make("no-thanks.auction-running");
        if (move.kind == kRefuse && s.counters[seat] == 0)
            return Error::make("no-thanks.must-take");
        return {};
    case kBid:
    case kDecline:
        if (choosing)
            return Error::make("no-thanks.choice-pending");
        if (s.phase != Phase::Auction)
            return Error::make("no-thanks.no-auction");
        if (move.kind == kBid && s.counters[seat] == 0)
            return Error::make("no-thanks.must-decline");
        return {};
    case kSkipMove:
        if (choosing)
            return Error::make("no-thanks.choice-pending");
        if (!s.displays[seat].has(kSkip))
            return Error::make("no-thanks.no-skip-card");
        if (!othersTakePart(s, seat))
            return Error::make("no-thanks.skip-last-participant");
        return {};
    case kLookMove:
        if (choosing)
            return Error::make("no-thanks.choice-pending");
        if (!s.displays[seat].has(kLook))
            return Error::make("no-thanks.no-look-card");
        return {};
    case kGiveMove:
    case kRemoveMove:
        if (!choosing)
            return Error::make("no-thanks.no-choice-pending");
        if ((move.kind == kGiveMove) != (s.phase == Phase::Give))
            return Error::make("no-thanks.wrong-choice");
        if (!s.displays[seat].has(move.a))
            return Error::withDetail("no-thanks.not-your-card", std::string(cardName(move.a)));
        return {};
    default:
        return Error::make("no-thanks.malformed-move");
    }
}

void applyMove(State& s, const core::Move& move)
{
    const int seat = s.toMove;
    switch (move.kind) {
    case kTake: {
        const Card card = s.middle;
        s.counters[seat] = static_cast<std::uint8_t>(s.counters[seat] + s.middleCounters);
        log(s, EventType::Take, seat, card, s.middleCounters);
        s.middle = kNoCard;
        s.middleCounters = 0;
        s.resumeSeat = static_cast<std::uint8_t>(seat);
        if (!receive(s, seat, card))
            reveal(s, seat);
        break;
    }
    case kRefuse:
        --s.counters[seat];
        ++s.middleCounters;
        log(s, EventType::Refuse, seat, s.middle);
        s.toMove = static_cast<std::int8_t>(nextActive(s, seat));
        break;
    case kBid:
        --s.counters[seat];
        ++s.middleCounters;
        s.bidMark[seat] = s.middleCounters;
        log(s, EventType::Bid, seat, s.middle);
        s.toMove = static_cast<std::int8_t>(nextActive(s, seat));
        break;
    case kDecline: {
        const Card card = s.middle;
        s.counters[seat] = static_cast<std::uint8_t>(s.counters[seat] + s.middleCounters);
        log(s, EventType::Decline, seat, card, s.middleCounters);
        const int receiver = auctionReceiver(s, seat);
        log(s, EventType::Receive, receiver, card);
        s.middle = kNoCard;
        s.middleCounters = 0;
        s.resumeSeat = static_cast<std::uint8_t>(seat);
        if (!receive(s, receiver, card))
            reveal(s, seat);
        break;
    }
    case kSkipMove:
        useCard(s, seat, kSkip);
        s.skipped = static_cast<std::uint8_t>(s.skipped | (1U << seat));
        log(s, EventType::Skip, seat, s.middle);
        s.toMove = static_cast<std::int8_t>(nextActive(s, seat));
        break;
    case kLookMove:
        useCard(s, seat, kLook);
        s.lookSeat = static_cast<std::int8_t>(seat);
        s.lookTop = s.setAsideTop;
        log(s, EventType::Look, seat);
        break;
    case kGiveMove:
        s.displays[seat].remove(move.a);
        s.displays[s.next(seat)].add(move.a);
        log(s, EventType::Give, seat, move.a);
        reveal(s, s.resumeSeat);
        break;
    case kRemoveMove:
        useCard(s, seat, move.a);
        log(s, EventType::Remove, seat, move.a);
        reveal(s, s.resumeSeat);
        break;
    default:
        break;
    }
}

namespace {
// Ready-made values: building a Move byte by byte before copying it stalls store forwarding in the hot loop.
constexpr std::array<core::Move, kLookMove + 1> kPlainMoves {core::Move {}, makeMove(kTake), makeMove(kRefuse),
    makeMove(kBid), makeMove(kDecline), makeMove(kSkipMove), makeMove(kLookMove)};
} // namespace

void listMoves(const State& s, core::MoveList& out)
{
    out.clear();
    const int seat = s.toMove;
    switch (s.phase) {
    case Phase::TakeOrRefuse:
    case Phase::Auction: {
        const bool auction = s.phase == Phase::Auction;
        if (s.counters[seat] > 0)
            out.push_back(kPlainMoves[auction ? kBid : kRefuse]);
        out.push_back(kPlainMoves[auction ? kDecline : kTake]);
        const Display& display = s.displays[seat];
        if (display.has(kSkip) && othersTakePart(s, seat))
            out.push_back(kPlainMoves[kSkipMove]);
        if (display.has(kLook))
            out.push_back(kPlainMoves[kLookMove]);
        break;
    }
    case Phase::Give:
    case Phase::Remove: {
        const LegacyMoveKind kind = s.phase == Phase::Give ? kGiveMove : kRemoveMove;
        for (std::uint64_t mask = s.displays[seat].mask; mask != 0; mask &= mask - 1)
            out.push_back(makeMove(kind, static_cast<Card>(std::countr_zero(mask))));
        break;
    }
    case Phase::Over:
        break;
    }
}

NoThanksMatch::NoThanksMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : core::Match(game, std::move(config))
    , m_state(std::move(state))
{
}

std::unique_ptr<core::Observation> NoThanksMatch::observe(core::Seat viewer) const
{
    return std::make_unique<NoThanksObservation>(observeState(m_state, viewer));
}

std::vector<core::SeatScore> NoThanksMatch::score() const
{
    return scoreAll(m_state);
}

void NoThanksMatch::rankKeys(std::span<core::RankKey> out) const
{
    for (int seat = 0; seat < seatCount() && seat < static_cast<int>(out.size()); ++seat)
        out[seat] = {seatTotal(m_state.displays[seat], m_state.counters[seat]), 0};
}

} // namespace games::no_thanks

namespace games::no_thanks {

namespace {

nlohmann::json cardList(const Card* begin, const Card* end)
{
    nlohmann::json list = nlohmann::json::array();
    for (const Card* card = begin; card != end; ++card)
        list.push_back(cardName(*card));
    return list;
}

nlohmann::json displayJson(const Display& display)
{
    nlohmann::json list = nlohmann::json::array();
    for (Card card = kLowestNumber; card <= kLastSpecial; ++card)
        for (int copy = 0; copy < display.countOf(card); ++copy)
            list.push_back(cardName(card));
    return list;
}

} // namespace

nlohmann::json NoThanksMatch::stateJson(const core::DebugKey&) const
{
    const State& s = m_state;
    nlohmann::json json;
    json["seats"] = s.seats;
    json["startSeat"] = s.startSeat;
    json["expansion"] = s.expansion;
    json["openCounters"] = s.openCounters;
    json["phase"] = static_cast<int>(s.phase);
    json["toMove"] = s.toMove;
    json["middle"] = s.middle == kNoCard ? nlohmann::json() : nlohmann::json(cardName(s.middle));
    json["middleCounters"] = s.middleCounters;
    json["skipped"] = s.skipped;
    json["resumeSeat"] = s.resumeSeat;
    json["lookSeat"] = s.lookSeat;
    json["lookTop"] = s.lookTop;
    json["knownGreenTop"] = s.knownGreenTop;
    json["deck"] = cardList(s.deck.data() + s.deckTop, s.deck.data() + s.deckEnd);
    json["deckGreens"] = s.deckGreens;
    json["setAside"] = cardList(s.setAside.data(), s.setAside.data() + s.setAsideEnd);
    json["setAsideTop"] = s.setAsideTop;
    json["unused"] = cardList(s.unused.data(), s.unused.data() + s.unusedCount);
    json["counters"] = std::vector<int>(s.counters.begin(), s.counters.begin() + s.seats);
    json["bidMarks"] = std::vector<int>(s.bidMark.begin(), s.bidMark.begin() + s.seats);
    json["displays"] = nlohmann::json::array();
    for (int seat = 0; seat < s.seats; ++seat)
        json["displays"].push_back(displayJson(s.displays[seat]));
    json["discard"] = displayJson(s.discard);
    json["log"] = nlohmann::json::array();
    for (const auto& event : s.log)
        json["log"].push_back(eventJson(event));
    return json;
}

} // namespace games::no_thanks
