// SPDX-License-Identifier: GPL-3.0-or-later
// No Idea's random playouts through the engine (BM_NoIdeaRandomPlayout: core::Match, uniformly random legal moves,
// as `nobox-cli bench` plays them) and the yardstick beside them (BM_MinimalNoIdeaLoop: the same game played at
// random by a loop that knows only this game: fixed arrays, no interface, no validation, no log, no knowledge).
// docs/performance.md compares the two.
#include "builtin_games.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/registry.h"
#include "core/rng.h"
#include "no_idea/cards.h"

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <span>

namespace {

using games::no_idea::Card;

void BM_NoIdeaRandomPlayout(benchmark::State& state)
{
    games::core::Registry registry;
    games::registerBuiltinGames(registry);
    const auto* game = registry.find("no-idea");
    games::core::MatchConfig config;
    config.seats = static_cast<int>(state.range(0));
    games::core::Rng rng(1);
    games::core::MoveList legal;
    long long moves = 0;
    for (auto _ : state) {
        config.seed = rng.next();
        auto match = game->newMatch(config);
        while (!match->isOver()) {
            match->legalMoves(legal);
            match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            ++moves;
        }
        benchmark::DoNotOptimize(match->history().size());
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["moves/game"] = static_cast<double>(moves) / static_cast<double>(state.iterations());
}

/// The whole game in fixed arrays: the rules of ND-1..ND-9 and nothing else.
class MiniGame {
public:
    MiniGame(int seats, games::core::Rng& rng)
        : m_seats(seats)
        , m_rng(rng)
    {
        const auto& box = games::no_idea::boxCards();
        std::copy(box.begin(), box.end(), m_draw.begin());
        m_drawN = games::no_idea::kBoxCards;
        m_rng.shuffle(std::span<Card>(m_draw.data(), static_cast<std::size_t>(m_drawN)));
        for (int s = 0; s < seats; ++s)
            for (int p = 0; p < 6; ++p)
                m_layout[s][p] = m_draw[--m_drawN];
    }

    /// Plays to the end with uniformly random choices; returns a checksum of the stars.
    int play()
    {
        int seat = 0;
        while (m_trophies > 0) {
            turn(seat);
            seat = seat + 1 == m_seats ? 0 : seat + 1;
        }
        int sum = 0;
        for (int s = 0; s < m_seats; ++s)
            sum += m_stars[s] * (s + 1);
        return sum;
    }

private:
    static bool fits(Card card, Card top)
    {
        return (card & 7) != 7 && (((card >> 3) & 7) == ((top >> 3) & 7) || (card & 7) == (top & 7));
    }

    Card draw()
    {
        if (m_drawN == 0) {
            if (m_asideN > 0) {
                std::copy(m_aside.begin(), m_aside.begin() + m_asideN, m_draw.begin());
                m_drawN = m_asideN;
                m_asideN = 0;
            } else {
                for (int p = 0; p < m_piles; ++p) {
                    for (int i = 0; i + 1 < m_pileN[p]; ++i)
                        m_draw[m_drawN++] = m_pile[p][i];
                    m_pile[p][0] = m_pile[p][m_pileN[p] - 1];
                    m_pileN[p] = 1;
                }
            }
            if (m_drawN == 0)
                return 0;
            m_rng.shuffle(std::span<Card>(m_draw.data(), static_cast<std::size_t>(m_drawN)));
        }
        return m_draw[--m_drawN];
    }

    int cards(int seat) const
    {
        int n = 0;
        for (Card c : m_layout[seat])
            n += c != 0;
        return n;
    }

    void fill(int seat, int target)
    {
        int n = cards(seat);
        for (int p = 0; p < 6 && n < target; ++p)
            if (m_layout[seat][p] == 0) {
                const Card c = draw();
                if (c == 0)
                    return;
                m_layout[seat][p] = c;
                ++n;
            }
    }

    /// Plays `card` (a number card): a chosen fitting pile or a new one, then its function. False: a prize from
    /// "+" ended the turn.
    bool place(int seat, Card card)
    {
        std::array<int, 32> fit {};
        int k = 0;
        for (int p = 0; p < m_piles; ++p)
            if (fits(card, m_pile[p][m_pileN[p] - 1]))
                fit[static_cast<std::size_t>(k++)] = p;
        int pile = k == 0 ? m_piles++ : fit[k == 1 ? 0 : m_rng.below(static_cast<std::uint32_t>(k))];
        if (k == 0)
            m_pileN[pile] = 0;
        m_pile[pile][m_pileN[pile]++] = card;
        switch (card >> 6) {
        case 1: { // "+"
            const Card next = draw();
            if (next == 0)
                return true;
            if ((next & 7) == 7) {
                m_stars[seat] += (next >> 3) & 7;
                return false;
            }
            return place(seat, next);
        }
        case 2: // remove the other piles
            for (int p = 0; p < m_piles; ++p)
                if (p != pile)
                    for (int i = 0; i < m_pileN[p]; ++i)
                        m_aside[m_asideN++] = m_pile[p][i];
            std::copy(m_pile[pile].begin(), m_pile[pile].begin() + m_pileN[pile], m_pile[0].begin());
            m_pileN[0] = m_pileN[pile];
            m_piles = 1;
            return true;
        case 3: // refill to 3
            for (int o = 0; o < m_seats; ++o)
                if (o != seat && cards(o) < 3)
                    fill(o, 3);
            return true;
        default:
            return true;
        }
    }

    bool trophy(int seat)
    {
        --m_trophies;
        m_stars[seat] += 3 + (m_trophies % 3);
        return m_trophies == 0;
    }

    void turn(int seat)
    {
        const Card opening = draw();
        if (opening != 0) {
            if ((opening & 7) == 7) {
                m_stars[seat] += (opening >> 3) & 7;
                return;
            }
            if (!place(seat, opening))
                return;
        }
        while (true) {
            const int n = cards(seat);
            if (n == 0)
                return;
            const int choice = static_cast<int>(m_rng.below(static_cast<std::uint32_t>(n + (n <= 3 ? 1 : 0))));
            if (choice == n) { // "Nothing fits anymore!"
                bool none = true;
                for (int p = 0; p < 6 && none; ++p) {
                    const Card c = m_layout[seat][p];
                    if (c == 0)
                        continue;
                    if ((c & 7) == 7) {
                        m_stars[seat] += (c >> 3) & 7;
                        m_layout[seat][p] = 0;
                        none = false;
                    } else {
                        for (int q = 0; q < m_piles && none; ++q)
                            none = !fits(c, m_pile[q][m_pileN[q] - 1]);
                    }
                }
                if (none && trophy(seat))
                    return;
                fill(seat, 6);
                return;
            }
            int position = 0;
            for (int seen = -1; position < 6; ++position)
                if (m_layout[seat][position] != 0 && ++seen == choice)
                    break;
            const Card card = m_layout[seat][position];
            bool any = false;
            for (int q = 0; q < m_piles && !any; ++q)
                any = fits(card, m_pile[q][m_pileN[q] - 1]);
            if ((card & 7) == 7) {
                m_stars[seat] += (card >> 3) & 7;
                m_layout[seat][position] = 0;
                any = false;
            } else if (!any) {
                return;
            } else {
                m_layout[seat][position] = 0;
                if (place(seat, card) && cards(seat) != 0)
                    continue;
            }
            if (cards(seat) == 0) {
                if (trophy(seat))
                    return;
                fill(seat, 6);
            }
            return;
        }
    }

    int m_seats;
    games::core::Rng& m_rng;
    std::array<Card, 108> m_draw {};
    int m_drawN = 0;
    std::array<Card, 108> m_aside {};
    int m_asideN = 0;
    std::array<std::array<Card, 108>, 24> m_pile {};
    std::array<int, 24> m_pileN {};
    int m_piles = 0;
    std::array<std::array<Card, 6>, 5> m_layout {};
    std::array<int, 5> m_stars {};
    int m_trophies = 12;
};

void BM_MinimalNoIdeaLoop(benchmark::State& state)
{
    games::core::Rng rng(1);
    long long checksum = 0;
    for (auto _ : state) {
        MiniGame game(static_cast<int>(state.range(0)), rng);
        checksum += game.play();
    }
    benchmark::DoNotOptimize(checksum);
    state.SetItemsProcessed(state.iterations());
}

} // namespace

BENCHMARK(BM_NoIdeaRandomPlayout)->Arg(3);
BENCHMARK(BM_MinimalNoIdeaLoop)->Arg(3);
