// SPDX-License-Identifier: GPL-3.0-or-later
#include "invariants.h"

#include "core/debug.h"
#include "core/game.h"
#include "core/record.h"
#include "no_return/match.h"
#include "no_thanks/match.h"

#include <algorithm>
#include <set>

namespace nobox::soak {

namespace gc = games::core;
namespace nt = games::no_thanks;
namespace nr = games::no_return;

namespace {
using Pieces = std::array<int, 256>;

void addDisplay(Pieces& pieces, const nt::Display& display)
{
    for (int card = 0; card < 64; ++card)
        if ((display.mask >> card) & 1U)
            pieces[card] += nt::isBonus(static_cast<nt::Card>(card)) ? display.bonus[card - nt::kBonus5] : 1;
}

Pieces piecesOf(const nt::State& s)
{
    Pieces pieces {};
    for (int i = s.deckTop; i < s.deckEnd; ++i)
        ++pieces[s.deck[static_cast<std::size_t>(i)]];
    for (int i = s.setAsideTop; i < s.setAsideEnd; ++i)
        ++pieces[s.setAside[static_cast<std::size_t>(i)]];
    for (int i = 0; i < s.unusedCount; ++i)
        ++pieces[s.unused[static_cast<std::size_t>(i)]];
    if (s.middle != nt::kNoCard)
        ++pieces[s.middle];
    for (int seat = 0; seat < s.seats; ++seat)
        addDisplay(pieces, s.displays[static_cast<std::size_t>(seat)]);
    addDisplay(pieces, s.discard);
    return pieces;
}

int chipsOf(const nt::State& s)
{
    int chips = s.middleChips;
    for (int seat = 0; seat < s.seats; ++seat)
        chips += s.chips[static_cast<std::size_t>(seat)];
    return chips;
}

Pieces piecesOf(const nr::State& s)
{
    Pieces pieces {};
    auto add = [&](const std::vector<nr::Counter>& list) {
        for (auto c : list)
            ++pieces[c];
    };
    add(s.bag);
    add(s.setAside);
    add(s.lidFaceUp);
    for (const auto& seat : s.seats) {
        for (int colour = 0; colour < nr::kColours; ++colour)
            for (int value = 1; value <= nr::kMaxValue; ++value)
                pieces[nr::makeCounter(colour, value)]
                    += seat.hand.n[static_cast<std::size_t>(colour)][static_cast<std::size_t>(value)];
        for (int colour = 0; colour < nr::kColours; ++colour)
            for (auto value : seat.columns[static_cast<std::size_t>(colour)])
                ++pieces[nr::makeCounter(colour, value)];
        add(seat.pointsPile);
        add(seat.faceDown);
    }
    return pieces;
}

std::string describePieces(const Pieces& now, const Pieces& before)
{
    for (std::size_t piece = 0; piece < now.size(); ++piece)
        if (now[piece] != before[piece])
            return "piece " + std::to_string(piece) + ": " + std::to_string(now[piece]) + " copies, started with "
                + std::to_string(before[piece]);
    return "pieces differ";
}

std::string checkNoReturn(const nr::State& s)
{
    for (std::size_t seat = 0; seat < s.seats.size(); ++seat) {
        const auto& view = s.seats[seat];
        if (view.hand.size > nr::kHandSize || view.hand.size < 0)
            return "seat " + std::to_string(seat) + " holds " + std::to_string(view.hand.size) + " counters";
        for (int colour = 0; colour < nr::kColours; ++colour) {
            const auto& column = view.columns[static_cast<std::size_t>(colour)];
            if (column.size() > static_cast<std::size_t>(nr::kMaxColumn))
                return "seat " + std::to_string(seat) + " column " + std::to_string(colour) + " too long";
            for (std::size_t i = 0; i < column.size(); ++i) {
                if (!nr::isValue(column[i]))
                    return "seat " + std::to_string(seat) + " column " + std::to_string(colour) + " holds value "
                        + std::to_string(column[i]);
                if (i > 0 && column[i] > column[i - 1])
                    return "seat " + std::to_string(seat) + " column " + std::to_string(colour)
                        + " is not ordered from high (top) to low";
            }
        }
        if (view.phase != 1 && view.phase != 2)
            return "seat " + std::to_string(seat) + " in phase " + std::to_string(view.phase);
    }
    return {};
}
} // namespace

Baseline baselineOf(const gc::Match& match)
{
    Baseline baseline;
    if (const auto* m = dynamic_cast<const nt::NoThanksMatch*>(&match)) {
        baseline.pieces = piecesOf(gc::stateOf(*m));
        baseline.chips = chipsOf(gc::stateOf(*m));
    } else if (const auto* r = dynamic_cast<const nr::NoReturnMatch*>(&match)) {
        baseline.pieces = piecesOf(gc::stateOf(*r));
    }
    return baseline;
}

std::string checkState(const gc::Match& match, const Baseline& baseline)
{
    if (!match.isOver() && (match.toMove() < 0 || match.toMove() >= match.seatCount()))
        return "toMove " + std::to_string(match.toMove()) + " while the match runs";
    if (match.isOver() && match.toMove() != gc::kNoSeat)
        return "toMove " + std::to_string(match.toMove()) + " after the end";
    if (const auto* m = dynamic_cast<const nt::NoThanksMatch*>(&match)) {
        const auto& s = gc::stateOf(*m);
        if (chipsOf(s) != baseline.chips)
            return "chips: " + std::to_string(chipsOf(s)) + " in play, started with " + std::to_string(baseline.chips);
        const auto pieces = piecesOf(s);
        if (pieces != baseline.pieces)
            return "cards not conserved: " + describePieces(pieces, baseline.pieces);
        for (std::size_t card = 0; card < pieces.size(); ++card)
            if (pieces[card] > 0
                && (!nt::isValidCard(static_cast<nt::Card>(card))
                    || pieces[card] > nt::copiesOf(static_cast<nt::Card>(card))))
                return "card " + std::to_string(card) + " x" + std::to_string(pieces[card]);
        return {};
    }
    if (const auto* r = dynamic_cast<const nr::NoReturnMatch*>(&match)) {
        const auto& s = gc::stateOf(*r);
        const auto pieces = piecesOf(s);
        if (pieces != baseline.pieces)
            return "counters not conserved: " + describePieces(pieces, baseline.pieces);
        for (std::size_t counter = 0; counter < pieces.size(); ++counter)
            if (pieces[counter] > 0
                && (!nr::isCounter(static_cast<nr::Counter>(counter)) || pieces[counter] > nr::kCopies))
                return "counter " + std::to_string(counter) + " x" + std::to_string(pieces[counter]);
        return checkNoReturn(s);
    }
    return {};
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
