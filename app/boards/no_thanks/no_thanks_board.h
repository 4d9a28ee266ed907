// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Thanks! board: the players around the table, the deck, the middle card and the piles in the centre, and
// under it the buttons of the decision at hand. It draws one observation and turns clicks and keys into requested
// moves; what is legal comes from BoardView::legal, why something is not from session().check().

#include "boards/kit/action_button.h"
#include "boards/kit/button_row.h"
#include "boards/kit/game_board.h"
#include "boards/kit/info_row.h"
#include "boards/kit/motion_layer.h"
#include "card_painter.h"
#include "no_thanks_texts.h"

#include "no_thanks/moves.h"
#include "no_thanks/observation.h"

#include <QPointer>

#include <map>
#include <optional>
#include <vector>

class QAbstractButton;
class QLabel;

class QPainter;

namespace nobox::nothanks {

class CardButton;
class SeatPanel;
class TableCentre;

class NoThanksBoard final : public kit::GameBoardOf<games::no_thanks::NoThanksObservation, NoThanksTexts> {
    Q_OBJECT

public:
    NoThanksBoard(GameSession& session, kit::ArtSource art, QWidget* parent = nullptr);
    ~NoThanksBoard() override;

    // For tests and screenshots: the parts a person sees and operates.
    kit::ActionButton* button(games::no_thanks::MoveKind kind) const { return buttonIn(m_buttons, kind); }
    /// The rules' section for the decision at hand (an anchor of resources/rules/no_thanks.*.html).
    QString playSection() const override;
    /// The elements a lesson names (lesson_anchors.cpp): middle, deck, set-aside, own-seat, own-chips, decision,
    /// and the decision's buttons (take, refuse, bid, decline, skip, look).
    QRect anchorRect(QStringView anchor) const override;
    QList<CardButton*> choiceButtons() const;
    SeatPanel* seatPanel(int seat) const;
    TableCentre* table() const { return m_table; }
    QString messageText() const;
    /// "Show my chips": in hot-seat with secret chips, the count of the person deciding shows only while they hold
    /// it (or its key); docs/hotseat.md.
    QAbstractButton* showChipsButton() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;

private:
    bool isOver(const games::no_thanks::NoThanksObservation& observation) const override;
    void carryOver(const games::no_thanks::NoThanksObservation* before, bool sameGame) override;
    void makeSeatPanels(int count) override;
    void placeSeats() override;
    void showHinted() override;
    kit::SeatHeader* seatHeader(int seat) const override;
    void redraw(bool covered) override;
    void updateSeats(bool covered);
    void updateTable(bool covered);
    void updateControls(bool covered);
    void updateTexts();
    QWidget* defaultFocus() const override;
    void fitStatus();
    void updateChoices(bool covered);
    void layoutSeats();
    void applyUnit();
    void animateNewEvents(std::size_t from) override;
    void paintSprite(QPainter& painter, const kit::Sprite& sprite, const QRectF& at) const;
    void setMessage(const QString& text, bool warning) override;
    void placeMessage();
    /// Hot-seat with secret chips: the own count waits for "Show my chips".
    bool chipsHeldBack() const;
    void showOwnChips(bool show);
    static games::core::Move moveOf(games::no_thanks::MoveKind kind);
    /// The seat that receives the green card if the auction ended now (shown to the players only).
    QRectF seatCardRect(int seat) const;
    QPointF seatChipPoint(int seat) const;
    QRectF tableRect(const QRectF& local) const;

    CardPainter m_painter;

    // The last position shown.

    TableCentre* m_table = nullptr;
    std::vector<SeatPanel*> m_seats;
    QWidget* m_centre = nullptr;
    kit::InfoRow* m_infoRow = nullptr; // the details, or for a moment the message in their place

    QWidget* m_choiceRow = nullptr;
    std::map<games::no_thanks::MoveKind, kit::ActionButton*> m_buttons;
    kit::ActionButton* m_showChips = nullptr;
    games::core::Seat m_chipsShownFor = games::core::kNoSeat; // whose count shows while the control is held
    std::vector<CardButton*> m_choices;
    qreal m_unit = 1.0;
};

} // namespace nobox::nothanks
