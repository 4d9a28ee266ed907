// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One player's place as the others see it: the kit's seat header (the name, whose turn it is, a computer thinking), the
// layout of two rows of three (face down; known cards only with the memory aid), the consolation prizes with their
// stars, and the trophies as a count of face-down trophies (their values show only to their owner, or to all at the
// end: ND-6). Painted; its accessible name says the same in words.

#include "boards/kit/seat_place.h"

#include "no_idea/cards.h"

#include <QWidget>

#include <array>
#include <vector>

namespace nobox::noidea {

struct SeatInfo : kit::SeatFacts {
    /// Positions 1-6: kNoCard empty, kUnknownCard face down unknown, else face down and shown as known.
    std::array<games::no_idea::Card, 6> layout {};
    /// Only at the end (the open view): every card face up.
    bool layoutOpen = false;
    /// False for the seat at the bottom, whose layout is the board's buttons: the panel shows the rest only.
    bool showLayout = true;
    std::vector<games::no_idea::Card> prizes {};
    int trophyCount = 0;
    std::vector<int> trophyValues {}; // empty unless the values may show here
};

class NoIdeaPainter;

class SeatPanel : public kit::SeatPlace<SeatInfo> {
    Q_OBJECT

public:
    explicit SeatPanel(const NoIdeaPainter& painter, QWidget* parent = nullptr);

    /// Where the card at layout position `index` (0-5) is drawn, and where prizes and trophies go (for animations).
    QRectF slotRect(int index) const;
    QRectF prizeRect() const;
    QRectF trophyRect() const;

protected:
    QRect headerArea() const override { return QRect(0, 0, width(), int(nameHeight()) + 6); }
    void paintEvent(QPaintEvent* event) override;

private:
    qreal nameHeight() const;

    const NoIdeaPainter& m_painter;
};

} // namespace nobox::noidea
