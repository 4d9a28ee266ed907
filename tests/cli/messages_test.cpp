// SPDX-License-Identifier: GPL-3.0-or-later
// Every error code the engine and the CLI can return has an English text, whose placeholders are the ones its
// ErrorInfo declares; arguments are written in the owning game's notation.
#include "ai/agent.h"
#include "ai/heuristic.h"
#include "builtin_games.h"
#include "core/match_config.h"
#include "messages.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <regex>
#include <set>

using games::core::ArgKind;
using games::core::Error;
using games::core::ErrorInfo;

namespace {
games::core::Registry builtinRegistry()
{
    games::core::Registry registry;
    games::registerBuiltinGames(registry);
    return registry;
}

/// Every declared code: each game's, the core's, the computer players' and the CLI's.
std::vector<ErrorInfo> everyCode(const games::core::Registry& registry)
{
    std::vector<ErrorInfo> codes;
    for (const auto& game : registry.games())
        codes.insert(codes.end(), game->errorCodes().begin(), game->errorCodes().end());
    for (auto list : {games::core::coreErrorCodes(), games::ai::errorCodes(), nobox::cli::cliErrorCodes()})
        codes.insert(codes.end(), list.begin(), list.end());
    return codes;
}

/// Every move equal: the heuristic the test game is registered with.
class EqualMoves final : public games::ai::Heuristic {
public:
    void score(const games::core::Observation&, std::span<const games::core::Move> legal,
        std::vector<double>& out) const override
    {
        out.assign(legal.size(), 0.0);
    }
};

/// A game of its own for the argument kinds no built-in code uses yet.
class NotationGame final : public games::core::Game {
public:
    std::string_view id() const override { return "test-game"; }
    int version() const override { return 1; }
    int minSeats() const override { return 2; }
    int maxSeats() const override { return 4; }
    const std::vector<games::core::OptionSpec>& optionSpecs() const override { return m_options; }
    std::span<const ErrorInfo> errorCodes() const override
    {
        static constexpr ErrorInfo kCodes[] {{"test-game.kinds", {ArgKind::Card, ArgKind::Seat, ArgKind::Colour}}};
        return kCodes;
    }
    std::string moveToText(const games::core::Move&) const override { return {}; }
    Error parseMove(std::string_view, games::core::Move&) const override { return {}; }
    nlohmann::json moveToJson(const games::core::Move&) const override { return {}; }
    std::string argToText(ArgKind kind, int value) const override
    {
        if (kind == ArgKind::Card)
            return "card" + std::to_string(value);
        if (kind == ArgKind::Colour)
            return value == 0 ? "red" : "blue";
        return std::to_string(value);
    }
    std::unique_ptr<games::core::Match> sampleMatch(const games::core::Observation&, games::core::Rng&) const override
    {
        return nullptr;
    }

protected:
    std::unique_ptr<games::core::Match> createMatch(
        std::shared_ptr<const games::core::MatchConfig>, Error&) const override
    {
        return nullptr;
    }

private:
    std::vector<games::core::OptionSpec> m_options;
};
} // namespace

TEST(CliMessages, EveryErrorCodeHasEnglishText)
{
    const auto registry = builtinRegistry();
    for (const auto& game : registry.games())
        ASSERT_FALSE(game->errorCodes().empty()) << game->id();
    std::set<std::string_view> seen;
    for (const auto& info : everyCode(registry)) {
        EXPECT_TRUE(nobox::cli::hasMessage(info.code)) << info.code;
        EXPECT_TRUE(seen.insert(info.code).second) << info.code << " is declared twice";
        const auto* found = nobox::cli::findErrorInfo(info.code, registry);
        ASSERT_NE(found, nullptr) << info.code;
        EXPECT_EQ(found->args, info.args) << info.code;
    }
}

TEST(CliMessages, TextsUseOnlyThePlaceholdersTheirCodeDeclares)
{
    const auto registry = builtinRegistry();
    const std::regex placeholder(R"(%([1-9n]))");
    using nobox::cli::Slot;
    for (auto table : nobox::cli::messageTables()) {
        for (const auto& entry : table) {
            const auto* info = nobox::cli::findErrorInfo(entry.code, registry);
            ASSERT_NE(info, nullptr) << entry.code << " has a text but no code declares it";
            const std::string text(entry.text);
            for (auto it = std::sregex_iterator(text.begin(), text.end(), placeholder); it != std::sregex_iterator();
                 ++it) {
                const std::string key = (*it)[1];
                if (key == "n") {
                    EXPECT_TRUE(entry.plural >= 0 && entry.plural < info->argCount())
                        << entry.code << " uses %n, but counts no argument of its code";
                    continue;
                }
                const auto index = static_cast<std::size_t>(key[0] - '1');
                ASSERT_LT(index, entry.places.size()) << entry.code << " uses %" << key;
                const Slot& slot = entry.places[index];
                EXPECT_NE(slot.kind, Slot::Kind::None) << entry.code << " uses %" << key << ", which has no slot";
                if (slot.kind == Slot::Kind::Detail) {
                    EXPECT_TRUE(info->hasDetail) << entry.code << " shows the detail, which its code does not set";
                }
                if (slot.kind == Slot::Kind::Arg) {
                    EXPECT_TRUE(slot.value >= 0 && slot.value < info->argCount())
                        << entry.code << " shows argument " << slot.value << ", but its code has " << info->argCount();
                }
            }
            if (entry.whenZero >= 0) {
                EXPECT_LT(entry.whenZero, info->argCount()) << entry.code;
            }
        }
    }
}

/// A variant for a zero argument comes before the general text of its code, which every code has.
TEST(CliMessages, EveryCodeHasAGeneralTextAfterItsVariants)
{
    for (auto table : nobox::cli::messageTables())
        for (std::size_t i = 0; i < table.size(); ++i)
            if (table[i].whenZero >= 0) {
                ASSERT_LT(i + 1, table.size()) << table[i].code;
                EXPECT_EQ(table[i + 1].code, table[i].code);
                EXPECT_LT(table[i + 1].whenZero, 0) << table[i].code;
            }
    const auto registry = builtinRegistry();
    EXPECT_EQ(nobox::cli::describe(Error::make("no-return.exchange-count", 0), registry),
        "Choose 1 to 4 hand counters to exchange.");
    EXPECT_EQ(nobox::cli::describe(Error::make("no-return.exchange-count", 5), registry),
        "You chose 5 counters: an exchange takes 1 to 4.");
    EXPECT_EQ(nobox::cli::describe(Error::make("no-return.exchange-count", 1), registry),
        "You chose 1 counter: an exchange takes 1 to 4.");
}

TEST(CliMessages, ArgumentsAndDetailAreFilledIn)
{
    const auto registry = builtinRegistry();
    EXPECT_EQ(nobox::cli::describe(Error::make("core.bad-seat-count", 9, 3, 7), registry),
        "9 players is not possible here (3 to 7)");
    EXPECT_EQ(nobox::cli::describe(Error::withDetail("record.missing-field", "seats"), registry),
        "the record has no 'seats'");
    EXPECT_EQ(nobox::cli::describe(Error::withDetail("record.not-json", "40", 3, 7), registry),
        "not valid JSON (line 3, column 7)");
    EXPECT_EQ(nobox::cli::describe(Error::make("record.too-large", 16), registry), "the record is larger than 16 MiB");
    EXPECT_EQ(nobox::cli::describe(Error::withDetail("cli.bot-not-found", "./my-bot"), registry),
        "cannot start the bot './my-bot': its program was not found");
    // A game's words: its notation for the arguments, English plurals, the rules' limits.
    EXPECT_EQ(nobox::cli::describe(Error::withDetail("no-thanks.setup-too-many", "setAside", 1), registry),
        "The setup's “setAside” holds more than 1 card.");
    EXPECT_EQ(nobox::cli::describe(Error::make("no-return.too-high-for-column", 9, 7, 0), registry),
        "The lowest red is 7: only 7 or lower can go below it, not 9.");
    EXPECT_EQ(nobox::cli::describe(Error::make("no-idea.too-many-to-declare", 5), registry),
        "“Nothing fits anymore!” needs 3 face-down cards or fewer; you have 5. [ND-7]");
}

TEST(CliMessages, GameArgumentsInTheGamesNotationSeatsCountedFromOne)
{
    games::core::Registry registry;
    registry.add(std::make_unique<NotationGame>(), games::ai::makeHeuristic<EqualMoves>);
    using nobox::cli::Slot;
    const nobox::cli::MessageText kinds {"test-game.kinds", "%1 at %2, %3", {Slot::arg(0), Slot::arg(1), Slot::arg(2)}};
    EXPECT_EQ(
        nobox::cli::fillMessage(kinds, Error::make("test-game.kinds", 17, 2, 0), registry), "card17 at seat 3, red");
    // A code of no known game: its arguments are plain numbers.
    const nobox::cli::MessageText elsewhere {"elsewhere.code", "%2/%1", {Slot::arg(1), Slot::arg(0)}};
    EXPECT_EQ(nobox::cli::fillMessage(elsewhere, Error::make("elsewhere.code", 4, 5), registry), "4/5");
}

TEST(CliMessages, AnUnknownCodeStillSaysWhatItHolds)
{
    const auto registry = builtinRegistry();
    EXPECT_EQ(nobox::cli::describe(Error::withDetail("core.not-a-code", "x", 1, 2), registry),
        "core.not-a-code (1, 2, 0): x");
}
