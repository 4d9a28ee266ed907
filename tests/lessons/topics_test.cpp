// SPDX-License-Identifier: GPL-3.0-or-later
// Every registered game's topics (core/topic.h) over many games of computers: topicsAt names only codes of
// topics() that apply to the match's options, each once per call; nothing without a new log entry but the decision the
// viewer faces (so a spectator hears only of the log); and every topic shows in some game.
#include "ai/agent.h"
#include "builtin_registry.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/registry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace games::core;

namespace {

constexpr int kGamesPerSeatCount = 200; // the option sets in turn

const Registry& registry()
{
    return nobox_test::builtinRegistry();
}

/// Every combination of the game's boolean options that change a rule (the others at their defaults).
std::vector<Options> optionSets(const Game& game)
{
    std::vector<Options> sets(1);
    for (const auto& spec : game.optionSpecs()) {
        const bool combined = spec.type == OptionSpec::Type::Bool && spec.changesRules;
        std::vector<Options> next;
        for (const auto& base : sets)
            for (int value = combined ? 0 : spec.defaultValue; value <= (combined ? 1 : spec.defaultValue); ++value) {
                Options options = base;
                options.set(spec.name, value);
                next.push_back(options);
            }
        sets = next;
    }
    return sets;
}

std::set<std::string_view> codesOf(const Game& game)
{
    std::set<std::string_view> codes;
    for (const auto& topic : game.topics())
        codes.insert(topic.code);
    return codes;
}

TEST(Topics, EveryGameListsItsTopicsOnceUnderItsId)
{
    for (const auto& game : registry().games()) {
        SCOPED_TRACE(std::string(game->id()));
        EXPECT_FALSE(game->topics().empty());
        EXPECT_EQ(codesOf(*game).size(), game->topics().size()) << "a code listed twice";
        for (const auto& topic : game->topics()) {
            EXPECT_EQ(topic.code.rfind(std::string(game->id()) + ".", 0), 0U) << topic.code;
            EXPECT_FALSE(topic.about.empty()) << topic.code;
        }
    }
}

/// Plays one game, seats taking turns at random and easy play, and checks every seat's and a spectator's topics
/// after every move; adds the topics shown to any seat to `shown`.
void playAndCheck(
    const Game& game, int seats, const Options& options, std::uint64_t seed, std::set<std::string_view>& shown)
{
    std::set<std::string_view> codes; // the topics these options can show
    for (const auto& topic : game.topics())
        if (topicApplies(topic, options))
            codes.insert(topic.code);
    auto match = game.newMatch(MatchConfig {seats, static_cast<Seat>(seed % seats), options, seed, nullptr});
    ASSERT_NE(match, nullptr);
    std::vector<std::unique_ptr<games::ai::Agent>> agents;
    for (Seat seat = 0; seat < seats; ++seat)
        agents.push_back(games::ai::makeAgent((seat + seed) % 2 ? "easy" : "random", game, seed + seat));
    const auto check = [&](std::size_t sinceLogSize) {
        for (Seat viewer = kSpectator; viewer < seats; ++viewer) {
            const auto seen = match->observe(viewer);
            const auto topics = game.topicsAt(*seen, sinceLogSize);
            std::set<std::string_view> once;
            for (std::string_view code : topics) {
                ASSERT_TRUE(codes.count(code)) << code << " is no topic of " << game.id() << " with these options";
                ASSERT_TRUE(once.insert(code).second) << code << " named twice in one call";
                if (viewer != kSpectator)
                    shown.insert(code);
            }
            // Without a new log entry only the decision the viewer faces can matter: none to a spectator, none to
            // a seat not to move.
            if (viewer == kSpectator || viewer != match->toMove()) {
                const auto quiet = game.topicsAt(*seen, seen->publicLogSize());
                ASSERT_TRUE(quiet.empty()) << "viewer " << viewer << " hears of " << quiet.front();
            }
        }
    };
    std::size_t logSize = 0;
    check(logSize);
    MoveList legal;
    for (int moves = 0; !match->isOver(); ++moves) {
        ASSERT_LT(moves, 100000);
        match->legalMoves(legal);
        const Seat seat = match->toMove();
        ASSERT_TRUE(match->apply(agents[static_cast<std::size_t>(seat)]->choose(*match->observe(seat), legal)).ok());
        check(logSize);
        if (testing::Test::HasFatalFailure())
            return;
        logSize = match->observe(kSpectator)->publicLogSize();
    }
}

class TopicsOfGame : public testing::TestWithParam<std::string> { };

TEST_P(TopicsOfGame, RandomGamesNameListedTopicsOnceAndShowEveryTopic)
{
    const Game& game = nobox_test::registeredGame(GetParam());
    std::set<std::string_view> shown;
    const auto sets = optionSets(game);
    for (int seats = game.minSeats(); seats <= game.maxSeats(); ++seats)
        for (int i = 0; i < kGamesPerSeatCount; ++i) {
            const Options& options = sets[static_cast<std::size_t>(i) % sets.size()];
            playAndCheck(game, seats, options, static_cast<std::uint64_t>(seats * 100003 + i), shown);
            if (HasFatalFailure())
                return;
        }
    for (const auto& topic : game.topics())
        EXPECT_TRUE(shown.count(topic.code)) << topic.code << " never showed";
}

std::vector<std::string> gameIds()
{
    std::vector<std::string> ids;
    for (const auto& game : registry().games())
        ids.emplace_back(game->id());
    return ids;
}

INSTANTIATE_TEST_SUITE_P(
    EveryGame, TopicsOfGame, testing::ValuesIn(gameIds()), [](const testing::TestParamInfo<std::string>& info) {
        std::string name = info.param;
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    });

} // namespace
