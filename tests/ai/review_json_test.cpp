// SPDX-License-Identifier: GPL-3.0-or-later
// A review as JSON and back: a real review of each game reads back exactly (also through text), fields the
// reader does not know or derives may be missing or added, and bad or hostile JSON (wrong types, seats and plies
// out of range, moves that do not parse, damaged text, deep nesting, random damage) is an error code, never a
// crash; a review read back fits its own record and no other.
#include "ai/review.h"
#include "ai/review_json.h"

#include "builtin_registry.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/rng.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace {

using games::ai::Review;
using games::core::Record;
using nlohmann::json;

const games::core::Game& gameOf(const char* id)
{
    return *nobox_test::builtinRegistry().find(id);
}

/// A finished game of `id` between the normal and easy levels, its record.
Record playedGame(const char* id, int seats, std::uint64_t seed)
{
    const auto& game = gameOf(id);
    games::core::MatchConfig config;
    config.seats = seats;
    config.seed = seed;
    EXPECT_FALSE(games::core::resolveOptions(game.optionSpecs(), {}, config.options));
    auto match = game.newMatch(config);
    std::vector<std::unique_ptr<games::ai::Agent>> agents;
    for (int seat = 0; seat < seats; ++seat)
        agents.push_back(games::ai::makeAgent(seat % 2 ? "easy" : "normal", game, seed));
    games::core::MoveList legal;
    while (!match->isOver()) {
        match->legalMoves(legal);
        const auto seat = static_cast<std::size_t>(match->toMove());
        EXPECT_FALSE(match->apply(agents[seat]->choose(*match->observe(match->toMove()), legal)));
    }
    return games::core::recordOf(*match);
}

/// Every seat's decisions with a small budget (quick; what is read back does not depend on the budget).
Review reviewed(const Record& record)
{
    games::ai::ReviewOptions options;
    options.agent = "hard:iterations=60";
    options.seed = 5;
    games::core::Error error;
    auto review = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options, &error);
    EXPECT_TRUE(review) << error.code << " " << error.detail;
    return review ? *review : Review {};
}

void expectSame(const Review& a, const Review& b)
{
    EXPECT_EQ(a.game, b.game);
    EXPECT_EQ(a.seats, b.seats);
    EXPECT_EQ(a.agent, b.agent);
    EXPECT_EQ(a.seed, b.seed);
    EXPECT_EQ(a.reviewedSeats, b.reviewedSeats);
    ASSERT_EQ(a.decisions.size(), b.decisions.size());
    for (std::size_t i = 0; i < a.decisions.size(); ++i) {
        const auto& x = a.decisions[i];
        const auto& y = b.decisions[i];
        EXPECT_EQ(x.ply, y.ply);
        EXPECT_EQ(x.seat, y.seat);
        EXPECT_EQ(x.played, y.played);
        EXPECT_EQ(x.best, y.best);
        EXPECT_EQ(x.playedChance, y.playedChance); // exactly: the shortest text of a double reads back as it
        EXPECT_EQ(x.bestChance, y.bestChance);
        EXPECT_EQ(x.legalCount, y.legalCount);
        EXPECT_EQ(x.costly, y.costly);
        EXPECT_EQ(x.confirmations, y.confirmations);
        EXPECT_EQ(x.reason, y.reason);
    }
}

/// A small review of No Thanks! to damage: its record and its JSON.
struct Sample {
    Record record;
    Review review;
    json text;
};

const Sample& sample()
{
    static const Sample kSample = [] {
        Sample s;
        s.record = playedGame("no-thanks", 3, 4);
        s.review = reviewed(s.record);
        s.text = games::ai::reviewToJson(gameOf("no-thanks"), s.review);
        return s;
    }();
    return kSample;
}

/// The error code reading `json` as a No Thanks! review gives (empty when it reads).
std::string codeOf(const json& value)
{
    games::core::Error error;
    const auto review = games::ai::reviewFromJson(gameOf("no-thanks"), value, &error);
    EXPECT_EQ(review.has_value(), error.ok());
    return std::string(error.code);
}

} // namespace

TEST(AiReviewJson, AReviewOfEachGameReadsBackExactly)
{
    for (const char* id : {"no-thanks", "no-return", "no-idea"}) {
        SCOPED_TRACE(id);
        const Record record = playedGame(id, 3, 12);
        const Review review = reviewed(record);
        ASSERT_FALSE(review.decisions.empty());
        const json written = games::ai::reviewToJson(gameOf(id), review);
        EXPECT_EQ(written["format"], "nobox-review");
        EXPECT_EQ(written["version"], games::ai::kReviewFormatVersion);

        games::core::Error error;
        const auto read = games::ai::reviewFromJson(gameOf(id), written, &error);
        ASSERT_TRUE(read) << error.code << " " << error.detail;
        expectSame(review, *read);
        EXPECT_EQ(games::ai::reviewToJson(gameOf(id), *read), written);
        const auto fromText = games::ai::reviewFromText(gameOf(id), written.dump(), &error);
        ASSERT_TRUE(fromText) << error.code << " " << error.detail;
        expectSame(review, *fromText);
        EXPECT_FALSE(games::ai::reviewFitsRecord(nobox_test::builtinRegistry(), record, *fromText));
    }
}

TEST(AiReviewJson, FieldsItDerivesMayBeMissingAndFieldsItDoesNotKnowAreIgnored)
{
    json text = sample().text;
    text.erase("threshold");
    text["names"] = {"Ann", "Ben", "Cas"}; // what nobox-cli adds
    text["later"] = {{"anything", 1}};
    for (auto& decision : text["decisions"]) {
        decision.erase("loss");
        decision["later"] = {{"code", "anything"}, {"args", {26, 25, 27}}}; // a field added later
    }
    games::core::Error error;
    const auto read = games::ai::reviewFromJson(gameOf("no-thanks"), text, &error);
    ASSERT_TRUE(read) << error.code << " " << error.detail;
    expectSame(sample().review, *read);
}

TEST(AiReviewJson, BadFieldsAreErrorsNamingTheField)
{
    const json good = sample().text;
    ASSERT_EQ(codeOf(good), "");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    struct Case {
        std::string pointer; // a JSON pointer into the review
        json value; // null: the field removed
        std::string detail;
    };
    const std::vector<Case> cases {
        {"/format", nullptr, "format"},
        {"/format", "nobox-record", "format"},
        {"/game", "no-return", "game"},
        {"/game", 3, "game"},
        {"/seatCount", 0, "seatCount"},
        {"/seatCount", 99, "seatCount"},
        {"/seatCount", -3, "seatCount"},
        {"/seatCount", 3.5, "seatCount"},
        {"/seatCount", "3", "seatCount"},
        {"/agent", json::array(), "agent"},
        {"/seed", -1, "seed"},
        {"/seed", 1.5, "seed"},
        {"/seed", nullptr, "seed"},
        {"/seats", json::array(), "seats"},
        {"/seats", {0, 3}, "seats[1]"},
        {"/seats", {-1}, "seats[0]"},
        {"/seats", {1, 0}, "seats[1]"},
        {"/seats", {0, 0}, "seats[1]"},
        {"/seats", {0.5}, "seats[0]"},
        {"/seats", "0", "seats"},
        {"/decisions", json::object(), "decisions"},
        {"/decisions/0", json::array(), "decisions[0]"},
        {"/decisions/0", nullptr, "decisions[0]"}, // removed: the next one, at ply 1 or later, then comes first
        {"/decisions/1/ply", -1, "decisions[1].ply"},
        {"/decisions/1/ply", 1e30, "decisions[1].ply"},
        {"/decisions/1/ply", std::numeric_limits<std::uint64_t>::max(), "decisions[1].ply"},
        {"/decisions/1/ply", 0, "decisions[1].ply"}, // not after decision 0
        {"/decisions/1/seat", 3, "decisions[1].seat"},
        {"/decisions/1/seat", -1, "decisions[1].seat"},
        {"/decisions/1/seat", nullptr, "decisions[1].seat"},
        {"/decisions/1/played", "steal", "decisions[1].played"},
        {"/decisions/1/played", 7, "decisions[1].played"},
        {"/decisions/1/best", "", "decisions[1].best"},
        {"/decisions/1/playedChance", 1.5, "decisions[1].playedChance"},
        {"/decisions/1/playedChance", -0.1, "decisions[1].playedChance"},
        {"/decisions/1/playedChance", nan, "decisions[1].playedChance"},
        {"/decisions/1/bestChance", inf, "decisions[1].bestChance"},
        {"/decisions/1/bestChance", "0.5", "decisions[1].bestChance"},
        {"/decisions/1/legal", 0, "decisions[1].legal"},
        {"/decisions/1/costly", 1, "decisions[1].costly"},
        {"/decisions/1/confirmations", -1, "decisions[1].confirmations"},
        {"/decisions/1/reason", 3, "decisions[1].reason"},
        {"/decisions/1/reason", {{"code", "no-thanks.steal"}}, "decisions[1].reason"},
        {"/decisions/1/reason", {{"code", "no-thanks.take-with-chips"}, {"args", {1, 2, 3, 4, 5}}},
            "decisions[1].reason"},
        {"/decisions/1/reason", {{"code", "no-thanks.take-with-chips"}, {"args", {0.5}}}, "decisions[1].reason"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.pointer + " = " + c.value.dump());
        json bad = good;
        const json::json_pointer at(c.pointer);
        const bool firstRemoved = c.value.is_null() && c.pointer == "/decisions/0";
        if (firstRemoved)
            bad["decisions"].erase(0);
        else if (c.value.is_null())
            bad[at.parent_pointer()].erase(at.back());
        else
            bad[at] = c.value;
        games::core::Error error;
        const auto read = games::ai::reviewFromJson(gameOf("no-thanks"), bad, &error);
        if (firstRemoved) {
            // Reading on from the second decision is a sound review, of no record's decision 0 though: the fit
            // check (below) is what refuses it for the app.
            ASSERT_TRUE(read);
            continue;
        }
        EXPECT_FALSE(read);
        EXPECT_EQ(error.code, "ai.bad-review");
        EXPECT_EQ(error.detail, c.detail);
    }
    // Another version: a review kept by another version is not read.
    for (const json& version : {json(games::ai::kReviewFormatVersion + 1), json(0), json("1"), json(nullptr)}) {
        json bad = good;
        bad["version"] = version;
        EXPECT_EQ(codeOf(bad), version.is_number() ? "ai.review-other-format" : "ai.bad-review") << version;
    }
    // Not an object at all.
    for (const json& other : {json(nullptr), json(3), json("review"), json::array({good})})
        EXPECT_EQ(codeOf(other), "ai.bad-review") << other;
}

TEST(AiReviewJson, DamagedOrHostileTextIsAnErrorNeverACrash)
{
    const auto& game = gameOf("no-thanks");
    const std::string good = sample().text.dump();
    games::core::Error error;
    for (const std::string& text :
        {std::string(), std::string("{"), std::string("null"), good.substr(0, good.size() / 2),
            std::string(400000, '[') + std::string(400000, ']'), std::string(games::ai::kMaxReviewBytes + 1, ' ')}) {
        EXPECT_FALSE(games::ai::reviewFromText(game, text, &error)) << text.substr(0, 40);
        EXPECT_EQ(error.code, "ai.bad-review");
    }
    // Random damage: each result is a review or an error, and a review that reads is checked against the record
    // without harm.
    games::core::Rng rng(3);
    int read = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string text = good;
        const int changes = 1 + static_cast<int>(rng.below(4));
        for (int i = 0; i < changes; ++i)
            text[rng.below(static_cast<std::uint32_t>(text.size()))] = "0123456789-.e,:[]{}\"x "[rng.below(22)];
        const auto review = games::ai::reviewFromText(game, text, &error);
        EXPECT_EQ(review.has_value(), error.ok());
        if (review) {
            ++read;
            (void)games::ai::reviewFitsRecord(nobox_test::builtinRegistry(), sample().record, *review);
        }
    }
    EXPECT_GT(read, 0); // some damage leaves a review (a chance changed): it reads
}

TEST(AiReviewJson, AReviewFitsItsOwnRecordOnly)
{
    const auto& registry = nobox_test::builtinRegistry();
    const Record& record = sample().record;
    const Review& review = sample().review;
    EXPECT_FALSE(games::ai::reviewFitsRecord(registry, record, review));

    // Another game of No Thanks!, a game cut short, another seat count.
    const Record other = playedGame("no-thanks", 3, 5);
    EXPECT_EQ(games::ai::reviewFitsRecord(registry, other, review).code, "ai.bad-review");
    Record cut = record;
    cut.moves.resize(cut.moves.size() / 2);
    EXPECT_EQ(games::ai::reviewFitsRecord(registry, cut, review).code, "ai.bad-review");
    EXPECT_EQ(games::ai::reviewFitsRecord(registry, playedGame("no-thanks", 4, 4), review).code, "ai.bad-review");

    // A decision moved to a ply past the end, to another seat's turn, or with another move or count.
    auto changed = [&](auto change) {
        Review bad = review;
        change(bad.decisions.back());
        return games::ai::reviewFitsRecord(registry, record, bad).code;
    };
    EXPECT_EQ(changed([&](auto& d) { d.ply = record.moves.size(); }), "ai.bad-review");
    EXPECT_EQ(changed([&](auto& d) { d.ply = record.moves.size() + 1000; }), "ai.bad-review");
    EXPECT_EQ(changed([](auto& d) { d.seat = (d.seat + 1) % 3; }), "ai.bad-review");
    games::core::Move take;
    games::core::Move refuse;
    ASSERT_FALSE(gameOf("no-thanks").parseMove("take", take));
    ASSERT_FALSE(gameOf("no-thanks").parseMove("refuse", refuse));
    EXPECT_EQ(changed([&](auto& d) { d.played = d.played == take ? refuse : take; }), "ai.bad-review");
    EXPECT_EQ(changed([](auto& d) { ++d.legalCount; }), "ai.bad-review");
    Review reversed = review;
    std::swap(reversed.decisions.front(), reversed.decisions.back());
    EXPECT_EQ(games::ai::reviewFitsRecord(registry, record, reversed).code, "ai.bad-review");
}
