// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A request to stop, made by one side and polled by the other: what std::stop_source / std::stop_token give,
// ours because Apple's libc++ (Xcode 15) and Debian's libc++ 14 have neither. The names and the calls mirror the
// standard's (request_stop, get_token, stop_requested), so code reads the same and moving back to the standard one
// day is a change of type names. No stop callbacks: every search polls.

#include <atomic>
#include <memory>
#include <utility>

namespace games::core {

/// Tells a running job that it was asked to stop. A default token can never be stopped; copies share one request.
class StopToken {
public:
    StopToken() = default;

    bool stop_requested() const noexcept { return m_flag && m_flag->load(std::memory_order_acquire); }
    /// False for a default token: nothing can ever ask it to stop.
    bool stop_possible() const noexcept { return m_flag != nullptr; }

private:
    friend class StopSource;
    explicit StopToken(std::shared_ptr<const std::atomic<bool>> flag)
        : m_flag(std::move(flag))
    {
    }
    std::shared_ptr<const std::atomic<bool>> m_flag;
};

/// The asking side: request_stop() is seen by every token it handed out, from any thread; it cannot be undone.
/// A moved-from source hands out default tokens and ignores requests.
class StopSource {
public:
    StopSource()
        : m_flag(std::make_shared<std::atomic<bool>>(false))
    {
    }

    StopToken get_token() const { return StopToken(m_flag); }
    /// True when this call made the request (false when it had been made before).
    bool request_stop() noexcept { return m_flag && !m_flag->exchange(true, std::memory_order_acq_rel); }
    bool stop_requested() const noexcept { return m_flag && m_flag->load(std::memory_order_acquire); }

private:
    std::shared_ptr<std::atomic<bool>> m_flag;
};

} // namespace games::core
