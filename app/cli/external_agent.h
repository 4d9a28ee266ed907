// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A computer player in another program (docs/bot-protocol.md): the command runs through /bin/sh -c with pipes
// on its stdin and stdout; each decision is one JSON line out, one line with the chosen move back. A bot that
// answers an illegal move, garbage, or nothing within the timeout is reported on `report` and replaced by the
// random agent for that decision; the match goes on. A bot whose program cannot run at all (not found, not
// executable) is an error instead: checked before any game (checkBotProgram) and when the shell says so
// (failure()).
//
// A hostile bot cannot hang or exhaust the CLI: every decision has one deadline (however many late answers the
// bot sends); a line longer than kMaxBotLineBytes, a request the bot does not read within the timeout, or
// kMaxSilentDecisions timeouts in a row without a byte from the bot for kSilentGiveUpMs give the bot up (it is
// killed and the random agent plays the rest of its game). The bot runs in its own process group, so the
// children it forks are killed with it.

#include "ai/agent.h"

#include "core/error.h"
#include "core/game.h"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nobox::cli {

inline constexpr int kDefaultBotTimeoutMs = 5000;
/// The bot protocol's version in every request (docs/bot-protocol.md, "Versions"): 2 names the seats the same way
/// in every game's observation.
inline constexpr int kBotProtocol = 2;
/// The longest answer line read; a bot writing more without a line break is given up.
inline constexpr std::size_t kMaxBotLineBytes = 1 << 20;
/// Timeouts in a row, with nothing at all heard from the bot for kSilentGiveUpMs, after which it is given up.
inline constexpr int kMaxSilentDecisions = 3;
inline constexpr int kSilentGiveUpMs = 2000;
/// Answers to earlier decisions skipped within one decision; more are taken as garbage.
inline constexpr int kMaxLateAnswers = 64;

/// "external:CMD" or "external:timeout=MS:CMD" -> the command and the timeout; false if `spec` is not external.
/// Sets `error` (ai.bad-agent-option) when it is external but malformed.
bool parseExternalSpec(std::string_view spec, std::string& command, int& timeoutMs, games::core::Error& error);

/// Whether the program `command` starts (its first word, looked up on PATH) exists and is executable:
/// cli.bot-not-found or cli.bot-not-executable (detail: the command). Words the shell must read (quotes,
/// variables, builtins such as exec or cd) are not checked here.
games::core::Error checkBotProgram(const std::string& command);

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
    /// Set (cli.bot-cannot-run, detail: the command) when the shell could not find or execute the bot's program
    /// (exit status 127 or 126): the caller should stop, the move chosen then is only a stand-in.
    const games::core::Error& failure() const { return m_failure; }

protected:
    games::core::Move decide(const games::core::Observation& observation, std::span<const games::core::Move> legal,
        const games::ai::DecisionControl& control, std::uint64_t seed) override;

private:
    ExternalAgent(
        const games::core::Game& game, std::string command, std::uint64_t seed, int timeoutMs, std::ostream& report);
    /// Sends `request` (unless empty) and reads one answer line before `deadline` (steady clock, ms since its
    /// epoch), or sets `problem`.
    bool ask(const std::string& request, long long deadline, std::string& answer, std::string& problem);
    /// After the bot's end of a pipe closed: how it ended (" (exit status 1)"), waiting for it briefly.
    std::string exitStatus();
    /// A timeout: the problem, and the bot given up when it has been silent too long.
    bool timedOut(const std::string& what, std::string& problem);
    /// Ends the bot's whole process group at once, for a bot the CLI will not talk to again.
    void giveUp(const std::string& why, std::string& problem);
    games::core::Move fallback(const games::core::Observation& observation, std::span<const games::core::Move> legal,
        const std::string& problem);
    void stop();

    const games::core::Game& m_game;
    std::string m_command;
    int m_timeoutMs;
    std::ostream& m_report;
    games::ai::RandomAgent m_random;
    std::vector<std::string> m_problems;
    games::core::Error m_failure;
    std::string m_buffer; // bytes read past the last answer line
    int m_decision = 0;
    bool m_running = false;
    bool m_toldNotRunning = false;
    bool m_late = false; // a request went unanswered: its answer may still arrive
    int m_silentTimeouts = 0; // timeouts in a row without a byte from the bot
    long long m_lastHeard = 0; // when the bot last wrote anything (or started), steady clock ms
    int m_pid = -1; // also the id of its process group
    int m_toBot = -1;
    int m_fromBot = -1;
};

} // namespace nobox::cli
