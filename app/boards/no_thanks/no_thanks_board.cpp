// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks_board.h"

#include "boards/kit/motion_layer.h"
#include "card_words.h"
#include "controls.h"
#include "seat_panel.h"
#include "table_centre.h"

#include "shell/game_session.h"

#include "no_thanks/moves.h"
#include "no_thanks/scoring.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QShortcut>
#include <QStackedLayout>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

namespace {

using games::core::Move;
using kit::MotionStep;
using kit::Sprite;

constexpr int kChipSprite = 1; // a sprite that is a chip; any other is the card its face names
using nt::Decision;
using nt::MoveKind;

QFont pixelFont(qreal pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

struct ButtonSpec {
    MoveKind kind;
    const char* label;
    const char* key; // the plain key that plays it
    QColor colour;
};

// Colours are a help only: every button says what it does in words and shows its key.
const ButtonSpec kButtonSpecs[] {
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

Move moveOf(MoveKind kind)
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

bool holds(const std::vector<nt::Card>& display, nt::Card card)
{
    return std::find(display.begin(), display.end(), card) != display.end();
}

/// Roles for the painted parts, so that a screen reader announces a player's place as a group and the table as a
/// picture with its description (the buttons are real buttons already).
QAccessibleInterface* accessibleFactory(const QString& key, QObject* object)
{
    if (!object || !object->isWidgetType())
        return nullptr;
    auto* widget = static_cast<QWidget*>(object);
    if (key == QLatin1String("nobox::nothanks::SeatPanel"))
        return new QAccessibleWidget(widget, QAccessible::Grouping);
    if (key == QLatin1String("nobox::nothanks::TableCentre"))
        return new QAccessibleWidget(widget, QAccessible::Graphic);
    return nullptr;
}

} // namespace

NoThanksBoard::NoThanksBoard(GameSession& session, ArtSource art, QWidget* parent)
    : Board(session, parent)
    , m_painter(std::move(art))
{
    static const bool accessibleRoles = [] {
        QAccessible::installFactory(accessibleFactory);
        return true;
    }();
    (void)accessibleRoles;
    setFocusPolicy(Qt::NoFocus);
    setAutoFillBackground(false);

    m_centre = new QWidget(this);
    auto* column = new QVBoxLayout(m_centre);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);

    m_status = new QLabel(m_centre);
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setWordWrap(false);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setStyleSheet(QStringLiteral("color: #fffbe8;"));
    m_status->installEventFilter(this);
    column->addWidget(m_status);

    m_table = new TableCentre(m_painter, m_centre);
    column->addWidget(m_table, 1);

    // One row under the table: the details of the decision (chips on the card, the auction), or for a moment a
    // message (a refusal's reason, a hint) in a bubble in their place; the seats' badges still tell the auction.
    m_infoRow = new QWidget(m_centre);
    m_infoStack = new QStackedLayout(m_infoRow);
    m_detail = new QLabel(m_infoRow);
    m_detail->setAlignment(Qt::AlignCenter);
    m_detail->setObjectName(QStringLiteral("detail"));
    m_detail->setStyleSheet(QStringLiteral("color: #f3efd9;"));
    m_detail->installEventFilter(this);
    m_infoStack->addWidget(m_detail);

    m_message = new QLabel;
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_messageRow = new QWidget(m_infoRow);
    auto* messageLayout = new QHBoxLayout(m_messageRow);
    messageLayout->setContentsMargins(0, 0, 0, 0);
    messageLayout->addStretch(1);
    messageLayout->addWidget(m_message);
    messageLayout->addStretch(1);
    m_infoStack->addWidget(m_messageRow);
    column->addWidget(m_infoRow);

    m_buttonRow = new QWidget(m_centre);
    auto* buttons = new QHBoxLayout(m_buttonRow);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addStretch(1);
    for (const auto& spec : kButtonSpecs) {
        auto* button = new ActionButton(spec.colour, m_buttonRow);
        button->setObjectName(QString::fromLatin1(spec.label));
        buttons->addWidget(button);
        m_buttons[spec.kind] = button;
        const MoveKind kind = spec.kind;
        connect(button, &QPushButton::clicked, this, [this, kind] { attempt(moveOf(kind)); });
        auto* shortcut = new QShortcut(this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, kind] {
            if (!covered())
                attempt(moveOf(kind));
        });
        shortcut->setKey(QKeySequence(NoThanks::tr(spec.key)));
        button->setProperty("shortcutObject", QVariant::fromValue<QObject*>(shortcut));
    }
    // Hot-seat with secret chips: the own count, only while held (no handover cover at every turn).
    m_showChips = new ActionButton(QColor(122, 98, 64), m_buttonRow);
    m_showChips->setObjectName(QStringLiteral("showChips"));
    m_showChips->hide();
    connect(m_showChips, &QPushButton::pressed, this, [this] { showOwnChips(true); });
    connect(m_showChips, &QPushButton::released, this, [this] { showOwnChips(false); });
    buttons->addSpacing(12);
    buttons->addWidget(m_showChips);
    buttons->addStretch(1);
    // The rules at the section for the decision at hand (resources/rules/no_thanks.*.html).
    m_rulesButton = new QToolButton(m_buttonRow);
    m_rulesButton->setObjectName(QStringLiteral("rules"));
    m_rulesButton->setText(QStringLiteral("?"));
    m_rulesButton->setAutoRaise(false);
    connect(m_rulesButton, &QToolButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    buttons->addWidget(m_rulesButton, 0, Qt::AlignBottom);
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

    connect(&session, &GameSession::started, this, [this] {
        m_motion->finish();
        m_view.reset(); // a new game: nothing to animate from the old one
        m_shownLog = 0;
    });
    // Who thinks changes between positions: the indicator follows the session directly.
    connect(&session, &GameSession::thinkingChanged, this, [this](games::core::Seat seat, bool thinking) {
        if (thinking)
            m_thinking = seat;
        else if (m_thinking == seat)
            m_thinking = games::core::kNoSeat;
        if (m_view) {
            updateSeats(covered());
            updateTexts();
        }
    });
    connect(&session, &GameSession::thinkingProgress, this, [this](games::core::Seat seat, double fraction) {
        if (SeatPanel* panel = seatPanel(seat))
            panel->setProgress(fraction);
    });
    connect(&session, &GameSession::coverChanged, this, [this] {
        m_motion->finish();
        m_takeFocus = !covered(); // the next person is at the screen: the keyboard starts on the board
        refresh();
        m_takeFocus = false;
    });
    updateTexts();
    applyUnit();
}

NoThanksBoard::~NoThanksBoard() = default;

bool NoThanksBoard::covered() const
{
    return session().coverFor().has_value();
}

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

void NoThanksBoard::showOwnChips(bool show)
{
    // Only the person deciding now, and only while held: a key still down when the turn passes shows nothing
    // of the next person.
    const games::core::Seat seat = show && m_view && humanDecides() ? m_view->viewerSeat : games::core::kNoSeat;
    if (seat == m_chipsShownFor)
        return;
    m_chipsShownFor = seat;
    if (m_view)
        updateSeats(covered());
}

void NoThanksBoard::keyPressEvent(QKeyEvent* event)
{
    if (chipsHeldBack() && QKeySequence(event->key()) == QKeySequence(NoThanks::tr("C", "key: show my chips"))) {
        if (!event->isAutoRepeat())
            showOwnChips(true);
        event->accept();
        return;
    }
    Board::keyPressEvent(event);
}

void NoThanksBoard::keyReleaseEvent(QKeyEvent* event)
{
    if (QKeySequence(event->key()) == QKeySequence(NoThanks::tr("C", "key: show my chips"))) {
        if (!event->isAutoRepeat())
            showOwnChips(false);
        event->accept();
        return;
    }
    Board::keyReleaseEvent(event);
}

bool NoThanksBoard::isLegal(const Move& move) const
{
    return std::find(m_legal.begin(), m_legal.end(), move) != m_legal.end();
}

QString NoThanksBoard::nameOf(int seat) const
{
    if (seat >= 0 && seat < m_names.size() && !m_names[seat].isEmpty())
        return m_names[seat];
    return NoThanks::tr("Player %1").arg(seat + 1);
}

QString NoThanksBoard::rulesSection() const
{
    if (!m_view || m_over)
        return QStringLiteral("scoring");
    switch (m_view->decision) {
    case nt::Decision::Auction:
        return QStringLiteral("auction");
    case nt::Decision::Give:
    case nt::Decision::Remove:
        return QStringLiteral("green-cards");
    case nt::Decision::TakeOrRefuse:
        return nt::isPink(m_view->middle) ? QStringLiteral("pink-cards") : QStringLiteral("turn");
    case nt::Decision::Over:
        break;
    }
    return QStringLiteral("scoring");
}

ActionButton* NoThanksBoard::button(MoveKind kind) const
{
    const auto it = m_buttons.find(kind);
    return it == m_buttons.end() ? nullptr : it->second;
}

QList<CardButton*> NoThanksBoard::choiceButtons() const
{
    return QList<CardButton*>(m_choices.begin(), m_choices.end());
}

SeatPanel* NoThanksBoard::seatPanel(int seat) const
{
    return seat >= 0 && seat < int(m_seats.size()) ? m_seats[seat] : nullptr;
}

QString NoThanksBoard::statusText() const
{
    return m_status->accessibleName();
}

bool NoThanksBoard::eventFilter(QObject* watched, QEvent* event)
{
    if ((watched == m_status || watched == m_detail) && event->type() == QEvent::Resize)
        fitStatus();
    if (watched == m_table && event->type() == QEvent::Resize) {
        // Cards at the seats stay smaller than the one in the middle, which is what everybody looks at.
        const qreal middle = m_table->middleRect().height();
        for (auto* panel : m_seats)
            panel->setMaxCardHeight(middle * 0.78);
        placeMessage();
    }
    return Board::eventFilter(watched, event);
}

QString NoThanksBoard::messageText() const
{
    return m_message->text();
}

void NoThanksBoard::setAnimationScale(double scale)
{
    Board::setAnimationScale(scale);
    if (scale <= 0)
        m_motion->finish();
}

// ---- Showing a position ----

void NoThanksBoard::showPosition(const BoardView& view)
{
    const auto* observation = dynamic_cast<const nt::NoThanksObservation*>(view.observation);
    if (!observation)
        return;
    m_motion->finish();
    const bool sameGame = m_view && m_view->seats == observation->seats && observation->log.size() >= m_shownLog
        && std::equal(observation->log.begin(), observation->log.begin() + long(m_shownLog), m_view->log.begin());
    const std::size_t animateFrom = sameGame ? m_shownLog : observation->log.size();

    const bool turned = m_view && m_view->viewerSeat != observation->viewerSeat;
    if (turned)
        m_chipsShownFor = games::core::kNoSeat; // another person's turn: their count waits for their own hold
    m_view = *observation;
    m_legal.assign(view.legal.begin(), view.legal.end());
    m_names = view.seatNames;
    m_human = view.human;
    m_thinking = view.thinking;
    m_over = view.over || observation->decision == Decision::Over;
    m_hint.reset();
    setMessage({}, false);

    if (int(m_seats.size()) != observation->seats) {
        for (auto* panel : m_seats)
            delete panel;
        m_seats.clear();
        for (int seat = 0; seat < observation->seats; ++seat) {
            auto* panel = new SeatPanel(m_painter, this);
            panel->setObjectName(QStringLiteral("seat%1").arg(seat));
            panel->setMaxCardHeight(m_table->middleRect().height() * 0.78);
            panel->show();
            m_seats.push_back(panel);
        }
        layoutSeats();
        applyUnit();
    } else if (turned) {
        layoutSeats();
    }
    m_takeFocus = !sameGame;
    refresh();
    m_takeFocus = false;
    animateNewEvents(animateFrom);
    m_shownLog = observation->log.size();
}

void NoThanksBoard::refresh()
{
    if (!m_view)
        return;
    const bool hide = covered();
    // Whether the keyboard was with this board before controls appear and disappear (a hidden button's focus
    // would otherwise wander off to the next widget of the window).
    QWidget* before = QApplication::focusWidget();
    const bool focusWasOurs = m_takeFocus || !before || before == this || isAncestorOf(before);
    updateSeats(hide);
    updateTable(hide);
    updateControls(hide);
    updateChoices(hide);
    updateTexts();
    if (hide) {
        m_hint.reset();
        setMessage({}, false);
    }

    // The keyboard follows the game: when the person to decide has no control of this board in focus, the first
    // sensible one gets it (at the start of a game, and later never while the focus is elsewhere in the window, say
    // in the log).
    if (humanDecides() && !hide) {
        QWidget* focus = QApplication::focusWidget();
        if (focusWasOurs || !focus || focus == this || isAncestorOf(focus))
            focusDefault();
    }
}

void NoThanksBoard::focusDefault()
{
    QWidget* focus = QApplication::focusWidget();
    const bool usable = focus && isAncestorOf(focus) && focus->isVisible() && focus->isEnabled()
        && focus->focusPolicy() != Qt::NoFocus;
    if (usable)
        return;
    QWidget* target = nullptr;
    if (!m_choices.empty())
        target = m_choices.front();
    for (MoveKind kind : {MoveKind::Take, MoveKind::Bid}) {
        ActionButton* candidate = button(kind);
        if (!target && candidate->isVisibleTo(this) && candidate->isEnabled())
            target = candidate;
    }
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

void NoThanksBoard::showEvent(QShowEvent* event)
{
    Board::showEvent(event);
    // A board is made for each game and shown a moment after its first position: the keyboard starts here.
    if (m_view && humanDecides() && !covered())
        focusDefault();
}

void NoThanksBoard::updateSeats(bool hide)
{
    const auto& v = *m_view;
    const int leader = v.auctionReceiver; // kNoSeat outside an auction
    for (int seat = 0; seat < int(m_seats.size()); ++seat) {
        SeatInfo info;
        info.seat = seat;
        info.name = nameOf(seat);
        info.human = seat < int(m_human.size()) ? bool(m_human[seat]) : true;
        info.viewer = seat == v.viewerSeat;
        if (!v.chips.empty() && seat < int(v.chips.size()))
            info.chips = v.chips[seat]; // open chips: everybody's are public
        else if (seat == v.viewerSeat && !hide && (!chipsHeldBack() || m_chipsShownFor == seat))
            info.chips = v.ownChips; // the viewer's own, never behind the cover; in hot-seat only while held
        info.turn = !m_over && seat == v.toMove;
        info.thinking = seat == m_thinking;
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
    info.middle = v.middle;
    info.middleChips = v.middleChips;
    info.deckSize = v.deckSize;
    info.deckTopGreen = v.deckTopGreen;
    info.deckGreens = v.deckGreens;
    info.expansion = v.expansion;
    info.discard = v.discard;
    info.setAsideSize = v.setAsideSize;
    info.looked = !hide && v.viewerSeat >= 0 && v.viewerSeat == v.lookSeat;
    if (info.looked)
        info.seen = v.setAsideSeen;
    info.open = v.revealed;
    info.deckOpen = v.deckOpen;
    info.setAsideOpen = v.setAsideOpen;
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
        ActionButton* b = button(spec.kind);
        bool visible = false;
        switch (spec.kind) {
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
        const Move move = moveOf(spec.kind);
        const bool legal = decides && isLegal(move);
        b->setText(NoThanks::tr(spec.label));
        b->setKeyText(NoThanks::tr(spec.key));
        b->setAccessibleName(NoThanks::tr(spec.label));
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
        if (auto* shortcut = qobject_cast<QShortcut*>(b->property("shortcutObject").value<QObject*>()))
            shortcut->setKey(QKeySequence(NoThanks::tr(spec.key)));
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

void NoThanksBoard::updateChoices(bool hide)
{
    const auto& v = *m_view;
    const bool choosing = (v.decision == Decision::Give || v.decision == Decision::Remove) && humanDecides() && !hide;
    std::vector<Move> wanted;
    if (choosing)
        for (const Move& move : m_legal) {
            const auto info = nt::decode(move);
            if (info.kind == MoveKind::Give || info.kind == MoveKind::Remove)
                wanted.push_back(move);
        }
    // Rebuild only when the choice changed, so that the keyboard focus stays on its card.
    bool same = wanted.size() == m_choices.size();
    for (std::size_t i = 0; same && i < wanted.size(); ++i)
        same = m_choices[i]->card() == nt::decode(wanted[i]).card
            && m_choices[i]->property("give").toBool() == (nt::decode(wanted[i]).kind == MoveKind::Give);
    if (!same) {
        for (auto* b : m_choices)
            b->deleteLater();
        m_choices.clear();
        auto* layout = static_cast<QHBoxLayout*>(m_choiceRow->layout());
        while (layout->count() > 0)
            delete layout->takeAt(0);
        layout->addStretch(1);
        for (const Move& move : wanted) {
            const auto info = nt::decode(move);
            auto* b = new CardButton(m_painter, info.card, m_choiceRow);
            b->setProperty("give", info.kind == MoveKind::Give);
            layout->addWidget(b);
            b->show(); // now, not when the layout gets to it: the focus may go to it at once
            connect(b, &QAbstractButton::clicked, this, [this, move] { attempt(move); });
            m_choices.push_back(b);
        }
        layout->addStretch(1);
    }
    for (auto* b : m_choices) {
        const Move move = b->property("give").toBool() ? nt::moves::give(b->card()) : nt::moves::remove(b->card());
        b->setAccessibleName(m_texts.moveText(move, v));
        b->setToolTip(QStringLiteral("<b>%1</b><br>%2")
                          .arg(m_texts.moveText(move, v).toHtmlEscaped(), cardHelp(b->card()).toHtmlEscaped()));
        b->setHinted(m_hint && *m_hint == move);
    }
    m_choiceRow->setVisible(!m_choices.empty());
    if (!same)
        applyUnit();
}

void NoThanksBoard::updateTexts()
{
    setAccessibleName(NoThanks::tr("No Thanks! table"));
    m_message->setAccessibleName(NoThanks::tr("Message"));
    m_table->setAccessibleName(NoThanks::tr("Table"));
    m_rulesButton->setToolTip(NoThanks::tr("The rules for this moment (F1 opens them all)"));
    m_rulesButton->setAccessibleName(NoThanks::tr("Rules for this moment"));
    if (!m_view) {
        m_status->setText(NoThanks::tr("No Thanks!"));
        m_detail->setAccessibleName(QString());
        m_detail->clear();
        return;
    }
    const auto& v = *m_view;
    const QString who = nameOf(v.toMove);
    const QString card = cardPhrase(v.middle);
    const bool decides = humanDecides() && !covered();
    QString status;
    if (m_over) {
        status = NoThanks::tr("Game over: the last card has been taken.");
    } else if (v.toMove == m_thinking && m_thinking >= 0) {
        status = NoThanks::tr("%1 is thinking…").arg(who);
    } else if (!decides) {
        status = NoThanks::tr("%1's turn").arg(who);
    } else {
        switch (v.decision) {
        case Decision::TakeOrRefuse:
            status = isLegal(nt::moves::refuse()) ? NoThanks::tr("%1, take %2 or say No thanks!").arg(who, card)
                                                  : NoThanks::tr("%1, you have no chips: take %2").arg(who, card);
            break;
        case Decision::Auction:
            status = isLegal(nt::moves::bid()) ? NoThanks::tr("%1, bid a chip for %2 or decline").arg(who, card)
                                               : NoThanks::tr("%1, you have no chips: decline %2").arg(who, card);
            break;
        case Decision::Give:
            status = NoThanks::tr("%1, choose a card to give to %2").arg(who, nameOf((v.toMove + 1) % v.seats));
            break;
        case Decision::Remove:
            status = NoThanks::tr("%1, choose a card to remove from your display").arg(who);
            break;
        case Decision::Over:
            break;
        }
    }
    m_status->setAccessibleName(status);
    fitLabel(m_status, 24, true);

    QStringList detail;
    if (!m_over) {
        switch (v.decision) {
        case Decision::TakeOrRefuse:
            detail << (v.middleChips == 0
                    ? NoThanks::tr("No chips on %1 yet.").arg(card)
                    : numerus(NoThanks::tr("%n chip(s) on %1.", nullptr, v.middleChips), v.middleChips).arg(card));
            break;
        case Decision::Auction: {
            const int leader = v.auctionReceiver;
            bool anyBid = false;
            for (int mark : v.bidMarks)
                anyBid = anyBid || mark > 0;
            if (anyBid && leader >= 0)
                detail << NoThanks::tr("%1 would get it now.").arg(nameOf(leader))
                       << numerus(NoThanks::tr("%n chip(s) on it.", nullptr, v.middleChips), v.middleChips);
            else if (leader >= 0)
                detail << NoThanks::tr("No bid yet: if %1 declines, %2 gets it.").arg(who, nameOf(leader));
            break;
        }
        case Decision::Give:
            if (!decides)
                detail << NoThanks::tr("%1 chooses a card to give to %2.").arg(who, nameOf((v.toMove + 1) % v.seats));
            break;
        case Decision::Remove:
            if (!decides)
                detail << NoThanks::tr("%1 chooses a card to remove.").arg(who);
            break;
        case Decision::Over:
            break;
        }
        QStringList out;
        for (int seat = 0; seat < v.seats; ++seat)
            if (v.skipped[seat])
                out << nameOf(seat);
        if (!out.isEmpty())
            detail << NoThanks::tr("Sitting out: %1.").arg(out.join(QStringLiteral(", ")));
    }
    m_detail->setAccessibleName(detail.join(QLatin1Char(' ')));
    fitLabel(m_detail, 18, false);
}

void NoThanksBoard::fitStatus()
{
    fitLabel(m_status, 24, true);
    fitLabel(m_detail, 18, false);
}

void NoThanksBoard::fitLabel(QLabel* label, qreal pixels, bool bold)
{
    // A line keeps its height: a long sentence gets a smaller font (down to two thirds), then an ellipsis; the whole
    // sentence stays in the accessible name and the tooltip.
    const QString text = label->accessibleName();
    const qreal width = std::max(10, label->width() - 8);
    qreal size = pixels * m_unit;
    QFont font = pixelFont(size, bold);
    while (QFontMetricsF(font).horizontalAdvance(text) > width && size > pixels * m_unit * 0.67) {
        size *= 0.93;
        font = pixelFont(size, bold);
    }
    label->setFont(font);
    const QString shown = QFontMetricsF(font).elidedText(text, Qt::ElideRight, width);
    label->setText(shown);
    label->setToolTip(shown == text ? QString() : text);
}

// ---- Moves, refusals and hints ----

void NoThanksBoard::attempt(const Move& move)
{
    if (!m_view || covered())
        return;
    if (m_over) {
        setMessage(NoThanks::tr("The game is over."), true);
        return;
    }
    if (!humanDecides()) {
        if (m_thinking >= 0)
            setMessage(NoThanks::tr("Please wait: %1 is thinking.").arg(nameOf(m_thinking)), true);
        else
            setMessage(NoThanks::tr("Please wait: it is %1's turn.").arg(nameOf(m_view->toMove)), true);
        return;
    }
    if (isLegal(move)) {
        setMessage({}, false);
        emit moveRequested(move);
        return;
    }
    const games::core::Error error = session().check(move);
    if (error)
        showRefusal(error);
    else
        emit moveRequested(move); // legal after all: the session decides
}

void NoThanksBoard::showRefusal(const games::core::Error& error)
{
    setMessage(m_texts.errorText(error), true);
}

void NoThanksBoard::showHint(const Move& move, double chance)
{
    if (!m_view || covered())
        return;
    m_hint = move;
    QString text = NoThanks::tr("Hint: %1").arg(m_texts.moveText(move, *m_view));
    if (chance >= 0)
        text = NoThanks::tr("Hint: %1 (about %2% chance to win)")
                   .arg(m_texts.moveText(move, *m_view))
                   .arg(int(std::lround(chance * 100)));
    for (const auto& [kind, b] : m_buttons)
        b->setHinted(b->isVisible() && b->isEnabled() && moveOf(kind) == move);
    for (auto* b : m_choices)
        b->setHinted(
            (b->property("give").toBool() ? nt::moves::give(b->card()) : nt::moves::remove(b->card())) == move);
    setMessage(text, false);
}

void NoThanksBoard::setMessage(const QString& text, bool warning)
{
    if (text.isEmpty()) {
        m_message->clear();
        m_message->hide();
        m_infoStack->setCurrentWidget(m_detail);
        return;
    }
    const int pad = int(std::lround(5 * m_unit));
    m_message->setStyleSheet(
        QStringLiteral("QLabel { color: %1; background: %2; border: %3px solid %4; border-radius: %5px; padding: %6px "
                       "%7px; }")
            .arg(warning ? QStringLiteral("#2b1d00") : QStringLiteral("#15260a"),
                warning ? QStringLiteral("#ffd166") : QStringLiteral("#e4f5c4"), QString::number(std::max(1, pad / 2)),
                warning ? QStringLiteral("#b07d00") : QStringLiteral("#5f8f2f"), QString::number(pad * 2),
                QString::number(pad), QString::number(pad * 3)));
    m_message->setText(warning ? QStringLiteral("⚠ ") + text : text);
    m_message->setAccessibleName(text);
    m_message->show();
    m_infoStack->setCurrentWidget(m_messageRow);
    placeMessage();
    if (QAccessible::isActive()) {
        QAccessibleEvent event(m_message, QAccessible::Alert);
        QAccessible::updateAccessibility(&event);
    }
}

void NoThanksBoard::placeMessage()
{
    if (m_message->isHidden())
        return;
    // One line when it fits, else the font shrinks (down to two thirds) and the words wrap.
    const QString text = m_message->text();
    const qreal room = std::max(100, m_centre->width() - int(30 * m_unit));
    const qreal textRoom = room - 34 * m_unit; // the bubble's padding and border (setMessage)
    qreal size = 17 * m_unit;
    QFont font = pixelFont(size, true);
    while (QFontMetricsF(font).horizontalAdvance(text) > textRoom && size > 12 * m_unit) {
        size *= 0.93;
        font = pixelFont(size, true);
    }
    m_message->setFont(font);
    const bool oneLine = QFontMetricsF(font).horizontalAdvance(text) <= textRoom;
    m_message->setWordWrap(!oneLine);
    m_message->setMinimumWidth(oneLine ? 0 : int(room));
    m_message->setMaximumWidth(int(room));
}

// ---- Layout ----

void NoThanksBoard::resizeEvent(QResizeEvent*)
{
    applyUnit();
    layoutSeats();
    m_motion->setGeometry(rect());
}

void NoThanksBoard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    Board::changeEvent(event);
}

void NoThanksBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    m_painter.table(painter, rect());
}

void NoThanksBoard::applyUnit()
{
    // One unit for every size: 1 for a board of about 1000x700 (a 1280x800 window with its side panel), growing
    // with the board so that a 4K screen reads as well.
    m_unit = std::clamp(std::min(width() / 1000.0, height() / 700.0), 0.7, 3.2);
    const qreal u = m_unit;
    m_status->setFixedHeight(int(36 * u));
    fitStatus();

    m_infoRow->setFixedHeight(int(40 * u));
    placeMessage();
    m_table->setUnit(u);
    for (const auto& entry : m_buttons)
        entry.second->setUnit(u);
    m_showChips->setUnit(u);
    m_buttonRow->layout()->setSpacing(int(10 * u));
    m_buttonRow->setFixedHeight(int(52 * u));
    const qreal cardHeight = std::min(110 * u, m_centre->height() * 0.34);
    for (auto* b : m_choices)
        b->setCardHeight(cardHeight);
    m_choiceRow->setFixedHeight(int(cardHeight * 1.2 + 4));
    for (auto* panel : m_seats)
        panel->setUnit(u);
}

void NoThanksBoard::layoutSeats()
{
    const qreal W = width();
    const qreal H = height();
    const qreal m = 8 * m_unit;
    const int n = int(m_seats.size());
    const int others = std::max(0, n - 1);
    // Around the table, clockwise from the bottom: left column, top row, right column (NT-19: the next seat is the
    // left neighbour). The bottom seat is the first human, so that a person playing against computers sits there.
    const int sides = others >= 4 ? 1 : 0;
    const int topCount = others - 2 * sides;
    const qreal topH = H * 0.25;
    const qreal bottomH = H * 0.25;
    const qreal sideW = sides ? W * 0.22 : 0;
    const qreal midTop = topH + m;
    const qreal midBottom = H - bottomH - m;

    // The person whose eyes the board uses sits at the bottom: in hot-seat the one deciding now (the table turns
    // with the turn), against computers the only person; else the first person.
    int bottom = m_view && m_view->viewerSeat >= 0 && m_view->viewerSeat < n ? m_view->viewerSeat : -1;
    for (int seat = 0; seat < n && bottom < 0; ++seat)
        if (seat < int(m_human.size()) && m_human[seat])
            bottom = seat;
    bottom = std::max(bottom, 0);
    std::vector<QRectF> places;
    if (sides)
        places.emplace_back(m, midTop, sideW, midBottom - midTop);
    const qreal topW = topCount > 0 ? (W - m * (topCount + 1)) / topCount : 0;
    for (int i = 0; i < topCount; ++i)
        places.emplace_back(m + i * (topW + m), m, topW, topH - m);
    if (sides)
        places.emplace_back(W - m - sideW, midTop, sideW, midBottom - midTop);
    for (int k = 0; k < n; ++k) {
        const int seat = (bottom + k) % n;
        QRectF r;
        if (k == 0) {
            const qreal w = std::min(W - 2 * m, W * 0.66);
            r = QRectF((W - w) / 2, H - bottomH, w, bottomH - m);
        } else {
            r = places[k - 1];
        }
        m_seats[seat]->setGeometry(r.toAlignedRect());
    }
    const qreal centreLeft = sides ? m * 2 + sideW : m;
    const qreal centreRight = sides ? W - 2 * m - sideW : W - m;
    m_centre->setGeometry(QRectF(centreLeft, midTop, centreRight - centreLeft, midBottom - midTop).toAlignedRect());
    m_motion->raise();
}

// ---- Animations ----

QRectF NoThanksBoard::tableRect(const QRectF& local) const
{
    return QRectF(m_table->mapTo(this, local.topLeft().toPoint()), local.size());
}

QRectF NoThanksBoard::seatCardRect(int seat) const
{
    if (seat < 0 || seat >= int(m_seats.size()))
        return tableRect(m_table->middleRect());
    const QRectF local = m_seats[seat]->arrivalRect();
    return QRectF(m_seats[seat]->mapTo(this, local.topLeft().toPoint()), local.size());
}

QPointF NoThanksBoard::seatChipPoint(int seat) const
{
    if (seat < 0 || seat >= int(m_seats.size()))
        return tableRect(m_table->middleRect()).center();
    return m_seats[seat]->mapTo(this, m_seats[seat]->chipPoint().toPoint());
}

void NoThanksBoard::paintSprite(QPainter& painter, const Sprite& sprite, const QRectF& at) const
{
    if (sprite.kind == kChipSprite) {
        m_painter.chip(painter, at.center(), at.width() / 2);
        return;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(at.translated(at.width() * 0.05, at.width() * 0.07), at.width() * 0.1, at.width() * 0.1);
    m_painter.face(painter, at, nt::Card(sprite.face));
}

void NoThanksBoard::animateNewEvents(std::size_t from)
{
    const auto& log = m_view->log;
    if (animationScale() <= 0 || from >= log.size() || log.size() - from > 8 || !isVisible() || covered()) {
        m_table->setReveal(1.0);
        return;
    }
    const QRectF middle = tableRect(m_table->middleRect());
    const QRectF deck = tableRect(m_table->deckRect());
    const QRectF discard = tableRect(m_table->discardRect());
    const QRectF setAside = tableRect(m_table->setAsideRect());
    const qreal chipRadius = std::max<qreal>(6, middle.width() * 0.1);
    const auto chipAt = [chipRadius](QPointF p) {
        return QRectF(p.x() - chipRadius, p.y() - chipRadius, 2 * chipRadius, 2 * chipRadius);
    };
    // Where a card a seat receives ends up: its display, or the discard pile when it acts at once.
    const auto destination
        = [&](int seat, nt::Card card) { return nt::actsAtOnce(card) ? discard : seatCardRect(seat); };
    const auto chips = [&](int count, QPointF from, QPointF to) {
        std::vector<Sprite> sprites;
        const int shown = std::min(count, 6);
        for (int i = 0; i < shown; ++i)
            sprites.push_back({nt::kNoCard, chipAt(from), chipAt(to), 0.5 * i / std::max(1, shown), kChipSprite});
        return sprites;
    };

    std::vector<MotionStep> steps;
    bool reveals = false;
    for (std::size_t i = from; i < log.size(); ++i) {
        const nt::Event& e = log[i];
        MotionStep step;
        switch (e.type) {
        case nt::EventType::Reveal:
            reveals = true;
            step.milliseconds = 260;
            step.progress = [this](qreal t) { m_table->setReveal(t); };
            break;
        case nt::EventType::Take:
            step.sprites = chips(e.n, middle.center(), seatChipPoint(e.seat));
            step.sprites.insert(step.sprites.begin(), {e.card, middle, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::Refuse:
        case nt::EventType::Bid:
            step.sprites = chips(1, seatChipPoint(e.seat), middle.center());
            step.milliseconds = 260;
            break;
        case nt::EventType::Decline:
            step.sprites = chips(e.n, middle.center(), seatChipPoint(e.seat));
            step.milliseconds = 300;
            break;
        case nt::EventType::Receive:
            step.sprites.push_back({e.card, middle, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::Skip:
            step.sprites.push_back({nt::kSkip, seatCardRect(e.seat), discard});
            step.milliseconds = 300;
            break;
        case nt::EventType::Look:
            step.sprites.push_back({nt::kLook, seatCardRect(e.seat), discard});
            step.milliseconds = 300;
            break;
        case nt::EventType::Give:
            step.sprites.push_back(
                {e.card, seatCardRect(e.seat), seatCardRect((e.seat + 1) % std::max(1, m_view->seats))});
            step.milliseconds = 360;
            break;
        case nt::EventType::Remove:
            step.sprites.push_back({e.card, seatCardRect(e.seat), discard});
            step.milliseconds = 300;
            break;
        case nt::EventType::FetchDeck:
            step.sprites.push_back({e.card, deck, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::FetchSetAside:
            step.sprites.push_back({e.card, setAside, destination(e.seat, e.card)});
            step.milliseconds = 340;
            break;
        case nt::EventType::FetchNone:
        case nt::EventType::NothingToChoose:
            continue;
        }
        steps.push_back(std::move(step));
    }
    m_table->setReveal(reveals ? 0.0 : 1.0);
    m_motion->play(std::move(steps), animationScale());
}

} // namespace nobox::nothanks
