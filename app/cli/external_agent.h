// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A computer player in another program (docs/bot-protocol.md): the command runs through /bin/sh -c with pipes
// on its stdin and stdout; each decision is one JSON line out, one line with the chosen move back. A bot that
// answers an illegal move, garbage, or nothing within the timeout is reported on `report` and replaced by the
// random agent for that decision; the match goes on.

#include "ai/agent.h"

#include "core/error.h"
#include "core/game.h"

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nobox::cli {

inline constexpr int kDefaultBotTimeoutMs = 5000;

/// "external:CMD" or "external:timeout=MS:CMD" -> the command and the timeout; false if `spec` is not external.
/// Sets `error` (ai.bad-agent-option) when it is external but malformed.
bool parseExternalSpec(std::string_view spec, std::string& command, int& timeoutMs, games::core::Error& error);

class ExternalAgent final : public games::ai::Agent {
public:
    /// Starts the bot. nullptr + ai.bot-failed (detail: the command) when it cannot be started, or
    /// ai.bot-unsupported on platforms without fork/exec.
    static std::unique_ptr<ExternalAgent> start(const std::string& command, const games::core::Game& game,
        std::uint64_t seed, int timeoutMs, std::ostream& report, games::core::Error* error);
    ~ExternalAgent() override;
    ExternalAgent(const ExternalAgent&) = delete;
    ExternalAgent& operator=(const ExternalAgent&) = delete;

    std::string name() const override { return "external"; }

    /// Every problem so far, in English, one per replaced decision.
    const std::vector<std::string>& problems() const { return m_problems; }
    /// Decisions the random agent made instead of the bot.
    int replacedDecisions() const { return m_replaced; }

protected:
    games::core::Move decide(const games::core::Observation& observation, std::span<const games::core::Move> legal,
        const games::ai::DecisionControl& control, std::uint64_t seed) override;

private:
    ExternalAgent(
        const games::core::Game& game, std::string command, std::uint64_t seed, int timeoutMs, std::ostream& report);
    /// Sends `request` (unless empty) and reads one answer line, or sets `problem`.
    bool ask(const std::string& request, std::string& answer, std::string& problem);
    games::core::Move fallback(const games::core::Observation& observation, std::span<const games::core::Move> legal,
        const std::string& problem);
    void stop();

    const games::core::Game& m_game;
    std::string m_command;
    int m_timeoutMs;
    std::ostream& m_report;
    games::ai::RandomAgent m_random;
    std::vector<std::string> m_problems;
    std::string m_buffer; // bytes read past the last answer line
    int m_decision = 0;
    int m_replaced = 0;
    bool m_running = false;
    bool m_toldNotRunning = false;
    bool m_late = false; // a request went unanswered: its answer may still arrive
    int m_pid = -1;
    int m_toBot = -1;
    int m_fromBot = -1;
};

} // namespace nobox::cli
