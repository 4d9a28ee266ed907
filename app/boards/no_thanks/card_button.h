// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A card to choose from (the green cards' give and remove): a real button with focus, keyboard, accessible name
// and role; it lifts like a card picked from the hand, and the arrow keys move along the row. (The big action
// buttons are the kit's: boards/kit/action_button.h.)

#include "card_painter.h"

#include <QAbstractButton>

namespace nobox::nothanks {

class CardButton : public QAbstractButton {
    Q_OBJECT

public:
    CardButton(const CardPainter& painter, games::no_thanks::Card card, QWidget* parent = nullptr);

    games::no_thanks::Card card() const { return m_card; }
    void setHinted(bool hinted);
    bool isHinted() const { return m_hinted; }
    void setCardHeight(qreal height);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    const CardPainter& m_painter;
    games::no_thanks::Card m_card;
    bool m_hinted = false;
    qreal m_cardHeight = 90;
};

} // namespace nobox::nothanks
