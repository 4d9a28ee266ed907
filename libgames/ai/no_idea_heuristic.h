// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The judgement of No Idea moves from one seat's observation: which card to reveal, which pile, and whether to
// declare "Nothing fits anymore!". It counts the cards nobody has seen (the box minus everything public and
// every known layout card) to estimate the chance that an unknown card fits, and chooses piles by the tops they
// leave: tops that fit the seat's own known cards and unknown cards, and not its opponents'. Memory (ND-10):
// recall() forgets remembered layout cards as the normal (1/4 per turn) and easy (1/2) levels do.

#include "ai/heuristic.h"
#include "no_idea/observation.h"

#include <array>

namespace games::ai {

/// What the heuristic knows of a position, computed once per decision.
struct NoIdeaOutlook {
    std::array<int, 256> unseen {}; // copies of each face nobody can place (draw pile and unknown layout cards)
    int unseenTotal = 0;
    std::vector<no_idea::Card> tops; // the piles' top cards, in pile order
    double pFit = 0.0; // chance that an unseen card fits one of `tops`
    double pPrize = 0.0; // chance that an unseen card is a consolation prize

    explicit NoIdeaOutlook(const no_idea::NoIdeaView& view);
    /// The chance that an unseen card fits one of `tops`.
    double fitChance(const std::vector<no_idea::Card>& tops) const;
};

/// Whether `card` fits one of `tops`.
bool fitsAny(no_idea::Card card, const std::vector<no_idea::Card>& tops);

/// The chance that "Nothing fits anymore!" wins now for the seat to move: every known card fits nowhere and each
/// unknown one neither fits nor is a prize (the unknown ones taken as independent draws from the unseen cards).
double declareChance(const no_idea::NoIdeaView& view, const NoIdeaOutlook& outlook);
/// The same chance for any `seat` on the tops of `outlook`, should it declare now: 0 with more than three cards.
double declareChanceOf(const no_idea::NoIdeaView& view, const NoIdeaOutlook& outlook, core::Seat seat);

class NoIdeaHeuristic final : public Heuristic {
public:
    void score(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    void scoreEasy(const core::Observation& observation, std::span<const core::Move> legal,
        std::vector<double>& out) const override;
    double easyBlunderRate() const override { return 0.1; }
    std::unique_ptr<core::Observation> recall(
        const core::Observation& observation, Memory memory, std::uint64_t memorySeed) const override;

    /// The declaration's threshold: normal declares from this chance on.
    static constexpr double kDeclareFrom = 0.5;
    static constexpr double kEasyDeclareFrom = 0.95;

private:
    void judge(
        const no_idea::NoIdeaView& view, std::span<const core::Move> legal, std::vector<double>& out, bool easy) const;
};

/// The chance per turn that a level forgets a remembered card (ND-10).
double forgetChance(Memory memory);

} // namespace games::ai
