// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Return board: the other players along the top, the viewer's own display in the middle between the bag
// and the box lid, and under it the viewer's hand with the buttons of the decision at hand and a line that says,
// live, what the current choice would do (how many counters are drawn, the sum to clear against the sum paid) or
// why the engine would refuse it. It draws one observation and turns clicks, drags and keys into requested moves;
// what is legal comes from BoardView::legal, why something is not from check().

#include "boards/kit/action_button.h"
#include "boards/kit/button_row.h"
#include "boards/kit/game_board.h"
#include "boards/kit/info_row.h"
#include "boards/kit/motion_layer.h"
#include "counter_painter.h"
#include "no_return_texts.h"

#include "no_return/moves.h"
#include "no_return/observation.h"

#include <functional>
#include <map>
#include <optional>
#include <vector>

class QLabel;

class QPainter;

namespace nobox::noreturn {

class HandView;
class PileView;
class SeatPanel;
class CounterButton;

class NoReturnBoard final : public kit::GameBoardOf<games::no_return::NoReturnObservation, NoReturnTexts> {
    Q_OBJECT

public:
    /// The decisions a button (and its key) stands for.
    enum class Action { Keep, SetAside, Place, Exchange, Switch, Clear, ConfirmSwitch, CancelSwitch };
    using Checker = std::function<games::core::Error(const games::core::Move&)>;

    NoReturnBoard(GameSession& session, kit::ArtSource art, QWidget* parent = nullptr);
    ~NoReturnBoard() override;

    /// Where refusal reasons come from (default: the session's check()). Scenario tests that show a match of
    /// their own hand in its check().
    void setChecker(Checker checker) { m_checker = std::move(checker); }

    // For tests and screenshots: the parts a person sees and operates.
    kit::ActionButton* button(Action action) const { return buttonIn(m_buttons, action); }
    HandView* hand() const { return m_hand; }
    SeatPanel* seatView(int seat) const;
    PileView* bag() const { return m_bag; }
    PileView* lid() const { return m_lid; }
    /// The rules' section for the decision at hand (an anchor of resources/rules/no_return.*.html).
    QString playSection() const override;
    /// The elements a lesson names (lesson_anchors.cpp): hand, bag, lid, own-display, decision, and the buttons
    /// switch, clear, exchange, place, set-aside.
    QRect anchorRect(QStringView anchor) const override;
    QString infoText() const;
    QString messageText() const;
    /// The move a button would request with the current choice (none for Clear without a column).
    std::optional<games::core::Move> candidate(Action action) const;
    /// The column chosen to clear and how many of its lowest counters (-1, 0: none).
    int clearColour() const { return m_clearColour; }
    int clearCount() const { return m_clearCount; }
    void chooseClear(int colour, int count);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    enum class Mode { None, Setup, Build, Clear, Confirm };

    void act(Action action);
    games::core::Error check(const games::core::Move& move) const override;
    Mode mode() const;
    bool personDecides() const override { return mode() != Mode::None; }
    int viewerSeat() const;
    const games::no_return::NoReturnSeatView* ownSeat() const;

    bool isOver(const games::no_return::NoReturnObservation& observation) const override;
    void carryOver(const games::no_return::NoReturnObservation* before, bool sameGame) override;
    void makeSeatPanels(int count) override;
    void placeSeats() override { layoutAll(); }
    void showHinted() override;
    kit::SeatHeader* seatHeader(int seat) const override;
    void redraw(bool covered) override;
    void updateSeats();
    void updatePiles();
    void updateChoice(); // hand marks, the own display's preview, buttons and the live line
    QString liveLine(Mode now) const;
    void updateStatus();
    void updateButtonTexts();
    QWidget* defaultFocus() const override;
    void layoutAll();
    void applyUnit();
    void setMessage(const QString& text, bool warning) override;
    void onColumnClicked(int colour, int count);
    void onDrop(const QList<int>& handIndices, int colour);
    void startDrag(CounterButton* button);
    void primaryAction();
    void animateNewEvents(std::size_t from) override;
    void paintSprite(QPainter& painter, const kit::Sprite& sprite, const QRectF& at) const;

    CounterPainter m_painter;
    Checker m_checker;

    int m_clearColour = -1;
    int m_clearCount = 0;
    bool m_confirming = false; // the switch to Phase 2 waits for its confirmation
    QString m_liveText; // what the current choice would do (the info line)

    std::vector<SeatPanel*> m_seats;
    PileView* m_bag = nullptr;
    PileView* m_lid = nullptr;
    HandView* m_hand = nullptr;
    kit::InfoRow* m_infoRow = nullptr;
    QLabel* m_info = nullptr; // the live line in the info row

    std::map<Action, kit::ActionButton*> m_buttons;
    qreal m_unit = 1.0;
};

} // namespace nobox::noreturn
