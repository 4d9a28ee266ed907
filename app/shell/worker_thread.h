// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A computer's decision or a hint runs on a thread of its own at low priority, and the UI thread never waits for
// one while a game goes on: on a busy machine a low-priority thread can wait long for a core even to end, and a
// window waiting with it would freeze. A thread whose answer came, or is no longer wanted, is retired: asked to
// stop, and joined once it has ended, or when its owner goes.

#include "core/stoppable_thread.h"

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace nobox {

class WorkerThread {
public:
    WorkerThread() = default;
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;
    ~WorkerThread() { joinAll(); }

    /// Runs `work` on a new low-priority thread; what ran before is retired first.
    void start(std::function<void(games::core::StopToken)> work);
    /// Started and not yet retired.
    bool running() const { return m_current.thread.joinable(); }
    /// Asks the running work to stop and lets it end on its own.
    void retire();
    /// Waits for every thread, the running one asked to stop first (only when the owner goes).
    void joinAll();

private:
    struct Thread {
        games::core::StoppableThread thread;
        std::shared_ptr<std::atomic<bool>> ended;
    };
    void joinEnded();

    Thread m_current;
    std::vector<Thread> m_retired;
};

/// Lowers the calling thread's priority so that it yields to the UI thread; on Linux the nice value is per thread
/// and inherited by the threads it starts (the hard level's search threads).
void lowerThisThreadPriority();

} // namespace nobox
