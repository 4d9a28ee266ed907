// SPDX-License-Identifier: GPL-3.0-or-later
// Game::sampleMatch: a world consistent with one observation. The public parts are copied; the chips of
// other seats follow from the public log (G-2); the cards nobody has seen are dealt at random to the deck (green
// backs where they were shown, NT-6, NT-10), the set-aside pile (exactly as looked at, NT-16) and the unused greens.
#include "no_thanks/game.h"
#include "no_thanks/match.h"
#include "no_thanks/observation.h"
#include "no_thanks/setup.h"

#include "core/match_config.h"

#include <algorithm>

namespace games::no_thanks {

namespace {

template <typename T> void shuffleVector(core::Rng& rng, std::vector<T>& items)
{
    rng.shuffle(std::span<T>(items.data(), items.size()));
}

} // namespace

std::unique_ptr<core::Match> sampleMatch(const core::Game& game, const core::Observation& observation, core::Rng& rng)
{
    const auto* o = dynamic_cast<const NoThanksObservation*>(&observation);
    if (!o || o->seatCount < game.minSeats() || o->seatCount > game.maxSeats())
        return nullptr;
    State s = emptyState(o->seatCount, o->startSeat, o->expansion, o->openChips);

    std::array<int, kCardIds> seen {};
    for (int seat = 0; seat < o->seatCount; ++seat)
        for (Card card : o->displays[seat]) {
            s.displays[seat].add(card);
            ++seen[card];
        }
    for (Card card : o->discard) {
        s.discard.add(card);
        ++seen[card];
    }
    s.middle = o->middle;
    if (o->middle != kNoCard)
        ++seen[o->middle];
    s.middleChips = static_cast<std::uint8_t>(o->middleChips);
    s.phase = static_cast<Phase>(o->decision);
    s.toMove = static_cast<std::int8_t>(o->toMove);
    s.resumeSeat = static_cast<std::uint8_t>(std::max(0, o->revealer));
    for (int seat = 0; seat < o->seatCount; ++seat) {
        if (o->skipped[seat])
            s.skipped = static_cast<std::uint8_t>(s.skipped | (1U << seat));
        s.bidMark[seat] = static_cast<std::uint8_t>(o->bidMarks[seat]);
    }
    s.lookSeat = static_cast<std::int8_t>(o->lookSeat);
    s.knownGreenTop = static_cast<std::uint8_t>(o->knownGreenTop);
    s.log = o->log;
    s.log.reserve(256);

    const std::vector<int> chips = chipsFromLog(*o);
    for (int seat = 0; seat < o->seatCount; ++seat)
        s.chips[seat] = static_cast<std::uint8_t>(std::max(0, chips[seat]));
    // Set-aside cards fetched by a pink-X card (NT-10) after the viewer looked, if it did: the top of its snapshot.
    int fetchedSinceLook = 0;
    bool looked = false;
    for (const Event& event : o->log) {
        looked = looked || event.type == EventType::Look;
        fetchedSinceLook += looked && event.type == EventType::FetchSetAside ? 1 : 0;
    }

    // The set-aside pile: known to the seat that looked, else drawn below.
    const bool knowsSetAside = o->viewerSeat >= 0 && o->viewerSeat == o->lookSeat;
    s.setAsideEnd = static_cast<std::uint8_t>(o->setAsideSize);
    if (knowsSetAside) {
        const int snapshot = static_cast<int>(o->setAsideSeen.size());
        if (snapshot > kSetAsideCards || snapshot - fetchedSinceLook != o->setAsideSize)
            return nullptr;
        for (int i = 0; i < snapshot; ++i) {
            s.setAside[i] = o->setAsideSeen[i];
            if (i >= fetchedSinceLook)
                ++seen[o->setAsideSeen[i]];
        }
        s.lookTop = 0;
        s.setAsideTop = static_cast<std::uint8_t>(fetchedSinceLook);
        s.setAsideEnd = static_cast<std::uint8_t>(snapshot);
    }

    std::vector<Card> pool, greens;
    for (Card card = kLowestNumber; card <= kLastSpecial; ++card) {
        if (isSpecial(card) && !o->expansion)
            break;
        for (int copy = seen[card]; copy < copiesOf(card); ++copy)
            (isGreen(card) ? greens : pool).push_back(card);
    }
    shuffleVector(rng, pool);
    shuffleVector(rng, greens);

    const int deckSize = o->deckSize;
    const int deckGreens = o->deckGreens;
    const int deckOthers = deckSize - deckGreens;
    const int setAsideDrawn = knowsSetAside ? 0 : o->setAsideSize;
    if (deckSize < 0 || deckSize > kMaxDeck || deckOthers < 0
        || deckOthers + setAsideDrawn > static_cast<int>(pool.size())
        || deckGreens + o->unusedGreens > static_cast<int>(greens.size()) || o->unusedGreens > 16)
        return nullptr;

    // Which deck positions hold green cards: the ones whose backs were shown, the rest at random.
    std::vector<std::uint8_t> green(static_cast<std::size_t>(deckSize), 0);
    const int knownTop = std::min(deckSize, std::max<int>(o->knownGreenTop, o->deckTopGreen ? 1 : 0));
    std::vector<int> open;
    for (int i = 0; i < deckSize; ++i) {
        if (i < knownTop)
            green[i] = 1;
        else if (!(i == 0 && !o->deckTopGreen))
            open.push_back(i);
    }
    const int moreGreens = deckGreens - knownTop;
    if (moreGreens < 0 || moreGreens > static_cast<int>(open.size()))
        return nullptr;
    shuffleVector(rng, open);
    for (int i = 0; i < moreGreens; ++i)
        green[open[i]] = 1;

    std::size_t nextPool = 0, nextGreen = 0;
    for (int i = 0; i < deckSize; ++i)
        s.deck[i] = green[i] ? greens[nextGreen++] : pool[nextPool++];
    s.deckTop = 0;
    s.deckEnd = static_cast<std::uint8_t>(deckSize);
    s.deckGreens = static_cast<std::uint8_t>(deckGreens);
    if (!knowsSetAside) {
        for (int i = 0; i < setAsideDrawn; ++i)
            s.setAside[i] = pool[nextPool++];
        s.setAsideTop = 0;
        s.lookTop = 0;
    }
    s.unusedCount = static_cast<std::uint8_t>(o->unusedGreens);
    for (int i = 0; i < o->unusedGreens; ++i)
        s.unused[i] = greens[nextGreen++];

    core::Options options;
    options.set("expansion", o->expansion ? 1 : 0);
    options.set("open-counters", o->openChips ? 1 : 0);
    return std::make_unique<NoThanksMatch>(game, core::bareConfig(o->seatCount, o->startSeat, options), std::move(s));
}

} // namespace games::no_thanks
