// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/match.h"

#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include <nlohmann/json.hpp>

namespace games::no_thanks {

NoThanksMatch::NoThanksMatch(const core::Game& game, std::shared_ptr<const core::MatchConfig> config, State state)
    : core::Match(game, std::move(config))
    , m_state(std::move(state))
{
    // A game takes ~50 decisions (~80 with the special cards). 85 moves are 1,020 bytes, which glibc serves from
    // its per-thread cache (up to 1,032); a few more bytes cost every match the slower path (docs/performance.md).
    reserveHistory(m_state.expansion ? 160 : 85);
}

std::unique_ptr<core::Observation> NoThanksMatch::observe(core::Seat viewer) const
{
    return std::make_unique<NoThanksObservation>(observeState(m_state, viewer));
}

void NoThanksMatch::observeInto(core::Seat viewer, std::unique_ptr<core::Observation>& slot) const
{
    if (auto* reused = dynamic_cast<NoThanksObservation*>(slot.get()))
        observeState(m_state, viewer, *reused);
    else
        slot = observe(viewer);
}

std::unique_ptr<core::Observation> NoThanksMatch::observeRevealed(const core::RevealKey&) const
{
    return std::make_unique<NoThanksObservation>(revealState(m_state));
}

std::vector<core::SeatScore> NoThanksMatch::score() const
{
    return scoreAll(m_state);
}

void NoThanksMatch::rankKeys(std::span<core::RankKey> out) const
{
    for (int seat = 0; seat < seatCount() && seat < static_cast<int>(out.size()); ++seat)
        out[seat] = {seatTotal(m_state.displays[seat], m_state.chips[seat]), 0};
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

nlohmann::json NoThanksMatch::stateJson(const core::DebugKey&) const
{
    const State& s = m_state;
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
