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
        s[kThresholdStyle] = {StyleKind::Threshold, PolicyWeights {}, kThresholdFactor};
        s[kHoarderStyle] = {StyleKind::Hoarder, PolicyWeights {}, 0.0};
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

/// Bayes' rule on log-likelihoods, then `kept` of the prior mixed back in. Terms the prior rules out take no
/// part.
void posterior(const StyleBelief& prior, const StyleBelief& logLikelihood, double kept, StyleBelief& belief)
{
    constexpr std::size_t N = kStyleCount;
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
}

} // namespace

StyleReading readStyles(const nt::NoThanksObservation& o, const StyleModelSettings& settings)
{
    const StyleBelief prior = stylePrior(settings);
    const auto& styles = opponentStyles();
    // Log-likelihoods: each agreement with a style weighs log(1 - off), each difference log(off), where off is
    // the style's chance to be left at one decision.
    std::array<StyleBelief, kMaxSeats> logLikelihood {};
    StyleReading reading;
    const DecisionWeight judged(settings.offStyle);
    const DecisionWeight ruled(settings.ruleOffStyle > 0.0 ? settings.ruleOffStyle : settings.offStyle);
    forEachOtherTakeOrRefuse(o, [&](const Sim& s, bool took) {
        const auto seat = static_cast<std::size_t>(s.toMove);
        ++reading.decisions[seat];
        for (std::size_t style = 0; style < kStyleCount; ++style) {
            const bool takes = styleTakes(styles[style], s);
            const DecisionWeight& weight = styles[style].kind == StyleKind::Judgement ? judged : ruled;
            logLikelihood[seat][style] += weight(takes == took);
        }
    });
    for (std::size_t seat = 0; seat < kMaxSeats; ++seat)
        posterior(prior, logLikelihood[seat], settings.priorKept, reading.styles[seat]);
    return reading;
}

} // namespace games::ai::ntsim
