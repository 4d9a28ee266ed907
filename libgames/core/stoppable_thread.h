// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A thread that owns a stop request, as std::jthread does (which Apple's libc++ and Debian's libc++ 14 lack): the
// work receives a StopToken, and destroying a still joinable thread asks it to stop and then joins. A caller that
// must not wait (a UI thread) requests the stop and joins only once the work has ended (app/shell/worker_thread.h).

#include "core/stop.h"

#include <thread>
#include <type_traits>
#include <utility>

namespace games::core {

class StoppableThread {
public:
    StoppableThread() = default;
    /// Runs `work(StopToken)` on a new thread.
    template <class Work>
    requires std::is_invocable_v<Work, StopToken>
    explicit StoppableThread(Work&& work)
    {
        m_thread
            = std::thread([work = std::forward<Work>(work), token = m_stop.get_token()]() mutable { work(token); });
    }
    StoppableThread(StoppableThread&&) noexcept = default;
    StoppableThread& operator=(StoppableThread&& other) noexcept
    {
        if (this != &other) {
            stopAndJoin();
            m_stop = std::move(other.m_stop);
            m_thread = std::move(other.m_thread);
        }
        return *this;
    }
    ~StoppableThread() { stopAndJoin(); }

    bool joinable() const noexcept { return m_thread.joinable(); }
    void join() { m_thread.join(); }
    bool request_stop() noexcept { return m_stop.request_stop(); }
    StopToken get_stop_token() const { return m_stop.get_token(); }

private:
    void stopAndJoin()
    {
        if (m_thread.joinable()) {
            m_stop.request_stop();
            m_thread.join();
        }
    }

    StopSource m_stop;
    std::thread m_thread;
};

} // namespace games::core
