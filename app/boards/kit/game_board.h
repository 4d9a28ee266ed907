// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every board does the same way around its own drawing: it shows a new position in the same steps (keep the
// observation and the facts that are not the game's, clear the message, seat the players, redraw, animate what
// the log added), decides who sits at the bottom, follows the session (a new game, a computer thinking, the
// hot-seat cover), keeps the keyboard on its controls while a person decides, and turns a move a person asks for
// into a request, or into words when it cannot be played now. It holds the parts every board has: the status and
// detail lines, the message bubble, the row of decision buttons with the rules button, the seats' headers (who
// thinks, how far). A board derives from GameBoardOf and adds its widgets and its words through the hooks below.

#include "same_game.h"
#include "seat_header.h"

#include "shell/board.h"

#include <QCoreApplication>

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

class QLabel;
class QToolButton;

namespace nobox::kit {

class ActionButton;
struct ActionButtonLook;
class ButtonRow;
class MotionLayer;

class GameBoard : public Board {
    Q_OBJECT

public:
    void setAnimationScale(double scale) override;
    void showRefusal(const games::core::Error& error) override;
    void showHint(const games::core::Move& move, double chance) override;
    /// The seat shown at the bottom of the table, nearest and largest (bottomSeatFor).
    int bottomSeat() const { return m_bottom; }
    /// What the status line says (for tests and screen readers: the words without the line's fitting).
    QString statusText() const;

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
    /// The steps of showPosition after the observation is stored (GameBoardOf): the message goes, the players are
    /// seated (new panels when the count changed), the position is redrawn (in a new game the keyboard comes to
    /// the board) and what the log added since the last position shown moves over the board.
    void showStoredPosition(bool sameGame, std::size_t logSize, int seatCount, games::core::Seat viewer);
    /// The one rule for who sits at the bottom: the viewer (in hot-seat the person deciding); without one (a game
    /// watched, or over) the first person, else seat 0.
    int bottomSeatFor(games::core::Seat viewer, int seatCount) const;

    /// Whether the keyboard is with this board (or should come to it): asked before controls change.
    bool keyboardIsHere() const;
    /// After controls changed: when the keyboard was here, or is nowhere else in the window, the board's first
    /// sensible control gets it (focusDefault), unless a usable control of this board has it already.
    void keepKeyboard(bool wasHere);
    bool hasUsableFocus() const;

    /// A line of words on the felt (the status line, the details), centred, in `colour` ("#fffbe8").
    static QLabel* makeLine(QWidget* parent, const QString& objectName, const QString& colour);
    /// The label the message bubble shows in (setMessage, showBubble).
    static QLabel* makeMessageLabel(QWidget* parent);
    /// The row of the decision buttons in `parent`, with the "?" button at its end: the rules at the section for
    /// the decision at hand (rulesSection). `standing`: the buttons one under the other.
    ButtonRow* makeButtonRow(QWidget* parent, const ActionButtonLook& look, bool standing = false);
    void translateRulesButton();

    /// The players' panels made anew (makeSeatPanels, placeSeats): the old ones go, `make(seat)` makes each (null:
    /// none for that seat), named "seat<N>" and shown under the motion layer.
    template <class Panel, class Make> void remakePanels(std::vector<Panel*>& panels, int count, Make make)
    {
        for (Panel* panel : panels)
            delete panel;
        panels.clear();
        for (int seat = 0; seat < count; ++seat) {
            Panel* panel = make(seat);
            if (panel) {
                panel->setObjectName(QStringLiteral("seat%1").arg(seat));
                panel->show();
            }
            panels.push_back(panel);
        }
        raiseMotion();
    }
    void raiseMotion();

    // What the board provides.
    virtual bool hasPosition() const = 0;
    virtual void forgetPosition() = 0; // a new game: nothing to animate from the old one
    virtual void redraw(bool covered) = 0; // everything from the stored view
    virtual void animateNewEvents(std::size_t from) = 0; // the log's entries from `from` on
    /// The keyboard to the board's first sensible control (defaultFocus), unless a usable control has it.
    void focusDefault();
    virtual QWidget* defaultFocus() const = 0;
    /// A seat's name, or "Player N" when it has none (kit::seatName).
    QString seatName(int seat) const;
    virtual games::core::Seat seatToMove() const = 0; // of the position shown
    /// The rules' section for the moment (the "?" button): "scoring" before the first position and once the game is
    /// over, else the board's section for the decision at hand (playSection).
    QString rulesSection() const;
    virtual QString playSection() const = 0;
    virtual void setMessage(const QString& text, bool warning) = 0;
    virtual SeatHeader* seatHeader(int seat) const = 0; // where the seat's thinking and progress show
    /// The header of a seat's panel (null without a panel): what seatHeader returns.
    template <class Panel> static SeatHeader* headerOf(Panel* panel) { return panel ? &panel->header() : nullptr; }
    /// The button for `key` in a board's map of its decision buttons (null: none).
    template <class Map, class Key> static ActionButton* buttonIn(const Map& buttons, const Key& key)
    {
        const auto it = buttons.find(key);
        return it == buttons.end() ? nullptr : it->second;
    }
    /// Where the decision button a lesson's anchor names is (anchorRect): `names` pairs an anchor ("take") with
    /// the button's key in `buttons`; empty when the anchor names none of them or its button is not there.
    template <class Names, class Map>
    QRect buttonAnchor(QStringView anchor, const Names& names, const Map& buttons) const
    {
        for (const auto& [name, key] : names)
            if (anchor == name)
                return buttonRect(buttonIn(buttons, key));
        return {};
    }
    QRect buttonRect(const ActionButton* button) const; // empty for none
    /// What a seat's header shows: its name, whether a person plays it, whether it thinks now; `turn` as the
    /// board decides it (the turn being shown).
    SeatFacts seatFacts(int seat, bool turn) const;
    virtual void stopMotion();
    virtual void makeSeatPanels(int count) = 0; // the players' panels, the old ones gone (the count changed)
    virtual void placeSeats() = 0; // around the table from m_bottom
    virtual QString moveWords(const games::core::Move& move) const = 0; // "take the 31"
    virtual QString errorWords(const games::core::Error& error) const = 0; // why a move is refused
    virtual void showHinted() = 0; // m_hint changed: the controls mark it
    /// Whether the board plays a finished turn's steps through to their end for everyone, from where they were
    /// played (shownTurn()): a new position does not cut them short, and a new person sits down at the bottom
    /// only once they are over. Otherwise the steps jump to their end and the bottom changes at once.
    virtual bool playsTurnsThrough() const { return false; }

    // The last position's facts besides the observation.
    std::vector<games::core::Move> m_legal;
    QStringList m_names;
    std::vector<bool> m_human;
    games::core::Seat m_thinking = games::core::kNoSeat;
    bool m_over = false;
    std::optional<games::core::Move> m_hint;
    std::size_t m_shownLog = 0; // log entries already shown (animated)
    int m_bottom = 0; // the seat at the bottom (bottomSeatFor) ...
    int m_nextBottom = 0; // ... and the one to sit there once the turn shown is over (playsTurnsThrough)
    int m_seatCount = 0; // the players the panels were made for
    bool m_takeFocus = false; // a new game, or the cover just lifted: the keyboard goes to the board
    MotionLayer* m_motion = nullptr; // made by the board, over its widgets
    QLabel* m_status = nullptr; // the status line (makeLine), its words also its accessible name
    QLabel* m_detail = nullptr; // what just happened, or the details of the decision (makeLine)
    QLabel* m_message = nullptr; // the message bubble (makeMessageLabel)
    ButtonRow* m_buttonRow = nullptr; // makeButtonRow
    QToolButton* m_rulesButton = nullptr;

private:
    void sitDown(); // m_nextBottom sits at the bottom now
};

/// The base with the board's last observation (`m_view`, none before the first position), showPosition, and the
/// game's words (`m_texts`, a GameTexts) that name a move and a refusal.
template <class Observation, class Texts> class GameBoardOf : public GameBoard {
public:
    void showPosition(const BoardView& view) final
    {
        const auto* observation = dynamic_cast<const Observation*>(view.observation);
        if (!observation)
            return;
        const bool sameGame = m_view && m_view->seatCount == observation->seatCount
            && logGoesOn(m_view->log, observation->log, m_shownLog);
        if (!sameGame || !playsTurnsThrough())
            stopMotion();
        std::optional<Observation> before = std::exchange(m_view, *observation);
        takeView(view, view.over || isOver(*observation));
        carryOver(before ? &*before : nullptr, sameGame);
        showStoredPosition(sameGame, observation->log.size(), observation->seatCount, observation->viewerSeat);
    }

protected:
    using GameBoard::GameBoard;

    /// Whether the observation itself says the game is over.
    virtual bool isOver(const Observation& observation) const = 0;
    /// The new observation is stored: what stays of the board's own state from `before` (the last position
    /// shown, null at the first) and what goes.
    virtual void carryOver(const Observation* /*before*/, bool /*sameGame*/) { }

    bool hasPosition() const override { return m_view.has_value(); }
    void forgetPosition() override { m_view.reset(); }
    games::core::Seat seatToMove() const override { return m_view->toMove; }
    QString moveWords(const games::core::Move& move) const override { return m_texts.moveText(move, *m_view); }
    QString errorWords(const games::core::Error& error) const override { return m_texts.errorText(error); }

    std::optional<Observation> m_view;
    Texts m_texts;
};

} // namespace nobox::kit
