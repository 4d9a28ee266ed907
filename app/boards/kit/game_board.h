// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every board does the same way around its own drawing: it keeps the facts of the last position that are not
// the game's (the legal moves, names, who is human, who thinks, whether it is over, the hint), follows the
// session (a new game, a computer thinking, the hot-seat cover), keeps the keyboard on its controls while a person
// decides, and turns a move a person asks for into a request, or into words when it cannot be played now. A
// board derives from it and adds its observation, its widgets and its words.

#include "shell/board.h"

#include <QCoreApplication>

#include <cstddef>
#include <optional>
#include <vector>

class QToolButton;

namespace nobox::kit {

class MotionLayer;

class GameBoard : public Board {
    Q_OBJECT

public:
    void setAnimationScale(double scale) override;

protected:
    /// A board is made for each game and shown a moment after its first position: the keyboard starts here.
    void showEvent(QShowEvent* event) override;

    GameBoard(GameSession& session, QWidget* parent);

    /// Keeps what `view` says besides the observation; `over` also counts the observation's own end.
    void takeView(const BoardView& view, bool over);
    bool covered() const;
    bool isLegal(const games::core::Move& move) const;
    /// A person decides now (the shell hands legal moves only then).
    bool humanDecides() const { return !m_legal.empty(); }
    /// A person at the screen decides now with this board's controls (not behind the cover, not over).
    virtual bool personDecides() const { return humanDecides() && !covered(); }

    /// A person asked for `move`: requested when legal, else explained in words (why it is refused, or that the
    /// game is over, or whose turn it is).
    void attempt(const games::core::Move& move);
    /// Why the engine would refuse `move` (default: the session's check).
    virtual games::core::Error check(const games::core::Move& move) const;
    /// "Hint: <move> (about 31% chance to win)".
    static QString hintText(const QString& move, double chance);

    /// Redraws the stored view, keeping the keyboard on the board while a person decides; behind the cover no
    /// hint and no message stay.
    void refresh();
    /// A new position is stored: redraws it (in a new game the keyboard comes to the board) and animates what the
    /// log added from `from` on; `logSize` entries are shown then.
    void showNewPosition(bool sameGame, std::size_t from, std::size_t logSize);

    /// Whether the keyboard is with this board (or should come to it): asked before controls change.
    bool keyboardIsHere() const;
    /// After controls changed: when the keyboard was here, or is nowhere else in the window, the board's first
    /// sensible control gets it (focusDefault), unless a usable control of this board has it already.
    void keepKeyboard(bool wasHere);
    bool hasUsableFocus() const;

    /// The "?" button: the rules at the section for the decision at hand (rulesSection).
    QToolButton* makeRulesButton(QWidget* parent);
    void translateRulesButton();

    // What the board provides.
    virtual bool hasPosition() const = 0;
    virtual void forgetPosition() = 0; // a new game: nothing to animate from the old one
    virtual void redraw(bool covered) = 0; // everything from the stored view
    virtual void animateNewEvents(std::size_t from) = 0; // the log's entries from `from` on
    virtual void focusDefault() = 0;
    virtual QString seatName(int seat) const = 0;
    virtual games::core::Seat seatToMove() const = 0; // of the position shown
    virtual QString rulesSection() const = 0;
    virtual void setMessage(const QString& text, bool warning) = 0;
    virtual void showThinking() = 0; // who thinks changed (m_thinking)
    virtual void showThinkingProgress(games::core::Seat seat, double fraction);
    virtual void stopMotion();

    // The last position's facts besides the observation.
    std::vector<games::core::Move> m_legal;
    QStringList m_names;
    std::vector<bool> m_human;
    games::core::Seat m_thinking = games::core::kNoSeat;
    bool m_over = false;
    std::optional<games::core::Move> m_hint;
    std::size_t m_shownLog = 0; // log entries already shown (animated)
    bool m_takeFocus = false; // a new game, or the cover just lifted: the keyboard goes to the board
    MotionLayer* m_motion = nullptr; // made by the board, over its widgets
    QToolButton* m_rulesButton = nullptr;
};

/// The base with the board's last observation (`m_view`, none before the first position).
template <class Observation> class GameBoardOf : public GameBoard {
protected:
    using GameBoard::GameBoard;

    bool hasPosition() const override { return m_view.has_value(); }
    void forgetPosition() override { m_view.reset(); }
    games::core::Seat seatToMove() const override { return m_view->toMove; }

    std::optional<Observation> m_view;
};

} // namespace nobox::kit
