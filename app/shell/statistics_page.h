// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The statistics page: per game and player name, from the history (practice games left out): games, wins, win
// rate, average and best score, how it went against each computer level, the last games (double-click one to
// replay it), and two plots: the score of every game over time, and the score of each seat move by move in the
// game selected. Clearing the history asks first. A history that cannot be used is named at the top; the page
// then shows nothing else.

#include "core/record.h"

#include <QWidget>

#include <string>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace games::core {
class Registry;
}

namespace nobox {

class BoardFactory;
class History;

/// Each seat's score after every move of a finished game's record (index 0: before the first move).
std::vector<std::vector<int>> scoreTimeline(const games::core::Registry& registry, const games::core::Record& record);

class StatisticsPage : public QWidget {
    Q_OBJECT

public:
    StatisticsPage(
        History& history, const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent = nullptr);

    /// Reads the history again (and shows `gameId` / `player` when given).
    void reload(const std::string& gameId = {}, const QString& player = {});
    /// Asks, then forgets every game (non-blocking; the answer comes back to clearConfirmed).
    void askToClear();
    void clearConfirmed();

signals:
    void backRequested();
    void replayRequested(qint64 gameId);
    /// Review game `gameId` (review_page.h).
    void reviewRequested(qint64 gameId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showStats();
    void showGamePlot(int row);

    History& m_history;
    const games::core::Registry& m_registry;
    const BoardFactory& m_boards;
    QLabel* m_title = nullptr;
    QLabel* m_problem = nullptr;
    QComboBox* m_game = nullptr;
    QComboBox* m_player = nullptr;
    QLabel* m_gameLabel = nullptr;
    QLabel* m_playerLabel = nullptr;
    std::vector<std::pair<QLabel*, QLabel*>> m_figures; // caption, value: games, wins, rate, average, best
    QTableWidget* m_levels = nullptr;
    QTableWidget* m_lastGames = nullptr;
    QChartView* m_scoreChart = nullptr;
    QChartView* m_movesChart = nullptr;
    // Each view with the sentence that stands in its place while it has nothing to show.
    QStackedWidget* m_levelsStack = nullptr;
    QStackedWidget* m_scoreStack = nullptr;
    QStackedWidget* m_lastGamesStack = nullptr;
    QStackedWidget* m_movesStack = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_clear = nullptr;
    QPushButton* m_review = nullptr; // the selected game of the list
    std::vector<qint64> m_rowGames; // the game id of each last-games row
};

} // namespace nobox
