// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The header of a player's place, the same on every board: the name with an arrow before it on the seat's turn,
// a gear after it for a computer that turns into the thinking circle while it thinks (one glyph as narrow as the
// gear, so the header never needs more room for it), and under it a thin bar of how far the search has come.
// The panel says where it goes and in which colours; the words and marks are the same everywhere.

#include "thinking_mark.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <functional>

class QObject;
class QPainter;

namespace nobox::kit {

/// Who sits in a place and what its header shows of them (GameBoard::seatFacts); a board's SeatInfo adds the rest.
struct SeatFacts {
    QString name;
    int seat = 0;
    bool human = true;
    bool turn = false;
    bool thinking = false;
    bool operator==(const SeatFacts&) const = default;
};

class SeatHeader {
public:
    /// `changed` repaints the header (the circle turned, the bar moved); the timer belongs to `owner`.
    SeatHeader(std::function<void()> changed, QObject* owner);

    void set(const SeatFacts& facts);
    /// How far a computer's search has come (0..1); negative: unknown, no bar.
    void setProgress(qreal fraction) { m_mark.setProgress(fraction); }
    bool thinking() const { return m_mark.thinking(); }

    /// "▶ Anna", "Computer 2 ⚙", "▶ Computer 2 ◐".
    QString text() const;
    /// The text as it reads on the seat's turn: measured with it, the header does not jump when the turn comes.
    QString widestText() const;
    /// The text in `box`, left and centred on its height; a long one narrows its lettering down to two thirds,
    /// then is cut.
    void paintName(QPainter& painter, const QRectF& box, const QFont& font, const QColor& ink) const;
    /// The search's bar within `track`, while a computer thinks.
    void paintProgress(QPainter& painter, const QRectF& track, const QColor& colour) const
    {
        m_mark.paintProgress(painter, track, colour);
    }

private:
    ThinkingMark m_mark;
    QString m_name;
    bool m_turn = false;
    bool m_computer = false;
};

} // namespace nobox::kit
