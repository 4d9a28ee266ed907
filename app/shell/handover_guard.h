// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hot-seat handover guard: when the person to act changes, no input meant for the one before acts for the
// next. A press, click or key that began before the change, or within the grace time after it (as long as the
// cover's), never reaches the board; a held key's repeats neither; a button pressed before the
// change and released after it may not request a move. It watches every input event of the application (one
// event filter), because a doubled key reaches the board through shortcuts as well as through the widget that
// has the focus. Against computers, and behind the cover (which has a grace time of its own), it does nothing.

#include "core/observation.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <unordered_map>

class QKeyEvent;
class QWidget;

namespace nobox {

class GameSession;

class HandoverGuard : public QObject {
    Q_OBJECT

public:
    explicit HandoverGuard(QObject* parent = nullptr);
    ~HandoverGuard() override;

    /// The board of a new game: its input (its children's included) is what the guard keeps; who acts starts anew.
    void setBoard(QWidget* board);
    /// After every position of `session`: when another person than before is to act now, the grace time starts
    /// and handedOver() names them (not when the cover lifted: the cover did both already).
    void follow(const GameSession& session);
    /// Whether a move the board requests now comes from input that may act: false while a press that began
    /// before the change is being released.
    bool allowsMove() const { return !m_stale; }
    /// How long input is ignored after a change of person: 700 ms, as behind the cover (tests that play whole
    /// games through the widgets at machine speed set 0; a change still stops input that began before it).
    static int graceMs();
    static void setGraceMs(int ms);

signals:
    /// Another person is to act now (`seat`): the window shows their name for a moment.
    void handedOver(games::core::Seat seat);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    qint64 now() const { return m_clock.elapsed(); }
    /// The board or one of its widgets or shortcuts.
    bool onBoard(QObject* object) const;
    /// Whether input that began at `began` (ms on m_clock) belongs to before the change or its grace time.
    bool tooEarly(qint64 began) const;
    /// When the key of `event` began to be held: now for a fresh press, the first press's time for its repeats.
    qint64 keyBegan(const QKeyEvent& event);
    void startGrace();
    /// The release being handled ends input that may not act (`stale`): no move it requests is made.
    void markStale(bool stale);

    struct HeldKey {
        qint64 began = 0;
        quint64 timestamp = 0; // the window system's: a key's shortcut-override and press events share it
    };

    QPointer<QWidget> m_board;
    QElapsedTimer m_clock;
    qint64 m_changedAt = -1; // when the person to act last changed (-1: never in this game)
    games::core::Seat m_person = games::core::kNoSeat; // the person acting, or last acting, on the board
    bool m_covered = false; // the cover was up at the last position
    qint64 m_mouseBegan = -1; // the press of the mouse button held now
    std::unordered_map<int, HeldKey> m_keys; // by key code, while held
    qint64 m_lastKeyBegan = -1; // the key event handled last: a shortcut it triggers began then
    bool m_stale = false; // the input event being handled began before the change
};

} // namespace nobox
