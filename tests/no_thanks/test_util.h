// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers for the No Thanks! tests: explicit setups, moves by their text, quick looks at the state.

#include "core/debug.h"
#include "core/game.h"
#include "core/match_config.h"
#include "core/rng.h"
#include "no_thanks/game.h"
#include "no_thanks/legal_moves.h"
#include "no_thanks/match.h"
#include "no_thanks/moves.h"
#include "no_thanks/notation.h"
#include "no_thanks/observation.h"
#include "no_thanks/rules.h"
#include "no_thanks/scoring.h"
#include "no_thanks/setup.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace nt_test {

using namespace games::no_thanks;
using games::core::Error;
using games::core::MatchConfig;
using games::core::Move;
using games::core::Options;

inline const games::core::Game& game()
{
    static const auto instance = makeGame();
    return *instance;
}

inline Options options(bool expansion, bool openChips = false)
{
    Options o;
    o.set("expansion", expansion ? 1 : 0);
    o.set("open-counters", openChips ? 1 : 0);
    return o;
}

inline std::unique_ptr<NoThanksMatch> setupMatch(
    int seats, const nlohmann::json& setup, bool expansion = false, int startSeat = 0, bool openChips = false)
{
    MatchConfig config {seats, startSeat, options(expansion, openChips), 0, setup};
    Error error;
    auto match = game().newMatch(config, &error);
    EXPECT_TRUE(error.ok()) << error.code << " " << error.detail;
    return std::unique_ptr<NoThanksMatch>(static_cast<NoThanksMatch*>(match.release()));
}

inline std::unique_ptr<NoThanksMatch> seededMatch(
    int seats, std::uint64_t seed, bool expansion = false, int startSeat = 0, bool openChips = false)
{
    MatchConfig config {seats, startSeat, options(expansion, openChips), seed, nullptr};
    auto match = game().newMatch(config);
    return std::unique_ptr<NoThanksMatch>(static_cast<NoThanksMatch*>(match.release()));
}

inline Move mv(const std::string& text)
{
    Move move;
    EXPECT_TRUE(game().parseMove(text, move).ok()) << text;
    return move;
}

/// Plays moves given as text, one per entry; fails the test at the first refused one.
inline void play(games::core::Match& match, const std::vector<std::string>& moves)
{
    for (const auto& text : moves) {
        const Error error = match.apply(mv(text));
        ASSERT_TRUE(error.ok()) << text << ": " << error.code << " " << error.detail;
    }
}

inline std::string code(games::core::Match& match, const std::string& text)
{
    return std::string(match.check(mv(text)).code);
}

inline std::vector<std::string> displayOf(const NoThanksMatch& match, int seat)
{
    std::vector<std::string> names;
    const Display& display = games::core::stateOf(match).displays[seat];
    for (Card card = kLowestNumber; card <= kLastSpecial; ++card)
        for (int copy = 0; copy < display.countOf(card); ++copy)
            names.emplace_back(cardName(card));
    return names;
}

/// Skip, look, give and remove: the moves random tests play more often than uniform play would.
inline bool isSpecialMove(const Move& move)
{
    const MoveKind kind = decode(move).kind;
    return kind != MoveKind::Take && kind != MoveKind::Refuse && kind != MoveKind::Bid && kind != MoveKind::Decline;
}

/// A random one of `legal`, drawn among the special moves (when there are any) once in `oneIn` times: random tests
/// reach the expansion's moves far more often than uniform play would.
inline Move randomMoveSpecialsOften(const games::core::MoveList& legal, games::core::Rng& rng, std::uint32_t oneIn)
{
    games::core::MoveList special;
    for (const auto& move : legal)
        if (isSpecialMove(move))
            special.push_back(move);
    const auto& pool = !special.empty() && rng.below(oneIn) == 0 ? special : legal;
    return pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
}

inline std::vector<std::string> legalTexts(const games::core::Match& match)
{
    games::core::MoveList legal;
    match.legalMoves(legal);
    std::vector<std::string> texts;
    for (const auto& move : legal)
        texts.push_back(game().moveToText(move));
    return texts;
}

inline int chips(const NoThanksMatch& match, int seat)
{
    return games::core::stateOf(match).chips[seat];
}

} // namespace nt_test

namespace nt_test {

inline nlohmann::json deckOf(const std::vector<std::string>& deck, const std::vector<std::string>& setAside = {})
{
    nlohmann::json setup {{"deck", deck}};
    if (!setAside.empty())
        setup["setAside"] = setAside;
    return setup;
}

/// A match from an explicit setup whose state is adjusted (chips, displays) before the first reveal.
template <typename Tweak>
std::unique_ptr<NoThanksMatch> customMatch(
    int seats, const nlohmann::json& setup, bool expansion, Tweak tweak, int startSeat = 0)
{
    State state = emptyState(seats, startSeat, expansion, false);
    const Error error = dealFromSetup(state, setup);
    EXPECT_TRUE(error.ok()) << error.code << " " << error.detail;
    tweak(state);
    start(state);
    return std::make_unique<NoThanksMatch>(
        game(), games::core::bareConfig(seats, startSeat, options(expansion)), std::move(state));
}

inline std::unique_ptr<NoThanksObservation> observationOf(const games::core::Match& match, int viewer)
{
    auto observation = match.observe(viewer);
    return std::unique_ptr<NoThanksObservation>(static_cast<NoThanksObservation*>(observation.release()));
}

} // namespace nt_test
