// SPDX-License-Identifier: GPL-3.0-or-later
// Move sequences: the first bytes pick a game, a table (seats, options, start seat) and a seed; every further
// byte chooses among the legal moves of the running match (two bytes when there are many), and a byte from 0xf0
// tries the next 12 bytes as a move, which must be refused unchanged unless it is legal. After every move the
// invariants of tests/soak/invariants.h hold; when the bytes run out the match is played to its end at random,
// and its record replays to the same state.
#include "fuzz_common.h"

#include "../soak/invariants.h"
#include "core/debug.h"
#include "core/game.h"
#include "core/match_config.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace games::core;
    using nobox::fuzz::check;
    nobox::fuzz::Bytes bytes(data, size);
    const auto& games = nobox::fuzz::registry().games();
    const Game& game = *games[bytes.byte() % games.size()];
    MatchConfig config;
    config.seats = game.minSeats() + bytes.byte() % (game.maxSeats() - game.minSeats() + 1);
    config.startSeat = bytes.byte() % config.seats;
    const unsigned optionBits = bytes.byte();
    RawOptions raw;
    int bit = 0;
    for (const auto& spec : game.optionSpecs())
        raw[spec.name] = optionValueText(spec, spec.min + static_cast<int>((optionBits >> bit++) & 1U));
    check(!resolveOptions(game.optionSpecs(), raw, config.options), "options do not resolve");
    config.seed = bytes.u64() >> 56; // few seeds: the moves are what varies
    auto match = game.newMatch(config);
    check(match != nullptr, "a seeded match does not start");
    const auto invariants = nobox::soak::invariantsOf(*match);
    check(invariants != nullptr, "the game has no invariants hook (tests/soak/game_invariants.cpp)");
    Rng rng(config.seed + 1);
    MoveList legal;
    auto verify = [&](int step) {
        const std::string broken = nobox::soak::checkState(*match, *invariants);
        check(broken.empty(), broken + " after move " + std::to_string(step));
        const std::string legalProblem = nobox::soak::checkLegal(*match, true);
        check(legalProblem.empty(), legalProblem);
    };
    verify(0);
    int step = 0;
    while (!bytes.empty() && !match->isOver()) {
        match->legalMoves(legal);
        const unsigned choice = bytes.byte();
        if (choice >= 0xf0 && bytes.left() >= sizeof(Move)) {
            Move attempt;
            std::uint8_t raw12[sizeof(Move)];
            for (auto& b : raw12)
                b = bytes.byte();
            std::memcpy(&attempt, raw12, sizeof attempt);
            const bool isLegal = std::find(legal.begin(), legal.end(), attempt) != legal.end();
            const auto before = stateJson(*match);
            const Error error = match->apply(attempt);
            if (isLegal) {
                check(!error, "a legal move refused");
            } else {
                check(!!error, "an illegal move accepted: " + game.moveToText(attempt));
                check(stateJson(*match) == before, "a refused move changed the state");
                continue;
            }
        } else {
            std::size_t index = choice;
            if (legal.size() > 240)
                index = (index << 8) | bytes.byte();
            const Error error = match->apply(legal[index % legal.size()]);
            check(!error, "a legal move refused: " + std::string(error.code));
        }
        verify(++step);
        if (step % 8 == 0) {
            const Seat viewer = static_cast<Seat>(step / 8 % (config.seats + 1)) - 1; // the spectator too
            const std::string leak = nobox::soak::checkNoLeak(*match, viewer, rng);
            check(leak.empty(), leak);
            const std::string clone = nobox::soak::checkClone(*match);
            check(clone.empty(), clone);
        }
    }
    for (int guard = 0; !match->isOver(); ++guard) {
        check(guard < 100000, "the match does not end");
        match->legalMoves(legal);
        match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        const std::string broken = nobox::soak::checkState(*match, *invariants);
        check(broken.empty(), broken + " in the random end");
    }
    verify(step);
    const std::string score = nobox::soak::checkFinalScore(*match);
    check(score.empty(), score);
    const std::string record = nobox::soak::checkRecordRoundTrip(nobox::fuzz::registry(), *match);
    check(record.empty(), record);
    return 0;
}
