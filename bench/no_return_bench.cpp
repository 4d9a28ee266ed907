// SPDX-License-Identifier: GPL-3.0-or-later
// No Return: random playouts (3 players) through the public interface, legal-move generation over positions
// from random play (median and worst), and the constructed worst case: 8 hand counters of one colour against
// six long columns.
#include "core/game.h"
#include "core/match_config.h"
#include "core/rng.h"
#include "no_return/game.h"
#include "no_return/match.h"
#include "no_return/moves.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

namespace {

using namespace games;
using namespace games::no_return;

const core::Game& nrGame()
{
    static const auto instance = no_return::makeGame();
    return *instance;
}

/// Kind first, switch rarely, arrange preferred: games reach Phase 2 and the end of the bag.
core::Move pick(const core::MoveList& legal, core::Rng& rng)
{
    bool has[8] = {};
    for (const auto& move : legal)
        has[static_cast<int>(kindOf(move))] = true;
    const auto present = [&has](MoveKind kind) { return has[static_cast<int>(kind)]; };
    MoveKind kind = present(MoveKind::SetAside)           ? MoveKind::SetAside
        : present(MoveKind::Switch) && rng.below(14) == 0 ? MoveKind::Switch
        : present(MoveKind::Arrange) && rng.below(5) != 0 ? MoveKind::Arrange
        : present(MoveKind::Clear) && rng.below(4) != 0   ? MoveKind::Clear
                                                          : MoveKind::Exchange;
    if (!present(kind))
        kind = kindOf(legal[0]);
    std::size_t n = 0;
    for (const auto& move : legal)
        n += kindOf(move) == kind;
    std::size_t chosen = rng.below(static_cast<std::uint32_t>(n));
    for (const auto& move : legal)
        if (kindOf(move) == kind && chosen-- == 0)
            return move;
    return legal[0];
}

void BM_NoReturnRandomPlayout3p(benchmark::State& bench)
{
    core::Rng rng(1);
    core::MoveList legal;
    std::vector<core::RankKey> keys(3);
    std::int64_t moves = 0;
    std::int64_t games = 0;
    std::uint64_t seed = 1;
    for (auto _ : bench) {
        auto match = nrGame().newMatch({3, 0, {}, seed++, nullptr});
        while (!match->isOver()) {
            match->legalMoves(legal);
            match->apply(pick(legal, rng));
            ++moves;
        }
        ++games;
        match->rankKeys(keys);
        benchmark::DoNotOptimize(keys.data());
    }
    bench.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    bench.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_NoReturnRandomPlayout3p)->Unit(benchmark::kMicrosecond);

std::vector<std::unique_ptr<core::Match>> positionsFromRandomPlay()
{
    std::vector<std::unique_ptr<core::Match>> positions;
    core::Rng rng(7);
    core::MoveList legal;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto match = nrGame().newMatch({static_cast<int>(2 + seed % 3), 0, {}, seed, nullptr});
        while (!match->isOver()) {
            positions.push_back(match->clone());
            match->legalMoves(legal);
            match->apply(pick(legal, rng));
        }
    }
    return positions;
}

void BM_NoReturnLegalMovesRandomPositions(benchmark::State& bench)
{
    const auto positions = positionsFromRandomPlay();
    core::MoveList legal;
    std::size_t i = 0;
    for (auto _ : bench) {
        positions[i]->legalMoves(legal);
        benchmark::DoNotOptimize(legal.data());
        i = (i + 1) % positions.size();
    }
    // Per-position timing: median and worst over all positions.
    std::vector<double> micros;
    std::size_t most = 0;
    for (const auto& position : positions) {
        constexpr int kReps = 50;
        const auto start = std::chrono::steady_clock::now();
        for (int r = 0; r < kReps; ++r) {
            position->legalMoves(legal);
            benchmark::DoNotOptimize(legal.data());
        }
        const std::chrono::duration<double, std::micro> spent = std::chrono::steady_clock::now() - start;
        micros.push_back(spent.count() / kReps);
        most = std::max(most, legal.size());
    }
    std::sort(micros.begin(), micros.end());
    bench.counters["positions"] = static_cast<double>(positions.size());
    bench.counters["median_us"] = micros[micros.size() / 2];
    bench.counters["p99_us"] = micros[micros.size() * 99 / 100];
    bench.counters["max_us"] = micros.back();
    bench.counters["max_moves"] = static_cast<double>(most);
}
BENCHMARK(BM_NoReturnLegalMovesRandomPositions)->Unit(benchmark::kNanosecond);

/// Seat 0 in Phase 2 holds pink 11..4; five full columns 11 11 10 10 .. 1 1 (red, yellow, green, blue, purple)
/// and a pink column of the remaining pink counters 11..4, 3 3 2 2 1 1.
std::unique_ptr<core::Match> worstCase()
{
    State state;
    state.seatCount = 2;
    state.seats.resize(2);
    state.stage = Stage::Play;
    SeatState& seat = state.seats[0];
    seat.phase = 2;
    for (int v = 11; v >= 4; --v)
        seat.hand.add(makeCounter(Pink, v));
    for (int c = Red; c <= Purple; ++c)
        for (int v = 11; v >= 1; --v)
            seat.columns[static_cast<std::size_t>(c)].insert(
                seat.columns[static_cast<std::size_t>(c)].end(), 2, static_cast<std::uint8_t>(v));
    for (int v = 11; v >= 1; --v)
        seat.columns[Pink].insert(seat.columns[Pink].end(), v >= 4 ? 1 : 2, static_cast<std::uint8_t>(v));
    return std::make_unique<NoReturnMatch>(nrGame(), core::bareConfig(2, 0, {}), std::move(state));
}

void BM_NoReturnLegalMovesWorstCase(benchmark::State& bench)
{
    const auto match = worstCase();
    core::MoveList legal;
    for (auto _ : bench) {
        match->legalMoves(legal);
        benchmark::DoNotOptimize(legal.data());
    }
    bench.counters["moves"] = static_cast<double>(legal.size());
}
BENCHMARK(BM_NoReturnLegalMovesWorstCase)->Unit(benchmark::kMicrosecond);

} // namespace
