// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The styles of play the hard level's base-game search may assume for another seat, and how much it believes
// each of them, seat by seat, from that seat's own moves in the public log (docs/ai.md, "No Thanks!").
// A style is a take-or-refuse rule on the simulation (no_thanks_sim.h): the normal judgement, the tuned one,
// a threshold player (takes when the chips on the card are at least half of what it costs), a hoarder (takes any
// card with a few chips on it, or one that costs nothing).
// The belief starts at a prior (the robust default: what the search assumed before, half normal and half tuned,
// a little of the rest) and follows Bayes' rule with a fixed chance that a seat plays off its style at any one
// decision; a share of the prior is always kept, so that a few odd moves never make the search certain.

#include "ai/no_thanks_sim.h"
#include "no_thanks/observation.h"

#include <array>
#include <functional>

namespace games::ai::ntsim {

enum class StyleKind : std::uint8_t { Judgement, Threshold, Hoarder };

struct Style {
    StyleKind kind = StyleKind::Judgement;
    PolicyWeights weights {}; // of a judgement
    double factor = 0.0; // of a threshold player: the share of the card's cost the chips must reach
};

/// Points `seat` loses by taking the middle card (its chips aside): the rise of its runs' lows.
inline int takeCost(const Sim& s, int seat)
{
    return runLows(s.cards[seat] | bit(s.middle)) - runLows(s.cards[seat]);
}

/// The chips on the card from which the hoarder takes it whatever it costs.
inline constexpr int kHoarderChips = 3;

/// The style's move for the seat to move: true to take (always without chips).
inline bool styleTakes(const Style& style, const Sim& s)
{
    if (s.chips[s.toMove] == 0)
        return true;
    switch (style.kind) {
    case StyleKind::Judgement:
        return policyTakes(style.weights, s);
    case StyleKind::Threshold:
        return s.pot >= style.factor * takeCost(s, s.toMove);
    case StyleKind::Hoarder:
        return s.pot >= kHoarderChips || takeCost(s, s.toMove) <= 0;
    }
    return true;
}

/// The styles the search weighs, in this order.
enum StyleIndex { kNormalStyle, kTunedStyle, kThresholdStyle, kHoarderStyle, kStyleCount };
const std::array<Style, kStyleCount>& opponentStyles();

/// The threshold style's share of the card's cost, the panel's tuning set's (bench/panel/panel_sets.h). Each
/// seat's own share weighed from its moves did not pay (docs/ai-history.md, sixteenth round).
inline constexpr double kThresholdFactor = 0.5;

/// How the belief is formed.
struct StyleModelSettings {
    double normalShare = 0.5; // of the prior's judgement part: normal, the rest tuned
    double otherShare = 0.1; // of the prior: the threshold and the hoarder styles, half each
    double offStyle = 0.1; // chance that a seat plays off its style at one decision (the likelihood's noise)
    // The same for the threshold and hoarder styles, if above 0 (else offStyle): a rule has no judgement to err
    // in, so a seat that plays one hardly ever leaves it, where a judgement's moves are only its best guess.
    double ruleOffStyle = 0.0;
    double priorKept = 0.2; // share of the prior mixed into the posterior
};

using StyleBelief = std::array<double, kStyleCount>; // sums to 1

StyleBelief stylePrior(const StyleModelSettings& settings);

/// What the log says of each seat: how much each style is believed.
struct StyleReading {
    std::array<StyleBelief, kMaxSeats> styles {};
    std::array<int, kMaxSeats> decisions {}; // take-or-refuse decisions read per seat
};

/// Every other seat's belief from its take-or-refuse decisions with a chip in hand; the viewer's own seat gets
/// the prior.
StyleReading readStyles(const no_thanks::NoThanksObservation& observation, const StyleModelSettings& settings);

/// Replays the public log on the simulation and calls `decided(before, took)` at every take or refuse that a
/// seat other than the viewer made with a chip in hand (`before.toMove` is that seat, as the card stood then).
void forEachOtherTakeOrRefuse(
    const no_thanks::NoThanksObservation& observation, const std::function<void(const Sim&, bool)>& decided);

} // namespace games::ai::ntsim
