// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return_board.h"

#include "boards/kit/accessible_roles.h"
#include "boards/kit/action_button.h"
#include "boards/kit/button_row.h"
#include "boards/kit/fitted_text.h"
#include "boards/kit/message_bubble.h"
#include "boards/kit/motion_layer.h"
#include "hand_view.h"
#include "no_return_words.h"
#include "pile_view.h"
#include "seat_panel.h"

#include "shell/game_session.h"

#include <QApplication>
#include <QDrag>
#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QShortcut>

#include <algorithm>
#include <cmath>

namespace nobox::noreturn {

namespace {

using games::core::Error;
using games::core::Move;
using kit::MotionStep;
using kit::Sprite;
using nr::MoveKind;
using Action = NoReturnBoard::Action;

using kit::ActionButton;
using kit::fitLabel;

// Colours are a help only: every button says what it does in words and shows its key.
const kit::ButtonSpec<Action> kButtonSpecs[] {
    {Action::Keep, "keepButton", QT_TRANSLATE_NOOP("NoReturn", "K"), QColor(36, 112, 168)},
    {Action::SetAside, "setAsideButton", QT_TRANSLATE_NOOP("NoReturn", "S"), QColor(150, 84, 40)},
    {Action::Place, "placeButton", QT_TRANSLATE_NOOP("NoReturn", "P"), QColor(34, 132, 76)},
    {Action::Clear, "clearButton", QT_TRANSLATE_NOOP("NoReturn", "C"), QColor(34, 132, 76)},
    {Action::Exchange, "exchangeButton", QT_TRANSLATE_NOOP("NoReturn", "E"), QColor(36, 112, 168)},
    {Action::Switch, "switchButton", QT_TRANSLATE_NOOP("NoReturn", "2"), QColor(200, 104, 30)},
    {Action::ConfirmSwitch, "confirmSwitchButton", QT_TRANSLATE_NOOP("NoReturn", "Y"), QColor(200, 104, 30)},
    {Action::CancelSwitch, "cancelSwitchButton", QT_TRANSLATE_NOOP("NoReturn", "N"), QColor(110, 104, 96)},
};

const kit::ActionButtonLook kButtonLook {40, 16, QColor(140, 136, 130), QColor(120, 220, 120)};

} // namespace

NoReturnBoard::NoReturnBoard(GameSession& session, kit::ArtSource art, QWidget* parent)
    : GameBoardOf(session, parent)
    , m_painter(std::move(art))
{
    // Roles for the painted parts: a player's place and the hand are groups, the bag and the lid are pictures.
    kit::setAccessibleRoles({{"nobox::noreturn::SeatPanel", QAccessible::Grouping},
        {"nobox::noreturn::PileView", QAccessible::Graphic}, {"nobox::noreturn::HandView", QAccessible::Grouping}});
    setAccessibleName(NoReturn::tr("No Return table"));

    m_status = makeLine(this, QStringLiteral("status"), QStringLiteral("#fff8e8"));
    m_detail = makeLine(this, QStringLiteral("detail"), QStringLiteral("#f0e4c8"));

    m_bag = new PileView(m_painter, PileView::Kind::Bag, this);
    m_lid = new PileView(m_painter, PileView::Kind::Lid, this);

    m_hand = new HandView(m_painter, this);
    m_hand->setObjectName(QStringLiteral("hand"));
    connect(m_hand, &HandView::choiceChanged, this, [this] {
        setMessage({}, false);
        updateChoice();
    });
    connect(m_hand, &HandView::confirmed, this, &NoReturnBoard::primaryAction);
    connect(m_hand, &HandView::dragRequested, this, &NoReturnBoard::startDrag);

    // The live line and, for a moment, a message (a refusal's reason, a hint) in its place.
    m_info = makeLine(nullptr, QStringLiteral("info"), QStringLiteral("#fff8e8"));
    m_message = makeMessageLabel(nullptr);
    m_infoRow = new kit::InfoRow(m_info, m_message, kit::InfoRow::Bubble::RowWide, this);

    // The decisions' buttons; the rules at the section for the decision at hand (resources/rules/no_return.*.html).
    m_buttonRow = makeButtonRow(this, kButtonLook);
    m_buttons = m_buttonRow->addAll<Action>(
        kButtonSpecs, [this](Action action) { act(action); },
        [this](Action action) {
            if (!covered() && button(action)->isVisible())
                act(action);
        });
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, this, [this] {
        if (m_confirming) {
            act(Action::CancelSwitch);
        } else if (!covered()) {
            m_hand->clearChoice();
            chooseClear(-1, 0);
        }
    });

    m_motion = new kit::MotionLayer(
        [this](QPainter& painter, const Sprite& sprite, const QRectF& at) { paintSprite(painter, sprite, at); }, this);

    updateButtonTexts();
    applyUnit();
}

NoReturnBoard::~NoReturnBoard() = default;

// ---- Small questions ----

Error NoReturnBoard::check(const Move& move) const
{
    return m_checker ? m_checker(move) : session().check(move);
}

int NoReturnBoard::viewerSeat() const
{
    return m_view && m_view->viewerSeat >= 0 && m_view->viewerSeat < m_view->seatCount ? m_view->viewerSeat : -1;
}

const nr::NoReturnSeatView* NoReturnBoard::ownSeat() const
{
    const int seat = viewerSeat();
    return seat >= 0 ? &m_view->seats[std::size_t(seat)] : nullptr;
}

NoReturnBoard::Mode NoReturnBoard::mode() const
{
    if (!m_view || m_over || covered() || !humanDecides() || !ownSeat())
        return Mode::None;
    if (m_view->stage == nr::Stage::Setup)
        return Mode::Setup;
    if (m_confirming)
        return Mode::Confirm;
    return ownSeat()->phase == 2 ? Mode::Clear : Mode::Build;
}

kit::SeatHeader* NoReturnBoard::seatHeader(int seat) const
{
    return headerOf(seatView(seat));
}

SeatPanel* NoReturnBoard::seatView(int seat) const
{
    return seat >= 0 && seat < int(m_seats.size()) ? m_seats[std::size_t(seat)] : nullptr;
}

QString NoReturnBoard::infoText() const
{
    return m_liveText;
}

QString NoReturnBoard::messageText() const
{
    return m_infoRow->showsMessage() ? m_message->accessibleName() : QString();
}

std::optional<Move> NoReturnBoard::candidate(Action action) const
{
    const auto chosen = m_hand->chosenCounters();
    switch (action) {
    case Action::Keep:
        return nr::moves::keep();
    case Action::SetAside:
        return nr::moves::setAside(chosen);
    case Action::Place:
        return nr::moves::make(MoveKind::Arrange, chosen);
    case Action::Exchange:
        return nr::moves::exchange(chosen);
    case Action::Switch:
    case Action::ConfirmSwitch:
        return nr::moves::switchToPhase2();
    case Action::Clear:
        if (m_clearColour < 0)
            return std::nullopt;
        return nr::moves::make(MoveKind::Clear, chosen, m_clearColour, m_clearCount);
    case Action::CancelSwitch:
        return std::nullopt;
    }
    return std::nullopt;
}

// ---- Showing a position ----

bool NoReturnBoard::isOver(const nr::NoReturnObservation& observation) const
{
    return observation.stage == nr::Stage::Over;
}

void NoReturnBoard::carryOver(const nr::NoReturnObservation* before, bool sameGame)
{
    const bool sameDecision = sameGame && before->log.size() == m_view->log.size()
        && before->viewerSeat == m_view->viewerSeat && before->toMove == m_view->toMove;
    if (!sameDecision) {
        // A new decision: nothing stays chosen from the last one.
        m_clearColour = -1;
        m_clearCount = 0;
        m_confirming = false;
        m_hand->setHand({});
    }
}

void NoReturnBoard::makeSeatPanels(int count)
{
    remakePanels(m_seats, count, [this](int) {
        auto* view = new SeatPanel(m_painter, this);
        connect(view, &SeatPanel::columnClicked, this, &NoReturnBoard::onColumnClicked);
        connect(
            view, &SeatPanel::clearChoiceMoved, this, [this](int colour, int count) { chooseClear(colour, count); });
        connect(view, &SeatPanel::confirmed, this, &NoReturnBoard::primaryAction);
        connect(view, &SeatPanel::countersDropped, this, &NoReturnBoard::onDrop);
        return view;
    });
}

void NoReturnBoard::redraw(bool covered)
{
    // Behind the cover the shell hands the public view: the hand is empty, so nothing private is kept here.
    m_hand->setHand(covered ? std::vector<nr::Counter> {} : m_view->hand);
    updateSeats();
    updatePiles();
    updateChoice();
    updateStatus();
}

QWidget* NoReturnBoard::defaultFocus() const
{
    if (mode() == Mode::Confirm)
        return button(Action::ConfirmSwitch);
    return m_hand->buttons().empty() ? nullptr : m_hand->buttons().front();
}

void NoReturnBoard::updateSeats()
{
    const auto& v = *m_view;
    for (int seat = 0; seat < int(m_seats.size()); ++seat) {
        const auto& s = v.seats[std::size_t(seat)];
        SeatInfo info {seatFacts(seat, !m_over && seat == v.toMove)};
        info.own = seat == viewerSeat();
        info.endsLastRound = !m_over && v.lastRound && seat == v.endSeat;
        info.handOpen = v.revealed;
        info.view = s;
        m_seats[std::size_t(seat)]->setInfo(info);
    }
}

void NoReturnBoard::updatePiles()
{
    const auto& v = *m_view;
    PileInfo info;
    info.bagCount = v.bagCount;
    info.lastRound = v.lastRound && !m_over;
    info.lastRoundEnder = seatName(v.endSeat);
    info.lidFaceUp = v.lidFaceUp;
    for (const auto& seat : v.seats)
        info.lidFaceDown += seat.exchangedAway;
    if (!covered())
        info.ownFaceDown = v.myExchangedAway;
    m_bag->setInfo(info);
    m_lid->setInfo(info);
}

void NoReturnBoard::updateButtonTexts()
{
    translateRulesButton();
    const int n = int(m_hand->chosen().size());
    for (const auto& spec : kButtonSpecs) {
        ActionButton* b = button(spec.id);
        QString text;
        switch (spec.id) {
        case Action::Keep:
            text = NoReturn::tr("Keep all");
            break;
        case Action::SetAside:
            text = n > 0 ? pluralText(NoReturn::tr("Lay aside %n", nullptr, n), n) : NoReturn::tr("Lay aside");
            break;
        case Action::Place:
            text = n > 0 ? pluralText(NoReturn::tr("Place %n", nullptr, n), n) : NoReturn::tr("Place");
            break;
        case Action::Exchange:
            text = n > 0 ? pluralText(NoReturn::tr("Exchange %n", nullptr, n), n) : NoReturn::tr("Exchange");
            break;
        case Action::Switch:
            text = NoReturn::tr("Phase 2…");
            break;
        case Action::Clear:
            text = m_clearCount > 0 ? pluralText(NoReturn::tr("Clear %n", nullptr, m_clearCount), m_clearCount)
                                    : NoReturn::tr("Clear");
            break;
        case Action::ConfirmSwitch:
            text = NoReturn::tr("Switch to Phase 2 now");
            break;
        case Action::CancelSwitch:
            text = NoReturn::tr("Not yet");
            break;
        }
        b->setText(text);
        b->setAccessibleName(text);
        const QString key = NoReturn::tr(spec.key);
        b->setKeyText(key);
        b->setToolTip(NoReturn::tr("%1 (key %2)").arg(text, key));
    }
}

// ---- Language ----

void NoReturnBoard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_bag->retranslate();
        m_lid->retranslate();
        m_hand->retranslate();
        setAccessibleName(NoReturn::tr("No Return table"));
        updateButtonTexts();
        refresh();
    }
    Board::changeEvent(event);
}

} // namespace nobox::noreturn
