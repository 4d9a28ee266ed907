// SPDX-License-Identifier: GPL-3.0-or-later
// The conformance suite: every registered game, every player count, every combination of its boolean options that
// change a rule (OptionSpec::changesRules), many random games, and after every move the properties every rules
// module promises (core/match.h).
#include "builtin_registry.h"
#include "core/debug.h"
#include "core/record.h"
#include "core/registry.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <ostream>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace games::core;

namespace {

struct Table {
    const Game* game;
    int seats;
    Options options;
    std::string name() const
    {
        std::string text = std::string(game->id()) + "/" + std::to_string(seats) + "p";
        for (const auto& [option, value] : options.values())
            text += "/" + option + "=" + std::to_string(value);
        return text;
    }
};

/// Test names show the table, never the parameter's bytes.
void PrintTo(const Table& table, std::ostream* out)
{
    *out << table.name();
}

const Registry& registry()
{
    return nobox_test::builtinRegistry();
}

std::vector<Table> allTables()
{
    std::vector<Table> tables;
    for (const auto& game : registry().games()) {
        std::vector<Options> optionSets(1);
        for (const auto& spec : game->optionSpecs()) {
            // An option that changes no rule would double the tables and test nothing new: at its default.
            const bool combined = spec.type == OptionSpec::Type::Bool && spec.changesRules;
            std::vector<Options> next;
            for (const auto& base : optionSets) {
                const int last = combined ? 1 : spec.defaultValue;
                for (int value = combined ? 0 : spec.defaultValue; value <= last; ++value) {
                    Options options = base;
                    options.set(spec.name, value);
                    next.push_back(options);
                }
            }
            optionSets = next;
        }
        for (int seats = game->minSeats(); seats <= game->maxSeats(); ++seats)
            for (const auto& options : optionSets)
                tables.push_back({game.get(), seats, options});
    }
    return tables;
}

/// Random play that picks a kind of move first, so that rare kinds with few variants get played as often as
/// kinds with thousands; the "switch" of No Return is made rare so that games also reach the bag's end.
Move pickMove(const Game& game, const MoveList& legal, Rng& rng, bool byKind)
{
    if (!byKind)
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    std::vector<std::uint8_t> kinds;
    for (const auto& move : legal)
        if (std::find(kinds.begin(), kinds.end(), move.kind) == kinds.end())
            kinds.push_back(move.kind);
    std::uint8_t kind = kinds[rng.below(static_cast<std::uint32_t>(kinds.size()))];
    if (kinds.size() > 1
        && game.moveToText(*std::find_if(legal.begin(), legal.end(), [&](const Move& m) { return m.kind == kind; }))
                .rfind("switch", 0)
            == 0
        && rng.below(8) != 0) {
        kinds.erase(std::find(kinds.begin(), kinds.end(), kind));
        kind = kinds[rng.below(static_cast<std::uint32_t>(kinds.size()))];
    }
    std::vector<Move> ofKind;
    for (const auto& move : legal)
        if (move.kind == kind)
            ofKind.push_back(move);
    return ofKind[rng.below(static_cast<std::uint32_t>(ofKind.size()))];
}

Move randomBytes(Rng& rng)
{
    Move move;
    move.kind = static_cast<std::uint8_t>(rng.below(16));
    move.a = static_cast<std::uint8_t>(rng.below(80));
    move.b = static_cast<std::uint8_t>(rng.below(80));
    move.count = static_cast<std::uint8_t>(rng.below(10));
    for (auto& item : move.items)
        item = static_cast<std::uint8_t>(rng.below(80));
    return move;
}

/// A near-miss: a legal move with one byte changed.
Move mutate(Move move, Rng& rng)
{
    auto* bytes = reinterpret_cast<std::uint8_t*>(&move);
    bytes[rng.below(sizeof(Move))] += static_cast<std::uint8_t>(1 + rng.below(5));
    return move;
}

void checkNoLeak(const Match& match, Seat viewer, Rng& rng, bool playSample)
{
    const auto observation = match.observe(viewer);
    ASSERT_EQ(observation->viewer(), viewer);
    ASSERT_EQ(observation->gameId(), match.game().id());
    const auto json = observation->toJson();
    ASSERT_EQ(json, match.observe(viewer)->toJson()) << "observation not deterministic";
    ASSERT_TRUE(observation->equals(*match.observe(viewer))) << "observation not deterministic";
    auto sample = match.game().sampleMatch(*observation, rng);
    ASSERT_NE(sample, nullptr);
    const auto sampled = sample->observe(viewer);
    ASSERT_TRUE(sampled->equals(*observation)) << "a sampled world shows the viewer something else";
    ASSERT_EQ(sampled->toJson(), json) << "a sampled world shows the viewer something else";
    ASSERT_EQ(sampled->publicLogSize(), observation->publicLogSize());
    ASSERT_EQ(sample->isOver(), match.isOver());
    ASSERT_EQ(sample->toMove(), match.toMove());
    if (!playSample)
        return;
    MoveList legal;
    for (int guard = 0; !sample->isOver(); ++guard) {
        ASSERT_LT(guard, 100000);
        sample->legalMoves(legal);
        ASSERT_FALSE(legal.empty());
        ASSERT_TRUE(sample->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
    }
}

void playAndCheck(const Table& table, std::uint64_t seed, bool byKind, int& movesPlayed)
{
    const Game& game = *table.game;
    MatchConfig config {
        table.seats, static_cast<Seat>(seed % static_cast<std::uint64_t>(table.seats)), table.options, seed, nullptr};
    Error error;
    auto match = game.newMatch(config, &error);
    ASSERT_TRUE(error.ok()) << error.code;
    ASSERT_NE(match, nullptr);
    Rng rng(seed * 7919 + 1);
    MoveList legal;
    int moveIndex = 0;
    std::vector<std::pair<int, nlohmann::json>> snapshots; // (moves played, state): what replay up to N must give
    while (!match->isOver()) {
        ASSERT_LT(moveIndex, 100000) << "the game does not end";
        const Seat seat = match->toMove();
        ASSERT_GE(seat, 0);
        ASSERT_LT(seat, table.seats);
        match->legalMoves(legal);
        ASSERT_FALSE(legal.empty()) << "no legal move while the game runs";

        std::set<Move> unique(legal.begin(), legal.end());
        ASSERT_EQ(unique.size(), legal.size()) << "duplicate legal moves";
        for (const auto& move : legal) {
            ASSERT_TRUE(match->check(move).ok()) << game.moveToText(move) << ": " << match->check(move).code;
            Move parsed;
            ASSERT_TRUE(game.parseMove(game.moveToText(move), parsed).ok()) << game.moveToText(move);
            ASSERT_EQ(parsed, move) << game.moveToText(move);
            ASSERT_TRUE(game.moveToJson(move).is_object());
        }

        // Illegal moves: random bytes and near misses are refused with a reason and change nothing.
        const auto before = games::core::stateJson(*match);
        for (int attempt = 0; attempt < 6; ++attempt) {
            const Move bad = attempt % 2 ? randomBytes(rng)
                                         : mutate(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], rng);
            if (unique.count(bad))
                continue;
            const Error refused = match->apply(bad);
            ASSERT_FALSE(refused.ok()) << "accepted an illegal move";
        }
        ASSERT_EQ(games::core::stateJson(*match), before) << "a refused move changed the state";

        if (moveIndex % 23 == 0) {
            snapshots.emplace_back(moveIndex, before);
            // A record can be written at any moment (the match keeps its config) and replays to this position.
            auto midway = replay(registry(), recordOf(*match));
            ASSERT_TRUE(midway.error.ok()) << midway.error.code;
            ASSERT_EQ(games::core::stateJson(*midway.match), before);
        }
        if (moveIndex % 5 == 0) {
            auto copy = match->clone();
            ASSERT_EQ(games::core::stateJson(*copy), before);
            checkNoLeak(*match, seat, rng, moveIndex % 40 == 0);
            checkNoLeak(*match, static_cast<Seat>(rng.below(static_cast<std::uint32_t>(table.seats))), rng, false);
            checkNoLeak(*match, kSpectator, rng, false);
            // Any seat out of range sees what a spectator sees.
            const auto spectator = match->observe(kSpectator);
            for (Seat outside : {table.seats, table.seats + 5, -2, -100}) {
                const auto seen = match->observe(outside);
                ASSERT_EQ(seen->viewer(), kSpectator);
                ASSERT_TRUE(seen->equals(*spectator)) << "viewer " << outside;
            }
        }
        const std::size_t logBefore = match->observe(kSpectator)->publicLogSize();

        const Move chosen = pickMove(game, legal, rng, byKind);
        ASSERT_TRUE(match->apply(chosen).ok());
        ASSERT_GT(match->observe(kSpectator)->publicLogSize(), logBefore) << "a move left the public log as it was";
        ++moveIndex;
        ++movesPlayed;
    }
    ASSERT_EQ(match->toMove(), kNoSeat);
    match->legalMoves(legal);
    ASSERT_TRUE(legal.empty());
    for (int attempt = 0; attempt < 20; ++attempt)
        ASSERT_EQ(match->apply(randomBytes(rng)).code, "core.game-over");
    const auto scores = match->score();
    ASSERT_EQ(static_cast<int>(scores.size()), table.seats);
    for (const auto& seat : scores) {
        int sum = 0;
        for (const auto& item : seat.items)
            sum += item.points;
        ASSERT_EQ(sum, seat.total) << "the breakdown does not add up";
        ASSERT_EQ(seat.rankKey.total, seat.total);
    }
    ASSERT_FALSE(winnersOf(scores).empty());
    std::vector<RankKey> keys(static_cast<std::size_t>(table.seats));
    match->rankKeys(keys);
    for (int seat = 0; seat < table.seats; ++seat)
        ASSERT_EQ(keys[seat], scores[seat].rankKey) << "rankKeys() disagrees with score()";
    checkNoLeak(*match, 0, rng, false);

    // The record replays to the same state, bit for bit.
    std::vector<std::string> names(static_cast<std::size_t>(table.seats), "P");
    const auto recordJson = toJson(recordOf(*match, names));
    Record record;
    ASSERT_TRUE(parseRecord(nlohmann::json::parse(recordJson.dump()), record).ok());
    auto replayed = replay(registry(), record);
    ASSERT_TRUE(replayed.error.ok()) << replayed.error.code << " at move " << replayed.failedMove;
    ASSERT_EQ(games::core::stateJson(*replayed.match), games::core::stateJson(*match));
    ASSERT_EQ(replayed.match->score(), scores);
    ASSERT_EQ(record.seats, names);
    for (const auto& [moves, state] : snapshots) {
        auto partial = replay(registry(), record, static_cast<std::size_t>(moves));
        ASSERT_TRUE(partial.error.ok()) << partial.error.code;
        ASSERT_EQ(static_cast<int>(partial.match->history().size()), moves);
        ASSERT_EQ(games::core::stateJson(*partial.match), state) << "replay up to move " << moves;
        // Watching the finished game again with everything face up: as a spectator, at the position asked.
        const auto open = revealed(registry(), record, static_cast<std::size_t>(moves));
        ASSERT_TRUE(open.error.ok()) << open.error.code;
        ASSERT_EQ(open.observation->viewer(), kSpectator);
        ASSERT_TRUE(open.observation->toJson().contains("revealed"));
        ASSERT_EQ(open.observation->publicLogSize(), partial.match->observe(kSpectator)->publicLogSize());
    }
    // Nothing face up while the game is not over.
    Record unfinished = record;
    unfinished.moves.pop_back();
    for (std::size_t upTo : {std::size_t {0}, unfinished.moves.size()}) {
        const auto refused = revealed(registry(), unfinished, upTo);
        ASSERT_EQ(refused.error.code, "record.not-over");
        ASSERT_EQ(refused.observation, nullptr);
    }
}

class Conformance : public ::testing::TestWithParam<Table> { };

// Random games per table: twelve, or fewer once they have made kMoveBudget moves (at least kLeastGames). No Idea's
// random games run 550-800 moves and every check reads the whole log, so a position costs it tens of times what it
// costs the short games: two of its games check as much as twelve of No Thanks!, and the sanitizer stage stays short.
constexpr std::uint64_t kRandomGames = 12;
constexpr std::uint64_t kLeastGames = 2;
constexpr int kMoveBudget = 1200;

TEST_P(Conformance, UniformRandomGames)
{
    int moves = 0;
    for (std::uint64_t seed = 1; seed <= kRandomGames && (seed <= kLeastGames || moves < kMoveBudget); ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        playAndCheck(GetParam(), seed, false, moves);
        if (HasFatalFailure())
            return;
    }
}

TEST_P(Conformance, KindFirstRandomGames)
{
    int moves = 0;
    for (std::uint64_t seed = 101; seed < 101 + kRandomGames && (seed < 101 + kLeastGames || moves < kMoveBudget);
         ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        playAndCheck(GetParam(), seed, true, moves);
        if (HasFatalFailure())
            return;
    }
}

TEST_P(Conformance, SameSeedSameGame)
{
    const Table& table = GetParam();
    MatchConfig config {table.seats, 0, table.options, 77, nullptr};
    auto a = table.game->newMatch(config);
    auto b = table.game->newMatch(config);
    ASSERT_EQ(games::core::stateJson(*a), games::core::stateJson(*b));
    config.seed = 78;
    auto c = table.game->newMatch(config);
    EXPECT_NE(games::core::stateJson(*a), games::core::stateJson(*c));
}

INSTANTIATE_TEST_SUITE_P(
    AllGames, Conformance, ::testing::ValuesIn(allTables()), [](const ::testing::TestParamInfo<Table>& info) {
        std::string name = info.param.name();
        for (auto& c : name)
            if (!std::isalnum(static_cast<unsigned char>(c)))
                c = '_';
        return name;
    });

TEST(ConformanceRegistry, BuiltinGamesAreThere)
{
    EXPECT_NE(registry().find("no-thanks"), nullptr);
    EXPECT_NE(registry().find("no-return"), nullptr);
    EXPECT_NE(registry().find("no-idea"), nullptr);
    EXPECT_EQ(registry().find("Not a game!"), nullptr);
    EXPECT_FALSE(games::core::Registry::isGameId("Not a game!")); // so it never will be one
    for (const auto& game : registry().games()) {
        EXPECT_TRUE(games::core::Registry::isGameId(game->id())) << game->id();
        EXPECT_NE(game->heuristicMaker(), nullptr) << game->id();
    }
}

/// A game that is only a name: for the registration tests.
class NameOnly final : public Game {
public:
    explicit NameOnly(std::string id)
        : m_id(std::move(id))
    {
    }
    std::string_view id() const override { return m_id; }
    int version() const override { return 1; }
    int minSeats() const override { return 2; }
    int maxSeats() const override { return 2; }
    const std::vector<OptionSpec>& optionSpecs() const override { return m_options; }
    std::span<const ErrorInfo> errorCodes() const override { return {}; }
    std::string moveToText(const Move&) const override { return {}; }
    Error parseMove(std::string_view, Move&) const override { return {}; }
    nlohmann::json moveToJson(const Move&) const override { return {}; }
    std::unique_ptr<Match> sampleMatch(const Observation&, Rng&) const override { return nullptr; }

protected:
    std::unique_ptr<Match> createMatch(std::shared_ptr<const MatchConfig>, Error& error) const override
    {
        error = Error::make("core.bad-seat-count");
        return nullptr;
    }

private:
    std::string m_id;
    std::vector<OptionSpec> m_options;
};

/// Registration refuses a game without a heuristic, a second game of one id and an id of the wrong form.
TEST(ConformanceRegistry, RegistrationRefusesAnIncompleteGame)
{
    games::core::Registry fresh;
    const auto& game = *registry().games().front();
    EXPECT_THROW(fresh.add(std::make_unique<NameOnly>(std::string(game.id())), nullptr), std::invalid_argument);
    EXPECT_THROW(fresh.add(std::make_unique<NameOnly>("Not a game!"), game.heuristicMaker()), std::invalid_argument);
    fresh.add(std::make_unique<NameOnly>(std::string(game.id())), game.heuristicMaker());
    EXPECT_THROW(
        fresh.add(std::make_unique<NameOnly>(std::string(game.id())), game.heuristicMaker()), std::invalid_argument);
    EXPECT_EQ(fresh.games().size(), 1U);
}

} // namespace
