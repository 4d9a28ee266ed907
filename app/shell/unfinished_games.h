// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The start page's list of games put aside (an unfinished game that made way for another, autosave.h): each with
// its game, players, when it was last played and how many moves, to open again or delete. Hidden while there is
// none.

#include <QDateTime>
#include <QString>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace nobox {

/// One game put aside, as the list shows it.
struct UnfinishedGame {
    QString path;
    QString title; // the game's name ("No Thanks!")
    QStringList players;
    QDateTime when; // last played
    int moves = 0;
    QString problem; // why it cannot be opened (it can still be deleted); empty when it can
};

class UnfinishedGames : public QWidget {
    Q_OBJECT

public:
    explicit UnfinishedGames(QWidget* parent = nullptr);

    /// Shows `games` (newest first); none hides the list.
    void setGames(const std::vector<UnfinishedGame>& games);
    const std::vector<UnfinishedGame>& games() const { return m_games; }
    QTreeWidget* list() const { return m_list; }
    QPushButton* openButton() const { return m_open; }
    QPushButton* deleteButton() const { return m_delete; }

signals:
    void openRequested(const QString& path);
    void listChanged(); // games came or went (the page makes room)
    void deleteRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fill();
    void updateButtons();
    QString currentPath() const;

    std::vector<UnfinishedGame> m_games;
    QLabel* m_title = nullptr;
    QTreeWidget* m_list = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_delete = nullptr;
};

} // namespace nobox
