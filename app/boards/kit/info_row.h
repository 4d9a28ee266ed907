// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A row of a board with a line of its own (what the choice at hand would do, the auction's details) that, for a
// moment, shows the message bubble (a refusal's reason, a hint) in the line's place: a message never pushes the rest
// of the board about.

#include <QWidget>

class QLabel;
class QStackedLayout;

namespace nobox::kit {

class InfoRow : public QWidget {
public:
    /// How the bubble sits in the row: as wide as the row, or as wide as its words and centred.
    enum class Bubble { RowWide, Centred };

    /// `line` and `message` (GameBoard::makeLine, makeMessageLabel) become the row's; the line shows.
    InfoRow(QLabel* line, QLabel* message, Bubble bubble, QWidget* parent);

    /// The line, the bubble emptied and hidden (hideBubble).
    void showLine();
    /// The bubble (filled by showBubble) in the line's place.
    void showMessage();
    bool showsMessage() const;

private:
    QStackedLayout* m_stack;
    QLabel* m_line;
    QLabel* m_message;
    QWidget* m_messagePage; // the message, or the row that centres it
};

} // namespace nobox::kit
