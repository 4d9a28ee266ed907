// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/topics.h"

#include "no_return/observation.h"
#include "no_return/rules.h"

#include <algorithm>
#include <array>

namespace games::no_return {

namespace {

constexpr std::string_view kSetupExchange = "no-return.setup-exchange";
constexpr std::string_view kPlacing = "no-return.placing";
constexpr std::string_view kColumnOrder = "no-return.column-order";
constexpr std::string_view kExchange = "no-return.exchange";
constexpr std::string_view kSwitch = "no-return.switch";
constexpr std::string_view kClearing = "no-return.clearing";
constexpr std::string_view kLastRound = "no-return.last-round";
constexpr std::string_view kEnd = "no-return.end";
constexpr std::string_view kScoring = "no-return.scoring";

constexpr std::array kTopics {
    core::TopicInfo {kSetupExchange, "before the first turn, each may set aside counters and draw as many (NR-3)"},
    core::TopicInfo {kPlacing, "Phase 1: place counters of one colour into that colour's column, then draw (NR-6)"},
    core::TopicInfo {kColumnOrder, "a column goes down: each counter no higher than the one above it (NR-6)"},
    core::TopicInfo {kExchange, "exchange: 1 to 4 counters into the lid, draw as many (NR-5)"},
    core::TopicInfo {kSwitch,
        "the switch to Phase 2, for good, at the start of a turn (NR-7, NR-14): from the Phase 1 turn on whose "
        "player could switch and then clear at once (a column's lowest counter paid in one colour), or a switch"},
    core::TopicInfo {
        kClearing, "Phase 2: clear a column's lowest counters, paying at least their sum in one colour (NR-8)"},
    core::TopicInfo {kLastRound, "the bag's last counter is drawn: the round is played to its end (NR-10, NR-13)"},
    core::TopicInfo {kEnd, "the game is over (NR-10)"},
    core::TopicInfo {kScoring, "the points pile counts plus, the display minus, the hand nothing (NR-11)"},
};

/// How many counters each column of each seat holds, as the log tells it.
using ColumnSizes = std::vector<std::array<std::size_t, kColours>>;

/// What `entry` shows, given the columns' sizes before it; then their sizes after it.
void readEvent(const Event& entry, ColumnSizes& sizes, std::vector<std::string_view>& out)
{
    if (entry.seat >= sizes.size())
        return;
    std::size_t& column = sizes[entry.seat][entry.colour < kColours ? entry.colour : 0];
    switch (entry.event) {
    case EventType::Keep:
    case EventType::SetAside:
        core::addTopic(out, kSetupExchange);
        break;
    case EventType::Exchange:
        core::addTopic(out, kExchange);
        break;
    case EventType::Arrange:
        core::addTopic(out, kPlacing);
        if (column > 0)
            core::addTopic(out, kColumnOrder);
        column += entry.count;
        break;
    case EventType::Switch:
        core::addTopic(out, kSwitch);
        break;
    case EventType::Clear:
        core::addTopic(out, kClearing);
        column -= std::min(column, entry.cleared.size());
        break;
    case EventType::Passed:
        break;
    }
    if (entry.tookLastCounter)
        core::addTopic(out, kLastRound);
}

/// The topics of the turn the viewer faces.
void readDecision(const NoReturnObservation& view, std::vector<std::string_view>& out)
{
    if (view.viewerSeat < 0 || view.viewerSeat != view.toMove || view.stage == Stage::Over)
        return;
    if (view.stage == Stage::Setup) {
        core::addTopic(out, kSetupExchange);
        return;
    }
    const NoReturnSeatView& own = view.seats[static_cast<std::size_t>(view.viewerSeat)];
    const bool anyColumn
        = std::any_of(own.columns.begin(), own.columns.end(), [](const Column& c) { return !c.empty(); });
    if (own.phase == 2 || view.switchedThisTurn) {
        if (anyColumn)
            core::addTopic(out, kClearing);
        return;
    }
    core::addTopic(out, kPlacing);
    CounterCounts hand;
    for (Counter counter : view.hand) {
        hand.add(counter);
        if (!own.columns[colourOf(counter)].empty())
            core::addTopic(out, kColumnOrder);
    }
    // The switch is a decision once it would let the viewer clear at once: before that it only gives up placing.
    if (canSwitchThenClear(own.columns, hand, own.phase, view.switchedThisTurn))
        core::addTopic(out, kSwitch);
}

} // namespace

std::span<const core::TopicInfo> topics()
{
    return kTopics;
}

std::vector<std::string_view> topicsAt(const core::Observation& observation, std::size_t sinceLogSize)
{
    std::vector<std::string_view> out;
    const auto* view = dynamic_cast<const NoReturnObservation*>(&observation);
    if (!view)
        return out;
    ColumnSizes columns(view->seats.size());
    std::vector<std::string_view> before; // what the entries already told showed
    for (std::size_t i = 0; i < view->log.size(); ++i)
        readEvent(view->log[i], columns, i < sinceLogSize ? before : out);
    if (view->stage == Stage::Over && view->log.size() > sinceLogSize) {
        core::addTopic(out, kEnd);
        core::addTopic(out, kScoring);
    }
    readDecision(*view, out);
    return out;
}

} // namespace games::no_return
