// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A card a person can act on: a place of their layout (reveal it), a discard pile (put the waiting card on it),
// or the waiting card itself (drag it onto a pile). A real button: focus, keyboard, accessible name. It shows
// what it is told; whether the click is legal is the board's business (from the engine's legal moves).

#include "no_idea/cards.h"

#include <QAbstractButton>

namespace nobox::noidea {

class NoIdeaPainter;

class CardButton : public QAbstractButton {
    Q_OBJECT

public:
    enum class Look {
        Empty, // an empty place of a layout
        Back, // face down, unknown (or known, memory aid off)
        Known, // face down, known, memory aid on: the back with a small picture of the card
        Face, // face up (a pile's top, the waiting card)
    };

    explicit CardButton(const NoIdeaPainter& painter, QWidget* parent = nullptr);

    void setCard(Look look, games::no_idea::Card card = games::no_idea::kNoCard);
    Look look() const { return m_look; }
    games::no_idea::Card card() const { return m_card; }
    /// A pile's height: the edges under its top card and the count beside it.
    void setCount(int count);
    int count() const { return m_count; }
    /// Lit: a legal target now (a fitting pile, a card to reveal). Dimmed: not one while a choice is made.
    void setLit(bool lit);
    void setDimmed(bool dimmed);
    void setHinted(bool hinted);
    bool isLit() const { return m_lit; }
    bool isHinted() const { return m_hinted; }
    /// The key that plays it ("1"), painted as a small key cap.
    void setKeyText(const QString& key);
    /// The small label over a pile ("2"): which pile it is, as the log names it.
    void setCaption(const QString& caption);

    QSize sizeHint() const override;

signals:
    /// An arrow key: the board moves the focus to the next (1) or previous (-1) card of the same kind.
    void focusStepRequested(int delta);

protected:
    void paintEvent(QPaintEvent* event) override;
    /// Enter and Space play the card (Space as every button does); the arrow keys ask for the next card.
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRectF cardRect() const;

    const NoIdeaPainter& m_painter;
    Look m_look = Look::Empty;
    games::no_idea::Card m_card = games::no_idea::kNoCard;
    int m_count = 0;
    bool m_lit = false;
    bool m_dimmed = false;
    bool m_hinted = false;
    QString m_key;
    QString m_caption;
};

} // namespace nobox::noidea
