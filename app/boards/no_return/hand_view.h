// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The viewer's hand: one button per counter, sorted by colour and value, chosen and unchosen with a click, Space
// or Enter, the arrows walking along the row. In Phase 1 the counters that can be placed are marked and the
// others dimmed, with the reason on hover; a chosen counter lifts. A counter dragged out carries every chosen
// counter with it (to a column of the display).

#include "counter_painter.h"
#include "nr_words.h"

#include <QAbstractButton>
#include <QWidget>

#include <vector>

namespace nobox::noreturn {

class CounterButton : public QAbstractButton {
    Q_OBJECT

public:
    enum class Mark { None, Placeable, Blocked };

    CounterButton(const CounterPainter& painter, nr::Counter counter, int handIndex, QWidget* parent = nullptr);

    nr::Counter counter() const { return m_counter; }
    int handIndex() const { return m_index; }
    void setMark(Mark mark, const QString& reason = {});
    Mark mark() const { return m_mark; }
    QString reason() const { return m_reason; }
    void setHinted(bool hinted);
    bool isHinted() const { return m_hinted; }
    void setSide(qreal side);
    void updateNames();

    QSize sizeHint() const override;

signals:
    /// Enter on the counter: the board's main action for the choice.
    void confirmed();
    void dragStarted(CounterButton* button);

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void checkStateSet() override;

private:
    const CounterPainter& m_painter;
    nr::Counter m_counter;
    int m_index;
    Mark m_mark = Mark::None;
    QString m_reason;
    bool m_hinted = false;
    qreal m_side = 48;
    QPoint m_pressAt;
};

class HandView : public QWidget {
    Q_OBJECT

public:
    HandView(const CounterPainter& painter, QWidget* parent = nullptr);

    /// Shows `hand` (canonical order); the chosen hand indices are kept when the hand is the same.
    void setHand(const std::vector<nr::Counter>& hand);
    const std::vector<CounterButton*>& buttons() const { return m_buttons; }
    std::vector<int> chosen() const;
    std::vector<nr::Counter> chosenCounters() const;
    void setChosen(const std::vector<int>& indices);
    void clearChoice();
    void setSide(qreal side);
    void setEnabledForChoice(bool enabled);
    /// Words again in the language now in use (a language change).
    void retranslate();

signals:
    void choiceChanged();
    void confirmed();
    /// A drag of the chosen counters began (the board starts it: it knows the choice).
    void dragRequested(CounterButton* button);

private:
    void layoutButtons();
    void resizeEvent(QResizeEvent* event) override;

    const CounterPainter& m_painter;
    std::vector<nr::Counter> m_hand;
    std::vector<CounterButton*> m_buttons;
    qreal m_side = 48;
    bool m_enabled = true;
};

} // namespace nobox::noreturn
