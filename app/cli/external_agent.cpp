// SPDX-License-Identifier: GPL-3.0-or-later
#include "external_agent.h"

#include "bot_answer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <ostream>

#ifndef _WIN32
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <mutex>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace nobox::cli {

namespace {
constexpr std::string_view kPrefix = "external:";
constexpr std::string_view kTimeout = "timeout=";

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

long long nowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
} // namespace

bool parseExternalSpec(std::string_view spec, std::string& command, int& timeoutMs, games::core::Error& error)
{
    if (spec.substr(0, kPrefix.size()) != kPrefix)
        return false;
    std::string_view rest = spec.substr(kPrefix.size());
    timeoutMs = kDefaultBotTimeoutMs;
    if (rest.substr(0, kTimeout.size()) == kTimeout) {
        const auto colon = rest.find(':');
        const std::string_view number = rest.substr(kTimeout.size(), colon - kTimeout.size());
        long long value = 0;
        bool ok = colon != std::string_view::npos && !number.empty() && number.size() < 9;
        for (char c : number)
            ok = ok && c >= '0' && c <= '9';
        if (ok)
            for (char c : number)
                value = value * 10 + (c - '0');
        if (!ok || value < 1) {
            error = games::core::Error::withDetail("ai.bad-agent-option", std::string(spec));
            return true;
        }
        timeoutMs = static_cast<int>(value);
        rest = rest.substr(colon + 1);
    }
    command = trimmed(rest);
    if (command.empty())
        error = games::core::Error::withDetail("ai.bad-agent-option", std::string(spec));
    return true;
}

ExternalAgent::ExternalAgent(
    const games::core::Game& game, std::string command, std::uint64_t seed, int timeoutMs, std::ostream& report)
    : Agent(seed)
    , m_game(game)
    , m_command(std::move(command))
    , m_timeoutMs(timeoutMs)
    , m_report(report)
    , m_random(seed)
    , m_lastHeard(nowMs())
{
}

ExternalAgent::~ExternalAgent()
{
    stop();
}

games::core::Move ExternalAgent::fallback(
    const games::core::Observation& observation, std::span<const games::core::Move> legal, const std::string& problem)
{
    if (m_failure)
        return m_random.choose(observation, legal); // the game stops here (failure()): nothing to warn about
    const std::string line = "bot " + shownBotText(m_command) + " at seat " + std::to_string(observation.viewer() + 1)
        + ", decision " + std::to_string(m_decision) + ": " + problem + "; a random move was played instead";
    m_problems.push_back(line);
    m_report << "nobox-cli: warning: " << line << '\n';
    return m_random.choose(observation, legal);
}

games::core::Move ExternalAgent::decide(const games::core::Observation& observation,
    std::span<const games::core::Move> legal, const games::ai::DecisionControl&, std::uint64_t)
{
    ++m_decision;
    if (!m_running) {
        // Said once; afterwards the random agent plays quietly.
        if (m_toldNotRunning)
            return m_random.choose(observation, legal);
        m_toldNotRunning = true;
        return fallback(observation, legal, "the bot is not running (random moves from now on)");
    }
    nlohmann::json legalText = nlohmann::json::array();
    for (const auto& move : legal)
        legalText.push_back(m_game.moveToText(move));
    const nlohmann::json request {{"type", "decision"}, {"protocol", kBotProtocol}, {"game", std::string(m_game.id())},
        {"decision", m_decision}, {"seat", observation.viewer()}, {"observation", observation.toJson()},
        {"legal", legalText}};

    std::string answer, problem;
    std::string line = request.dump() + "\n";
    // One deadline for the whole decision, however many late answers come first.
    const long long deadline = nowMs() + m_timeoutMs;
    for (int late = 0;; ++late) {
        const bool sent = ask(line, deadline, answer, problem);
        line.clear(); // sent once; further rounds only read
        if (!sent)
            return fallback(observation, legal, problem);
        BotAnswer read = readBotAnswer(m_game, answer, legal, m_decision);
        if (read.kind == BotAnswer::Kind::Late && late < kMaxLateAnswers)
            continue; // a late answer to an earlier request: skip it and read on (ask() resends nothing)
        if (read.kind == BotAnswer::Kind::Late)
            return fallback(
                observation, legal, "answered " + std::to_string(late + 1) + " earlier decisions, not this one");
        if (read.kind != BotAnswer::Kind::Move)
            return fallback(observation, legal, read.problem);
        return read.move;
    }
}

#ifndef _WIN32

namespace {
/// Only one thread at a time creates a bot's pipes and forks it, so that no other bot inherits them (a bot that
/// kept another's pipe open would hide that one's end).
std::mutex spawnMutex;

/// A pipe whose ends close on exec: pipe() + FD_CLOEXEC, as macOS has no pipe2(); spawnMutex closes the window.
bool closeOnExecPipe(int fds[2])
{
    if (pipe(fds) != 0)
        return false;
    return fcntl(fds[0], F_SETFD, FD_CLOEXEC) == 0 && fcntl(fds[1], F_SETFD, FD_CLOEXEC) == 0;
}
} // namespace

std::unique_ptr<ExternalAgent> ExternalAgent::start(const std::string& command, const games::core::Game& game,
    std::uint64_t seed, int timeoutMs, std::ostream& report, games::core::Error* error)
{
    std::signal(SIGPIPE, SIG_IGN); // a bot that died must show up as EPIPE, not kill the CLI
    int toBot[2] = {-1, -1};
    int fromBot[2] = {-1, -1};
    std::unique_lock spawning(spawnMutex);
    if (!closeOnExecPipe(toBot) || !closeOnExecPipe(fromBot)) {
        for (int fd : {toBot[0], toBot[1], fromBot[0], fromBot[1]})
            if (fd >= 0)
                close(fd);
        if (error)
            *error = games::core::Error::withDetail("ai.bot-failed", command);
        return nullptr;
    }
    const pid_t pid = fork();
    if (pid < 0) {
        for (int fd : {toBot[0], toBot[1], fromBot[0], fromBot[1]})
            close(fd);
        if (error)
            *error = games::core::Error::withDetail("ai.bot-failed", command);
        return nullptr;
    }
    if (pid == 0) {
        // The child: only async-signal-safe calls until exec. Its own process group, so that stop() ends every
        // process the bot starts.
        setpgid(0, 0);
        dup2(toBot[0], STDIN_FILENO);
        dup2(fromBot[1], STDOUT_FILENO);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    setpgid(pid, pid); // also here: whichever runs first, the group exists before either goes on
    close(toBot[0]);
    close(fromBot[1]);
    spawning.unlock();
    fcntl(toBot[1], F_SETFL, fcntl(toBot[1], F_GETFL) | O_NONBLOCK);
    fcntl(fromBot[0], F_SETFL, fcntl(fromBot[0], F_GETFL) | O_NONBLOCK);
    std::unique_ptr<ExternalAgent> agent(new ExternalAgent(game, command, seed, timeoutMs, report));
    agent->m_pid = pid;
    agent->m_toBot = toBot[1];
    agent->m_fromBot = fromBot[0];
    agent->m_running = true;
    if (error)
        *error = {};
    return agent;
}

bool ExternalAgent::ask(const std::string& request, long long deadline, std::string& answer, std::string& problem)
{
    auto remaining = [&] { return static_cast<int>(std::clamp<long long>(deadline - nowMs(), 0, 1 << 30)); };
    auto exited = [&](const std::string& what) {
        m_running = false;
        m_toldNotRunning = true; // this report says it
        problem = what + " (random moves from now on)";
        return false;
    };
    auto heard = [&] {
        m_silentTimeouts = 0;
        m_lastHeard = nowMs();
    };

    std::string pending = request;
    if (!pending.empty() && m_late) {
        // The last request timed out: drop whatever late answer came since, so it is not taken for this one. Only
        // what is there now, and at most one line's worth: a bot that keeps writing cannot hold us here.
        m_buffer.clear();
        char chunk[4096];
        std::size_t dropped = 0;
        ssize_t got = 0;
        while (dropped <= kMaxBotLineBytes && (got = read(m_fromBot, chunk, sizeof chunk)) > 0)
            dropped += static_cast<std::size_t>(got);
        if (dropped > 0)
            heard();
        m_late = false;
    }
    while (!pending.empty()) {
        const ssize_t written = write(m_toBot, pending.data(), pending.size());
        if (written > 0) {
            pending.erase(0, static_cast<std::size_t>(written));
            continue;
        }
        if (written < 0 && errno == EPIPE)
            return exited("the bot closed its input or exited" + exitStatus());
        if (written < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            return exited("writing to the bot failed");
        pollfd out {m_toBot, POLLOUT, 0};
        if (poll(&out, 1, remaining()) == 0) {
            // Part of a request may be in the pipe: nothing said to this bot could be read right any more.
            giveUp("did not read its request within " + std::to_string(m_timeoutMs) + " ms", problem);
            return false;
        }
    }

    while (true) {
        if (const auto newline = m_buffer.find('\n'); newline != std::string::npos) {
            answer = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            return true;
        }
        if (m_buffer.size() > kMaxBotLineBytes) {
            m_buffer.clear();
            giveUp(
                "answered more than " + std::to_string(kMaxBotLineBytes >> 20) + " MiB without a line break", problem);
            return false;
        }
        pollfd in {m_fromBot, POLLIN, 0};
        const int ready = poll(&in, 1, remaining());
        if (ready == 0)
            return timedOut("did not answer within " + std::to_string(m_timeoutMs) + " ms", problem);
        if (ready < 0 && errno == EINTR)
            continue;
        char chunk[4096];
        const ssize_t got = read(m_fromBot, chunk, sizeof chunk);
        if (got > 0) {
            heard();
            m_buffer.append(chunk, static_cast<std::size_t>(got));
        } else if (got == 0) {
            return exited("the bot exited without answering" + exitStatus());
        } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            return exited("reading from the bot failed");
        }
    }
}

bool ExternalAgent::timedOut(const std::string& what, std::string& problem)
{
    m_late = true;
    ++m_silentTimeouts;
    if (m_silentTimeouts >= kMaxSilentDecisions && nowMs() - m_lastHeard >= kSilentGiveUpMs) {
        giveUp(what + ", and has said nothing for " + std::to_string(m_silentTimeouts) + " decisions", problem);
        return false;
    }
    problem = what;
    return false;
}

void ExternalAgent::giveUp(const std::string& why, std::string& problem)
{
    problem = why + "; the bot was stopped (random moves from now on)";
    m_toldNotRunning = true; // this report says it
    stop();
}

namespace {
/// Whether the bot's shell has ended, without reaping it: its process group id stays its own until then.
bool hasEnded(pid_t pid)
{
    siginfo_t info {};
    return waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

/// Kills what is left of the bot's process group (children it forked, a shell that ignores SIGTERM), then
/// reaps the shell: its status.
int endGroup(pid_t pid)
{
    kill(-pid, SIGKILL);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    return status;
}
} // namespace

std::string ExternalAgent::exitStatus()
{
    if (m_pid <= 0)
        return {};
    // Its output closed as it exited: the status follows within moments, unless it only closed the pipe.
    bool gone = false;
    for (int i = 0; i < 20 && !gone; ++i) {
        gone = hasEnded(m_pid);
        if (!gone)
            usleep(10000);
    }
    if (!gone)
        return {};
    const int status = endGroup(m_pid);
    m_pid = -1;
    if (WIFSIGNALED(status))
        return " (signal " + std::to_string(WTERMSIG(status)) + ")";
    if (!WIFEXITED(status))
        return {};
    // The shell's own codes for "command not found" and "found but cannot execute".
    if (WEXITSTATUS(status) == 127 || WEXITSTATUS(status) == 126)
        m_failure = games::core::Error::withDetail("cli.bot-cannot-run", m_command);
    return " (exit status " + std::to_string(WEXITSTATUS(status)) + ")";
}

void ExternalAgent::stop()
{
    if (m_toBot >= 0)
        close(m_toBot); // end of input: a well-behaved bot exits
    m_toBot = -1;
    if (m_pid > 0) {
        // A bot that is still running half a second later is killed, with every process it started.
        for (int i = 0; i < 50 && !hasEnded(m_pid); ++i)
            usleep(10000);
        endGroup(m_pid);
    }
    m_pid = -1;
    if (m_fromBot >= 0)
        close(m_fromBot);
    m_fromBot = -1;
    m_running = false;
}

#else // no fork/exec here: a clear error instead of a bot

std::unique_ptr<ExternalAgent> ExternalAgent::start(
    const std::string&, const games::core::Game&, std::uint64_t, int, std::ostream&, games::core::Error* error)
{
    if (error)
        *error = games::core::Error::make("ai.bot-unsupported");
    return nullptr;
}

bool ExternalAgent::ask(const std::string&, long long, std::string&, std::string& problem)
{
    problem = "external bots are not supported on this platform";
    return false;
}

std::string ExternalAgent::exitStatus()
{
    return {};
}

bool ExternalAgent::timedOut(const std::string& what, std::string& problem)
{
    problem = what;
    return false;
}

void ExternalAgent::giveUp(const std::string& why, std::string& problem)
{
    problem = why;
}

void ExternalAgent::stop()
{
}

#endif

} // namespace nobox::cli
