// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/worker_thread.h"

#include <algorithm>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace nobox {

void lowerThisThreadPriority()
{
#ifdef __linux__
    (void)setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
#endif
}

void WorkerThread::start(std::function<void(games::core::StopToken)> work)
{
    retire();
    auto ended = std::make_shared<std::atomic<bool>>(false);
    m_current.thread = games::core::StoppableThread([work = std::move(work), ended](games::core::StopToken stop) {
        lowerThisThreadPriority();
        work(std::move(stop));
        ended->store(true, std::memory_order_release);
    });
    m_current.ended = std::move(ended);
}

void WorkerThread::retire()
{
    if (m_current.thread.joinable()) {
        m_current.thread.request_stop();
        m_retired.push_back(std::move(m_current));
        m_current = {};
    }
    joinEnded();
}

void WorkerThread::joinEnded()
{
    // An ended thread has left its work: joining it takes no time worth a frame.
    std::erase_if(m_retired, [](Thread& t) {
        if (!t.ended->load(std::memory_order_acquire))
            return false;
        t.thread.join();
        return true;
    });
}

void WorkerThread::joinAll()
{
    retire();
    for (Thread& t : m_retired)
        t.thread.join();
    m_retired.clear();
}

} // namespace nobox
