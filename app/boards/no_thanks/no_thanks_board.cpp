// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks_board.h"

#include "boards/kit/accessible_roles.h"
#include "boards/kit/action_button.h"
#include "boards/kit/button_row.h"
#include "boards/kit/fitted_text.h"
#include "boards/kit/message_bubble.h"
#include "boards/kit/motion_layer.h"
#include "card_button.h"
#include "no_thanks_words.h"
#include "seat_panel.h"
#include "table_centre.h"

#include "shell/game_session.h"

#include "no_thanks/moves.h"
#include "no_thanks/scoring.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

namespace {

using games::core::Move;
using kit::MotionStep;
using kit::Sprite;

using nt::Decision;
using nt::MoveKind;

using kit::ActionButton;
using kit::fitLabel;

// Colours are a help only: every button says what it does in words and shows its key. The object name is the
// label (QT_TRANSLATE_NOOP: translated where it is shown).
const kit::ButtonSpec<MoveKind> kButtonSpecs[] {
    {MoveKind::Take, QT_TRANSLATE_NOOP("NoThanks", "Take"), QT_TRANSLATE_NOOP("NoThanks", "T"), QColor(214, 110, 34)},
    {MoveKind::Refuse, QT_TRANSLATE_NOOP("NoThanks", "No thanks!"), QT_TRANSLATE_NOOP("NoThanks", "N"),
        QColor(36, 112, 168)},
    {MoveKind::Bid, QT_TRANSLATE_NOOP("NoThanks", "Bid a chip"), QT_TRANSLATE_NOOP("NoThanks", "B"),
        QColor(34, 132, 76)},
    {MoveKind::Decline, QT_TRANSLATE_NOOP("NoThanks", "Decline"), QT_TRANSLATE_NOOP("NoThanks", "D"),
        QColor(150, 84, 40)},
    {MoveKind::Skip, QT_TRANSLATE_NOOP("NoThanks", "Skip"), QT_TRANSLATE_NOOP("NoThanks", "S"), QColor(88, 96, 170)},
    {MoveKind::Look, QT_TRANSLATE_NOOP("NoThanks", "Look"), QT_TRANSLATE_NOOP("NoThanks", "L"), QColor(120, 80, 160)},
};

const kit::ActionButtonLook kButtonLook {46, 19, QColor(150, 150, 158), QColor(255, 200, 40)};

bool holds(const std::vector<nt::Card>& display, nt::Card card)
{
    return std::find(display.begin(), display.end(), card) != display.end();
}

} // namespace

NoThanksBoard::NoThanksBoard(GameSession& session, kit::ArtSource art, QWidget* parent)
    : GameBoardOf(session, parent)
    , m_painter(std::move(art))
{
    // Roles for the painted parts: a player's place is a group, the table a picture with its description.
    kit::setAccessibleRoles({{"nobox::nothanks::SeatPanel", QAccessible::Grouping},
        {"nobox::nothanks::TableCentre", QAccessible::Graphic}});

    m_centre = new QWidget(this);
    auto* column = new QVBoxLayout(m_centre);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);

    m_status = makeLine(m_centre, QStringLiteral("status"), QStringLiteral("#fffbe8"));
    m_status->installEventFilter(this);
    column->addWidget(m_status);

    m_table = new TableCentre(m_painter, m_centre);
    column->addWidget(m_table, 1);

    // One row under the table: the details of the decision (chips on the card, the auction), or for a moment a
    // message (a refusal's reason, a hint) in a bubble in their place; the seats' badges still tell the auction.
    m_detail = makeLine(nullptr, QStringLiteral("detail"), QStringLiteral("#f3efd9"));
    m_detail->installEventFilter(this);
    m_message = makeMessageLabel(nullptr);
    m_infoRow = new kit::InfoRow(m_detail, m_message, kit::InfoRow::Bubble::Centred, m_centre);
    column->addWidget(m_infoRow);

    // The decisions' buttons; the rules at the section for the decision at hand (resources/rules/no_thanks.*.html).
    m_buttonRow = makeButtonRow(m_centre, kButtonLook);
    m_buttons = m_buttonRow->addAll<MoveKind>(
        kButtonSpecs, [this](MoveKind kind) { attempt(moveOf(kind)); },
        [this](MoveKind kind) {
            if (!covered())
                attempt(moveOf(kind));
        });
    for (const auto& spec : kButtonSpecs)
        m_buttons[spec.id]->setKeyText(NoThanks::tr(spec.key));
    // Hot-seat with secret chips: the own count, only while held (no handover cover at every turn).
    m_showChips = m_buttonRow->addPlain(QColor(122, 98, 64), QStringLiteral("showChips"), 12);
    m_showChips->hide();
    connect(m_showChips, &QPushButton::pressed, this, [this] { showOwnChips(true); });
    connect(m_showChips, &QPushButton::released, this, [this] { showOwnChips(false); });
    column->addWidget(m_buttonRow);

    m_choiceRow = new QWidget(m_centre);
    auto* choices = new QHBoxLayout(m_choiceRow);
    choices->setContentsMargins(0, 0, 0, 0);
    choices->setSpacing(2);
    m_choiceRow->hide();
    column->addWidget(m_choiceRow);

    m_table->installEventFilter(this);
    m_motion = new kit::MotionLayer(
        [this](QPainter& painter, const Sprite& sprite, const QRectF& at) { paintSprite(painter, sprite, at); }, this);

    updateTexts();
    applyUnit();
}

NoThanksBoard::~NoThanksBoard() = default;

QAbstractButton* NoThanksBoard::showChipsButton() const
{
    return m_showChips;
}

bool NoThanksBoard::chipsHeldBack() const
{
    if (!m_view || m_over || !m_view->chips.empty())
        return false;
    return std::count(m_human.begin(), m_human.end(), true) > 1;
}

/// The move of a button.
Move NoThanksBoard::moveOf(MoveKind kind)
{
    switch (kind) {
    case MoveKind::Take:
        return nt::moves::take();
    case MoveKind::Refuse:
        return nt::moves::refuse();
    case MoveKind::Bid:
        return nt::moves::bid();
    case MoveKind::Decline:
        return nt::moves::decline();
    case MoveKind::Skip:
        return nt::moves::skip();
    case MoveKind::Look:
        return nt::moves::look();
    default:
        return {};
    }
}

kit::SeatHeader* NoThanksBoard::seatHeader(int seat) const
{
    return headerOf(seatPanel(seat));
}

QList<CardButton*> NoThanksBoard::choiceButtons() const
{
    return QList<CardButton*>(m_choices.begin(), m_choices.end());
}

SeatPanel* NoThanksBoard::seatPanel(int seat) const
{
    return seat >= 0 && seat < int(m_seats.size()) ? m_seats[seat] : nullptr;
}

QString NoThanksBoard::messageText() const
{
    return m_message->text();
}

// ---- Showing a position ----

bool NoThanksBoard::isOver(const nt::NoThanksObservation& observation) const
{
    return observation.decision == Decision::Over;
}

void NoThanksBoard::carryOver(const nt::NoThanksObservation* before, bool)
{
    if (before && before->viewerSeat != m_view->viewerSeat)
        m_chipsShownFor = games::core::kNoSeat; // another person's turn: their count waits for their own hold
}

void NoThanksBoard::makeSeatPanels(int count)
{
    remakePanels(m_seats, count, [this](int) {
        auto* panel = new SeatPanel(m_painter, this);
        panel->setMaxCardHeight(m_table->middleRect().height() * 0.78);
        return panel;
    });
}

void NoThanksBoard::placeSeats()
{
    layoutSeats();
    applyUnit();
}

void NoThanksBoard::redraw(bool covered)
{
    updateSeats(covered);
    updateTable(covered);
    updateControls(covered);
    updateChoices(covered);
    updateTexts();
}

QWidget* NoThanksBoard::defaultFocus() const
{
    if (!m_choices.empty())
        return m_choices.front();
    for (MoveKind kind : {MoveKind::Take, MoveKind::Bid}) {
        ActionButton* candidate = button(kind);
        if (candidate->isVisibleTo(this) && candidate->isEnabled())
            return candidate;
    }
    return nullptr;
}

void NoThanksBoard::updateSeats(bool hide)
{
    const auto& v = *m_view;
    const int leader = v.auctionReceiver; // kNoSeat outside an auction
    for (int seat = 0; seat < int(m_seats.size()); ++seat) {
        SeatInfo info {seatFacts(seat, !m_over && seat == v.toMove)};
        info.viewer = seat == v.viewerSeat;
        if (!v.chips.empty() && seat < int(v.chips.size()))
            info.chips = v.chips[seat]; // open chips: everybody's are public
        else if (seat == v.viewerSeat && !hide && (!chipsHeldBack() || m_chipsShownFor == seat))
            info.chips = v.ownChips; // the viewer's own, never behind the cover; in hot-seat only while held
        info.bidMark = seat < int(v.bidMarks.size()) ? v.bidMarks[seat] : 0;
        info.wouldGet = seat == leader;
        info.skipped = seat < int(v.skipped.size()) && v.skipped[seat];
        info.display = v.displays[seat];
        info.cardPoints = nt::cardPoints(info.display);
        m_seats[seat]->setInfo(info);
    }
}

void NoThanksBoard::updateTable(bool hide)
{
    const auto& v = *m_view;
    TableInfo info;
    info.view = v;
    info.looked = !hide && v.viewerSeat >= 0 && v.viewerSeat == v.lookSeat;
    if (info.looked)
        info.seen = v.setAsideSeen;
    info.auction = v.decision == Decision::Auction;
    info.over = m_over;
    m_table->setInfo(info);
}

void NoThanksBoard::updateControls(bool hide)
{
    const auto& v = *m_view;
    const bool decides = humanDecides() && !hide && !m_over;
    const bool onCard = v.decision == Decision::TakeOrRefuse || v.decision == Decision::Auction;
    const auto viewerDisplay = v.viewerSeat >= 0 && v.viewerSeat < int(v.displays.size()) ? v.displays[v.viewerSeat]
                                                                                          : std::vector<nt::Card> {};

    for (const auto& spec : kButtonSpecs) {
        ActionButton* b = button(spec.id);
        bool visible = false;
        switch (spec.id) {
        case MoveKind::Take:
        case MoveKind::Refuse:
            visible = v.decision == Decision::TakeOrRefuse;
            break;
        case MoveKind::Bid:
        case MoveKind::Decline:
            visible = v.decision == Decision::Auction;
            break;
        case MoveKind::Skip:
            visible = onCard && v.expansion && !hide && holds(viewerDisplay, nt::kSkip);
            break;
        case MoveKind::Look:
            visible = onCard && v.expansion && !hide && holds(viewerDisplay, nt::kLook);
            break;
        default:
            break;
        }
        const Move move = moveOf(spec.id);
        const bool legal = decides && isLegal(move);
        b->setText(NoThanks::tr(spec.name));
        b->setKeyText(NoThanks::tr(spec.key));
        b->setAccessibleName(NoThanks::tr(spec.name));
        b->setVisible(visible);
        b->setEnabled(decides);
        b->setAvailable(!decides || legal);
        b->setHinted(decides && m_hint && *m_hint == move);
        QString why;
        if (decides)
            why = legal ? m_texts.moveText(move, v) : m_texts.errorText(session().check(move));
        const QString tip = why.isEmpty() ? QString() : NoThanks::tr("%1 (key %2)").arg(why, NoThanks::tr(spec.key));
        b->setToolTip(tip);
        b->setAccessibleDescription(why);
    }
    m_showChips->setVisible(chipsHeldBack() && decides);
    m_showChips->setText(NoThanks::tr("My chips"));
    m_showChips->setKeyText(NoThanks::tr("C", "key: show my chips"));
    m_showChips->setAccessibleName(NoThanks::tr("Show my chips"));
    m_showChips->setToolTip(NoThanks::tr("Your chips are secret: hold this button or the key %1 to see how many "
                                         "you have; the others look away.")
                                .arg(NoThanks::tr("C", "key: show my chips")));
    m_buttonRow->setVisible(onCard);
}

// ---- Language ----

void NoThanksBoard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    Board::changeEvent(event);
}

} // namespace nobox::nothanks
