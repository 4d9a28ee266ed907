// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the hot-seat handover tests of the three games share: input sent as a person's fingers send it (a doubled
// key, a double click, a key held down with its repeats), and the check that every move it makes belongs to the
// person who was to act when it began: never the next one's.

#include "shell/game_session.h"
#include "shell/handover_banner.h"
#include "shell/handover_guard.h"

#include "core/move.h"
#include "core/observation.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QWidget>
#include <QtTest>

namespace handover_test {

/// The moves made from now on, and by whom.
class Burst {
public:
    explicit Burst(nobox::GameSession& session)
        : m_session(session)
        , m_seat(session.toMove())
        , m_moves(&session, &nobox::GameSession::moveApplied)
    {
    }
    games::core::Seat first() const { return m_seat; }
    int moves() const { return int(m_moves.count()); }
    /// Whether every move made since the burst began was made by the seat to act then.
    bool onlyByFirst() const
    {
        for (const auto& args : m_moves)
            if (args.at(0).value<games::core::Seat>() != m_seat)
                return false;
        return true;
    }
    /// Whether another person is to act now than when the burst began.
    bool handedOver() const
    {
        const games::core::Seat now = m_session.toMove();
        return now != games::core::kNoSeat && now != m_seat && m_session.isHuman(now);
    }

private:
    nobox::GameSession& m_session;
    games::core::Seat m_seat;
    QSignalSpy m_moves;
};

/// `key` held down: its press, then the repeats a keyboard sends for `ms` (past the grace time), then its release.
inline void holdKey(QWidget* window, Qt::Key key, const QString& text, int ms)
{
    QTest::simulateEvent(window, true, key, Qt::NoModifier, text, false);
    QElapsedTimer held;
    held.start();
    while (held.elapsed() < ms) {
        QTest::qWait(30);
        QTest::simulateEvent(window, true, key, Qt::NoModifier, text, true);
    }
    QTest::simulateEvent(window, false, key, Qt::NoModifier, text, false);
}

/// A real double click on `target`, through its window as the window system sends it: press, release, press (a
/// double click), release. (QTest's widget variant sends only the double-click event.)
inline void doubleClick(QWidget* target)
{
    QWidget* window = target->window();
    QTest::mouseDClick(
        window->windowHandle(), Qt::LeftButton, Qt::NoModifier, target->mapTo(window, target->rect().center()));
}

/// Waits out the grace time after a change of person (the next person's own input counts again).
inline void waitOutGrace()
{
    QTest::qWait(nobox::HandoverGuard::graceMs() + 50);
}

/// The banner naming the next person, when it shows.
inline nobox::HandoverBanner* banner(QWidget* window)
{
    return window->findChild<nobox::HandoverBanner*>(QStringLiteral("handoverBanner"));
}

/// The counts a handover test reports.
struct Counts {
    int doubledKeys = 0; // handovers at which the second key stroke was ignored
    int doubleClicks = 0; // likewise the second click of a double click
    int heldKeys = 0; // likewise the repeats of a held key
};

} // namespace handover_test
