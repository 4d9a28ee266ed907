// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The No Idea board: the other players' places along the top, the draw pile, the trophy pile, the discard piles
// and the set-aside cards in the middle, and at the bottom the layout of the person at the screen (largest and
// nearest) with their prizes and trophies and the "Nothing fits anymore!" action. It draws one observation, plays
// what the public log added as steps a person can follow, and turns clicks, drags and keys into requested moves;
// what is legal comes from BoardView::legal, why something is not from session().check().

#include "boards/kit/action_button.h"
#include "boards/kit/art_source.h"
#include "boards/kit/game_board.h"
#include "boards/kit/motion_layer.h"
#include "no_idea_painter.h"
#include "no_idea_texts.h"
#include "seat_panel.h"

#include "no_idea/moves.h"
#include "no_idea/observation.h"

#include <array>
#include <optional>
#include <vector>

class QLabel;
class QRegion;

namespace nobox::kit {
class ButtonRow;
}

namespace nobox::noidea {

class CardButton;

class NoIdeaBoard final : public kit::GameBoardOf<games::no_idea::NoIdeaObservation, NoIdeaTexts> {
    Q_OBJECT

public:
    NoIdeaBoard(GameSession& session, kit::ArtSource art, QWidget* parent = nullptr);
    ~NoIdeaBoard() override;

    // For tests and screenshots: the parts a person sees and operates.
    /// The place buttons of the layout at the bottom, positions 1-6.
    CardButton* place(int position) const;
    /// The discard piles' buttons, in pile order.
    const std::vector<CardButton*>& piles() const { return m_piles; }
    CardButton* pendingCard() const { return m_pending; }
    kit::ActionButton* nothingFitsButton() const { return m_nothingFits; }
    kit::ActionButton* showTrophiesButton() const { return m_showTrophies; }
    SeatPanel* seatPanel(int seat) const;
    QString messageText() const;
    /// The rules' section for the moment (an anchor of resources/rules/no_idea.*.html).
    QString playSection() const override;
    /// The elements a lesson names (lesson_anchors.cpp): draw-pile, trophy-pile, piles, pending, nothing-fits,
    /// own-seat, layout.
    QRect anchorRect(QStringView anchor) const override;
    games::core::Seat shownTurn() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool isOver(const games::no_idea::NoIdeaObservation& observation) const override;
    void makeSeatPanels(int count) override;
    void placeSeats() override;
    void showHinted() override;
    /// A turn's steps play to their end for everyone, from the seat that played them.
    bool playsTurnsThrough() const override { return true; }
    /// The person deciding sits at the bottom: their controls act (not while the turn before is still shown).
    bool personDecides() const override;
    void pressKey(int number);
    kit::SeatHeader* seatHeader(int seat) const override;
    void redraw(bool covered) override;
    void updatePanels(bool covered);
    void updatePlaces(bool covered);
    void updatePiles();
    void updateControls(bool covered);
    void updateTexts();
    void layoutAll();
    /// Sizes the action buttons to their words and the room beside the layout (m_actionArea), and the message under
    /// them.
    void fitActions();
    QWidget* defaultFocus() const override;
    void setMessage(const QString& text, bool warning) override;
    void placeMessage();
    void animateNewEvents(std::size_t from) override;
    /// Ends the steps being played and drops those waiting.
    void stopMotion() override;
    /// What the status line says while the steps of a turn other than the present decision are shown (empty:
    /// the present's own status).
    QString stepStatus() const;
    /// Moves the keyboard focus to the next (`delta` 1) or previous (-1) lit card of `from`'s group (the piles
    /// or the places), round the end.
    void stepFocus(CardButton* from, int delta);
    void paintSprite(QPainter& painter, const kit::Sprite& sprite, const QRectF& at) const;
    /// Where a moving card may show: the board but the status lines and the message (board coordinates, which
    /// are the motion layer's).
    QRegion motionRoom() const;
    QString placeName(int position, games::no_idea::Card card, bool known) const;

    // Where things are, in board coordinates (also for the animations).
    QRectF pileRect(int index, int count) const;
    QRectF placeRect(int seat, int position) const;
    QRectF prizeRect(int seat) const;
    /// Where the card waiting for its pile lies: in the hand of the seat at the bottom (large, to drag), else by
    /// the seat that turned it up.
    QRectF pendingHome() const;
    QRectF trophyRect(int seat) const;

    NoIdeaPainter m_painter;

    bool m_showOwnTrophies = false;

    // While the log's new steps play: the piles as they were after the step shown, and that step in words.
    std::optional<std::vector<std::vector<games::no_idea::Card>>> m_stepPiles;
    QString m_stepText;
    int m_stepActor = -1; // whose turn the step shown belongs to (-1: none, or the game's end)
    bool m_stepDeclaring = false; // the step shown is part of a "Nothing fits anymore!"
    qreal m_flip = 1.0;
    std::vector<kit::MotionStep> m_queued; // steps of newer log entries, played after the running ones

    std::vector<SeatPanel*> m_panels; // by seat; null for the seat at the bottom
    SeatPanel* m_ownPanel = nullptr; // the bottom seat's name, prizes and trophies
    std::array<CardButton*, 6> m_places {};
    std::vector<CardButton*> m_piles;
    CardButton* m_pending = nullptr;
    QPoint m_dragOffset;
    bool m_dragging = false;
    kit::ActionButton* m_nothingFits = nullptr;
    kit::ActionButton* m_showTrophies = nullptr;

    // Geometry of the painted parts.
    QRectF m_drawRect;
    QRectF m_trophyRect;
    QRectF m_setAsideRect;
    QRectF m_pileArea;
    QRectF m_pendingRect;
    QRectF m_actionArea; // the right column under the middle row: the actions, the message under them
    QRectF m_messageBox;
    qreal m_pileWidth = 60;
};

} // namespace nobox::noidea
