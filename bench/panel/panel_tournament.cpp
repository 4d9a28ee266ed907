// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel_tournament.h"

#include "ai/heuristic.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/score.h"
#include "panel_members.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

namespace nobox_panel {

namespace {

namespace ai = games::ai;
namespace core = games::core;

struct GameResult {
    double share = 0.0;
    int entrantScore = 0;
    double memberScore = 0.0;
    std::vector<float> entrantMs;
    std::vector<float> memberMs;
    std::string error;
};

GameResult playOne(const core::Game& game, const core::Options& options, const RowSpec& row, int index)
{
    GameResult result;
    const int seats = row.players;
    const std::uint64_t deal = row.firstDeal + static_cast<std::uint64_t>(index / seats);
    const int entrantSeat = index % seats;
    const auto match = playGame(game, options, row, deal, entrantSeat, result.error,
        [&](int seat, float ms) { (seat == entrantSeat ? result.entrantMs : result.memberMs).push_back(ms); });
    if (!match)
        return result;
    const auto scores = match->score();
    const auto winners = core::winnersOf(scores);
    if (std::find(winners.begin(), winners.end(), entrantSeat) != winners.end())
        result.share = 1.0 / static_cast<double>(winners.size());
    for (int seat = 0; seat < seats; ++seat) {
        const int total = scores[static_cast<std::size_t>(seat)].total;
        if (seat == entrantSeat)
            result.entrantScore = total;
        else
            result.memberScore += static_cast<double>(total) / (seats - 1);
    }
    return result;
}

} // namespace

std::unique_ptr<core::Match> playGame(const core::Game& game, const core::Options& options, const RowSpec& row,
    std::uint64_t deal, int entrantSeat, std::string& error, const std::function<void(int seat, float ms)>& timed)
{
    using Clock = std::chrono::steady_clock;
    core::Error problem;
    auto match = game.newMatch({row.players, 0, options, deal, nullptr}, &problem);
    if (!match) {
        error = "no match for deal " + std::to_string(deal);
        return nullptr;
    }
    std::vector<std::unique_ptr<ai::Agent>> agents;
    for (int seat = 0; seat < row.players; ++seat) {
        const std::uint64_t seed
            = ai::mixSeed(ai::mixSeed(deal, static_cast<std::uint64_t>(entrantSeat)), static_cast<std::uint64_t>(seat));
        agents.push_back(makeMember(seat == entrantSeat ? row.entrant : row.member, game, seed, &error));
        if (!agents.back())
            return nullptr;
    }
    core::MoveList legal;
    while (!match->isOver()) {
        const core::Seat mover = match->toMove();
        match->legalMoves(legal);
        const auto observation = match->observe(mover);
        const auto start = Clock::now();
        const core::Move move = agents[static_cast<std::size_t>(mover)]->choose(*observation, legal);
        const std::chrono::duration<float, std::milli> took = Clock::now() - start;
        if (legal.size() > 1 && timed)
            timed(mover, took.count());
        if (match->apply(move)) {
            error = "illegal move by seat " + std::to_string(mover) + " on deal " + std::to_string(deal);
            return nullptr;
        }
    }
    return match;
}

RowResult playRow(const core::Game& game, const core::Options& options, const RowSpec& row)
{
    const int count = row.deals * row.players;
    std::vector<GameResult> games(static_cast<std::size_t>(count));
    std::atomic<int> next {0};
    std::atomic<bool> failed {false};
    auto work = [&] {
        for (int index = next++; index < count && !failed; index = next++) {
            games[static_cast<std::size_t>(index)] = playOne(game, options, row, index);
            if (!games[static_cast<std::size_t>(index)].error.empty())
                failed = true;
        }
    };
    std::vector<std::thread> pool;
    for (int job = 1; job < std::max(1, row.jobs); ++job)
        pool.emplace_back(work);
    work();
    for (auto& thread : pool)
        thread.join();

    RowResult result;
    result.winsByDeal.assign(static_cast<std::size_t>(row.deals), 0.0);
    for (int index = 0; index < count; ++index) {
        auto& game = games[static_cast<std::size_t>(index)];
        if (!game.error.empty()) {
            result.error = game.error;
            return result;
        }
        ++result.games;
        result.wins += game.share;
        result.winsByDeal[static_cast<std::size_t>(index / row.players)] += game.share;
        result.entrantScore += game.entrantScore;
        result.memberScore += game.memberScore;
        result.entrantMs.insert(result.entrantMs.end(), game.entrantMs.begin(), game.entrantMs.end());
        result.memberMs.insert(result.memberMs.end(), game.memberMs.begin(), game.memberMs.end());
    }
    if (result.games > 0) {
        result.entrantScore /= result.games;
        result.memberScore /= result.games;
    }
    return result;
}

} // namespace nobox_panel
