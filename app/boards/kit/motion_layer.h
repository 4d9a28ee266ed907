// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Short movements over a board (a card flying to a display, chips sliding, counters drawn from the bag), played one
// step after the other. A transparent layer on top of the board: it takes no clicks, and each frame asks to repaint
// only where its sprites were and are, so the board beneath is not redrawn whole sixty times a second.

#include <QVariantAnimation>
#include <QWidget>

#include <functional>
#include <vector>

namespace nobox::kit {

/// One thing that moves: which face it shows is the board's business (a card, a chip, a counter).
struct Sprite {
    int face = 0;
    QRectF from;
    QRectF to;
    qreal delay = 0; // of the step's time, before this sprite starts (chips one after another)
    int kind = 0;

    QRectF at(qreal stepTime) const;
};

/// One step: sprites moving together, and an optional action run over the step's time (a card turning up).
struct MotionStep {
    std::vector<Sprite> sprites;
    std::function<void(qreal)> progress; // called with 0..1
    int milliseconds = 300;
};

/// Draws one sprite in the rectangle it has reached.
using SpritePainter = std::function<void(QPainter&, const Sprite&, const QRectF&)>;

class MotionLayer : public QWidget {
    Q_OBJECT

public:
    MotionLayer(SpritePainter painter, QWidget* parent);

    /// Plays `steps` one after the other, `scale` times their duration (0: every step jumps to its end); stops
    /// what ran before, jumping to its end.
    void play(std::vector<MotionStep> steps, double scale);
    /// Ends every movement at once (a new position, the cover, a language change).
    void finish();
    bool running() const { return m_index < m_steps.size(); }

signals:
    void finished();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void startStep();
    void endSteps();
    void setTime(qreal t);
    QRect spritesRect() const;

    SpritePainter m_paint;
    std::vector<MotionStep> m_steps;
    std::size_t m_index = 0;
    qreal m_t = 0;
    double m_scale = 1;
    QRect m_painted; // where the sprites were last drawn: cleared on the next frame
    QVariantAnimation m_animation;
};

} // namespace nobox::kit
