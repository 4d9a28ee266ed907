// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons' deals (ai/lesson_deals.h) replayed as the app plays them: every topic shows, in the recorded order
// and at the recorded decision; and the learner's suggestions (ai::hint with lessonHintSeed) are the moves the
// lesson's play assumed.
#include "ai/hint.h"
#include "ai/lesson_deals.h"
#include "ai/lesson_play.h"
#include "builtin_registry.h"
#include "core/match.h"
#include "no_return/moves.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace games::ai {
/// Test names and messages show the lesson, never the parameter's bytes.
void PrintTo(const LessonDeal& deal, std::ostream* out)
{
    *out << deal.lessonId;
}
} // namespace games::ai

namespace ai = games::ai;
using namespace games::core;

namespace {

class LessonDeals : public testing::TestWithParam<ai::LessonDeal> { };

MatchConfig configOf(const Game& game, const ai::LessonDeal& deal)
{
    MatchConfig config;
    const Error error = ai::lessonConfig(game, deal.seats, deal.options, deal.seed, config);
    EXPECT_TRUE(error.ok()) << error.code << " " << error.detail;
    return config;
}

TEST_P(LessonDeals, EveryTopicShowsInTheRecordedOrder)
{
    const ai::LessonDeal& deal = GetParam();
    const Game& game = nobox_test::registeredGame(deal.gameId);
    ASSERT_EQ(deal.topics.size(), deal.decisions.size());
    Error error;
    const MatchConfig config = configOf(game, deal);
    const auto play = ai::playLesson(game, config, deal.computerLevel, deal.learnerLevel, &error);
    ASSERT_TRUE(play) << error.code;
    std::vector<std::string_view> shown;
    std::vector<int> decisions;
    for (const auto& topic : play->shown) {
        shown.push_back(topic.code);
        decisions.push_back(topic.decision);
    }
    EXPECT_EQ(shown, std::vector<std::string_view>(deal.topics.begin(), deal.topics.end()));
    EXPECT_EQ(decisions, std::vector<int>(deal.decisions.begin(), deal.decisions.end()));
    // Every topic of the game with these options is shown or listed as missing.
    for (const auto& topic : game.topics()) {
        if (!topicApplies(topic, config.options))
            continue;
        const bool isShown = std::find(shown.begin(), shown.end(), topic.code) != shown.end();
        const bool isMissing = std::find(deal.missing.begin(), deal.missing.end(), topic.code) != deal.missing.end();
        EXPECT_NE(isShown, isMissing) << topic.code;
    }
}

TEST_P(LessonDeals, TheLearnersSuggestionsAreTheMovesPlayed)
{
    const ai::LessonDeal& deal = GetParam();
    const Game& game = nobox_test::registeredGame(deal.gameId);
    const MatchConfig config = configOf(game, deal);
    auto match = game.newMatch(config);
    ASSERT_NE(match, nullptr);
    auto learner = ai::makeAgent(deal.learnerLevel, game, ai::lessonHintSeed(deal.seed, ai::kLessonLearner));
    std::vector<std::unique_ptr<ai::Agent>> computers;
    for (Seat seat = 0; seat < deal.seats; ++seat)
        computers.push_back(ai::makeAgent(deal.computerLevel, game, ai::seatAgentSeed(deal.seed, seat)));
    ASSERT_NE(learner, nullptr);
    MoveList legal;
    int suggestions = 0;
    while (!match->isOver()) {
        match->legalMoves(legal);
        const Seat seat = match->toMove();
        const auto seen = match->observe(seat);
        Move move;
        if (seat == ai::kLessonLearner) {
            const auto advice
                = ai::hint(deal.learnerLevel, game, *seen, legal, ai::lessonHintSeed(deal.seed, ai::kLessonLearner));
            ASSERT_TRUE(advice);
            move = advice->move;
            ASSERT_EQ(move, learner->choose(*seen, legal)) << "at decision " << suggestions;
            ++suggestions;
        } else {
            move = computers[static_cast<std::size_t>(seat)]->choose(*seen, legal);
        }
        ASSERT_TRUE(match->apply(move).ok());
    }
    EXPECT_EQ(suggestions, deal.decisions.back());
}

/// The learner's decisions made before its switch to Phase 2 in the No Return lesson (nullopt: it never switches).
std::optional<int> learnersSwitch(const Game& game, const ai::LessonDeal& deal)
{
    auto match = game.newMatch(configOf(game, deal));
    if (!match)
        return std::nullopt;
    std::vector<std::unique_ptr<ai::Agent>> agents;
    for (Seat seat = 0; seat < deal.seats; ++seat)
        agents.push_back(ai::makeAgent(seat == ai::kLessonLearner ? deal.learnerLevel : deal.computerLevel, game,
            seat == ai::kLessonLearner ? ai::lessonHintSeed(deal.seed, seat) : ai::seatAgentSeed(deal.seed, seat)));
    MoveList legal;
    int decisions = 0;
    while (!match->isOver()) {
        match->legalMoves(legal);
        const Seat seat = match->toMove();
        const Move move = agents[static_cast<std::size_t>(seat)]->choose(*match->observe(seat), legal);
        if (seat == ai::kLessonLearner) {
            if (games::no_return::kindOf(move) == games::no_return::MoveKind::Switch)
                return decisions;
            ++decisions;
        }
        if (!match->apply(move).ok())
            return std::nullopt;
    }
    return std::nullopt;
}

// Issue 52: the lesson explains the switch when the learner faces it, so one who follows the suggestions reads
// about it before switching.
TEST(LessonDeal, NoReturnExplainsTheSwitchBeforeTheLearnerSwitches)
{
    const ai::LessonDeal* deal = ai::lessonDeal("no-return");
    ASSERT_NE(deal, nullptr);
    const auto topic = std::find(deal->topics.begin(), deal->topics.end(), "no-return.switch");
    ASSERT_NE(topic, deal->topics.end());
    const int shownAt = deal->decisions[static_cast<std::size_t>(topic - deal->topics.begin())];
    const auto switchedAt = learnersSwitch(nobox_test::registeredGame("no-return"), *deal);
    ASSERT_TRUE(switchedAt) << "the learner never switches in this deal";
    RecordProperty("learnersSwitch", *switchedAt);
    EXPECT_LE(shownAt, *switchedAt);
}

TEST(LessonDeal, EachLessonHasOneDealOfARegisteredGame)
{
    for (const auto& deal : ai::kLessonDeals) {
        EXPECT_EQ(ai::lessonDeal(deal.lessonId), &deal);
        const Game* game = nobox_test::builtinRegistry().find(deal.gameId);
        ASSERT_NE(game, nullptr) << deal.gameId;
        EXPECT_GE(deal.seats, game->minSeats());
        EXPECT_LE(deal.seats, game->maxSeats());
    }
    EXPECT_EQ(ai::lessonDeal("no-such-lesson"), nullptr);
}

INSTANTIATE_TEST_SUITE_P(EveryLesson, LessonDeals, testing::ValuesIn(ai::kLessonDeals),
    [](const testing::TestParamInfo<ai::LessonDeal>& info) {
        std::string name(info.param.lessonId);
        std::replace(name.begin(), name.end(), '-', '_');
        std::replace(name.begin(), name.end(), '.', '_');
        return name;
    });

} // namespace
