// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One seat in the new-game dialog: its name, a person or a computer, and a computer's level. A computer always
// has a level (the level box shows only for computers and always holds one).

#include "shell/game_session.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace nobox {

class SeatEditor : public QWidget {
    Q_OBJECT

public:
    SeatEditor(int seat, QWidget* parent = nullptr);

    /// The seat as chosen; an empty name becomes the default one ("Player 2").
    SeatConfig config() const;
    void setConfig(const SeatConfig& config);
    QString shownName() const; // what the start-player list calls this seat

    QLineEdit* nameEdit() const { return m_name; }
    QComboBox* kindBox() const { return m_kind; }
    QComboBox* levelBox() const { return m_level; }

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void kindChanged();
    void retranslate();

    int m_seat;
    QLabel* m_number = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_kind = nullptr;
    QComboBox* m_level = nullptr;
};

} // namespace nobox
