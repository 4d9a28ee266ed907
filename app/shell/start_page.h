// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The first page: every registered game with a board as a tile (the cover its board's art provides, player range,
// one line), and New game / Continue (when an unfinished game was saved) / Statistics / Quit; below, the games put
// aside.

#include <QWidget>

#include <string>
#include <vector>

class QLabel;
class QPushButton;

namespace games::core {
class Registry;
}

namespace nobox {

class BoardFactory;
class GameTile;
class UnfinishedGames;

class StartPage : public QWidget {
    Q_OBJECT

public:
    StartPage(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent = nullptr);

    QPushButton* newGameButton() const { return m_newGame; }
    QPushButton* continueButton() const { return m_continue; }
    QPushButton* quitButton() const { return m_quit; }
    QPushButton* statisticsButton() const { return m_statistics; }
    const std::vector<GameTile*>& tiles() const { return m_tiles; }
    UnfinishedGames* unfinishedGames() const { return m_unfinished; }

    void retranslate();
    /// Marks each game's "Learn to play" as its lessons are done (the settings remember them).
    void refreshLessons();
    /// A game's "Learn to play" button (its menu holds the lessons when there are several).
    QPushButton* learnButton(std::size_t tile) const { return m_learnButtons.at(tile); }
    /// Offers Continue for an unfinished game described by `summary` (its game, players and moves); an empty
    /// summary hides it.
    void setContinueOffer(const QString& summary);

signals:
    void gameChosen(const std::string& gameId); // a tile: the new-game dialog for that game
    void newGameRequested();
    void lessonChosen(const std::string& gameId, const std::string& lessonId); // Learn to play
    void continueRequested();
    void statisticsRequested();
    void quitRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void layoutTiles();

    const games::core::Registry& m_registry;
    const BoardFactory& m_boards;
    QLabel* m_title = nullptr;
    QLabel* m_subtitle = nullptr;
    QWidget* m_tileRow = nullptr;
    std::vector<GameTile*> m_tiles;
    std::vector<std::string> m_tileGames; // the game of each tile
    std::vector<QPushButton*> m_playButtons; // under each tile: New game
    std::vector<QPushButton*> m_learnButtons; // and Learn to play
    QPushButton* m_newGame = nullptr;
    QPushButton* m_continue = nullptr;
    QPushButton* m_quit = nullptr;
    QPushButton* m_statistics = nullptr;
    QLabel* m_continueInfo = nullptr;
    UnfinishedGames* m_unfinished = nullptr;
};

} // namespace nobox
