// SPDX-License-Identifier: GPL-3.0-or-later
#include "external_agent.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <ostream>

#ifndef _WIN32
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace nobox::cli {

namespace {
constexpr std::size_t kMaxAnswerBytes = 1 << 20;
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

std::string shownText(std::string_view text)
{
    constexpr std::size_t kShown = 60;
    std::string shown(text.substr(0, kShown));
    if (text.size() > kShown)
        shown += "...";
    return "'" + shown + "'";
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
{
}

ExternalAgent::~ExternalAgent()
{
    stop();
}

games::core::Move ExternalAgent::fallback(
    const games::core::Observation& observation, std::span<const games::core::Move> legal, const std::string& problem)
{
    ++m_replaced;
    if (m_failure)
        return m_random.choose(observation, legal); // the game stops here (failure()): nothing to warn about
    const std::string line = "bot " + shownText(m_command) + " at seat " + std::to_string(observation.viewer() + 1)
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
        // Said once; afterwards the random agent plays quietly (still counted).
        if (m_toldNotRunning) {
            ++m_replaced;
            return m_random.choose(observation, legal);
        }
        m_toldNotRunning = true;
        return fallback(observation, legal, "the bot is not running (random moves from now on)");
    }
    nlohmann::json legalText = nlohmann::json::array();
    for (const auto& move : legal)
        legalText.push_back(m_game.moveToText(move));
    const nlohmann::json request {{"type", "decision"}, {"protocol", 1}, {"game", std::string(m_game.id())},
        {"decision", m_decision}, {"seat", observation.viewer()}, {"observation", observation.toJson()},
        {"legal", legalText}};

    std::string answer, problem;
    std::string line = request.dump() + "\n";
    while (true) {
        const bool sent = ask(line, answer, problem);
        line.clear(); // sent once; further rounds only read
        if (!sent)
            return fallback(observation, legal, problem);
        std::string text = trimmed(answer);
        if (!text.empty() && text.front() == '{') {
            const auto json = nlohmann::json::parse(text, nullptr, false);
            if (json.is_discarded() || !json.is_object() || !json.contains("move") || !json["move"].is_string())
                return fallback(observation, legal, "answered " + shownText(text) + ", which is not a move");
            if (json.contains("decision") && json["decision"] != m_decision)
                continue; // a late answer to an earlier request: skip it and read on (ask() resends nothing)
            text = json["move"].get<std::string>();
        }
        games::core::Move move;
        if (text.empty() || m_game.parseMove(text, move))
            return fallback(observation, legal, "answered " + shownText(text) + ", which is not a move");
        if (std::find(legal.begin(), legal.end(), move) == legal.end())
            return fallback(observation, legal, "answered " + shownText(text) + ", which is not a legal move now");
        return move;
    }
}

#ifndef _WIN32

std::unique_ptr<ExternalAgent> ExternalAgent::start(const std::string& command, const games::core::Game& game,
    std::uint64_t seed, int timeoutMs, std::ostream& report, games::core::Error* error)
{
    std::signal(SIGPIPE, SIG_IGN); // a bot that died must show up as EPIPE, not kill the CLI
    int toBot[2] = {-1, -1};
    int fromBot[2] = {-1, -1};
    if (pipe2(toBot, O_CLOEXEC) != 0 || pipe2(fromBot, O_CLOEXEC) != 0) {
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
        // The child: only async-signal-safe calls until exec.
        dup2(toBot[0], STDIN_FILENO);
        dup2(fromBot[1], STDOUT_FILENO);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(toBot[0]);
    close(fromBot[1]);
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

bool ExternalAgent::ask(const std::string& request, std::string& answer, std::string& problem)
{
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(m_timeoutMs);
    auto remaining = [&] {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        return static_cast<int>(std::max<long long>(0, left));
    };
    auto exited = [&](const std::string& what) {
        m_running = false;
        m_toldNotRunning = true; // this report says it
        problem = what + " (random moves from now on)";
        return false;
    };

    std::string pending = request;
    if (!pending.empty() && m_late) {
        // The last request timed out: drop whatever late answer came since, so it is not taken for this one.
        m_buffer.clear();
        char chunk[4096];
        while (read(m_fromBot, chunk, sizeof chunk) > 0) { }
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
            problem = "did not read its request within " + std::to_string(m_timeoutMs) + " ms";
            m_late = true;
            return false;
        }
    }

    while (true) {
        if (const auto newline = m_buffer.find('\n'); newline != std::string::npos) {
            answer = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            return true;
        }
        if (m_buffer.size() > kMaxAnswerBytes) {
            m_buffer.clear();
            problem = "answered more than 1 MiB without a line break";
            return false;
        }
        pollfd in {m_fromBot, POLLIN, 0};
        const int ready = poll(&in, 1, remaining());
        if (ready == 0) {
            problem = "did not answer within " + std::to_string(m_timeoutMs) + " ms";
            m_late = true;
            return false;
        }
        if (ready < 0 && errno == EINTR)
            continue;
        char chunk[4096];
        const ssize_t got = read(m_fromBot, chunk, sizeof chunk);
        if (got > 0) {
            m_buffer.append(chunk, static_cast<std::size_t>(got));
        } else if (got == 0) {
            return exited("the bot exited without answering" + exitStatus());
        } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            return exited("reading from the bot failed");
        }
    }
}

std::string ExternalAgent::exitStatus()
{
    if (m_pid <= 0)
        return {};
    // Its output closed as it exited: the status follows within moments, unless it only closed the pipe.
    int status = 0;
    bool gone = false;
    for (int i = 0; i < 20 && !gone; ++i) {
        gone = waitpid(m_pid, &status, WNOHANG) == m_pid;
        if (!gone)
            usleep(10000);
    }
    if (!gone)
        return {};
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
        bool gone = false;
        for (int i = 0; i < 50 && !gone; ++i) {
            gone = waitpid(m_pid, nullptr, WNOHANG) == m_pid;
            if (!gone)
                usleep(10000);
        }
        if (!gone) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, nullptr, 0);
        }
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

bool ExternalAgent::ask(const std::string&, std::string&, std::string& problem)
{
    problem = "external bots are not supported on this platform";
    return false;
}

std::string ExternalAgent::exitStatus()
{
    return {};
}

void ExternalAgent::stop()
{
}

#endif

} // namespace nobox::cli
