// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/no_thanks_heuristic.h"

#include "no_thanks/notation.h"
#include "no_thanks/observation.h"
#include "no_thanks/scoring.h"

#include <algorithm>
#include <cmath>

namespace games::ai {

namespace nt = games::no_thanks;

namespace {

// Weight of the others' gains and losses in auctions and gifts: winning is about the difference to the others.
constexpr double kRelative = 0.35;

// Tuned by tournaments against the easy level (docs/ai.md): a counter is worth about two points, more when few
// are left for the cards still to come; the others' gains are not weighed in (kRel = 0 played best).
constexpr double kA = 3.0, kB = 2.0, kC = 0.6, kBase = 2.0, kTemp = 1.5, kRel = 0.0, kOpt = 0.6;

struct Table {
    const nt::NoThanksObservation& o;
    int me;
    std::vector<int> counters; // every seat's, from the log when they are not shown (G-2)
    std::vector<nt::Display> displays;
    std::vector<int> totals; // each seat's score as things stand
    int remaining; // cards still to come, the middle one included (roughly)
};

Table tableOf(const nt::NoThanksObservation& o)
{
    Table t {o, o.viewerSeat, {}, {}, {}, 0};
    if (!o.counters.empty()) {
        t.counters = o.counters;
    } else {
        t.counters.assign(static_cast<std::size_t>(o.seats), nt::startCounters(o.seats));
        for (const auto& event : o.log) {
            if (event.seat >= o.seats)
                continue;
            int& c = t.counters[event.seat];
            switch (event.type) {
            case nt::EventType::Take:
            case nt::EventType::Decline:
                c += event.n;
                break;
            case nt::EventType::Refuse:
            case nt::EventType::Bid:
                c -= 1;
                break;
            default:
                break;
            }
        }
    }
    if (t.me >= 0 && t.me < o.seats && o.ownCounters >= 0)
        t.counters[static_cast<std::size_t>(t.me)] = o.ownCounters;
    for (int seat = 0; seat < o.seats; ++seat) {
        nt::Display display;
        for (nt::Card card : o.displays[static_cast<std::size_t>(seat)])
            display.add(card);
        t.displays.push_back(display);
        t.totals.push_back(nt::scoreSeat(display, std::max(0, t.counters[static_cast<std::size_t>(seat)])).total);
    }
    t.remaining = o.deckSize - o.deckGreens + (o.middle != nt::kNoCard ? 1 : 0);
    return t;
}

/// Points `seat` loses by adding `card` to its display (negative: it gains), counters unchanged.
double costFor(const Table& t, int seat, nt::Card card)
{
    const auto s = static_cast<std::size_t>(seat);
    switch (card) {
    case nt::kPinkX:
        return 12.0; // fetches an unknown card: about an average one
    case nt::kGive:
    case nt::kRemove: {
        // Immediate: worth the most expensive single card of the display (or nothing on an empty one).
        double best = 0.0;
        for (nt::Card held = nt::kLowestNumber; held <= nt::kLastSpecial; ++held) {
            if (!t.displays[s].has(held))
                continue;
            nt::Display without = t.displays[s];
            without.remove(held);
            best = std::max(
                best, static_cast<double>(nt::scoreSeat(without, std::max(0, t.counters[s])).total - t.totals[s]));
        }
        return -best;
    }
    case nt::kSkip:
        return -3.0;
    case nt::kLook:
        return -0.5;
    default:
        break;
    }
    nt::Display with = t.displays[s];
    with.add(card);
    double cost = static_cast<double>(t.totals[s] - nt::scoreSeat(with, std::max(0, t.counters[s])).total);
    if (card == nt::kDouble || card == nt::kHalve || card == nt::kNegative)
        cost *= 0.8; // counters still change before the end
    if (nt::isNumber(card) && t.remaining > 3) {
        // A card whose neighbours are still to come may grow into a run: a little option value.
        auto unseen = [&](int value) {
            if (value < nt::kLowestNumber || value > nt::kHighestNumber)
                return false;
            for (const auto& display : t.displays)
                if (display.has(static_cast<nt::Card>(value)))
                    return false;
            return std::find(t.o.discard.begin(), t.o.discard.end(), static_cast<nt::Card>(value)) == t.o.discard.end();
        };
        const double open = (unseen(card - 1) ? 1.0 : 0.0) + (unseen(card + 1) ? 1.0 : 0.0);
        cost -= open * kOpt * std::min(1.0, t.remaining / 12.0);
    }
    return cost;
}

/// What one counter is worth to a seat holding `counters` with `remaining` cards to come: more than a point when
/// few are left, since a seat without counters must take whatever comes.
double counterValue(int counters, int remaining, int seats)
{
    const double need = remaining * kA / std::max(1, seats - 1);
    const double scarcity = std::max(0.0, need - counters) / (counters + 1.0);
    return kBase + kB * std::min(4.0, scarcity) + (counters <= 2 ? kC * (3 - counters) : 0.0);
}

/// Values (in points for the viewer, relative to not moving) of taking and refusing the middle card.
void takeOrRefuse(const Table& t, double& take, double& refuse)
{
    const auto& o = t.o;
    const int n = o.seats;
    const int pot = o.middleCounters;
    const double myCost = costFor(t, t.me, o.middle);
    const double cv = counterValue(t.counters[static_cast<std::size_t>(t.me)], t.remaining, n);
    take = pot - myCost;

    // Refusing: the card goes round; each other seat takes it when that pays for them (or when it must).
    double reach = 1.0;
    double others = 0.0;
    int potThere = pot + 1;
    for (int step = 1; step < n; ++step) {
        const int seat = (t.me + step) % n;
        const auto s = static_cast<std::size_t>(seat);
        if (o.skipped.size() > s && o.skipped[s])
            continue;
        const double theirCost = costFor(t, seat, o.middle);
        const double theirTake = potThere - theirCost;
        double pRefuse = 0.0;
        if (t.counters[s] > 0) {
            const double theirCv = counterValue(t.counters[s], t.remaining, n);
            pRefuse = 1.0 / (1.0 + std::exp((theirTake + theirCv) / kTemp));
        }
        // If they take it, they gain theirTake: relatively bad for us.
        others += reach * (1.0 - pRefuse) * (-kRel * theirTake);
        reach *= pRefuse;
        ++potThere;
    }
    const double back = std::max(potThere - myCost, -cv);
    refuse = -cv + others + reach * back;
}

double greenValueFor(const Table& t, int seat, nt::Card card)
{
    return -costFor(t, seat, card);
}

void auction(const Table& t, std::span<const core::Move> legal, std::vector<double>& out)
{
    const auto& o = t.o;
    const int n = o.seats;
    const double value = greenValueFor(t, t.me, o.middle);
    const double cv = counterValue(t.counters[static_cast<std::size_t>(t.me)], t.remaining, n);
    // Who would get the card if we decline now: the last bidder (the highest mark), else our right neighbour.
    int lastBidder = -1;
    int bestMark = 0;
    for (int seat = 0; seat < n; ++seat)
        if (o.bidMarks.size() > static_cast<std::size_t>(seat)
            && o.bidMarks[static_cast<std::size_t>(seat)] > bestMark) {
            bestMark = o.bidMarks[static_cast<std::size_t>(seat)];
            lastBidder = seat;
        }
    const int receiver = lastBidder >= 0 ? lastBidder : (t.me + n - 1) % n;
    const double theirs = receiver == t.me ? 0.0 : greenValueFor(t, receiver, o.middle);
    const double decline = o.middleCounters - kRelative * theirs + (receiver == t.me ? value : 0.0);
    // Bidding: we pay a counter; the next seat declines (and takes the pot) when the card is worth less to it.
    const int next = (t.me + 1) % n;
    const double nextValue = greenValueFor(t, next, o.middle);
    const double pNextDeclines = 1.0 / (1.0 + std::exp((nextValue - (o.middleCounters + 1)) / 2.0));
    const double bid = -cv + pNextDeclines * (value + kRelative * -(o.middleCounters + 1.0))
        + (1.0 - pNextDeclines) * (decline - 0.5);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto kind = legal[i].kind;
        out[i] = kind == nt::kBid ? bid : kind == nt::kDecline ? decline : -1e9;
    }
}

/// Give or remove: the card whose loss helps us most (and, for give, hurts the left neighbour most).
void giveOrRemove(const Table& t, std::span<const core::Move> legal, std::vector<double>& out)
{
    const auto me = static_cast<std::size_t>(t.me);
    const int left = (t.me + 1) % t.o.seats;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const nt::Card card = legal[i].a;
        nt::Display without = t.displays[me];
        without.remove(card);
        double value = nt::scoreSeat(without, std::max(0, t.counters[me])).total - t.totals[me];
        if (legal[i].kind == nt::kGiveMove)
            value += kRelative * costFor(t, left, card);
        out[i] = value;
    }
}

} // namespace

void NoThanksHeuristic::score(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    out.assign(legal.size(), 0.0);
    const auto* o = dynamic_cast<const nt::NoThanksObservation*>(&observation);
    if (!o || o->viewerSeat < 0 || legal.size() <= 1)
        return;
    const Table t = tableOf(*o);
    switch (o->decision) {
    case nt::Decision::Auction:
        auction(t, legal, out);
        break;
    case nt::Decision::Give:
    case nt::Decision::Remove:
        giveOrRemove(t, legal, out);
        return;
    default: {
        double take = 0.0, refuse = 0.0;
        takeOrRefuse(t, take, refuse);
        for (std::size_t i = 0; i < legal.size(); ++i)
            out[i] = legal[i].kind == nt::kTake ? take : legal[i].kind == nt::kRefuse ? refuse : -1e9;
        break;
    }
    }
    // Any-time cards (NT-23, NT-25): look once it shows something new; skip a card that would cost us, keeping the
    // skip for when we are short of counters.
    double best = *std::max_element(out.begin(), out.end());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (legal[i].kind == nt::kLookMove) {
            out[i] = best + 1.0;
        } else if (legal[i].kind == nt::kSkipMove) {
            const bool forced = std::none_of(legal.begin(), legal.end(),
                [](const core::Move& m) { return m.kind == nt::kRefuse || m.kind == nt::kDecline; });
            const double cv = counterValue(t.counters[static_cast<std::size_t>(t.me)], t.remaining, o->seats);
            // Skipping is refusing without paying; it spends a card worth about a few points.
            double refuseLike = -1e9;
            for (std::size_t j = 0; j < legal.size(); ++j)
                if (legal[j].kind == nt::kRefuse || legal[j].kind == nt::kDecline)
                    refuseLike = std::max(refuseLike, out[j]);
            const double skip = forced ? -3.0 : refuseLike + cv - 3.0;
            out[i] = skip;
        }
    }
}

void NoThanksHeuristic::scoreEasy(
    const core::Observation& observation, std::span<const core::Move> legal, std::vector<double>& out) const
{
    const auto* o = dynamic_cast<const nt::NoThanksObservation*>(&observation);
    if (!o || o->viewerSeat < 0 || o->decision != nt::Decision::TakeOrRefuse || !nt::isNumber(o->middle)) {
        score(observation, legal, out);
        return;
    }
    // A child's rule: take a card next to one of yours, or one with plenty of counters on it; else refuse.
    const auto& mine = o->displays[static_cast<std::size_t>(o->viewerSeat)];
    const bool next = std::find(mine.begin(), mine.end(), o->middle - 1) != mine.end()
        || std::find(mine.begin(), mine.end(), o->middle + 1) != mine.end();
    const bool take = next || o->middleCounters * 3 >= o->middle || (o->ownCounters <= 1 && o->middle < 20);
    out.assign(legal.size(), 0.0);
    for (std::size_t i = 0; i < legal.size(); ++i)
        out[i] = legal[i].kind == nt::kTake ? (take ? 1.0 : 0.0) : legal[i].kind == nt::kRefuse ? 0.5 : -1.0;
}

SearchTuning NoThanksHeuristic::tuning(const core::Observation&) const
{
    SearchTuning tuning;
    tuning.iterations = 1000;
    tuning.nodeCandidates = 8;
    tuning.exploration = 0.6;
    tuning.rolloutEpsilon = 0.1;
    return tuning;
}

} // namespace games::ai
