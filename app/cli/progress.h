// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <chrono>
#include <iosfwd>
#include <mutex>
#include <string>

namespace nobox::cli {

struct Context;

/// One line on stderr that a long command rewrites in place ("\r"): "37/300 games, 12 s, about 1 min 30 s
/// left". Only when stderr is a terminal and the output is not --json (Context::progress); otherwise silent.
/// update() may be called from any thread and as often as wanted: the line is redrawn at most 10 times a second.
class Progress {
public:
    Progress(const Context& ctx, long long total, std::string unit);
    ~Progress() { finish(); }
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    /// `done` of the total are finished.
    void update(long long done);
    /// For a command that runs for a set time (bench): `done` units so far, `fraction` of the time used.
    void updateTimed(long long done, double fraction);

    /// Clears the line (before the command prints its result); later updates draw nothing.
    void finish();

    /// "42 s", "3 min 05 s", "1 h 02 min".
    static std::string duration(double seconds);

private:
    void draw(const std::string& line);
    bool due();

    using Clock = std::chrono::steady_clock;
    std::ostream* m_err = nullptr; // null when silent
    long long m_total;
    std::string m_unit;
    Clock::time_point m_start = Clock::now();
    Clock::time_point m_lastDrawn {};
    std::size_t m_width = 0; // of the line on screen, to blank what a shorter line leaves
    std::mutex m_mutex;
};

} // namespace nobox::cli
