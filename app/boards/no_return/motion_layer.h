// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Short movements over the board: counters drawn from the bag, placed in a column, paid into the lid, cleared
// onto a points pile, played one step after another. A transparent layer on top of the board: it takes no clicks
// and paints only while something moves, so an idle board costs no CPU.

#include "counter_painter.h"
#include "nr_words.h"

#include <QVariantAnimation>
#include <QWidget>

#include <vector>

namespace nobox::noreturn {

struct Sprite {
    nr::Counter counter = 0; // 0: face down
    QRectF from;
    QRectF to;
    qreal delay = 0; // of the step's time, before this sprite starts
};

struct MotionStep {
    std::vector<Sprite> sprites;
    int milliseconds = 320;
};

class MotionLayer : public QWidget {
    Q_OBJECT

public:
    MotionLayer(const CounterPainter& painter, QWidget* parent);

    void play(std::vector<MotionStep> steps, double scale);
    void finish();
    bool running() const { return m_index < m_steps.size(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void startStep();

    const CounterPainter& m_painter;
    std::vector<MotionStep> m_steps;
    std::size_t m_index = 0;
    qreal m_t = 0;
    double m_scale = 1;
    QVariantAnimation m_animation;
};

} // namespace nobox::noreturn
