// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One player's place: the kit's seat header (the name, the turn, a computer thinking), the phase, the hand size, the
// points pile with its sum, whose turn it is, and the display: six lanes in colour order, each column top to bottom
// with its lowest counter marked as the "this or lower" edge (in Phase 1). The viewer's own place also shows what a
// choice would do: the counters about to be placed as ghosts below their column, or the counters about to be cleared
// lifted out, and takes clicks, keys and dropped counters.

#include "counter_painter.h"
#include "no_return_words.h"

#include "boards/kit/seat_place.h"

#include "no_return/counters.h"
#include "no_return/observation.h"

#include <QWidget>

#include <vector>

namespace nobox::noreturn {

struct SeatInfo : kit::SeatFacts {
    bool own = false; // the viewer's place
    bool endsLastRound = false; // the last round is on and ends after this seat's turn
    bool handOpen = false; // a finished game watched with everything face up: the hand is shown counter by counter
    nr::NoReturnSeatView view {}; // what the observation shows of the seat
};

/// What the viewer is choosing on their own display.
struct SeatChoice {
    bool active = false; // the viewer decides now: columns take clicks and keys
    bool clearing = false; // Phase 2: a click chooses how many to clear
    int placeColour = -1; // Phase 1: the column the chosen counters would go to ...
    std::vector<nr::Counter> placing; // ... and those counters (ghosts), when the engine accepts them
    bool placeRefused = false; // the chosen counters cannot go there (drawn as a red edge)
    int clearColour = -1; // Phase 2: the column chosen to clear ...
    int clearCount = 0; // ... and how many of its lowest counters
    int hintColour = -1; // a hint's column
    int hintCount = 0;
};

class SeatPanel : public kit::SeatPlace<SeatInfo> {
    Q_OBJECT

public:
    SeatPanel(const CounterPainter& painter, QWidget* parent = nullptr);

    void setChoice(const SeatChoice& choice);
    const SeatChoice& choice() const { return m_choice; }
    /// The largest a counter may be drawn (the own place draws larger than the others).
    void setMaxCounter(qreal size)
    {
        m_maxCounter = size;
        update();
    }

    /// Where the counter of `colour` at `index` (0 = top) is drawn; index == length: the place below the column.
    QRectF counterRect(int colour, int index) const;
    QRectF pileRect() const;
    QRectF handRect() const;
    /// The lane a point falls in (-1 outside the display).
    int laneAt(const QPointF& point) const;
    /// The column's text as a screen reader reads it.
    QString displaySummary() const;

signals:
    /// A click on the column of `colour`; `count`: how many counters from the clicked one down (0: below it).
    void columnClicked(int colour, int count);
    /// Keyboard: the clear choice moved (Left/Right another column, Up/Down one more or less).
    void clearChoiceMoved(int colour, int count);
    /// Enter on the display.
    void confirmed();
    /// Hand counters (their hand indices) dragged onto the lane of `colour`.
    void countersDropped(const QList<int>& handIndices, int colour);

protected:
    QRect headerArea() const override { return headerRect().toAlignedRect(); }
    void infoChanged() override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QRectF headerRect() const;
    QRectF displayRect() const;
    QRectF laneRect(int colour) const;
    qreal counterSize() const;
    struct Geometry {
        qreal size = 0; // a counter's side
        qreal step = 0; // from one counter's top to the next one's
        qreal narrow = 0; // > 0: columns longer than perFile continue in a second file, counters this wide
        int perFile = 1;
    };
    Geometry geometry() const;
    int longest() const;
    void paintHeader(QPainter& painter);
    void paintLane(QPainter& painter, int colour);
    QString counterTip(int colour, int index) const;
    void updateAccessibility();

    const CounterPainter& m_painter;
    SeatChoice m_choice;
    qreal m_maxCounter = 44;
    int m_dropLane = -1;
};

/// The mime type of hand counters dragged from the hand (their hand indices, comma-separated).
inline constexpr const char* kCounterMime = "application/x-nobox-noreturn-hand";

} // namespace nobox::noreturn
