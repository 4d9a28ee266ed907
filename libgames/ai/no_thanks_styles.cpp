// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_thanks_styles.h"

#include "no_thanks/setup.h"

#include <algorithm>
#include <cmath>

namespace games::ai::ntsim {

namespace nt = games::no_thanks;

const std::array<Style, kStyleCount>& opponentStyles()
{
    static const std::array<Style, kStyleCount> styles = [] {
        std::array<Style, kStyleCount> s {};
        s[kNormalStyle] = {StyleKind::Judgement, PolicyWeights {}, 0.0};
        s[kTunedStyle] = {StyleKind::Judgement, tunedWeights(), 0.0};
        // The threshold of the panel's tuning set (docs/ai.md, fourteenth round): the test set's differ.
        s[kThresholdStyle] = {StyleKind::Threshold, PolicyWeights {}, 0.5};
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

std::array<StyleBelief, kMaxSeats> readStyles(
    const nt::NoThanksObservation& o, const StyleModelSettings& settings, std::array<int, kMaxSeats>* decisions)
{
    const StyleBelief prior = stylePrior(settings);
    const auto& styles = opponentStyles();
    // Log-likelihoods: each agreement with a style weighs log(1 - offStyle), each difference log(offStyle).
    std::array<std::array<double, kStyleCount>, kMaxSeats> logLikelihood {};
    std::array<int, kMaxSeats> read {};
    const double agree = std::log(1.0 - settings.offStyle);
    const double differ = std::log(settings.offStyle);
    forEachOtherTakeOrRefuse(o, [&](const Sim& s, bool took) {
        ++read[static_cast<std::size_t>(s.toMove)];
        for (int style = 0; style < kStyleCount; ++style)
            logLikelihood[static_cast<std::size_t>(s.toMove)][static_cast<std::size_t>(style)]
                += styleTakes(styles[static_cast<std::size_t>(style)], s) == took ? agree : differ;
    });
    std::array<StyleBelief, kMaxSeats> beliefs {};
    for (int seat = 0; seat < kMaxSeats; ++seat) {
        auto& belief = beliefs[static_cast<std::size_t>(seat)];
        const auto& ll = logLikelihood[static_cast<std::size_t>(seat)];
        const double top = *std::max_element(ll.begin(), ll.end());
        double sum = 0.0;
        for (int style = 0; style < kStyleCount; ++style) {
            const auto i = static_cast<std::size_t>(style);
            belief[i] = prior[i] * std::exp(ll[i] - top);
            sum += belief[i];
        }
        for (int style = 0; style < kStyleCount; ++style) {
            const auto i = static_cast<std::size_t>(style);
            belief[i]
                = sum > 0.0 ? (1.0 - settings.priorKept) * belief[i] / sum + settings.priorKept * prior[i] : prior[i];
        }
    }
    if (decisions)
        *decisions = read;
    return beliefs;
}

} // namespace games::ai::ntsim
