// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A probe that asks for the UI thread every 10 ms while a game runs: the longest wait between two answers says
// whether the window ever stopped answering (checked against a bound only a hang reaches, never a timing target),
// and the answers counted while a computer thought show that the window was served meanwhile.

#include "shell/game_session.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>

class ResponsivenessProbe {
public:
    explicit ResponsivenessProbe(const nobox::GameSession& session)
        : m_session(session)
    {
        m_clock.start();
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            const qint64 now = m_clock.elapsed();
            m_longestWait = std::max(m_longestWait, now - m_last);
            m_last = now;
            ++m_ticks;
            m_thinkingTicks += m_session.thinkingSeat() != games::core::kNoSeat;
        });
        m_timer.start(10);
    }

    void stop() { m_timer.stop(); }
    qint64 longestWaitMs() const { return m_longestWait; }
    qint64 elapsedMs() const { return m_clock.elapsed(); }
    int ticks() const { return m_ticks; }
    int thinkingTicks() const { return m_thinkingTicks; }

private:
    const nobox::GameSession& m_session;
    QElapsedTimer m_clock;
    QTimer m_timer;
    qint64 m_last = 0;
    qint64 m_longestWait = 0;
    int m_ticks = 0;
    int m_thinkingTicks = 0;
};
