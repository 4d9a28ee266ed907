// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two shared places of the table: the bag with its count (and the hourglass once the last round is on), and
// the box lid with the payments lying face up in it and the number of counters put in face down.

#include "counter_painter.h"
#include "no_return_words.h"

#include <QWidget>

#include <vector>

namespace nobox::noreturn {

struct PileInfo {
    int bagCount = 0;
    bool lastRound = false;
    QString lastRoundEnder; // the name of the seat whose turn ends the last round
    std::vector<nr::Counter> lidFaceUp;
    int lidFaceDown = 0;
    std::vector<nr::Counter> ownFaceDown; // the viewer's own exchanged counters (only the viewer sees them)
};

class PileView : public QWidget {
    Q_OBJECT

public:
    enum class Kind { Bag, Lid };
    PileView(const CounterPainter& painter, Kind kind, QWidget* parent = nullptr);

    void setInfo(const PileInfo& info);
    const PileInfo& info() const { return m_info; }
    void setUnit(qreal unit);
    /// Where a counter going into (or out of) this place flies to (from), in this widget's coordinates.
    QRectF targetRect() const;
    void retranslate();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF artRect() const;
    void updateNames();

    const CounterPainter& m_painter;
    Kind m_kind;
    PileInfo m_info;
    qreal m_unit = 1.0;
};

} // namespace nobox::noreturn
