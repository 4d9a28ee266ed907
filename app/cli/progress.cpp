// SPDX-License-Identifier: GPL-3.0-or-later
#include "progress.h"

#include "commands.h"

#include <algorithm>
#include <cstdio>
#include <ostream>

namespace nobox::cli {

Progress::Progress(const Context& ctx, long long total, std::string unit)
    : m_err(ctx.progress ? &ctx.err : nullptr)
    , m_total(total)
    , m_unit(std::move(unit))
{
}

void Progress::finish()
{
    std::lock_guard lock(m_mutex);
    if (m_err && m_width > 0)
        *m_err << '\r' << std::string(m_width, ' ') << '\r' << std::flush;
    m_err = nullptr;
}

std::string Progress::duration(double seconds)
{
    const long long s = static_cast<long long>(seconds + 0.5);
    char buffer[64];
    if (s < 60)
        std::snprintf(buffer, sizeof buffer, "%lld s", s);
    else if (s < 3600)
        std::snprintf(buffer, sizeof buffer, "%lld min %02lld s", s / 60, s % 60);
    else
        std::snprintf(buffer, sizeof buffer, "%lld h %02lld min", s / 3600, s / 60 % 60);
    return buffer;
}

bool Progress::due()
{
    const auto now = Clock::now();
    if (now - m_lastDrawn < std::chrono::milliseconds(100))
        return false;
    m_lastDrawn = now;
    return true;
}

void Progress::update(long long done)
{
    std::unique_lock lock(m_mutex, std::try_to_lock);
    if (!lock || !m_err || !due())
        return; // another thread draws, or it drew a moment ago
    const double elapsed = std::chrono::duration<double>(Clock::now() - m_start).count();
    std::string line = std::to_string(done) + "/" + std::to_string(m_total) + " " + m_unit + ", " + duration(elapsed);
    if (done > 0 && done < m_total)
        line += ", about " + duration(elapsed * static_cast<double>(m_total - done) / static_cast<double>(done))
            + " left";
    draw(line);
}

void Progress::updateTimed(long long done, double fraction)
{
    std::unique_lock lock(m_mutex, std::try_to_lock);
    if (!lock || !m_err || !due())
        return;
    const double elapsed = std::chrono::duration<double>(Clock::now() - m_start).count();
    std::string line = std::to_string(done) + " " + m_unit + ", " + duration(elapsed);
    if (fraction > 0.0 && fraction < 1.0)
        line += ", about " + duration(elapsed * (1.0 - fraction) / fraction) + " left";
    draw(line);
}

void Progress::draw(const std::string& line)
{
    *m_err << '\r' << line;
    if (line.size() < m_width)
        *m_err << std::string(m_width - line.size(), ' ');
    *m_err << std::flush;
    m_width = std::max(m_width, line.size());
}

} // namespace nobox::cli
