// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A player's place on a board: what the board knows of the seat (its SeatInfo: the kit's SeatFacts and the game's
// own), the seat header drawn from those facts, and the board's unit. A board's panel derives from it and paints the
// rest; the header repaints itself in the area the panel names while a computer thinks.

#include "seat_header.h"

#include <QRect>
#include <QWidget>

namespace nobox::kit {

template <class Info> class SeatPlace : public QWidget {
public:
    const Info& info() const { return m_info; }
    /// The facts change: the header follows them, then the panel (infoChanged).
    void setInfo(const Info& info)
    {
        m_info = info;
        m_header.set(info);
        infoChanged();
    }
    /// Scales the panel's drawing and lettering (the board's unit, 1 at 1280x720).
    void setUnit(qreal unit)
    {
        if (qFuzzyCompare(unit, m_unit))
            return;
        m_unit = unit;
        unitChanged();
        update();
    }
    /// The name, the turn, a computer thinking and how far its search has come.
    SeatHeader& header() { return m_header; }

protected:
    explicit SeatPlace(QWidget* parent)
        : QWidget(parent)
        , m_header([this] { update(headerArea()); }, this)
    {
    }

    /// Where the header is drawn, with its bar of the search's progress.
    virtual QRect headerArea() const = 0;
    /// After setInfo: what the panel derives from the facts, then a repaint.
    virtual void infoChanged() { update(); }
    /// After setUnit, before the repaint.
    virtual void unitChanged() { }

    Info m_info;
    qreal m_unit = 1.0;
    SeatHeader m_header;
};

} // namespace nobox::kit
