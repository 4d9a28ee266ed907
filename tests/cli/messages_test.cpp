// SPDX-License-Identifier: GPL-3.0-or-later
// Every error code a game can return has an English text in the CLI.
#include "builtin_games.h"
#include "messages.h"

#include <gtest/gtest.h>

TEST(CliMessages, EveryGameErrorCodeHasEnglishText)
{
    games::core::Registry registry;
    games::registerBuiltinGames(registry);
    for (const auto& game : registry.games()) {
        ASSERT_FALSE(game->errorCodes().empty()) << game->id();
        for (const auto& info : game->errorCodes())
            EXPECT_TRUE(nobox::cli::hasMessage(info.code)) << info.code;
    }
}

TEST(CliMessages, ArgumentsAndDetailAreFilledIn)
{
    auto error = games::core::Error::make("core.bad-seat-count", 9, 3, 7);
    EXPECT_EQ(nobox::cli::describe(error), "9 players is not possible here (3 to 7)");
    EXPECT_EQ(nobox::cli::describe(games::core::Error::withDetail("record.missing-field", "seats")),
        "the record has no 'seats'");
}
