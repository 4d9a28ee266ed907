// SPDX-License-Identifier: GPL-3.0-or-later
#include "invariants.h"

#include "core/debug.h"
#include "core/game.h"
#include "core/record.h"

#include <algorithm>
#include <set>

namespace nobox::soak {

namespace gc = games::core;

std::string describeCopies(std::span<const int> now, std::span<const int> before)
{
    for (std::size_t piece = 0; piece < now.size() && piece < before.size(); ++piece)
        if (now[piece] != before[piece])
            return "piece " + std::to_string(piece) + ": " + std::to_string(now[piece]) + " copies, started with "
                + std::to_string(before[piece]);
    return "pieces differ";
}

std::unique_ptr<GameInvariants> invariantsOf(const gc::Match& start)
{
    const InvariantsHook hook = invariantsHookFor(start.game().id());
    return hook ? hook(start) : nullptr;
}

std::string checkState(const gc::Match& match, const GameInvariants& invariants)
{
    if (!match.isOver() && (match.toMove() < 0 || match.toMove() >= match.seatCount()))
        return "toMove " + std::to_string(match.toMove()) + " while the match runs";
    if (match.isOver() && match.toMove() != gc::kNoSeat)
        return "toMove " + std::to_string(match.toMove()) + " after the end";
    return invariants.check(match);
}

std::string checkLegal(const gc::Match& match, bool notation)
{
    gc::MoveList legal;
    match.legalMoves(legal);
    if (match.isOver())
        return legal.empty() ? std::string() : "legal moves after the end";
    if (legal.empty())
        return "no legal move while the match runs";
    std::set<gc::Move> unique(legal.begin(), legal.end());
    if (unique.size() != legal.size())
        return "duplicate legal moves";
    const auto& game = match.game();
    // The notation of at most 64 moves spread over the list: No Return can have thousands.
    const std::size_t stride = std::max<std::size_t>(1, legal.size() / 64);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto& move = legal[i];
        if (auto error = match.check(move))
            return "legal move " + game.moveToText(move) + " fails check(): " + std::string(error.code);
        if (!notation || i % stride != 0)
            continue;
        gc::Move parsed;
        const std::string text = game.moveToText(move);
        if (game.parseMove(text, parsed) || !(parsed == move))
            return "notation of " + text + " does not read back";
    }
    return {};
}

std::string checkNoLeak(const gc::Match& match, gc::Seat viewer, gc::Rng& rng)
{
    const auto observation = match.observe(viewer);
    const gc::Seat expected = viewer >= 0 && viewer < match.seatCount() ? viewer : gc::kSpectator;
    if (observation->viewer() != expected || observation->gameId() != match.game().id())
        return "observation of seat " + std::to_string(viewer) + " names another viewer or game";
    const auto json = observation->toJson();
    const auto again = match.observe(viewer);
    if (!again->equals(*observation) || again->toJson() != json)
        return "observing seat " + std::to_string(viewer) + " twice differs";
    const auto sample = match.game().sampleMatch(*observation, rng);
    if (!sample)
        return "no world sampled from seat " + std::to_string(viewer) + "'s observation";
    const auto sampled = sample->observe(viewer);
    if (!sampled->equals(*observation) || sampled->toJson() != json)
        return "a world sampled from seat " + std::to_string(viewer) + "'s observation shows it something else";
    if (sample->isOver() != match.isOver() || sample->toMove() != match.toMove())
        return "a world sampled from seat " + std::to_string(viewer) + "'s observation is at another turn";
    if (viewer < 0 || viewer >= match.seatCount()) {
        if (!match.observe(match.seatCount() + 3)->equals(*observation))
            return "a seat out of range sees more than a spectator";
    }
    return {};
}

std::string checkClone(const gc::Match& match)
{
    const auto copy = match.clone();
    if (gc::stateJson(*copy) != gc::stateJson(match))
        return "a clone differs";
    if (copy->history() != match.history())
        return "a clone's history differs";
    return {};
}

std::string checkRecordRoundTrip(const gc::Registry& registry, const gc::Match& match)
{
    std::vector<std::string> names(static_cast<std::size_t>(match.seatCount()));
    for (std::size_t i = 0; i < names.size(); i += 2)
        names[i] = "P" + std::to_string(i);
    const std::string text = gc::toJson(gc::recordOf(match, names)).dump();
    gc::Record record;
    if (auto error = gc::parseRecordText(text, record))
        return "its record does not read back: " + std::string(error.code) + " " + error.detail;
    const auto replayed = gc::replay(registry, record);
    if (replayed.error || !replayed.match)
        return "its record does not replay: " + std::string(replayed.error.code) + " at move "
            + std::to_string(replayed.failedMove);
    if (gc::stateJson(*replayed.match) != gc::stateJson(match))
        return "its record replays to another state";
    if (record.seats != names)
        return "its record lost the seat names";
    return {};
}

std::string checkFinalScore(const gc::Match& match)
{
    const auto scores = match.score();
    if (static_cast<int>(scores.size()) != match.seatCount())
        return "not one score per seat";
    for (const auto& seat : scores) {
        int sum = 0;
        for (const auto& item : seat.items)
            sum += item.points;
        if (sum != seat.total || seat.rankKey.total != seat.total)
            return "a score breakdown does not add up";
    }
    std::vector<gc::RankKey> keys(scores.size());
    match.rankKeys(keys);
    for (std::size_t seat = 0; seat < scores.size(); ++seat)
        if (!(keys[seat] == scores[seat].rankKey))
            return "rankKeys() disagrees with score()";
    if (match.isOver() && gc::winnersOf(scores).empty())
        return "a finished match without a winner";
    return {};
}

} // namespace nobox::soak
