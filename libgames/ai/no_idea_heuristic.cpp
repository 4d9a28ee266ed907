// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_idea_heuristic.h"

#include "no_idea/moves.h"

#include <algorithm>

namespace games::ai {

using no_idea::Card;
using no_idea::kNoCard;
using no_idea::kUnknownCard;

namespace {

const no_idea::NoIdeaView* viewOf(const core::Observation& observation)
{
    return dynamic_cast<const no_idea::NoIdeaObservation*>(&observation);
}

/// Cards of `seat`'s layout: the known ones that fit `tops`, and how many are unknown.
struct LayoutFit {
    int knownFits = 0;
    int knownStuck = 0;
    int unknown = 0;
};

LayoutFit layoutFit(const no_idea::NoIdeaSeatView& seat, const std::vector<Card>& tops)
{
    LayoutFit fit;
    for (Card card : seat.layout) {
        if (card == kNoCard)
            continue;
        if (card == kUnknownCard)
            ++fit.unknown;
        else if (fitsAny(card, tops))
            ++fit.knownFits;
        else
            ++fit.knownStuck;
    }
    return fit;
}

/// How good `tops` are for `me` to go on revealing, and how bad for the others (their known cards that fit).
double topsValue(
    const no_idea::NoIdeaView& view, const NoIdeaOutlook& outlook, const std::vector<Card>& tops, bool easy)
{
    const double pFit = outlook.fitChance(tops);
    const auto& mine = view.seats[static_cast<std::size_t>(view.toMove)];
    const LayoutFit own = layoutFit(mine, tops);
    double value = own.knownFits + own.unknown * pFit;
    if (easy)
        return value;
    for (int seat = 0; seat < view.seatCount; ++seat) {
        if (seat == view.toMove)
            continue;
        const LayoutFit other = layoutFit(view.seats[static_cast<std::size_t>(seat)], tops);
        value -= 0.25 * (other.knownFits + 0.5 * other.unknown * pFit);
    }
    return value;
}

/// The tops after `card` goes onto pile `pile` (0-based), with its "remove other piles" acting.
std::vector<Card> topsAfter(const std::vector<Card>& tops, Card card, std::size_t pile)
{
    if (no_idea::functionOf(card) == no_idea::Function::RemovePiles)
        return {card};
    std::vector<Card> after = tops;
    after[pile] = card;
    return after;
}

/// The best value of placing `card` on a pile it fits (what revealing a known fitting card is worth).
double bestPlacement(const no_idea::NoIdeaView& view, const NoIdeaOutlook& outlook, Card card, bool easy)
{
    double best = -1e9;
    for (std::size_t pile = 0; pile < outlook.tops.size(); ++pile)
        if (no_idea::fits(card, outlook.tops[pile]))
            best = std::max(best, topsValue(view, outlook, topsAfter(outlook.tops, card, pile), easy));
    return best;
}

/// What the card's function does for the player, roughly: a refill burdens opponents below three cards.
double functionBonus(const no_idea::NoIdeaView& view, Card card)
{
    if (no_idea::functionOf(card) != no_idea::Function::RefillTo3)
        return 0.0;
    double bonus = 0.0;
    for (int seat = 0; seat < view.seatCount; ++seat)
        if (seat != view.toMove && view.seats[static_cast<std::size_t>(seat)].cardCount() < 3)
            bonus += 0.5;
    return bonus;
}

std::uint64_t memoryDraw(std::uint64_t seed, int seat, int position, std::size_t since, int turn)
{
    return mixSeed(mixSeed(mixSeed(seed, static_cast<std::uint64_t>(seat * 8 + position)), since),
        static_cast<std::uint64_t>(turn));
}

} // namespace

bool fitsAny(Card card, const std::vector<Card>& tops)
{
    for (Card top : tops)
        if (no_idea::fits(card, top))
            return true;
    return false;
}

NoIdeaOutlook::NoIdeaOutlook(const no_idea::NoIdeaView& view)
{
    std::array<int, 256> seen {};
    for (const auto& pile : view.piles) {
        for (Card card : pile)
            ++seen[card];
        tops.push_back(pile.back());
    }
    for (Card card : view.setAside)
        ++seen[card];
    if (view.pending != kNoCard && view.pendingSource != no_idea::Source::Layout)
        ++seen[view.pending];
    for (const auto& seat : view.seats) {
        for (Card card : seat.prizes)
            ++seen[card];
        for (Card card : seat.layout)
            if (card != kNoCard && card != kUnknownCard)
                ++seen[card];
    }
    int prizes = 0;
    for (Card face : no_idea::distinctFaces()) {
        unseen[face] = std::max(0, no_idea::copiesOf(face) - seen[face]);
        unseenTotal += unseen[face];
        if (no_idea::isPrize(face))
            prizes += unseen[face];
    }
    pFit = fitChance(tops);
    pPrize = unseenTotal > 0 ? static_cast<double>(prizes) / unseenTotal : 0.0;
}

double NoIdeaOutlook::fitChance(const std::vector<Card>& someTops) const
{
    if (unseenTotal == 0)
        return 0.0;
    int fitting = 0;
    for (Card face : no_idea::distinctFaces())
        if (unseen[face] > 0 && fitsAny(face, someTops))
            fitting += unseen[face];
    return static_cast<double>(fitting) / unseenTotal;
}

double declareChance(const no_idea::NoIdeaView& view, const NoIdeaOutlook& outlook)
{
    return declareChanceOf(view, outlook, view.toMove);
}

double declareChanceOf(const no_idea::NoIdeaView& view, const NoIdeaOutlook& outlook, core::Seat seat)
{
    const auto& layout = view.seats[static_cast<std::size_t>(seat)];
    const int cards = layout.cardCount();
    if (cards == 0 || cards > 3)
        return 0.0;
    const LayoutFit fit = layoutFit(layout, outlook.tops);
    if (fit.knownFits > 0)
        return 0.0;
    double chance = 1.0;
    for (int i = 0; i < fit.unknown; ++i)
        chance *= std::max(0.0, 1.0 - outlook.pFit - outlook.pPrize);
    return chance;
}

double forgetChance(Memory memory)
{
    return memory == Memory::Easy ? 0.5 : memory == Memory::Normal ? 0.25 : 0.0;
}

void NoIdeaHeuristic::judge(
    const no_idea::NoIdeaView& view, std::span<const core::Move> legal, std::vector<double>& out, bool easy) const
{
    out.assign(legal.size(), 0.0);
    if (view.toMove < 0 || view.toMove >= view.seatCount)
        return;
    const NoIdeaOutlook outlook(view);
    const auto& mine = view.seats[static_cast<std::size_t>(view.toMove)];
    const double declare = declareChance(view, outlook);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const no_idea::MoveInfo info = no_idea::decode(legal[i]);
        switch (info.kind) {
        case no_idea::MoveKind::Pile: {
            const auto pile = static_cast<std::size_t>(info.pile - 1);
            if (pile < outlook.tops.size())
                out[i] = topsValue(view, outlook, topsAfter(outlook.tops, view.pending, pile), easy);
            break;
        }
        case no_idea::MoveKind::Reveal: {
            const Card card = mine.layout[static_cast<std::size_t>(info.position - 1)];
            if (card == kUnknownCard) {
                // Symmetric between unknown positions: a chance to fit (or a prize's stars, which end the turn).
                out[i] = outlook.pFit + 0.5 * outlook.pPrize;
            } else if (fitsAny(card, outlook.tops)) {
                out[i]
                    = 10.0 + (easy ? 0.0 : 0.1 * bestPlacement(view, outlook, card, false) + functionBonus(view, card));
            } else {
                out[i] = -5.0; // known not to fit: the turn would end for nothing
            }
            break;
        }
        case no_idea::MoveKind::NothingFits: {
            const double from = easy ? kEasyDeclareFrom : kDeclareFrom;
            out[i] = declare >= from ? 10.0 * declare + 1.0 : -1.0;
            break;
        }
        }
    }
}

void NoIdeaHeuristic::score(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    if (const auto* view = viewOf(observation))
        judge(*view, legal, out, false);
    else
        out.assign(legal.size(), 0.0);
}

void NoIdeaHeuristic::scoreEasy(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    if (const auto* view = viewOf(observation))
        judge(*view, legal, out, true);
    else
        out.assign(legal.size(), 0.0);
}

std::unique_ptr<core::Observation> NoIdeaHeuristic::recall(
    const core::Observation& observation, Memory memory, std::uint64_t memorySeed) const
{
    const auto* view = dynamic_cast<const no_idea::NoIdeaObservation*>(&observation);
    const double forget = forgetChance(memory);
    if (!view || forget <= 0.0)
        return nullptr;
    auto copy = std::make_unique<no_idea::NoIdeaObservation>(*view);
    const auto threshold = static_cast<std::uint64_t>(forget * 18446744073709551615.0);
    for (int seat = 0; seat < view->seatCount; ++seat) {
        auto& layout = copy->seats[static_cast<std::size_t>(seat)].layout;
        for (int position = 1; position <= no_idea::kLayoutSize; ++position) {
            Card& card = layout[static_cast<std::size_t>(position - 1)];
            if (card == kNoCard || card == kUnknownCard)
                continue;
            if (view->pending != kNoCard && view->pendingSource == no_idea::Source::Layout && seat == view->toMove
                && position == view->pendingPosition)
                continue; // face up on the table right now
            // When the card became known (its last reveal there), and how many of the viewer's turns began since:
            // at each of them it is forgotten with the level's chance.
            std::size_t since = view->log.size();
            while (since > 0) {
                const auto& event = view->log[since - 1];
                if (event.type == no_idea::EventType::Reveal && event.seat == seat && event.position == position)
                    break;
                --since;
            }
            int turn = 0;
            for (std::size_t i = since; i < view->log.size() && card != kUnknownCard; ++i) {
                const auto& event = view->log[i];
                if (event.type != no_idea::EventType::Turn || event.seat != view->viewerSeat)
                    continue;
                if (memoryDraw(memorySeed, seat, position, since, ++turn) < threshold)
                    card = kUnknownCard;
            }
        }
    }
    return copy;
}

} // namespace games::ai
