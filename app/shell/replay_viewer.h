// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game watched again move by move: forward, back, to the start or the end, to any move (the slider), or on its
// own (autoplay), from one seat's eyes (what that seat saw then, its hidden parts hidden), a spectator's, or, once
// the game is over, with everything face up (the engine's core::revealed, which refuses an unfinished game). The
// board draws the observation of the position chosen, exactly as in play; opened from the review it may recall
// (setRecall): a seat's view then shows all that seat knew, also what the table's aids left out (GameUi::recall).
// A game that is not over may be watched only from the views its viewer already had (the window decides which).

#include "core/observation.h"
#include "core/record.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QTimer;

namespace games::core {
class Match;
class Registry;
} // namespace games::core

namespace nobox {

class Board;
class BoardFactory;
class GameSession;
struct GameUi;

/// The view with every hidden part face up, in the list of views (finished games only).
inline constexpr games::core::Seat kEverythingOpen = -2;

class ReplayViewer : public QWidget {
    Q_OBJECT

public:
    ReplayViewer(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent = nullptr);
    ~ReplayViewer() override;

    /// Shows `record` at its start, viewed by the first of `views` (seats; kSpectator for the public view,
    /// kEverythingOpen for everything face up). False
    /// when the record does not replay or its game has no board.
    bool setRecord(const games::core::Record& record, const std::vector<games::core::Seat>& views);

    int position() const { return m_position; }
    const games::core::Record& record() const { return m_record; }
    int length() const;
    /// Goes to the position after `moves` moves (clamped).
    void jumpTo(int moves);
    void setView(games::core::Seat seat);
    games::core::Seat view() const;
    void setAutoplay(bool on);
    bool autoplaying() const;
    /// Whether a seat's view shows all it knew, whatever the table's aids (the review's replay), or the table as it
    /// was (the default; setRecord turns it off).
    void setRecall(bool on);
    bool recalling() const { return m_recall; }
    /// What the board shows now (the chosen view of the current position, recalled when asked).
    std::unique_ptr<games::core::Observation> currentObservation() const;

signals:
    void closeRequested();
    /// Review the game watched (finished games only).
    void reviewRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void show(bool animate);
    /// The chosen view of the current position, recalled when asked (`recalled`: what the recall says, if any).
    std::unique_ptr<games::core::Observation> observed(QString* recalled) const;
    void fillViews();

    const games::core::Registry& m_registry;
    const BoardFactory& m_boards;
    std::unique_ptr<GameSession> m_idle; // what the board refers to; never started: nothing can be played here
    const GameUi* m_ui = nullptr;
    Board* m_board = nullptr;
    games::core::Record m_record;
    std::vector<games::core::Seat> m_views;
    std::unique_ptr<games::core::Match> m_match; // the position shown
    int m_position = 0;
    bool m_recall = false;

    QLabel* m_title = nullptr;
    QLabel* m_where = nullptr;
    QLabel* m_recallNote = nullptr; // what the recall put in sight, when it did
    QComboBox* m_viewBox = nullptr;
    QSlider* m_slider = nullptr;
    QPushButton* m_first = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_forward = nullptr;
    QPushButton* m_last = nullptr;
    QPushButton* m_close = nullptr;
    QPushButton* m_review = nullptr;
    QListWidget* m_log = nullptr;
    QWidget* m_boardSlot = nullptr;
    QTimer* m_timer = nullptr;
};

} // namespace nobox
