// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The editor of one table option, made from its OptionSpec alone (a check box for a boolean, a bounded spin box
// for a number) with a line under it saying what it changes, worded by the game's texts: the new-game dialog never
// knows a game's options by name.

#include "core/options.h"

#include <QString>
#include <QWidget>

#include <string>

class QCheckBox;
class QSpinBox;
class QLabel;

namespace nobox {

class GameTexts;

class OptionEditor : public QWidget {
    Q_OBJECT

public:
    OptionEditor(const games::core::OptionSpec& spec, const GameTexts& texts, QWidget* parent = nullptr);

    const std::string& name() const { return m_spec.name; }
    /// The value as the engine reads it ("true", "3").
    std::string value() const;
    /// Shows `text` when it is a valid value, else the option's default.
    void setValue(const std::string& text);

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    games::core::OptionSpec m_spec;
    const GameTexts& m_texts; // the board factory's, alive as long as the app
    QCheckBox* m_check = nullptr;
    QSpinBox* m_spin = nullptr;
    QLabel* m_label = nullptr;
    QLabel* m_help = nullptr; // what the option changes, under it
};

} // namespace nobox
