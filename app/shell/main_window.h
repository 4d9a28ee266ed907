// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window: the start page, the table with the current game's board and its side panel, the hot-seat
// cover, and the menus.

#include <QMainWindow>

#include <memory>

namespace games::core {
class Registry;
}

namespace nobox {

class BoardFactory;
class GameSession;
struct TableConfig;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameSession& session();
    /// Starts a game at `table` and shows it (a running game is dropped). False when the engine refuses it.
    bool startGame(const TableConfig& table);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace nobox
