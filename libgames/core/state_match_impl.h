// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The out-of-line part of core::StateMatch (state_match.h), for the one match.cpp of a module that instantiates
// it: `template class core::StateMatch<MyMatch, State, MyObservation>;`.

#include "core/state_match.h"

#include <nlohmann/json.hpp>

namespace games::core {

/// Whether a module refills a view in place (observeState(state, viewer, view)).
template <typename State, typename View>
concept RefillsView = requires(const State& state, Seat viewer, View& into)
{
    observeState(state, viewer, into);
};

template <typename Derived, typename State, typename View>
std::unique_ptr<Observation> StateMatch<Derived, State, View>::observe(Seat viewer) const
{
    return std::make_unique<View>(observeState(m_state, viewer));
}

template <typename Derived, typename State, typename View>
void StateMatch<Derived, State, View>::observeInto(Seat viewer, std::unique_ptr<Observation>& slot) const
{
    if constexpr (RefillsView<State, View>) {
        if (auto* reused = dynamic_cast<View*>(slot.get())) {
            observeState(m_state, viewer, *reused);
            return;
        }
    }
    slot = observe(viewer);
}

template <typename Derived, typename State, typename View>
std::unique_ptr<Observation> StateMatch<Derived, State, View>::observeRevealed(const RevealKey&) const
{
    return std::make_unique<View>(revealState(m_state));
}

template <typename Derived, typename State, typename View>
std::vector<SeatScore> StateMatch<Derived, State, View>::score() const
{
    return scoreAll(m_state);
}

template <typename Derived, typename State, typename View>
void StateMatch<Derived, State, View>::rankKeys(std::span<RankKey> out) const
{
    rankKeysOf(m_state, out);
}

template <typename Derived, typename State, typename View>
nlohmann::json StateMatch<Derived, State, View>::stateJson(const DebugKey&) const
{
    return stateToJson(m_state);
}

} // namespace games::core
