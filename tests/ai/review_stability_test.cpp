// SPDX-License-Identifier: GPL-3.0-or-later
// A review's marks do not hang on its seed (review.h, the verdict): the golden records of every game, reviewed with
// two seeds, mark the same decisions, and every mark's reason is one its game lists (HardLevel::reasonCodes), so
// that the app has words for it.
#include "ai/hard_level.h"
#include "review_fixture.h"

#include "core/game.h"
#include "core/match.h"
#include "core/record.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace {

using review_test::golden;
using review_test::review;

std::vector<std::size_t> markedPlies(const games::ai::Review& review)
{
    std::vector<std::size_t> plies;
    for (const auto& decision : review.decisions)
        if (decision.costly)
            plies.push_back(decision.ply);
    return plies;
}

/// The first finished golden record of `game`, by file name (tests/golden holds records of every game).
std::string firstGoldenOf(std::string_view game)
{
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(NOBOX_TEST_DATA_DIR) + "/golden"))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    for (const auto& name : names) {
        const auto record = golden(name);
        if (record.game != game)
            continue;
        const auto replayed = games::core::replay(nobox_test::builtinRegistry(), record);
        if (!replayed.error && replayed.match->isOver())
            return name;
    }
    return {};
}

std::vector<std::string> registeredGames()
{
    std::vector<std::string> ids;
    for (const auto& game : nobox_test::builtinRegistry().games())
        ids.emplace_back(game->id());
    return ids;
}

class AiReviewStabilityOfEveryGame : public testing::TestWithParam<std::string> { };

TEST_P(AiReviewStabilityOfEveryGame, TheFirstGoldenRecordGetsTheSameMarksWithTwoSeeds)
{
    if (review_test::kUnderSanitizer)
        GTEST_SKIP() << review_test::kJudgementSkipped;
    // Seat 0 of each registered game's first golden record: the marks come from the verdict's own searches, never
    // from the review's seed (review.h), so two seeds mark the same decisions. One case a game: each is several
    // whole reviews, long under the sanitizers, and the cases run side by side.
    const games::core::Game* game = nobox_test::builtinRegistry().find(GetParam());
    ASSERT_NE(game, nullptr);
    const std::string file = firstGoldenOf(game->id());
    ASSERT_FALSE(file.empty()) << game->id() << " has a finished golden record";
    SCOPED_TRACE(file);
    const auto record = golden(file);
    const auto first = review(record, {0}, 1);
    const auto second = review(record, {0}, 2);
    EXPECT_FALSE(markedPlies(first).empty()) << "the record has decisions worth a mark";
    EXPECT_EQ(markedPlies(first), markedPlies(second));

    const auto codes = games::ai::hardLevelFor(*game)->reasonCodes();
    int withReason = 0;
    for (const auto& decision : first.decisions) {
        if (decision.reason.empty())
            continue;
        ++withReason;
        EXPECT_TRUE(std::any_of(codes.begin(), codes.end(), [&](const games::ai::ReasonInfo& info) {
            return info.code == decision.reason.code;
        })) << decision.reason.code;
    }
    EXPECT_GT(withReason, 0) << "the game's hard level gives reasons";
}

INSTANTIATE_TEST_SUITE_P(EveryGame, AiReviewStabilityOfEveryGame, testing::ValuesIn(registeredGames()),
    [](const testing::TestParamInfo<std::string>& info) {
        std::string name = info.param;
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    });

TEST(AiReviewStability, TheEarlySwitchBehindOnTheTableSaysSo)
{
    if (review_test::kUnderSanitizer)
        GTEST_SKIP() << review_test::kJudgementSkipped;
    // tests/golden/no-return-2p-review-switch.json: seat 0 switched with 111 within reach, seat 1 had 115.
    const auto first = review(golden("no-return-2p-review-switch.json"), {0}, 1);
    const auto it = std::find_if(first.decisions.begin(), first.decisions.end(),
        [](const games::ai::ReviewedDecision& decision) { return decision.ply == 22; });
    ASSERT_NE(it, first.decisions.end());
    EXPECT_TRUE(it->costly);
    EXPECT_EQ(it->reason, games::ai::Reason::make("no-return.switch-behind", 111, 1, 115));
}

} // namespace
