// SPDX-License-Identifier: GPL-3.0-or-later
// Our stand-ins for std::stop_token and std::jthread (core/stop.h, core/stoppable_thread.h).
#include "core/stop.h"
#include "core/stoppable_thread.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <utility>

using games::core::StoppableThread;
using games::core::StopSource;
using games::core::StopToken;

TEST(Stop, ADefaultTokenNeverStops)
{
    const StopToken token;
    EXPECT_FALSE(token.stop_possible());
    EXPECT_FALSE(token.stop_requested());
}

TEST(Stop, EveryTokenSeesTheRequestOnce)
{
    StopSource source;
    const StopToken a = source.get_token();
    const StopToken b = a;
    EXPECT_TRUE(a.stop_possible());
    EXPECT_FALSE(a.stop_requested());
    EXPECT_TRUE(source.request_stop());
    EXPECT_FALSE(source.request_stop()) << "the second request is not the one that stopped it";
    EXPECT_TRUE(a.stop_requested());
    EXPECT_TRUE(b.stop_requested());
    EXPECT_TRUE(source.stop_requested());
}

TEST(Stop, AMovedFromSourceIgnoresRequests)
{
    StopSource source;
    const StopToken token = source.get_token();
    StopSource moved = std::move(source);
    EXPECT_FALSE(source.request_stop()); // NOLINT(bugprone-use-after-move): what this test is about
    EXPECT_FALSE(token.stop_requested());
    EXPECT_TRUE(moved.request_stop());
    EXPECT_TRUE(token.stop_requested());
}

// Spins until asked to stop: only the stop can end it (a hang would time the test out).
static void spinUntilStopped(StopToken stop, std::atomic<bool>& started)
{
    started = true;
    while (!stop.stop_requested())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

TEST(StoppableThread, DestroyingItStopsAndJoins)
{
    std::atomic<bool> started {false};
    std::atomic<bool> ended {false};
    {
        StoppableThread thread([&](StopToken stop) {
            spinUntilStopped(stop, started);
            ended = true;
        });
        EXPECT_TRUE(thread.joinable());
        while (!started)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    EXPECT_TRUE(ended);
}

TEST(StoppableThread, ARequestReachesTheWorkAndJoinWaitsForIt)
{
    std::atomic<bool> started {false};
    StoppableThread thread([&](StopToken stop) { spinUntilStopped(stop, started); });
    const StopToken seen = thread.get_stop_token();
    EXPECT_TRUE(thread.request_stop());
    EXPECT_TRUE(seen.stop_requested());
    thread.join();
    EXPECT_FALSE(thread.joinable());
}

TEST(StoppableThread, MovingKeepsTheRunningWorkAndItsRequest)
{
    std::atomic<bool> started {false};
    std::atomic<bool> ended {false};
    StoppableThread first([&](StopToken stop) {
        spinUntilStopped(stop, started);
        ended = true;
    });
    StoppableThread second;
    second = std::move(first);
    EXPECT_FALSE(first.joinable()); // NOLINT(bugprone-use-after-move)
    EXPECT_FALSE(first.request_stop()) << "a moved-from thread owns no request";
    ASSERT_TRUE(second.joinable());
    EXPECT_FALSE(ended);
    second.request_stop();
    second.join();
    EXPECT_TRUE(ended);
}
