// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/handover_guard.h"

#include "shell/game_session.h"

#include <QApplication>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWidget>

#include <algorithm>

namespace nobox {

using games::core::kNoSeat;
using games::core::Seat;

namespace {
int g_graceMs = 700;
} // namespace

int HandoverGuard::graceMs()
{
    return g_graceMs;
}

void HandoverGuard::setGraceMs(int ms)
{
    g_graceMs = std::max(0, ms);
}

HandoverGuard::HandoverGuard(QObject* parent)
    : QObject(parent)
{
    m_clock.start();
    qApp->installEventFilter(this);
}

HandoverGuard::~HandoverGuard()
{
    qApp->removeEventFilter(this);
}

void HandoverGuard::setBoard(QWidget* board)
{
    m_board = board;
    m_person = kNoSeat;
    m_covered = false;
    m_changedAt = -1;
}

void HandoverGuard::follow(const GameSession& session)
{
    const bool covered = session.coverFor().has_value();
    const bool hotseat = session.running() && !session.isOver() && session.humanCount() > 1;
    const Seat toMove = session.toMove();
    const Seat person = hotseat && !covered && toMove != kNoSeat && session.isHuman(toMove) ? toMove : kNoSeat;
    if (person != kNoSeat && person != m_person) {
        // Not for the first person of a game (nobody acted before them here), nor when the cover lifts: its own
        // grace time kept the one before out, and whoever lifts it says they are the next person.
        if (m_person != kNoSeat && !m_covered) {
            startGrace();
            emit handedOver(person);
        }
        m_person = person;
    }
    m_covered = covered;
}

void HandoverGuard::startGrace()
{
    m_changedAt = now();
}

bool HandoverGuard::tooEarly(qint64 began) const
{
    return m_changedAt >= 0 && began < m_changedAt + graceMs();
}

bool HandoverGuard::onBoard(QObject* object) const
{
    if (!m_board)
        return false;
    for (QObject* o = object; o; o = o->parent())
        if (o == m_board)
            return true;
    return false;
}

qint64 HandoverGuard::keyBegan(const QKeyEvent& event)
{
    const auto held = m_keys.find(event.key());
    if (event.isAutoRepeat())
        return held != m_keys.end() ? held->second.began : -1; // held since before anything we saw
    if (held != m_keys.end() && held->second.timestamp == event.timestamp())
        return held->second.began; // the shortcut-override event and the press of one key stroke
    m_keys[event.key()] = {now(), event.timestamp()};
    return now();
}

void HandoverGuard::markStale(bool stale)
{
    m_stale = stale;
    // Only while this release is handled: it is delivered (and any move it requests made) before the queue
    // is read again.
    if (stale)
        QMetaObject::invokeMethod(
            this, [this] { m_stale = false; }, Qt::QueuedConnection);
}

bool HandoverGuard::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
        m_mouseBegan = now();
        m_stale = false;
        return onBoard(watched) && tooEarly(m_mouseBegan);
    case QEvent::MouseMove:
        // No drag of a card by a press that may not act.
        return static_cast<QMouseEvent*>(event)->buttons() != Qt::NoButton && onBoard(watched)
            && tooEarly(m_mouseBegan);
    case QEvent::MouseButtonRelease:
        // Let through, so that a button pressed before the change is not left pressed; it requests nothing.
        markStale(m_mouseBegan >= 0 && tooEarly(m_mouseBegan));
        return false;
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress: {
        auto* key = static_cast<QKeyEvent*>(event);
        m_lastKeyBegan = keyBegan(*key);
        m_stale = false;
        if (!onBoard(watched) || !tooEarly(m_lastKeyBegan))
            return false;
        if (event->type() == QEvent::ShortcutOverride)
            key->accept(); // no shortcut is tried; the press that follows is dropped here too
        return true;
    }
    case QEvent::KeyRelease: {
        auto* key = static_cast<QKeyEvent*>(event);
        const auto held = m_keys.find(key->key());
        const qint64 began = held != m_keys.end() ? held->second.began : -1;
        if (!key->isAutoRepeat() && held != m_keys.end())
            m_keys.erase(held);
        // A button clicks when Space is released: not for a key that went down before the change.
        markStale(tooEarly(began));
        return false;
    }
    case QEvent::Shortcut:
        // The board's shortcuts (keys 1-6, N, T, ...) fire from the window, whoever has the focus.
        return onBoard(watched) && tooEarly(m_lastKeyBegan);
    default:
        return false;
    }
}

} // namespace nobox
