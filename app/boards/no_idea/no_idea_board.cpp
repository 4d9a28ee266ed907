// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_board.h"

#include "boards/kit/accessible_roles.h"
#include "boards/kit/button_row.h"
#include "boards/kit/fitted_text.h"
#include "boards/kit/motion_layer.h"
#include "card_button.h"
#include "no_idea_painter.h"
#include "no_idea_words.h"
#include "pile_steps.h"

#include "shell/game_session.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QShortcut>

#include <algorithm>
#include <cmath>

namespace nobox::noidea {

namespace {

using games::core::Move;
using kit::Sprite;
using ni::Card;
using ni::Decision;
using ni::EventType;
using ni::MoveKind;

using kit::fitLabel;
using kit::pixelFont;

// Colours are a help only: every button says what it does in words (and the declaration shows its key).
const kit::ActionButtonLook kButtonLook {46, 19, QColor(140, 150, 160), QColor(120, 220, 255)};
const QColor kDeclareColour(200, 104, 30);
const QColor kShowColour(60, 100, 130);

} // namespace

NoIdeaBoard::NoIdeaBoard(GameSession& session, kit::ArtSource art, QWidget* parent)
    : GameBoardOf(session, parent)
    , m_painter(std::move(art))
{

    // Roles for the painted parts: another player's place is a group (the cards are real buttons).
    kit::setAccessibleRoles({{"nobox::noidea::SeatPanel", QAccessible::Grouping}});
    m_status = makeLine(this, QStringLiteral("status"), QStringLiteral("#fffbe8"));
    m_detail = makeLine(this, QStringLiteral("detail"), QStringLiteral("#f3efd9"));
    m_message = makeMessageLabel(this);
    m_message->hide();

    m_ownPanel = new SeatPanel(m_painter, this);
    m_ownPanel->setObjectName(QStringLiteral("ownPanel"));
    for (int i = 0; i < 6; ++i) {
        auto* b = new CardButton(m_painter, this);
        b->setObjectName(QStringLiteral("place%1").arg(i + 1));
        connect(b, &QAbstractButton::clicked, this, [this, i] { attempt(ni::moves::reveal(i + 1)); });
        connect(b, &CardButton::focusStepRequested, this, [this, b](int delta) { stepFocus(b, delta); });
        m_places[static_cast<std::size_t>(i)] = b;
    }
    m_pending = new CardButton(m_painter, this);
    m_pending->setObjectName(QStringLiteral("pendingCard"));
    m_pending->setFocusPolicy(Qt::NoFocus);
    m_pending->setCursor(Qt::OpenHandCursor);
    m_pending->installEventFilter(this);
    m_pending->hide();

    // The actions, one under the other beside the own layout, the rules button in the corner.
    m_buttonRow = makeButtonRow(this, kButtonLook, true);
    m_nothingFits = m_buttonRow->add(
        kDeclareColour, QStringLiteral("nothingFits"), [this] { attempt(ni::moves::nothingFits()); },
        [this] {
            if (!covered())
                attempt(ni::moves::nothingFits());
        });
    m_showTrophies = m_buttonRow->addPlain(kShowColour, QStringLiteral("showTrophies"));
    // Held, not toggled: the values show only while the owner keeps the button (or Space) down (ND-6).
    connect(m_showTrophies, &QPushButton::pressed, this, [this] {
        m_showOwnTrophies = true;
        updatePanels(covered());
    });
    connect(m_showTrophies, &QPushButton::released, this, [this] {
        m_showOwnTrophies = false;
        updatePanels(covered());
    });

    // Keys 1-6: reveal that place, or, while a card waits for its pile, put it on that pile.
    for (int n = 1; n <= 9; ++n) {
        auto* shortcut = new QShortcut(QKeySequence(QString::number(n)), this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, n] { pressKey(n); });
    }

    m_motion = new kit::MotionLayer(
        [this](QPainter& painter, const Sprite& sprite, const QRectF& at) { paintSprite(painter, sprite, at); }, this);
    connect(m_motion, &kit::MotionLayer::finished, this, [this] {
        if (!m_queued.empty()) {
            std::vector<kit::MotionStep> next;
            next.swap(m_queued);
            m_motion->play(std::move(next), animationScale());
            return;
        }
        m_stepPiles.reset();
        m_stepText.clear();
        m_stepActor = -1;
        m_stepDeclaring = false;
        emit shownTurnChanged(); // the next person sits down at the bottom now (GameBoard)
        if (m_view) {
            updatePiles();
            updatePanels(covered());
            updateTexts();
            // A pile choice (or the next reveal) that waited for the steps: the keys work on it at once.
            if (personDecides())
                keepKeyboard(false);
        }
    });

    updateTexts();
}

NoIdeaBoard::~NoIdeaBoard() = default;

kit::SeatHeader* NoIdeaBoard::seatHeader(int seat) const
{
    return headerOf(seatPanel(seat));
}

CardButton* NoIdeaBoard::place(int position) const
{
    return position >= 1 && position <= 6 ? m_places[static_cast<std::size_t>(position - 1)] : nullptr;
}

SeatPanel* NoIdeaBoard::seatPanel(int seat) const
{
    if (seat == m_bottom)
        return m_ownPanel;
    return seat >= 0 && seat < int(m_panels.size()) ? m_panels[static_cast<std::size_t>(seat)] : nullptr;
}

QString NoIdeaBoard::messageText() const
{
    return m_message->isVisible() ? m_message->accessibleName() : QString(); // the words, without the ⚠ mark
}

// ---- Showing a position ----

bool NoIdeaBoard::isOver(const ni::NoIdeaObservation& observation) const
{
    return observation.decision == Decision::Over;
}

void NoIdeaBoard::makeSeatPanels(int)
{
    // placeSeats follows: the panels depend on who sits at the bottom.
}

void NoIdeaBoard::placeSeats()
{
    // One panel per seat but the one at the bottom, whose place is the board's own buttons and m_ownPanel.
    remakePanels(m_panels, m_seatCount,
        [this](int seat) { return seat == m_bottom ? nullptr : new SeatPanel(m_painter, this); });
    layoutAll();
}

void NoIdeaBoard::redraw(bool covered)
{
    updatePanels(covered);
    updatePlaces(covered);
    updatePiles();
    updateControls(covered);
    updateTexts();
    update();
}

QWidget* NoIdeaBoard::defaultFocus() const
{
    for (auto* pile : m_piles)
        if (pile->isLit())
            return pile;
    for (auto* b : m_places)
        if (b->isLit())
            return b;
    return nullptr;
}

void NoIdeaBoard::updatePanels(bool hide)
{
    const auto& v = *m_view;
    for (int seat = 0; seat < v.seatCount; ++seat) {
        SeatPanel* panel = seatPanel(seat);
        if (!panel)
            continue;
        const auto& s = v.seats[static_cast<std::size_t>(seat)];
        // While steps are shown, the turn they belong to; a computer thinks (for all to see) once they are over.
        const bool showing = m_motion->running() && m_stepActor >= 0;
        SeatInfo info {seatFacts(seat, showing ? seat == m_stepActor : !m_over && seat == v.toMove)};
        info.thinking = info.thinking && !m_motion->running();
        info.showLayout = panel != m_ownPanel; // the bottom seat's layout is the board's buttons
        info.layoutOpen = v.revealed;
        for (std::size_t i = 0; i < 6; ++i) {
            Card card = v.revealed ? s.openLayout[i] : s.layout[i];
            // Known face-down cards show only with the memory aid (ND-10).
            if (!v.revealed && card != ni::kNoCard && card != ni::kUnknownCard && (!v.memoryAid || hide))
                card = ni::kUnknownCard;
            info.layout[i] = card;
        }
        info.prizes = s.prizes;
        info.trophyCount = s.trophyCount;
        // Trophy values: everyone's at the end; one's own only while "show my trophies" is held (ND-6).
        const bool own = seat == v.viewerSeat && seat == m_bottom;
        if (v.revealed || m_over || (own && m_showOwnTrophies && !hide))
            info.trophyValues = s.trophies;
        QStringList words;
        words << info.name;
        if (info.turn)
            words << NoIdea::tr("whose turn it is");
        words << pluralText(NoIdea::tr("%n card(s) in the layout", nullptr, s.cardCount()), s.cardCount());
        if (v.memoryAid && !hide && !v.revealed)
            for (std::size_t i = 0; i < 6; ++i)
                if (info.layout[i] != ni::kNoCard && info.layout[i] != ni::kUnknownCard)
                    words << NoIdea::tr("place %1 known: %2").arg(i + 1).arg(cardName(info.layout[i]));
        int stars = 0;
        for (Card prize : s.prizes)
            stars += ni::starsOf(prize);
        words << pluralText(NoIdea::tr("%n consolation prize(s)", nullptr, int(s.prizes.size())), int(s.prizes.size()))
                + QStringLiteral(" (") + pluralText(NoIdea::tr("%n star(s)", nullptr, stars), stars)
                + QStringLiteral(")");
        words << (s.trophyCount == 1 ? NoIdea::tr("one trophy") : NoIdea::tr("%1 trophies").arg(s.trophyCount));
        if (!info.trophyValues.empty()) {
            QStringList values;
            for (int value : info.trophyValues)
                values << QString::number(value);
            words << NoIdea::tr("trophy stars: %1").arg(values.join(QStringLiteral(", ")));
        }
        const QString text = words.join(QStringLiteral(", "));
        panel->setAccessibleName(text);
        panel->setToolTip(text);
        panel->setInfo(info);
    }
}

void NoIdeaBoard::updatePlaces(bool hide)
{
    const auto& v = *m_view;
    const auto& s = v.seats[static_cast<std::size_t>(m_bottom)];
    const bool reveal = personDecides() && !hide && v.decision == Decision::Reveal;
    for (int i = 0; i < 6; ++i) {
        CardButton* b = m_places[static_cast<std::size_t>(i)];
        Card card = v.revealed ? s.openLayout[static_cast<std::size_t>(i)] : s.layout[static_cast<std::size_t>(i)];
        const bool known = card != ni::kNoCard && card != ni::kUnknownCard;
        const bool showKnown = known && !v.revealed && v.memoryAid && !hide;
        const bool waiting = v.decision == Decision::ChoosePile && v.toMove == m_bottom
            && v.pendingSource == ni::Source::Layout && v.pendingPosition == i + 1;
        if (card == ni::kNoCard && !waiting)
            b->setCard(CardButton::Look::Empty);
        else if (waiting) // turned up, waiting for its pile: everybody sees it
            b->setCard(CardButton::Look::Face, v.pending);
        else if (v.revealed)
            b->setCard(CardButton::Look::Face, card);
        else if (showKnown)
            b->setCard(CardButton::Look::Known, card);
        else
            b->setCard(CardButton::Look::Back);
        const Move move = ni::moves::reveal(i + 1);
        const bool legal = reveal && isLegal(move);
        b->setLit(legal);
        b->setDimmed(false);
        b->setHinted(m_hint && *m_hint == move);
        b->setKeyText(legal ? QString::number(i + 1) : QString());
        b->setEnabled(card != ni::kNoCard || reveal);
        b->setFocusPolicy(legal ? Qt::StrongFocus : Qt::NoFocus);
        const QString name = waiting            ? NoIdea::tr("Place %1: %2").arg(i + 1).arg(cardName(v.pending))
            : v.revealed && card != ni::kNoCard ? NoIdea::tr("Place %1: %2").arg(i + 1).arg(cardName(card))
                                                : placeName(i + 1, card, showKnown);
        b->setAccessibleName(name);
        b->setToolTip(legal ? NoIdea::tr("%1 (key %2)").arg(m_texts.moveText(move, v)).arg(i + 1) : name);
    }
}

void NoIdeaBoard::updatePiles()
{
    const auto& v = *m_view;
    const auto& piles = m_stepPiles ? *m_stepPiles : v.piles;
    while (m_piles.size() < piles.size()) {
        auto* b = new CardButton(m_painter, this);
        const int index = int(m_piles.size());
        b->setObjectName(QStringLiteral("pile%1").arg(index + 1));
        connect(b, &QAbstractButton::clicked, this, [this, index] { attempt(ni::moves::pile(index + 1)); });
        connect(b, &CardButton::focusStepRequested, this, [this, b](int delta) { stepFocus(b, delta); });
        b->show();
        m_piles.push_back(b);
        m_motion->raise();
    }
    while (m_piles.size() > piles.size()) {
        delete m_piles.back();
        m_piles.pop_back();
    }
    const bool choosing = !m_stepPiles && personDecides() && v.decision == Decision::ChoosePile;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        CardButton* b = m_piles[i];
        b->setCard(CardButton::Look::Face, piles[i].back());
        b->setCount(int(piles[i].size()));
        b->setCaption(QString::number(i + 1));
        const Move move = ni::moves::pile(int(i) + 1);
        const bool legal = choosing && isLegal(move);
        b->setLit(legal);
        b->setDimmed(choosing && !legal);
        b->setHinted(m_hint && *m_hint == move);
        b->setKeyText(legal ? QString::number(i + 1) : QString());
        b->setFocusPolicy(legal ? Qt::StrongFocus : Qt::NoFocus);
        const int n = int(piles[i].size());
        QString name = pluralText(NoIdea::tr("Pile %1: %2 on top, %n card(s)", nullptr, n), n)
                           .arg(i + 1)
                           .arg(cardName(piles[i].back()));
        if (legal)
            name += NoIdea::tr(" (fits)");
        b->setAccessibleName(name);
        b->setToolTip(legal ? NoIdea::tr("%1 (key %2)").arg(m_texts.moveText(move, v)).arg(i + 1) : name);
    }
    layoutAll();
}

void NoIdeaBoard::updateControls(bool hide)
{
    const auto& v = *m_view;
    const bool decides = personDecides() && !hide && !m_over;
    const Move declare = ni::moves::nothingFits();
    const bool legal = decides && isLegal(declare);
    m_nothingFits->setText(NoIdea::tr("Nothing fits anymore!"));
    m_nothingFits->setAccessibleName(m_nothingFits->text());
    m_nothingFits->setKeyText(NoIdea::tr("N"));
    const QString gamble = NoIdea::tr("With %1 face-down cards or fewer, declare that none of them fits any pile. "
                                      "They are turned up one by one: if none fits, you win a trophy; the first "
                                      "that fits, or a consolation prize, ends the gamble and you win nothing. "
                                      "Either way your layout is refilled to %2.")
                               .arg(ni::kDeclareLimit)
                               .arg(ni::kLayoutSize);
    QString why;
    if (decides && !legal)
        why = m_texts.errorText(session().check(declare));
    // Rich text, so that the tooltip wraps to a readable width instead of one line across the screen.
    const QString tip = why.isEmpty() ? gamble.toHtmlEscaped()
                                      : why.toHtmlEscaped() + QStringLiteral("</p><p>") + gamble.toHtmlEscaped();
    m_nothingFits->setToolTip(QStringLiteral("<p>%1</p>").arg(tip));
    m_nothingFits->setAccessibleDescription(why.isEmpty() ? gamble : why);
    m_nothingFits->setVisible(!m_over && v.decision != Decision::ChoosePile);
    m_nothingFits->setEnabled(legal);
    m_nothingFits->setHinted(decides && m_hint && *m_hint == declare);

    const auto& own = v.seats[static_cast<std::size_t>(m_bottom)];
    const bool mine = m_bottom == v.viewerSeat && !own.trophies.empty() && !hide && !m_over;
    m_showTrophies->setText(NoIdea::tr("Show my trophies (hold)"));
    m_showTrophies->setAccessibleName(NoIdea::tr("Show my trophies"));
    m_showTrophies->setToolTip(NoIdea::tr("Hold to see the stars of your own trophies; the others see only how many "
                                          "you have."));
    m_showTrophies->setVisible(mine);
    if (!mine)
        m_showOwnTrophies = false;
    fitActions(); // sized to the words they show now (the first position, another language)

    // The waiting card: shown, and dragged onto a lit pile, while its pile is chosen.
    const bool choosing = v.decision == Decision::ChoosePile && !m_over;
    const bool inHand = choosing && v.toMove == m_bottom; // only the holder drags it
    m_pending->setVisible(choosing && !hide);
    m_pending->setGeometry(pendingHome().toRect());
    m_pending->setAttribute(Qt::WA_TransparentForMouseEvents, !inHand);
    m_pending->setCursor(inHand ? Qt::OpenHandCursor : Qt::ArrowCursor);
    if (choosing)
        m_pending->setCard(CardButton::Look::Face, v.pending);
    m_pending->setAccessibleName(
        choosing ? NoIdea::tr("Waiting for its pile: %1").arg(cardName(v.pending)) : QString());
    m_pending->setToolTip(inHand ? NoIdea::tr("Drag it onto a lit pile, click a lit pile or press the pile's number; "
                                              "or move among the lit piles with the arrow keys or Tab and press Enter.")
                                 : QString());
    translateRulesButton();
}

// ---- Language ----

void NoIdeaBoard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_view)
        refresh();
    Board::changeEvent(event);
}

} // namespace nobox::noidea
