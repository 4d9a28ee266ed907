// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The guide's pointer on the board: a ring around the element an explanation speaks of (Board::anchorRect),
// drawn over the board without taking a click or a key.

#include <QPointer>
#include <QString>
#include <QWidget>

namespace nobox {

class Board;

class AnchorHighlight : public QWidget {
public:
    explicit AnchorHighlight(Board* board);

    /// The element to ring (an anchor name; empty: none).
    void setAnchor(const QString& anchor);
    QString anchor() const { return m_anchor; }
    /// Where the ring is now, in the board's coordinates (empty: none shown).
    QRect ringRect() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<Board> m_board;
    QString m_anchor;
};

} // namespace nobox
