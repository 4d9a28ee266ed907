// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/observation.h"

#include <nlohmann/json.hpp>

namespace games::no_idea {

namespace {

nlohmann::json namesOf(const std::vector<Card>& cards)
{
    nlohmann::json list = nlohmann::json::array();
    for (Card card : cards)
        list.push_back(cardName(card));
    return list;
}

nlohmann::json slotJson(Card card)
{
    if (card == kNoCard)
        return nullptr;
    if (card == kUnknownCard)
        return "unknown";
    return cardName(card);
}

constexpr std::array<std::string_view, 3> kDecisionNames {"reveal", "choose-pile", "over"};
constexpr std::array<std::string_view, 4> kDrawForNames {"opening", "plus", "refill", "new-cards"};

} // namespace

std::string_view sourceName(Source source)
{
    static constexpr std::array<std::string_view, 3> kNames {"opening", "plus", "layout"};
    const auto index = static_cast<std::size_t>(source);
    return index < kNames.size() ? kNames[index] : std::string_view("?");
}

std::string_view eventName(EventType type)
{
    static constexpr std::array<std::string_view, 16> kNames {"turn", "draw", "reveal", "play", "no-fit", "prize",
        "remove-piles", "refill", "reshuffle", "nothing-to-draw", "empty-layout", "declare", "declare-result", "trophy",
        "new-cards", "game-over"};
    const auto index = static_cast<std::size_t>(type);
    return index < kNames.size() ? kNames[index] : std::string_view("?");
}

nlohmann::json eventJson(const Event& event)
{
    nlohmann::json json {{"event", eventName(event.type)}, {"seat", event.seat}};
    if (event.card != kNoCard)
        json["card"] = cardName(event.card);
    if (event.position != 0)
        json["position"] = event.position;
    if (event.pile != 0)
        json["pile"] = event.pile;
    switch (event.type) {
    case EventType::Draw:
        json["from"] = sourceName(static_cast<Source>(event.flag));
        break;
    case EventType::Reveal:
        json["declared"] = event.flag != 0;
        break;
    case EventType::Play:
        json["newPile"] = event.flag != 0;
        break;
    case EventType::Prize:
        json["stars"] = event.n;
        break;
    case EventType::RemovePiles:
        json["setAside"] = event.n;
        break;
    case EventType::Refill:
    case EventType::NewCards:
        json["count"] = event.n;
        break;
    case EventType::Reshuffle:
        json["count"] = event.n;
        json["from"] = event.flag == 0 ? "set-aside" : "piles";
        break;
    case EventType::NothingToDraw:
        json["for"] = event.flag < kDrawForNames.size() ? kDrawForNames[event.flag] : std::string_view("?");
        break;
    case EventType::DeclareResult:
        json["success"] = event.flag != 0;
        break;
    case EventType::Trophy:
        if (event.n != 0)
            json["value"] = event.n;
        break;
    default:
        break;
    }
    return json;
}

NoIdeaObservation observeState(const State& s, core::Seat viewer)
{
    NoIdeaObservation o;
    observeState(s, viewer, o);
    return o;
}

void observeState(const State& s, core::Seat asked, NoIdeaObservation& o)
{
    const core::Seat viewer = asked >= 0 && asked < s.seatCount ? asked : core::kSpectator;
    const bool over = s.phase == Phase::Over;
    o.viewerSeat = viewer;
    o.seatCount = s.seatCount;
    o.startSeat = s.startSeat;
    o.memoryAid = s.memoryAid;
    o.decision = static_cast<Decision>(s.phase);
    o.toMove = over ? core::kNoSeat : s.toMove;
    o.pending = s.phase == Phase::ChoosePile ? s.pending : kNoCard;
    o.pendingSource = s.phase == Phase::ChoosePile ? s.pendingSource : Source::Opening;
    o.pendingPosition = s.phase == Phase::ChoosePile ? s.pendingPosition : 0;
    o.layoutChain = s.phase == Phase::ChoosePile && s.layoutChain;
    o.piles.assign(s.piles.begin(), s.piles.end());
    o.drawPileSize = static_cast<int>(s.drawPile.size());
    o.setAside = s.setAside;
    o.trophiesLeft = static_cast<int>(s.trophyPile.size());
    o.seats.resize(static_cast<std::size_t>(s.seatCount));
    for (int index = 0; index < s.seatCount; ++index) {
        const SeatState& seat = s.seats[static_cast<std::size_t>(index)];
        NoIdeaSeatView& view = o.seats[static_cast<std::size_t>(index)];
        for (int p = 0; p < kLayoutSize; ++p) {
            const Card card = seat.layout[static_cast<std::size_t>(p)];
            view.layout[static_cast<std::size_t>(p)] = card == kNoCard || seat.isKnown(p) ? card : kUnknownCard;
        }
        view.trophyCount = static_cast<int>(seat.trophies.size());
        if (over || index == viewer)
            view.trophies = seat.trophies;
        else
            view.trophies.clear();
        view.prizes = seat.prizes;
        view.openLayout = {};
    }
    o.log = s.log;
    if (!over)
        for (Event& event : o.log)
            if (event.type == EventType::Trophy && event.seat != viewer)
                event.n = 0;
    o.revealed = false;
    o.drawPileOpen.clear();
    o.trophyPileOpen.clear();
}

NoIdeaObservation revealState(const State& s)
{
    NoIdeaObservation o = observeState(s, core::kSpectator);
    o.revealed = true;
    o.log = s.log;
    for (int index = 0; index < s.seatCount; ++index) {
        o.seats[static_cast<std::size_t>(index)].openLayout = s.seats[static_cast<std::size_t>(index)].layout;
        o.seats[static_cast<std::size_t>(index)].trophies = s.seats[static_cast<std::size_t>(index)].trophies;
    }
    o.drawPileOpen.assign(s.drawPile.rbegin(), s.drawPile.rend());
    o.trophyPileOpen.assign(s.trophyPile.rbegin(), s.trophyPile.rend());
    return o;
}

nlohmann::json NoIdeaObservation::toJson() const
{
    nlohmann::json json;
    json["game"] = "no-idea";
    json["viewer"] = viewerSeat;
    json["seatCount"] = seatCount;
    json["startSeat"] = startSeat;
    json["options"] = {{"memory-aid", memoryAid}};
    json["decision"] = kDecisionNames[static_cast<std::size_t>(decision)];
    json["toMove"] = toMove;
    if (pending != kNoCard) {
        json["pending"] = {{"card", cardName(pending)}, {"from", sourceName(pendingSource)}};
        if (pendingPosition != 0)
            json["pending"]["position"] = pendingPosition;
        json["pending"]["afterLayoutCard"] = layoutChain;
    } else {
        json["pending"] = nullptr;
    }
    json["piles"] = nlohmann::json::array();
    for (const auto& pile : piles)
        json["piles"].push_back(namesOf(pile));
    json["drawPile"] = drawPileSize;
    json["setAside"] = namesOf(setAside);
    json["trophiesLeft"] = trophiesLeft;
    json["seats"] = nlohmann::json::array();
    for (const auto& seat : seats) {
        nlohmann::json player;
        player["layout"] = nlohmann::json::array();
        for (Card card : seat.layout)
            player["layout"].push_back(slotJson(card));
        player["trophies"] = seat.trophyCount;
        player["trophyValues"] = seat.trophies;
        player["prizes"] = namesOf(seat.prizes);
        if (revealed) {
            player["openLayout"] = nlohmann::json::array();
            for (Card card : seat.openLayout)
                player["openLayout"].push_back(slotJson(card));
        }
        json["seats"].push_back(std::move(player));
    }
    json["log"] = nlohmann::json::array();
    for (const auto& event : log)
        json["log"].push_back(eventJson(event));
    if (revealed)
        json["revealed"] = {{"drawPile", namesOf(drawPileOpen)}, {"trophyPile", trophyPileOpen}};
    return json;
}

bool NoIdeaObservation::equals(const core::Observation& other) const
{
    const auto* same = dynamic_cast<const NoIdeaObservation*>(&other);
    return same && static_cast<const NoIdeaView&>(*this) == *same;
}

bool NoIdeaObservation::showsPrivate() const
{
    // The only private part, one's own trophy values, shows only while its owner holds "Show my trophies"
    // (ND-6), as No Thanks!'s chips do: a hot-seat table needs no cover, and every reveal stays in sight.
    return false;
}

nlohmann::json stateToJson(const State& s)
{
    nlohmann::json json;
    json["seatCount"] = s.seatCount;
    json["startSeat"] = s.startSeat;
    json["memoryAid"] = s.memoryAid;
    json["phase"] = static_cast<int>(s.phase);
    json["toMove"] = s.toMove;
    json["pending"] = s.pending == kNoCard ? nlohmann::json() : nlohmann::json(cardName(s.pending));
    json["pendingSource"] = static_cast<int>(s.pendingSource);
    json["pendingPosition"] = s.pendingPosition;
    json["layoutChain"] = s.layoutChain;
    json["drawPile"] = namesOf(s.drawPile);
    json["setAside"] = namesOf(s.setAside);
    json["piles"] = nlohmann::json::array();
    for (const auto& pile : s.piles)
        json["piles"].push_back(namesOf(pile));
    json["trophyPile"] = s.trophyPile;
    json["seats"] = nlohmann::json::array();
    for (int index = 0; index < s.seatCount; ++index) {
        const SeatState& seat = s.seats[static_cast<std::size_t>(index)];
        nlohmann::json layout = nlohmann::json::array();
        for (Card card : seat.layout)
            layout.push_back(card == kNoCard ? nlohmann::json() : nlohmann::json(cardName(card)));
        json["seats"].push_back(
            {{"layout", layout}, {"known", seat.known}, {"trophies", seat.trophies}, {"prizes", namesOf(seat.prizes)}});
    }
    // The log as plain numbers: a replay test compares the whole state after every move of a long game.
    std::vector<int> log;
    log.reserve(s.log.size() * 7);
    for (const auto& e : s.log)
        log.insert(log.end(), {static_cast<int>(e.type), e.seat, e.card, e.position, e.pile, e.n, e.flag});
    json["log"] = log;
    return json;
}

} // namespace games::no_idea
