// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The new-game dialog: the game, the number of seats (within the game's range), each seat's name and kind
// (person, or computer with its level), the start player (a seat, or random: the rulebooks leave it to the
// players), the game's own options made from Game::optionSpecs(), and whether hints are allowed when several
// people play. Starting remembers the choices per game (QSettings). Nothing impossible can be entered.

#include "shell/game_session.h"

#include <QDialog>

#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace games::core {
class Registry;
}

namespace nobox {

class BoardFactory;
class OptionEditor;
class SeatEditor;

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    NewGameDialog(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent = nullptr);

    /// Shows `gameId`'s remembered table (or its default one).
    void setGame(const std::string& gameId);
    /// Shows `table` (made valid for its game first).
    void setTable(const TableConfig& table);
    /// The table as chosen now.
    TableConfig table() const;

    // The controls, for tests and screen readers' sake named (objectName) as here.
    QComboBox* gameBox() const { return m_game; }
    QSpinBox* seatCountBox() const { return m_seatCount; }
    SeatEditor* seat(int seat) const;
    QComboBox* startSeatBox() const { return m_startSeat; }
    const std::vector<OptionEditor*>& optionEditors() const { return m_options; }
    QCheckBox* hotseatHintsBox() const { return m_hotseatHints; }
    QCheckBox* hotseatUndoBox() const { return m_hotseatUndo; }
    QPushButton* startButton() const { return m_start; }

    /// Remembers the table, then closes the dialog.
    void accept() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateSeatRange();
    static QString randomStartText();
    void rebuildOptions(const std::string& gameId);
    void seatsChanged();
    void updateStartSeats();
    std::string currentGame() const;

    const games::core::Registry& m_registry;
    const BoardFactory& m_boards;
    QComboBox* m_game = nullptr;
    QLabel* m_gameLabel = nullptr;
    QLabel* m_countLabel = nullptr;
    QGroupBox* m_seatBox = nullptr;
    QLabel* m_startLabel = nullptr;
    QPushButton* m_cancel = nullptr;
    QSpinBox* m_seatCount = nullptr;
    QLabel* m_seatRange = nullptr;
    std::vector<SeatEditor*> m_seats; // as many as the largest game seats; the ones beyond the count hidden
    QComboBox* m_startSeat = nullptr;
    QGroupBox* m_optionBox = nullptr;
    QVBoxLayout* m_optionLayout = nullptr;
    std::vector<OptionEditor*> m_options;
    QCheckBox* m_hotseatHints = nullptr;
    QCheckBox* m_hotseatUndo = nullptr;
    QPushButton* m_start = nullptr;
    bool m_loading = false;
};

} // namespace nobox
