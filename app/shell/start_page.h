// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The first page: every game the app can play as a tile (cover, player range, one line), and New game / Continue
// (when an unfinished game was saved) / Quit.

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

class StartPage : public QWidget {
    Q_OBJECT

public:
    StartPage(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent = nullptr);

    QPushButton* newGameButton() const { return m_newGame; }
    QPushButton* continueButton() const { return m_continue; }
    QPushButton* quitButton() const { return m_quit; }
    QPushButton* statisticsButton() const { return m_statistics; }
    const std::vector<GameTile*>& tiles() const { return m_tiles; }

    void retranslate();
    /// Offers Continue for an unfinished game described by `summary` (its game, players and moves); an empty
    /// summary hides it.
    void setContinueOffer(const QString& summary);

signals:
    void gameChosen(const std::string& gameId); // a tile: the new-game dialog for that game
    void newGameRequested();
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
    std::vector<std::string> m_tileGames; // by tile; empty for a game that is only announced
    QPushButton* m_newGame = nullptr;
    QPushButton* m_continue = nullptr;
    QPushButton* m_quit = nullptr;
    QPushButton* m_statistics = nullptr;
    QLabel* m_continueInfo = nullptr;
};

} // namespace nobox
