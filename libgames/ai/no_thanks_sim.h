// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A compact simulation of the No Thanks! base game for the hard level's search (no_thanks_search.h) and its
// tuning tool (bench/nt_policy_tune.cpp): every seat's chips and cards as bit masks, the middle card and a
// deck, and the playout policy, the normal heuristic's take-or-refuse judgement (no_thanks_heuristic.cpp) on
// these masks with its weights as parameters. Only what the rules module does for number cards: take (the
// taker reveals the next card and decides first), refuse (a chip on the card, the next seat decides), the
// end when the last card is taken; a card costs the lowest value of its run, a chip is worth a point.

#include "core/rng.h"
#include "no_thanks/state.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

namespace games::ai::ntsim {

inline constexpr int kMaxSeats = no_thanks::kMaxSeats;

inline constexpr std::uint64_t bit(int card)
{
    return std::uint64_t {1} << card;
}

/// The sum of the lowest card of each run: what the cards of a display cost.
inline int runLows(std::uint64_t mask)
{
    std::uint64_t lows = mask & ~(mask << 1);
    int sum = 0;
    while (lows != 0) {
        sum += std::countr_zero(lows);
        lows &= lows - 1;
    }
    return sum;
}

struct Sim {
    int seats = 3;
    int toMove = 0;
    int middle = 0; // 0 once the game is over
    int pot = 0;
    int top = 0;
    int end = 0;
    std::uint64_t seen = 0; // every display's cards
    std::array<int, kMaxSeats> chips {};
    std::array<std::uint64_t, kMaxSeats> cards {};
    std::array<std::uint8_t, no_thanks::kNumberCards> deck {};

    bool over() const { return middle == 0; }
    int remaining() const { return end - top + (over() ? 0 : 1); } // the middle card included
    int total(int seat) const { return chips[seat] - runLows(cards[seat]); }

    void take()
    {
        cards[toMove] |= bit(middle);
        seen |= bit(middle);
        chips[toMove] += pot;
        pot = 0;
        // The taker reveals the next card and decides first; none left: the game is over.
        const auto next = static_cast<std::size_t>(top);
        middle = top < end && next < deck.size() ? deck[next] : 0;
        top += middle != 0 ? 1 : 0;
    }
    void refuse()
    {
        --chips[toMove];
        ++pot;
        toMove = toMove + 1 == seats ? 0 : toMove + 1;
    }
};

/// The playout policy's weights, in points; the defaults are the normal heuristic's.
struct PolicyWeights {
    double chipPoints = 2.0; // a chip when chips are plentiful
    double chipsNeededPerCard = 3.0; // chips a seat needs per card to come, shared among the others
    double shortageWeight = 2.0; // extra worth per unit of shortage ...
    double shortageCap = 4.0; // ... up to this many units
    double lastChipPoints = 0.6; // extra worth of each of the last chips, per chip below 3
    double refuseTemperature = 1.5; // spread of the guess whether another seat refuses
    double runChancePoints = 0.6; // worth of an unseen neighbour of a card ...
    double runChanceHorizon = 12.0; // ... fully while this many cards are to come
    double takeBias = 0.0; // added to taking
};

/// The weights tuned by bench/nt_policy_tune.cpp at 3 seats (docs/ai.md). In the simulation they beat the normal
/// heuristic's weights at every table size (3 seats: 56% of the wins, fair 33%; 5 seats: 34%, fair 20%), and
/// they make better playouts.
inline PolicyWeights tunedWeights()
{
    PolicyWeights w;
    w.chipPoints = 1.0;
    w.chipsNeededPerCard = 2.812;
    w.shortageWeight = 2.197;
    w.shortageCap = 4.0;
    w.lastChipPoints = 0.6;
    w.refuseTemperature = 0.375;
    w.runChancePoints = 3.164;
    w.runChanceHorizon = 12.0;
    w.takeBias = -2.0;
    return w;
}

inline double chipValue(const PolicyWeights& w, int chips, int remaining, int seats)
{
    const double need = remaining * w.chipsNeededPerCard / std::max(1, seats - 1);
    const double shortage = std::max(0.0, need - chips) / (chips + 1.0);
    return w.chipPoints + w.shortageWeight * std::min(w.shortageCap, shortage)
        + (chips <= 2 ? w.lastChipPoints * (3 - chips) : 0.0);
}

/// Points `seat` loses by taking `card` (chips aside), less the option value of unseen neighbours.
inline double costFor(const PolicyWeights& w, const Sim& s, int seat, int card)
{
    const std::uint64_t mask = s.cards[seat];
    double cost = runLows(mask | bit(card)) - runLows(mask);
    const int remaining = s.remaining();
    if (remaining > 3) {
        auto unseen = [&](int value) {
            return value >= no_thanks::kLowestNumber && value <= no_thanks::kHighestNumber
                && (s.seen & bit(value)) == 0;
        };
        const double open = (unseen(card - 1) ? 1.0 : 0.0) + (unseen(card + 1) ? 1.0 : 0.0);
        cost -= open * w.runChancePoints * std::min(1.0, remaining / w.runChanceHorizon);
    }
    return cost;
}

/// The take-or-refuse judgement for the seat to move: true to take (always without chips).
inline bool policyTakes(const PolicyWeights& w, const Sim& s)
{
    const int me = s.toMove;
    if (s.chips[me] == 0)
        return true;
    const int n = s.seats;
    const int remaining = s.remaining();
    const double myCost = costFor(w, s, me, s.middle);
    const double cv = chipValue(w, s.chips[me], remaining, n);
    const double take = s.pot - myCost + w.takeBias;
    double reach = 1.0;
    int potThere = s.pot + 1;
    for (int step = 1; step < n; ++step) {
        const int seat = (me + step) % n;
        const double theirTake = potThere - costFor(w, s, seat, s.middle);
        double pRefuse = 0.0;
        if (s.chips[seat] > 0) {
            const double theirCv = chipValue(w, s.chips[seat], remaining, n);
            pRefuse = 1.0 / (1.0 + std::exp((theirTake + theirCv) / w.refuseTemperature));
        }
        reach *= pRefuse;
        ++potThere;
    }
    const double back = std::max(potThere - myCost, -cv);
    const double refuse = -cv + reach * back;
    return take > refuse;
}

} // namespace games::ai::ntsim
