// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The controls a player operates: big action buttons ("Take", "No thanks!", ...) with their key shown on them,
// and cards to choose from (give / remove). Both are real buttons: focus, keyboard, accessible name and role.
// A button whose move the engine would refuse stays clickable but looks unavailable, so that a click explains why.

#include "card_painter.h"

#include <QAbstractButton>
#include <QPushButton>

namespace nobox::nothanks {

class ActionButton : public QPushButton {
    Q_OBJECT

public:
    ActionButton(const QColor& colour, QWidget* parent = nullptr);

    /// The key that plays it ("T"), painted as a key cap on the button.
    void setKeyText(const QString& key);
    /// False: the move is not legal now (dimmed, and a click shows the reason).
    void setAvailable(bool available);
    bool isAvailable() const { return m_available; }
    void setHinted(bool hinted);
    bool isHinted() const { return m_hinted; }
    void setUnit(qreal unit);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QColor m_colour;
    QString m_key;
    bool m_available = true;
    bool m_hinted = false;
    qreal m_unit = 1.0;
};

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
