// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_thanks_styles.h"

#include "no_thanks/setup.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace games::ai::ntsim {

namespace nt = games::no_thanks;

const std::array<Style, kStyleCount>& opponentStyles()
{
    static const std::array<Style, kStyleCount> styles = [] {
        std::array<Style, kStyleCount> s {};
        s[kNormalStyle] = {StyleKind::Judgement, PolicyWeights {}, 0.0};
        s[kTunedStyle] = {StyleKind::Judgement, tunedWeights(), 0.0};
        // The threshold of the panel's tuning set (bench/panel/panel_sets.h); with fitThreshold each seat's is weighed.
        s[kThresholdStyle] = thresholdStyles()[kFixedThresholdIndex];
        s[kHoarderStyle] = {StyleKind::Hoarder, PolicyWeights {}, 0.0};
        return s;
    }();
    return styles;
}

const std::array<Style, kThresholdFactorCount>& thresholdStyles()
{
    static const std::array<Style, kThresholdFactorCount> styles = [] {
        std::array<Style, kThresholdFactorCount> s {};
        for (int i = 0; i < kThresholdFactorCount; ++i)
            s[static_cast<std::size_t>(i)] = {StyleKind::Threshold, PolicyWeights {}, thresholdFactor(i)};
        return s;
    }();
    return styles;
}

StyleBelief stylePrior(const StyleModelSettings& settings)
{
    StyleBelief prior {};
    const double judgement = 1.0 - settings.otherShare;
    prior[kNormalStyle] = judgement * settings.normalShare;
    prior[kTunedStyle] = judgement * (1.0 - settings.normalShare);
    prior[kThresholdStyle] = settings.otherShare / 2.0;
    prior[kHoarderStyle] = settings.otherShare / 2.0;
    return prior;
}

void forEachOtherTakeOrRefuse(const nt::NoThanksObservation& o, const std::function<void(const Sim&, bool)>& decided)
{
    int reveals = 0;
    for (const nt::Event& event : o.log)
        reveals += event.type == nt::EventType::Reveal;
    Sim s;
    s.seats = o.seatCount;
    s.end = o.deckSize + reveals; // the deck's size when the first card was revealed
    s.chips.fill(nt::startChips(o.seatCount));
    for (const nt::Event& event : o.log) {
        const int seat = event.seat;
        if (seat >= o.seatCount)
            continue;
        switch (event.type) {
        case nt::EventType::Reveal:
            s.middle = event.card;
            s.toMove = seat;
            s.pot = 0;
            ++s.top;
            break;
        case nt::EventType::Take:
        case nt::EventType::Refuse: {
            const bool took = event.type == nt::EventType::Take;
            if (s.chips[seat] > 0 && seat == s.toMove && seat != o.viewerSeat)
                decided(s, took);
            if (took) {
                s.cards[seat] |= bit(s.middle);
                s.seen |= bit(s.middle);
                s.chips[seat] += s.pot;
                s.pot = 0;
            } else {
                s.refuse();
            }
            break;
        }
        default:
            break;
        }
    }
}

namespace {

ThresholdBelief thresholdPrior(const StyleModelSettings& settings)
{
    ThresholdBelief prior {};
    if (settings.fitThreshold)
        prior.fill(1.0 / kThresholdFactorCount);
    else
        prior[kFixedThresholdIndex] = 1.0;
    return prior;
}

/// One decision's log-likelihood under a style that is left with chance `off`.
struct DecisionWeight {
    explicit DecisionWeight(double off)
        : agree(std::log(1.0 - off))
        , differ(std::log(off))
    {
    }
    double operator()(bool agrees) const { return agrees ? agree : differ; }
    double agree;
    double differ;
};

/// Bayes' rule on log-likelihoods, then `kept` of the prior mixed back in; returns the log of the evidence
/// (the likelihood averaged over the prior). Terms the prior rules out take no part, so that a prior certain of
/// one term gives that term's log-likelihood exactly.
template <std::size_t N>
double posterior(const std::array<double, N>& prior, const std::array<double, N>& logLikelihood, double kept,
    std::array<double, N>& belief)
{
    double top = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < N; ++i)
        if (prior[i] > 0.0)
            top = std::max(top, logLikelihood[i]);
    double sum = 0.0;
    for (std::size_t i = 0; i < N; ++i) {
        belief[i] = prior[i] > 0.0 ? prior[i] * std::exp(logLikelihood[i] - top) : 0.0;
        sum += belief[i];
    }
    for (std::size_t i = 0; i < N; ++i)
        belief[i] = sum > 0.0 ? (1.0 - kept) * belief[i] / sum + kept * prior[i] : prior[i];
    return top + std::log(sum);
}

void count(StyleLeavings& leavings, bool styleTakes, bool took)
{
    ++leavings.decisions[styleTakes];
    leavings.left[styleTakes] += styleTakes != took;
}

} // namespace

StyleReading readStyles(const nt::NoThanksObservation& o, const StyleModelSettings& settings)
{
    const StyleBelief prior = stylePrior(settings);
    const ThresholdBelief byThreshold = thresholdPrior(settings);
    const auto& styles = opponentStyles();
    const auto& thresholds = thresholdStyles();
    // Log-likelihoods: each agreement with a style weighs log(1 - off), each difference log(off), where off is
    // the style's chance to be left at one decision.
    std::array<StyleBelief, kMaxSeats> logLikelihood {};
    std::array<ThresholdBelief, kMaxSeats> thresholdLogLikelihood {};
    StyleReading reading;
    const DecisionWeight judged(settings.offStyle);
    const DecisionWeight ruled(settings.ruleOffStyle > 0.0 ? settings.ruleOffStyle : settings.offStyle);
    forEachOtherTakeOrRefuse(o, [&](const Sim& s, bool took) {
        const auto seat = static_cast<std::size_t>(s.toMove);
        ++reading.decisions[seat];
        for (std::size_t style = 0; style < kStyleCount; ++style) {
            const bool takes = styleTakes(styles[style], s);
            count(reading.leftStyles[seat][style], takes, took);
            if (style == kThresholdStyle)
                continue; // weighed over its thresholds below
            const DecisionWeight& weight = styles[style].kind == StyleKind::Judgement ? judged : ruled;
            logLikelihood[seat][style] += weight(takes == took);
        }
        for (std::size_t i = 0; i < kThresholdFactorCount; ++i) {
            const bool takes = styleTakes(thresholds[i], s);
            count(reading.leftThresholds[seat][i], takes, took);
            thresholdLogLikelihood[seat][i] += ruled(takes == took);
        }
    });
    for (std::size_t seat = 0; seat < kMaxSeats; ++seat) {
        logLikelihood[seat][kThresholdStyle]
            = posterior(byThreshold, thresholdLogLikelihood[seat], settings.priorKept, reading.thresholds[seat]);
        posterior(prior, logLikelihood[seat], settings.priorKept, reading.styles[seat]);
    }
    return reading;
}

} // namespace games::ai::ntsim
