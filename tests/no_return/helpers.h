// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scenario helpers: matches from an explicit bag written as space-separated counter names.

#include "core/debug.h"
#include "core/game.h"
#include "core/match_config.h"
#include "core/rng.h"
#include "no_return/counters.h"
#include "no_return/game.h"
#include "no_return/match.h"
#include "no_return/moves.h"
#include "no_return/notation.h"
#include "no_return/observation.h"
#include "no_return/rules.h"

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace nrtest {

using namespace games;
using namespace games::no_return;

inline const core::Game& game()
{
    static const auto instance = no_return::makeGame();
    return *instance;
}

inline std::vector<std::string> words(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

inline nlohmann::json bagSetup(const std::string& bag)
{
    return {{"bag", words(bag)}};
}

inline std::unique_ptr<core::Match> start(int seats, const std::string& bag, core::Seat startSeat = 0)
{
    core::Error error;
    auto match = game().newMatch({seats, startSeat, {}, 0, bagSetup(bag)}, &error);
    EXPECT_TRUE(error.ok()) << error.code << " " << error.detail;
    return match;
}

inline std::unique_ptr<core::Match> seeded(int seats, std::uint64_t seed, core::Seat startSeat = 0)
{
    return game().newMatch({seats, startSeat, {}, seed, nullptr});
}

inline core::Move mv(const std::string& text)
{
    core::Move move;
    const core::Error error = game().parseMove(text, move);
    EXPECT_TRUE(error.ok()) << "bad notation in test: " << text;
    return move;
}

/// Applies moves given as text, separated by ';'. Fails the test at the first refused move.
inline void play(core::Match& match, const std::string& script)
{
    std::stringstream in(script);
    for (std::string text; std::getline(in, text, ';');) {
        if (words(text).empty())
            continue;
        const core::Error error = match.apply(mv(text));
        ASSERT_TRUE(error.ok()) << "'" << text << "' refused: " << error.code << " " << error.detail;
    }
}

inline const State& stateOf(const core::Match& match)
{
    return games::core::stateOf(static_cast<const NoReturnMatch&>(match));
}
inline const SeatState& seatOf(const core::Match& match, int seat)
{
    return stateOf(match).seats[static_cast<std::size_t>(seat)];
}

inline std::set<std::string> legalTexts(const core::Match& match, std::optional<MoveKind> kind = std::nullopt)
{
    core::MoveList legal;
    match.legalMoves(legal);
    std::set<std::string> out;
    for (const auto& move : legal)
        if (!kind || decode(move).kind == *kind)
            out.insert(game().moveToText(move));
    return out;
}

inline bool isLegal(const core::Match& match, const std::string& text)
{
    return legalTexts(match).count(game().moveToText(mv(text))) == 1;
}

inline std::string handText(const core::Match& match, int seat)
{
    std::string text;
    for (Counter c : seatOf(match, seat).hand.list()) {
        if (!text.empty())
            text.append(" ");
        text.append(counterName(c));
    }
    return text;
}

inline std::vector<int> column(const core::Match& match, int seat, Colour colour)
{
    const auto& values = seatOf(match, seat).columns[colour];
    return {values.begin(), values.end()};
}

/// The first n counters of the canonical set (two of each, red 11 first): n distinct-enough counters.
inline std::string firstCounters(int n, int skip = 0)
{
    const auto all = fullCounterSet();
    std::string text;
    for (int i = skip; i < skip + n; ++i)
        text += counterName(all[static_cast<std::size_t>(i)]) + " ";
    return text;
}

/// Hands + displays + points piles + lid (both sides) + bag + setup set-aside.
inline int countersInGame(const State& state)
{
    int total = static_cast<int>(state.bag.size() + state.setAside.size() + state.lidFaceUp.size());
    for (const auto& seat : state.seats) {
        total += seat.hand.size + static_cast<int>(seat.pointsPile.size() + seat.faceDown.size());
        for (const auto& col : seat.columns)
            total += static_cast<int>(col.size());
    }
    return total;
}

/// Random play that reaches Phase 2 late and the end of the bag: the kind first (switch rarely, arrange
/// preferred over exchange), then a move of that kind.
inline core::Move pickMove(const core::MoveList& legal, core::Rng& rng)
{
    std::set<MoveKind> has;
    for (const auto& move : legal)
        has.insert(decode(move).kind);
    MoveKind kind = MoveKind::Exchange;
    if (has.count(MoveKind::SetAside))
        kind = MoveKind::SetAside;
    else if (has.count(MoveKind::Switch) && rng.below(14) == 0)
        kind = MoveKind::Switch;
    else if (has.count(MoveKind::Arrange) && rng.below(5) != 0)
        kind = MoveKind::Arrange;
    else if (has.count(MoveKind::Clear) && rng.below(4) != 0)
        kind = MoveKind::Clear;
    if (!has.count(kind))
        kind = decode(legal[0]).kind;
    std::vector<core::Move> ofKind;
    for (const auto& move : legal)
        if (decode(move).kind == kind)
            ofKind.push_back(move);
    return ofKind[rng.below(static_cast<std::uint32_t>(ofKind.size()))];
}

} // namespace nrtest
