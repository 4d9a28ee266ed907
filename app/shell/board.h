// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The contract between the shell and a game's board. A board shows one seat's observation and turns a person's
// clicks and keys into requested moves; it decides no rule: what may be played comes from the legal moves it is
// handed, why something may not from GameSession::check(). Boards never include each other.

#include "core/error.h"
#include "core/move.h"
#include "core/observation.h"

#include <QRect>
#include <QStringList>
#include <QStringView>
#include <QWidget>

#include <span>
#include <vector>

namespace nobox {

class GameSession;

/// Everything a board needs to draw one position.
struct BoardView {
    const games::core::Observation* observation = nullptr; // the viewer's (never null while shown)
    /// The viewer's legal moves when the viewer is a human whose decision it is now; empty otherwise.
    std::span<const games::core::Move> legal;
    QStringList seatNames; // by seat
    std::vector<bool> human; // by seat
    games::core::Seat thinking = games::core::kNoSeat; // a computer seat thinking now
    bool over = false;
};

class Board : public QWidget {
    Q_OBJECT

public:
    Board(GameSession& session, QWidget* parent = nullptr)
        : QWidget(parent)
        , m_session(session)
    {
    }

    /// A position to show: after every applied move, at the start, after a language change. The board may
    /// animate what the public log added since the last view (none at the instant speed).
    virtual void showPosition(const BoardView& view) = 0;
    /// The session refused a requested move: say why, in words (GameTexts::errorText).
    virtual void showRefusal(const games::core::Error& error) = 0;
    /// A hint: the advised move and its estimated chance to win (negative when not estimated).
    virtual void showHint(const games::core::Move& move, double chance) = 0;
    /// Animation time scale: 1 normal, 0 instant (tests), larger is slower.
    virtual void setAnimationScale(double scale) { m_animationScale = scale; }
    /// The seat whose turn the board shows while it plays the steps of a turn that is over (kNoSeat: it shows
    /// the present). The window's status follows it, so that every part of it names the same turn.
    virtual games::core::Seat shownTurn() const { return games::core::kNoSeat; }
    /// Where, in the board's coordinates, the element a lesson names is (lesson.h: "offer", "chips", ...); an
    /// empty rectangle for a name the board does not know or an element not shown now.
    virtual QRect anchorRect(QStringView anchor) const
    {
        (void)anchor;
        return {};
    }

signals:
    /// The person chose a move; the session checks it with the engine and applies it or calls showRefusal.
    void moveRequested(const games::core::Move& move);
    /// The person asked for the rules at `section` (an anchor of resources/rules/<game>.*.html; empty: the top).
    void rulesRequested(const QString& section);
    /// shownTurn() changed.
    void shownTurnChanged();

protected:
    GameSession& session() const { return m_session; }
    /// `rect` of `part` (a widget on this board, in its own coordinates) in the board's; empty when not shown.
    QRect rectOf(const QWidget* part, const QRectF& rect) const
    {
        if (!part || !part->isVisible() || rect.isEmpty())
            return {};
        return {part->mapTo(this, rect.toRect().topLeft()), rect.toRect().size()};
    }
    double animationScale() const { return m_animationScale; }

private:
    GameSession& m_session;
    double m_animationScale = 1.0;
};

} // namespace nobox
