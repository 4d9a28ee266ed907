// SPDX-License-Identifier: GPL-3.0-or-later
// The bot protocol's answer reading (app/cli/bot_answer.h): the first bytes pick a game, a table and a position
// reached by random play; the rest is the bot's answer line. Whatever it holds, the answer is read without a
// crash, a move taken is one of the legal moves, and a problem is named.
#include "fuzz_common.h"

#include "bot_answer.h"
#include "core/game.h"
#include "core/match_config.h"
#include "core/rng.h"

#include <algorithm>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace games::core;
    nobox::fuzz::Bytes bytes(data, size);
    const auto& games = nobox::fuzz::registry().games();
    const Game& game = *games[bytes.byte() % games.size()];
    MatchConfig config;
    config.seats = game.minSeats() + bytes.byte() % (game.maxSeats() - game.minSeats() + 1);
    config.seed = bytes.byte();
    const int moves = bytes.byte();
    const int decision = 1 + bytes.byte() % 8;
    auto match = game.newMatch(config);
    nobox::fuzz::check(match != nullptr, "a seeded match does not start");
    Rng rng(config.seed);
    MoveList legal;
    for (int i = 0; i < moves && !match->isOver(); ++i) {
        match->legalMoves(legal);
        match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    match->legalMoves(legal);
    const std::string line = bytes.rest();
    const auto answer = nobox::cli::readBotAnswer(game, line, legal, decision);
    switch (answer.kind) {
    case nobox::cli::BotAnswer::Kind::Move:
        nobox::fuzz::check(std::find(legal.begin(), legal.end(), answer.move) != legal.end(), "an illegal move taken");
        break;
    case nobox::cli::BotAnswer::Kind::Late:
        nobox::fuzz::check(decision > 1, "a late answer to the first decision");
        break;
    default:
        nobox::fuzz::check(!answer.problem.empty() && answer.problem.size() < 300, "a problem unnamed or too long");
        for (char c : answer.problem)
            nobox::fuzz::check(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f, "a control byte in a problem");
    }
    return 0;
}
