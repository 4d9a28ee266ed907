// SPDX-License-Identifier: GPL-3.0-or-later
// Game::sampleMatch: a world consistent with one observation. The public parts are copied (piles, set-aside cards,
// prizes, known layout cards, the log); the cards nobody has seen are dealt at random to the unknown layout
// positions and the draw pile, and the trophies the viewer cannot know to the other seats and the trophy pile.
#include "no_idea/game.h"
#include "no_idea/match.h"
#include "no_idea/observation.h"
#include "no_idea/setup.h"

#include "core/match_config.h"

#include <algorithm>
#include <span>

namespace games::no_idea {

std::unique_ptr<core::Match> sampleMatch(const core::Game& game, const core::Observation& observation, core::Rng& rng)
{
    const auto* o = dynamic_cast<const NoIdeaObservation*>(&observation);
    if (!o || o->seatCount < game.minSeats() || o->seatCount > game.maxSeats()
        || static_cast<int>(o->seats.size()) != o->seatCount)
        return nullptr;
    State s = emptyState(o->seatCount, o->startSeat, o->memoryAid, rng.next());
    s.phase = static_cast<Phase>(o->decision);
    s.toMove = o->toMove;
    s.pending = o->pending;
    s.pendingSource = o->pendingSource;
    s.pendingPosition = static_cast<std::uint8_t>(o->pendingPosition);
    s.layoutChain = o->layoutChain;
    s.piles = o->piles;
    s.setAside = o->setAside;
    s.log = o->log;
    s.log.reserve(512);

    std::array<int, 256> seen {};
    const auto see = [&](Card card) { ++seen[card]; };
    for (const auto& pile : o->piles)
        std::for_each(pile.begin(), pile.end(), see);
    std::for_each(o->setAside.begin(), o->setAside.end(), see);
    if (o->pending != kNoCard && o->pendingSource != Source::Layout)
        see(o->pending);
    int unknownSlots = 0;
    for (const auto& seat : o->seats) {
        std::for_each(seat.prizes.begin(), seat.prizes.end(), see);
        for (Card card : seat.layout) {
            if (card == kUnknownCard)
                ++unknownSlots;
            else if (card != kNoCard)
                see(card);
        }
    }
    std::vector<Card> pool;
    for (Card face : distinctFaces()) {
        if (seen[face] > copiesOf(face))
            return nullptr;
        pool.insert(pool.end(), static_cast<std::size_t>(copiesOf(face) - seen[face]), face);
    }
    if (static_cast<int>(pool.size()) != unknownSlots + o->drawPileSize)
        return nullptr;
    rng.shuffle(std::span<Card>(pool));

    std::size_t next = 0;
    for (int index = 0; index < o->seatCount; ++index) {
        const NoIdeaSeatView& view = o->seats[static_cast<std::size_t>(index)];
        SeatState& seat = s.seats[static_cast<std::size_t>(index)];
        for (int p = 0; p < kLayoutSize; ++p) {
            const Card card = view.layout[static_cast<std::size_t>(p)];
            if (card == kUnknownCard) {
                seat.layout[static_cast<std::size_t>(p)] = pool[next++];
            } else {
                seat.layout[static_cast<std::size_t>(p)] = card;
                if (card != kNoCard)
                    seat.known = static_cast<std::uint8_t>(seat.known | (1U << p));
            }
        }
        seat.prizes = view.prizes;
    }
    s.drawPile.assign(pool.begin() + static_cast<std::ptrdiff_t>(next), pool.end());

    // Trophies: the values the viewer knows stay; the others are drawn from the rest of the box's twelve.
    std::array<int, 6> known {};
    for (const auto& seat : o->seats)
        for (int value : seat.trophies)
            if (value >= 3 && value <= 5)
                ++known[static_cast<std::size_t>(value)];
    std::vector<int> trophies;
    for (int value = 5; value >= 3; --value) {
        if (known[static_cast<std::size_t>(value)] > trophyCopies(value))
            return nullptr;
        trophies.insert(trophies.end(),
            static_cast<std::size_t>(trophyCopies(value) - known[static_cast<std::size_t>(value)]), value);
    }
    rng.shuffle(std::span<int>(trophies));
    std::size_t nextTrophy = 0;
    for (int index = 0; index < o->seatCount; ++index) {
        const NoIdeaSeatView& view = o->seats[static_cast<std::size_t>(index)];
        SeatState& seat = s.seats[static_cast<std::size_t>(index)];
        if (!view.trophies.empty() || view.trophyCount == 0) {
            seat.trophies = view.trophies;
            continue;
        }
        for (int i = 0; i < view.trophyCount; ++i) {
            if (nextTrophy >= trophies.size())
                return nullptr;
            seat.trophies.push_back(trophies[nextTrophy++]);
        }
    }
    if (trophies.size() - nextTrophy != static_cast<std::size_t>(o->trophiesLeft))
        return nullptr;
    s.trophyPile.assign(trophies.begin() + static_cast<std::ptrdiff_t>(nextTrophy), trophies.end());

    core::Options options;
    options.set("memory-aid", o->memoryAid ? 1 : 0);
    return std::make_unique<NoIdeaMatch>(game, core::bareConfig(o->seatCount, o->startSeat, options), std::move(s));
}

} // namespace games::no_idea
