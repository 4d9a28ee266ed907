// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/observation.h"

#include "no_thanks/rules.h"
#include "no_thanks/setup.h"

#include <nlohmann/json.hpp>

#include <array>
#include <bit>

namespace games::no_thanks {

namespace {

/// Writes the display's cards into `cards` by id, copies repeated. (Walks the set bits, into storage that may
/// serve again: the searches observe at every playout move.)
void cardsOf(const Display& display, std::vector<Card>& cards)
{
    cards.clear();
    for (std::uint64_t rest = display.mask; rest != 0; rest &= rest - 1) {
        const auto card = static_cast<Card>(std::countr_zero(rest));
        cards.insert(cards.end(), static_cast<std::size_t>(display.countOf(card)), card);
    }
}

nlohmann::json namesOf(const std::vector<Card>& cards)
{
    nlohmann::json list = nlohmann::json::array();
    for (Card card : cards)
        list.push_back(cardName(card));
    return list;
}

constexpr std::array<std::string_view, 5> kDecisionNames {"take-or-refuse", "auction", "give", "remove", "over"};

} // namespace

std::string_view eventName(EventType type)
{
    static constexpr std::array<std::string_view, 14> kNames {"reveal", "take", "refuse", "bid", "decline", "receive",
        "skip", "look", "give", "remove", "fetch-deck", "fetch-set-aside", "fetch-none", "nothing-to-choose"};
    const auto index = static_cast<std::size_t>(type);
    return index < kNames.size() ? kNames[index] : std::string_view("?");
}

nlohmann::json eventJson(const Event& event)
{
    nlohmann::json json {{"event", eventName(event.type)}, {"seat", event.seat}};
    if (event.card != kNoCard)
        json["card"] = cardName(event.card);
    switch (event.type) {
    case EventType::Take:
    case EventType::Decline:
        json["counters"] = event.n;
        break;
    case EventType::Give:
        json["to"] = event.n;
        break;
    case EventType::FetchDeck:
        json["passedGreen"] = event.n;
        break;
    case EventType::FetchSetAside:
    case EventType::FetchNone:
        json["deckGreen"] = event.n;
        break;
    default:
        break;
    }
    return json;
}

NoThanksObservation observeState(const State& s, core::Seat viewer)
{
    NoThanksObservation o;
    observeState(s, viewer, o);
    return o;
}

void observeState(const State& s, core::Seat asked, NoThanksObservation& o)
{
    const core::Seat viewer = asked >= 0 && asked < s.seats ? asked : core::kSpectator;
    o.viewerSeat = viewer;
    o.seatCount = s.seats;
    o.startSeat = s.startSeat;
    o.expansion = s.expansion;
    o.openChips = s.openChips;
    o.displays.resize(s.seats);
    for (int seat = 0; seat < s.seats; ++seat)
        cardsOf(s.displays[seat], o.displays[static_cast<std::size_t>(seat)]);
    cardsOf(s.discard, o.discard);
    o.middle = s.middle;
    o.middleChips = s.middleChips;
    o.deckSize = s.deckSize();
    o.deckTopGreen = s.deckSize() > 0 && isGreen(s.deck[s.deckTop]);
    o.knownGreenTop = s.knownGreenTop;
    o.deckGreens = s.deckGreens;
    o.setAsideSize = s.setAsideSize();
    o.unusedGreens = s.unusedCount;
    o.decision = static_cast<Decision>(s.phase);
    o.toMove = s.phase == Phase::Over ? core::kNoSeat : s.toMove;
    o.revealer = s.phase == Phase::Give || s.phase == Phase::Remove ? s.resumeSeat : core::kNoSeat;
    o.skipped.clear();
    o.bidMarks.clear();
    for (int seat = 0; seat < s.seats; ++seat) {
        o.skipped.push_back(s.isSkipped(seat));
        o.bidMarks.push_back(s.phase == Phase::Auction ? s.bidMark[seat] : 0);
    }
    o.auctionReceiver = s.phase == Phase::Auction ? auctionReceiver(s, s.toMove) : core::kNoSeat;
    o.giveReceiver = s.phase == Phase::Give ? s.next(s.toMove) : core::kNoSeat;
    o.ownChips = viewer >= 0 && viewer < s.seats ? s.chips[viewer] : -1;
    o.chips.clear();
    if (s.openChips || s.phase == Phase::Over) // NTX-14: the final count is public
        for (int seat = 0; seat < s.seats; ++seat)
            o.chips.push_back(s.chips[seat]);
    o.lookSeat = s.lookSeat;
    o.setAsideSeen.clear();
    if (viewer >= 0 && viewer == s.lookSeat)
        o.setAsideSeen.assign(s.setAside.begin() + s.lookTop, s.setAside.begin() + s.setAsideEnd);
    o.log = s.log;
    o.revealed = false;
    o.deckOpen.clear();
    o.setAsideOpen.clear();
    o.unusedOpen.clear();
}

NoThanksObservation revealState(const State& s)
{
    NoThanksObservation o = observeState(s, core::kSpectator);
    o.revealed = true;
    o.chips.assign(s.chips.begin(), s.chips.begin() + s.seats);
    o.deckOpen.assign(s.deck.begin() + s.deckTop, s.deck.begin() + s.deckEnd);
    o.setAsideOpen.assign(s.setAside.begin() + s.setAsideTop, s.setAside.begin() + s.setAsideEnd);
    o.unusedOpen.assign(s.unused.begin(), s.unused.begin() + s.unusedCount);
    return o;
}

std::vector<int> chipsFromLog(const NoThanksView& view)
{
    std::vector<int> chips(static_cast<std::size_t>(view.seatCount), startChips(view.seatCount));
    for (const Event& event : view.log) {
        if (event.seat >= view.seatCount)
            continue;
        int& count = chips[event.seat];
        switch (event.type) {
        case EventType::Refuse:
        case EventType::Bid:
            --count;
            break;
        case EventType::Take:
        case EventType::Decline:
            count += event.n;
            break;
        default:
            break;
        }
    }
    return chips;
}

nlohmann::json NoThanksObservation::toJson() const
{
    nlohmann::json json;
    json["game"] = "no-thanks";
    json["viewer"] = viewerSeat;
    json["seatCount"] = seatCount;
    json["startSeat"] = startSeat;
    json["options"] = {{"expansion", expansion}, {"open-counters", openChips}};
    json["seats"] = nlohmann::json::array();
    for (std::size_t seat = 0; seat < displays.size(); ++seat) {
        nlohmann::json one {{"display", namesOf(displays[seat])}, {"skipped", seat < skipped.size() && skipped[seat]},
            {"bidMark", seat < bidMarks.size() ? bidMarks[seat] : 0}};
        if (seat < chips.size()) // public: open chips, or the game is over (NT-3, NTX-14)
            one["counters"] = chips[seat];
        json["seats"].push_back(std::move(one));
    }
    json["discard"] = namesOf(discard);
    json["middle"] = middle == kNoCard ? nlohmann::json() : nlohmann::json(cardName(middle));
    json["middleCounters"] = middleChips;
    json["deck"]
        = {{"size", deckSize}, {"topGreen", deckTopGreen}, {"knownGreenTop", knownGreenTop}, {"greens", deckGreens}};
    json["setAsideSize"] = setAsideSize;
    json["unusedGreens"] = unusedGreens;
    json["decision"] = kDecisionNames[static_cast<int>(decision)];
    json["toMove"] = toMove;
    if (decision == Decision::Auction)
        json["auctionReceiver"] = auctionReceiver;
    if (decision == Decision::Give)
        json["giveReceiver"] = giveReceiver;
    json["revealer"] = revealer;
    json["ownCounters"] = ownChips;
    json["lookSeat"] = lookSeat;
    if (!setAsideSeen.empty() || (viewerSeat >= 0 && viewerSeat == lookSeat))
        json["setAsideSeen"] = namesOf(setAsideSeen);
    json["log"] = nlohmann::json::array();
    for (const auto& event : log)
        json["log"].push_back(eventJson(event));
    if (revealed)
        json["revealed"] = {{"counters", chips}, {"deck", namesOf(deckOpen)}, {"setAside", namesOf(setAsideOpen)},
            {"unusedGreens", namesOf(unusedOpen)}};
    return json;
}

bool NoThanksObservation::equals(const core::Observation& other) const
{
    const auto* same = dynamic_cast<const NoThanksObservation*>(&other);
    return same && static_cast<const NoThanksView&>(*this) == *same;
}

bool NoThanksObservation::showsPrivate() const
{
    if (viewerSeat < 0 || viewerSeat >= seatCount)
        return false;
    // Secret chips need no cover: the board shows the own count only while its owner holds "Show my chips"
    // (docs/hotseat.md). What the look card showed is private to the one who looked (NT-16).
    return lookSeat == viewerSeat;
}

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

nlohmann::json stateToJson(const State& s)
{
    nlohmann::json json;
    json["seats"] = s.seats;
    json["startSeat"] = s.startSeat;
    json["expansion"] = s.expansion;
    json["openCounters"] = s.openChips;
    json["phase"] = static_cast<int>(s.phase);
    json["toMove"] = s.toMove;
    json["middle"] = s.middle == kNoCard ? nlohmann::json() : nlohmann::json(cardName(s.middle));
    json["middleCounters"] = s.middleChips;
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
    json["counters"] = std::vector<int>(s.chips.begin(), s.chips.begin() + s.seats);
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
