// SPDX-License-Identifier: GPL-3.0-or-later
// Why a No Thanks! decision was better (HardLevel::whyBetter): what the move does to the seat's own score now,
// from its display and the chips on the middle card (NT-4, NT-5: a run costs its lowest card, a chip is worth a
// point). Points are the change of the seat's score as the game counts it (scoring.h: chips minus the runs'
// costs), where more is better.
#include "ai/no_thanks_hard_level.h"

#include "no_thanks/moves.h"
#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include <algorithm>
#include <array>

namespace games::ai {

namespace {

using namespace games::no_thanks;
using core::ArgKind;

constexpr std::array kReasons {
    // Taking card a joins your run b..c: with its chips your score changes by d.
    ReasonInfo {"no-thanks.take-joins-run", {ArgKind::Card, ArgKind::Number, ArgKind::Number, ArgKind::Number}},
    // Taking card a with its b chips changes your score by c; "No thanks!" costs a chip.
    ReasonInfo {"no-thanks.take-with-chips", {ArgKind::Card, ArgKind::Number, ArgKind::Number}},
    // With only a chips left, taking card b (score change c) keeps them for worse cards.
    ReasonInfo {"no-thanks.few-chips-left", {ArgKind::Number, ArgKind::Card, ArgKind::Number}},
    // Taking card a with its b chips changes your score by c: "No thanks!" costs one chip.
    ReasonInfo {"no-thanks.take-too-costly", {ArgKind::Card, ArgKind::Number, ArgKind::Number}},
    // Taking card a gains little now (c, with its b chips): refused, it goes round and may come back with more.
    ReasonInfo {"no-thanks.let-it-go-round", {ArgKind::Card, ArgKind::Number, ArgKind::Number}},
    // Giving card a away changes your score by c, card b by d.
    ReasonInfo {"no-thanks.give-other", {ArgKind::Card, ArgKind::Card, ArgKind::Number, ArgKind::Number}},
    // Removing card a changes your score by c, card b by d.
    ReasonInfo {"no-thanks.remove-other", {ArgKind::Card, ArgKind::Card, ArgKind::Number, ArgKind::Number}},
};

std::vector<Card> with(std::vector<Card> display, Card card)
{
    display.push_back(card);
    return display;
}

std::vector<Card> without(std::vector<Card> display, Card card)
{
    if (const auto it = std::find(display.begin(), display.end(), card); it != display.end())
        display.erase(it);
    return display;
}

/// How the cards' points change when `display` becomes `after` (the chips left out).
int change(const std::vector<Card>& display, const std::vector<Card>& after)
{
    return cardPoints(after) - cardPoints(display);
}

} // namespace

Reason NoThanksHardLevel::whyBetter(
    const core::Observation& observation, const core::Move& played, const core::Move& best) const
{
    const auto* view = dynamic_cast<const NoThanksObservation*>(&observation);
    if (!view || view->viewerSeat < 0 || static_cast<std::size_t>(view->viewerSeat) >= view->displays.size())
        return {};
    const std::vector<Card>& own = view->displays[static_cast<std::size_t>(view->viewerSeat)];
    const MoveInfo p = decode(played);
    const MoveInfo b = decode(best);

    if (view->decision == Decision::TakeOrRefuse && view->middle != kNoCard) {
        const Card card = view->middle;
        const int points = change(own, with(own, card)) + view->middleChips;
        if (b.kind == MoveKind::Take && p.kind == MoveKind::Refuse) {
            if (isNumber(card))
                for (const auto& run : runsOf(with(own, card)))
                    if (run.size() > 1 && std::find(run.begin(), run.end(), card) != run.end())
                        return Reason::make("no-thanks.take-joins-run", card, run.front(), run.back(), points);
            if (view->ownChips >= 0 && view->ownChips <= 2)
                return Reason::make("no-thanks.few-chips-left", view->ownChips, card, points);
            return Reason::make("no-thanks.take-with-chips", card, view->middleChips, points);
        }
        if (b.kind == MoveKind::Refuse && p.kind == MoveKind::Take)
            return Reason::make(points < -1 ? "no-thanks.take-too-costly" : "no-thanks.let-it-go-round", card,
                view->middleChips, points);
    }
    if ((view->decision == Decision::Give || view->decision == Decision::Remove) && p.kind == b.kind
        && (b.kind == MoveKind::Give || b.kind == MoveKind::Remove))
        return Reason::make(b.kind == MoveKind::Give ? "no-thanks.give-other" : "no-thanks.remove-other", b.card,
            p.card, change(own, without(own, b.card)), change(own, without(own, p.card)));
    return {};
}

std::span<const ReasonInfo> NoThanksHardLevel::reasonCodes() const
{
    return kReasons;
}

} // namespace games::ai
