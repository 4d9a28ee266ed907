// SPDX-License-Identifier: GPL-3.0-or-later
// What a board reads and writes: typed moves (builders and decode), the typed log, spectators, and errors whose
// arguments are typed.
#include "helpers.h"

#include <algorithm>
#include <limits>

using namespace nrtest;

namespace {

std::vector<int> valuesOf(const MoveCounters& counters)
{
    std::vector<int> values;
    for (Counter c : counters)
        values.push_back(valueOf(c));
    return values;
}

/// The move a board would build from what decode() says, with the typed builders only.
core::Move rebuild(const MoveInfo& info)
{
    switch (info.kind) {
    case MoveKind::SetAside:
        return info.isKeep() ? moves::keep() : moves::setAside(info.counters);
    case MoveKind::Exchange:
        return moves::exchange(info.counters);
    case MoveKind::Arrange:
        return moves::arrange(info.colour, valuesOf(info.counters));
    case MoveKind::Switch:
        return moves::switchToPhase2();
    case MoveKind::Clear:
        return moves::clear(info.colour, info.count, info.payColour, valuesOf(info.counters));
    }
    return {};
}

/// Positions from random play of every table size, the match's history included.
template <typename Visit> void randomPositions(int games, Visit visit)
{
    core::MoveList legal;
    for (int g = 0; g < games; ++g) {
        const int seats = 2 + g % 3;
        auto match = seeded(seats, 500 + static_cast<std::uint64_t>(g), g % seats);
        core::Rng rng(static_cast<std::uint64_t>(g) * 13 + 1);
        while (!match->isOver()) {
            match->legalMoves(legal);
            visit(*match, legal);
            if (::testing::Test::HasFatalFailure())
                return;
            ASSERT_TRUE(match->apply(pickMove(legal, rng)).ok());
        }
    }
}

const core::ErrorInfo* infoOf(std::string_view code)
{
    for (const auto& info : game().errorCodes())
        if (info.code == code)
            return &info;
    return nullptr;
}

/// A module error keeps its declaration: arguments beyond the declared ones are zero, a detail only where one
/// is declared.
void expectDeclared(const core::Error& error)
{
    if (!error.code.starts_with("no-return."))
        return;
    const auto* info = infoOf(error.code);
    ASSERT_NE(info, nullptr) << error.code;
    for (int i = info->argCount(); i < 3; ++i)
        EXPECT_EQ(error.args[static_cast<std::size_t>(i)], 0) << error.code << " argument " << i;
    if (!info->hasDetail) {
        EXPECT_TRUE(error.detail.empty()) << error.code << ": " << error.detail;
    }
}

} // namespace

TEST(NoReturnTypedMoves, EveryLegalMoveDecodesAndRebuildsAndMatchesItsNotation)
{
    std::size_t seen = 0;
    std::set<MoveKind> kinds;
    randomPositions(12, [&](const core::Match&, const core::MoveList& legal) {
        for (const auto& move : legal) {
            ASSERT_TRUE(isWellFormed(move));
            const MoveInfo info = decode(move);
            kinds.insert(info.kind);
            ASSERT_EQ(rebuild(info), move) << game().moveToText(move);
            ASSERT_EQ(mv(game().moveToText(move)), move);
            // The typed fields say what the notation says.
            const auto json = game().moveToJson(move);
            switch (info.kind) {
            case MoveKind::SetAside:
                ASSERT_EQ(json["type"], info.isKeep() ? "keep" : "setaside");
                break;
            case MoveKind::Exchange:
                ASSERT_EQ(json["counters"], counterNamesJson(info.counters));
                break;
            case MoveKind::Arrange:
                ASSERT_EQ(json["colour"], colourName(info.colour));
                ASSERT_EQ(json["values"], nlohmann::json(valuesOf(info.counters)));
                break;
            case MoveKind::Switch:
                ASSERT_TRUE(info.counters.empty());
                break;
            case MoveKind::Clear:
                ASSERT_EQ(json["column"], colourName(info.colour));
                ASSERT_EQ(json["count"], info.count);
                ASSERT_EQ(json["payColour"], colourName(info.payColour));
                ASSERT_EQ(json["payment"], nlohmann::json(valuesOf(info.counters)));
                break;
            }
            ++seen;
        }
    });
    EXPECT_GT(seen, 5000u);
    EXPECT_EQ(kinds.size(), 5u);
}

TEST(NoReturnTypedMoves, BuildersSortAndEqualTheNotation)
{
    const Counter red11 = makeCounter(Red, 11);
    const Counter blue3 = makeCounter(Blue, 3);
    EXPECT_EQ(moves::keep(), mv("keep"));
    EXPECT_EQ(moves::setAside({blue3, red11}), mv("setaside red11 blue3"));
    EXPECT_EQ(moves::exchange({blue3, red11, red11}), mv("exchange red11 red11 blue3"));
    EXPECT_EQ(moves::arrange(Red, {9, 11, 9}), mv("arrange red 11 9 9"));
    EXPECT_EQ(moves::switchToPhase2(), mv("switch"));
    EXPECT_EQ(moves::clear(Yellow, 4, Green, {11}), mv("clear yellow 4 pay green 11"));
    EXPECT_EQ(moves::clear(Pink, 2, Blue, {1, 5, 3}), mv("clear pink 2 pay blue 5 3 1"));

    const MoveInfo clear = decode(mv("clear pink 2 pay blue 5 3 1"));
    EXPECT_EQ(clear.kind, MoveKind::Clear);
    EXPECT_EQ(clear.colour, Pink);
    EXPECT_EQ(clear.count, 2);
    EXPECT_EQ(clear.payColour, Blue);
    EXPECT_EQ(std::vector<Counter>(clear.counters.begin(), clear.counters.end()),
        (std::vector<Counter> {makeCounter(Blue, 5), makeCounter(Blue, 3), makeCounter(Blue, 1)}));
    const MoveInfo arrange = decode(mv("arrange green 7 7"));
    EXPECT_EQ(arrange.kind, MoveKind::Arrange);
    EXPECT_EQ(arrange.colour, Green);
    EXPECT_EQ(arrange.counters.size(), 2u);
    EXPECT_TRUE(decode(mv("keep")).isKeep());
    EXPECT_FALSE(decode(mv("setaside red11")).isKeep());
}

TEST(NoReturnTypedMoves, WhatNoMoveCanBeIsBuiltMalformed)
{
    auto match = seeded(2, 1);
    const std::vector<int> nine(9, 1);
    const std::vector<Counter> nineCounters(9, makeCounter(Red, 1));
    for (const core::Move& move : {moves::arrange(Red, {12}), moves::arrange(Red, {0}), moves::arrange(Red, {17}),
             moves::arrange(static_cast<Colour>(6), {1}), moves::arrange(static_cast<Colour>(16), {1}),
             moves::arrange(Red, nine), moves::setAside(nineCounters), moves::exchange(nineCounters),
             moves::clear(static_cast<Colour>(6), 1, Red, {1}), moves::clear(Red, 23, Red, {1}),
             moves::clear(Red, -1, Red, {1}), moves::clear(Red, 1, Red, {12}), moves::setAside({Counter {0}})}) {
        EXPECT_FALSE(isWellFormed(move)) << game().moveToText(move);
        EXPECT_EQ(match->check(move).code, "no-return.malformed-move") << game().moveToText(move);
    }
    // Legality is the rules' business: a well-formed move that is not legal gets its own reason.
    play(*match, "keep; keep");
    EXPECT_TRUE(isWellFormed(moves::exchange({})));
    EXPECT_EQ(match->check(moves::exchange({})).code, "no-return.exchange-count");
    EXPECT_EQ(match->check(moves::clear(Red, 0, Red, {1})).code, "no-return.phase2-only");
}

TEST(NoReturnTypedLog, AnotherSeatsHiddenExchangeShowsOnlyItsCount)
{
    auto match = start(3, firstCounters(40));
    // Seat 0: red 11..8, two of each; seat 1: red 7..4; seat 2: red 3..1 and two yellow 11; bag: yellow 10...
    play(*match, "setaside red11 red10; keep; keep");
    play(*match, "exchange red9 red8");
    const auto owner = observeState(stateOf(*match), 0);
    ASSERT_EQ(owner.log.size(), 4u);
    const Event& mine = owner.log[3];
    EXPECT_EQ(mine.event, EventType::Exchange);
    EXPECT_EQ(mine.seat, 0);
    EXPECT_EQ(mine.count, 2);
    EXPECT_FALSE(mine.facesHidden());
    EXPECT_EQ(std::vector<Counter>(mine.counters.begin(), mine.counters.end()),
        (std::vector<Counter> {makeCounter(Red, 9), makeCounter(Red, 8)}));
    EXPECT_EQ(mine.drawn, 2);
    EXPECT_EQ(owner.log[0].event, EventType::SetAside);
    EXPECT_EQ(owner.log[0].counters.size(), 2u);
    EXPECT_EQ(owner.log[1].event, EventType::Keep);
    EXPECT_EQ(owner.log[1].count, 0);
    EXPECT_FALSE(owner.log[1].facesHidden());

    for (core::Seat viewer : {1, 2, core::kSpectator}) {
        SCOPED_TRACE(viewer);
        const auto other = observeState(stateOf(*match), viewer);
        ASSERT_EQ(other.log.size(), 4u);
        const Event& theirs = other.log[3];
        EXPECT_EQ(theirs.event, EventType::Exchange);
        EXPECT_EQ(theirs.seat, 0);
        EXPECT_EQ(theirs.count, 2);
        EXPECT_EQ(theirs.drawn, 2);
        EXPECT_TRUE(theirs.facesHidden());
        EXPECT_TRUE(theirs.counters.empty());
        EXPECT_TRUE(other.log[0].facesHidden());
        EXPECT_EQ(other.log[0].count, 2);
        const auto json = other.toJson()["log"][3];
        EXPECT_EQ(json, nlohmann::json({{"event", "exchange"}, {"seat", 0}, {"count", 2}, {"drawn", 2}}));
        EXPECT_EQ(json.dump().find("red"), std::string::npos);
    }
    EXPECT_EQ(owner.toJson()["log"][3]["counters"], nlohmann::json({"red9", "red8"}));
}

TEST(NoReturnTypedLog, ArrangeClearSwitchPassAndTheLastRoundAreTold)
{
    // Seat 0 arranges, switches and clears; the refill after the clear draws the bag's last two counters.
    auto match = start(2,
        "blue9 blue9 blue5 blue4 red3 red3 green1 green2 " + firstCounters(8, 100) + "pink11 pink10 pink9 pink8 "
            + "pink7 pink6 pink5");
    play(*match, "keep; keep; arrange blue 9 9 5 4");
    play(*match, "exchange " + counterName(seatOf(*match, 1).hand.list().front()));
    play(*match, "switch; clear blue 2 pay pink 9 8");
    const auto o = observeState(stateOf(*match), 1);
    ASSERT_EQ(o.log.size(), 6u);
    const Event& arrange = o.log[2];
    EXPECT_EQ(arrange.event, EventType::Arrange);
    EXPECT_EQ(arrange.colour, Blue);
    EXPECT_EQ(arrange.count, 4);
    EXPECT_EQ(arrange.counters.size(), 4u);
    EXPECT_EQ(arrange.drawn, 4);
    EXPECT_FALSE(arrange.tookLastCounter);
    EXPECT_EQ(o.log[4].event, EventType::Switch);
    EXPECT_EQ(o.log[4].seat, 0);
    const Event& clear = o.log[5];
    EXPECT_EQ(clear.event, EventType::Clear);
    EXPECT_EQ(clear.colour, Blue);
    EXPECT_EQ(std::vector<Counter>(clear.cleared.begin(), clear.cleared.end()),
        (std::vector<Counter> {makeCounter(Blue, 4), makeCounter(Blue, 5)}));
    EXPECT_EQ(std::vector<Counter>(clear.counters.begin(), clear.counters.end()),
        (std::vector<Counter> {makeCounter(Pink, 9), makeCounter(Pink, 8)}));
    EXPECT_EQ(clear.drawn, 2);
    EXPECT_TRUE(clear.tookLastCounter);
    // The observation says the last round runs and who ends it.
    EXPECT_TRUE(o.lastRound);
    EXPECT_EQ(o.endSeat, 1);
    EXPECT_EQ(o.toMove, 1);
    const auto json = o.toJson();
    EXPECT_EQ(json["log"][5]["cleared"], nlohmann::json({"blue4", "blue5"}));
    EXPECT_EQ(json["log"][5]["tookLastCounter"], true);
    EXPECT_EQ(json["lastRound"], true);
    EXPECT_EQ(json["endSeat"], 1);

    // A seat without counters is passed over: a log event of its own.
    auto empty = start(2, firstCounters(8));
    play(*empty, "keep; keep; exchange red11");
    const auto passed = observeState(stateOf(*empty), 0).log.back();
    EXPECT_EQ(passed.event, EventType::Passed);
    EXPECT_EQ(passed.seat, 1);
}

TEST(NoReturnTypedLog, ThePublicLogGrowsWithEveryMove)
{
    randomPositions(9, [](const core::Match& match, const core::MoveList& legal) {
        const std::size_t before = match.observe(core::kSpectator)->publicLogSize();
        auto next = match.clone();
        ASSERT_TRUE(next->apply(legal.front()).ok());
        ASSERT_GT(next->observe(core::kSpectator)->publicLogSize(), before);
        ASSERT_EQ(next->observe(0)->publicLogSize(), next->observe(core::kSpectator)->publicLogSize());
    });
}

TEST(NoReturnObservation, EveryViewerOutOfRangeIsASpectator)
{
    auto match = seeded(3, 12);
    play(*match, "keep; keep; keep");
    const auto spectator = match->observe(core::kSpectator);
    EXPECT_EQ(spectator->viewer(), core::kSpectator);
    for (core::Seat viewer :
        {-1, -2, -100, 3, 4, 99, std::numeric_limits<int>::max(), std::numeric_limits<int>::min()}) {
        SCOPED_TRACE(viewer);
        const auto o = match->observe(viewer);
        EXPECT_EQ(o->viewer(), core::kSpectator);
        EXPECT_TRUE(o->equals(*spectator));
        EXPECT_EQ(o->toJson(), spectator->toJson());
        EXPECT_TRUE(static_cast<const NoReturnObservation&>(*o).hand.empty());
    }
    for (core::Seat seat = 0; seat < 3; ++seat)
        EXPECT_FALSE(match->observe(seat)->equals(*spectator));
    // The hot-seat cover's question: a seat's own hand is private, the spectator sees nothing private.
    EXPECT_FALSE(spectator->showsPrivate());
    for (core::Seat seat = 0; seat < 3; ++seat)
        EXPECT_TRUE(match->observe(seat)->showsPrivate());
}

TEST(NoReturnErrors, ArgumentsAreTypedAsDeclared)
{
    // Every code is declared once, with a detail only for what quotes the input.
    for (const auto& info : game().errorCodes()) {
        const bool quotesInput = info.code == "no-return.bad-notation" || info.code == "no-return.bad-setup"
            || info.code == "no-return.bad-counter" || info.code == "no-return.too-many-copies";
        EXPECT_EQ(info.hasDetail, quotesInput) << info.code;
    }
    // Near misses of legal moves in random positions: every refusal keeps to its declaration.
    std::set<std::string_view> codes;
    core::Rng rng(3);
    randomPositions(6, [&](const core::Match& match, const core::MoveList& legal) {
        for (int i = 0; i < 20; ++i) {
            core::Move bad = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            auto* bytes = reinterpret_cast<std::uint8_t*>(&bad);
            bytes[rng.below(sizeof(core::Move))] += static_cast<std::uint8_t>(1 + rng.below(3));
            const auto error = match.check(bad);
            codes.insert(error.code);
            expectDeclared(error);
        }
    });
    EXPECT_GE(codes.size(), 5u);

    // The arguments' notation.
    EXPECT_EQ(game().argToText(core::ArgKind::Card, makeCounter(Red, 11)), "red11");
    EXPECT_EQ(game().argToText(core::ArgKind::Card, makeCounter(Pink, 1)), "pink1");
    EXPECT_EQ(game().argToText(core::ArgKind::Colour, Purple), "purple");
    EXPECT_EQ(game().argToText(core::ArgKind::Number, 17), "17");
    EXPECT_EQ(game().argToText(core::ArgKind::Card, 0), "?");
    EXPECT_EQ(game().argToText(core::ArgKind::Card, 1000), "?");
    EXPECT_EQ(game().argToText(core::ArgKind::Colour, 6), "?");
    EXPECT_EQ(game().argToText(core::ArgKind::Colour, -1), "?");

    // Each reason in the rules carries what its declaration says.
    auto match
        = start(2, "red5 red5 red3 blue3 blue2 green7 green1 pink9 " + firstCounters(8, 88) + firstCounters(10, 22));
    const auto notInHand = match->check(mv("setaside red5 red5 red5"));
    EXPECT_EQ(game().argToText(infoOf(notInHand.code)->args[0], notInHand.args[0]), "red5");
    play(*match, "keep; keep; arrange red 5 3");
    play(*match, "exchange " + counterName(seatOf(*match, 1).hand.list().front()));
    const auto tooHigh = match->check(mv("arrange red 5"));
    EXPECT_EQ(tooHigh.code, "no-return.too-high-for-column");
    EXPECT_EQ(game().argToText(infoOf(tooHigh.code)->args[2], tooHigh.args[2]), "red");
    play(*match, "switch");
    for (const auto& error : {notInHand, tooHigh, match->check(mv("clear blue 1 pay pink 9")),
             match->check(mv("clear red 3 pay pink 9")), match->check(mv("clear red 2 pay blue 3 2")),
             match->check(moves::make(
                 MoveKind::Clear, std::vector<Counter> {makeCounter(Blue, 3), makeCounter(Pink, 9)}, Red, 1)),
             match->check(mv("exchange red5 red5 red3 blue3 blue2"))}) {
        SCOPED_TRACE(error.code);
        ASSERT_FALSE(error.ok());
        expectDeclared(error);
    }
    const auto mixed = match->check(
        moves::make(MoveKind::Clear, std::vector<Counter> {makeCounter(Blue, 3), makeCounter(Pink, 9)}, Red, 1));
    EXPECT_EQ(mixed.code, "no-return.mixed-colours");
    EXPECT_EQ(mixed.args, (std::array<int, 3> {Blue, Pink, 0}));
    core::Error setup;
    game().newMatch({2, 0, {}, 0, bagSetup("red1 red1 red1")}, &setup);
    expectDeclared(setup);
    core::Move move;
    expectDeclared(game().parseMove("dance", move));
}

TEST(NoReturnRevealed, EverythingFaceUpAndTheRestAsASpectatorSees)
{
    randomPositions(12, [](const core::Match& match, const core::MoveList&) {
        const State& s = stateOf(match);
        const NoReturnObservation open = revealState(s);
        ASSERT_TRUE(open.revealed);
        ASSERT_EQ(open.viewerSeat, core::kSpectator);
        ASSERT_EQ(static_cast<int>(open.openBag.size()), open.bagCount);
        if (!s.bag.empty()) {
            ASSERT_EQ(open.openBag.front(), s.bag.back()) << "the bag is listed next draw first";
        }
        ASSERT_EQ(open.log, s.log) << "the open log hides nothing";
        NoReturnView rest = open;
        rest.revealed = false;
        rest.openBag.clear();
        for (std::size_t seat = 0; seat < rest.seats.size(); ++seat) {
            ASSERT_EQ(static_cast<int>(rest.seats[seat].openHand.size()), rest.seats[seat].handSize);
            ASSERT_EQ(rest.seats[seat].openHand, s.seats[seat].hand.list());
            ASSERT_EQ(static_cast<int>(rest.seats[seat].openExchanged.size()), rest.seats[seat].exchangedAway);
            rest.seats[seat].openHand.clear();
            rest.seats[seat].openExchanged.clear();
            rest.seats[seat].openSetAside.clear();
        }
        const NoReturnObservation spectator = observeState(s, core::kSpectator);
        rest.log = spectator.log;
        ASSERT_EQ(rest, static_cast<const NoReturnView&>(spectator));
        ASSERT_TRUE(open.toJson().contains("revealed"));
        ASSERT_FALSE(spectator.toJson().contains("revealed"));
    });
}
