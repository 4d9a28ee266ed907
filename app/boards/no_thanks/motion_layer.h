// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Short movements over the board (a card flying to a display or to the discard pile, chips sliding onto the card
// or to a player), played one step after the other. A transparent layer on top of the board: it takes no clicks
// and paints only while something moves, so an idle board costs no CPU.

#include "card_painter.h"

#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

#include <functional>
#include <vector>

namespace nobox::nothanks {

struct Sprite {
    enum class Kind { Card, Chip };
    Kind kind = Kind::Card;
    games::no_thanks::Card card = games::no_thanks::kNoCard;
    QRectF from;
    QRectF to;
    qreal delay = 0; // of the step's time, before this sprite starts (chips one after another)
};

/// One step: sprites moving together, or an action run over the step's time (a card turning up).
struct MotionStep {
    std::vector<Sprite> sprites;
    std::function<void(qreal)> progress; // optional, called with 0..1
    int milliseconds = 280;
};

class MotionLayer : public QWidget {
    Q_OBJECT

public:
    MotionLayer(const CardPainter& painter, QWidget* parent);

    /// Plays `steps` one after the other, `scale` times their duration; stops what ran before (jumping to its end).
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

    const CardPainter& m_painter;
    std::vector<MotionStep> m_steps;
    std::size_t m_index = 0;
    qreal m_t = 0;
    double m_scale = 1;
    QVariantAnimation m_animation;
};

} // namespace nobox::nothanks
