// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return_board.h"

#include "action_button.h"
#include "boards/kit/motion_layer.h"
#include "hand_view.h"
#include "nr_words.h"
#include "pile_view.h"
#include "seat_view.h"

#include "shell/game_session.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QApplication>
#include <QDrag>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QShortcut>
#include <QStackedLayout>
#include <QToolButton>

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

QFont pixelFont(qreal pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

struct ButtonSpec {
    Action action;
    const char* name; // objectName
    const char* key; // the plain key that plays it
    QColor colour;
};

// Colours are a help only: every button says what it does in words and shows its key.
const ButtonSpec kButtonSpecs[] {
    {Action::Keep, "keepButton", QT_TRANSLATE_NOOP("NoReturn", "K"), QColor(36, 112, 168)},
    {Action::SetAside, "setAsideButton", QT_TRANSLATE_NOOP("NoReturn", "S"), QColor(150, 84, 40)},
    {Action::Place, "placeButton", QT_TRANSLATE_NOOP("NoReturn", "P"), QColor(34, 132, 76)},
    {Action::Clear, "clearButton", QT_TRANSLATE_NOOP("NoReturn", "C"), QColor(34, 132, 76)},
    {Action::Exchange, "exchangeButton", QT_TRANSLATE_NOOP("NoReturn", "E"), QColor(36, 112, 168)},
    {Action::Switch, "switchButton", QT_TRANSLATE_NOOP("NoReturn", "2"), QColor(200, 104, 30)},
    {Action::ConfirmSwitch, "confirmSwitchButton", QT_TRANSLATE_NOOP("NoReturn", "Y"), QColor(200, 104, 30)},
    {Action::CancelSwitch, "cancelSwitchButton", QT_TRANSLATE_NOOP("NoReturn", "N"), QColor(110, 104, 96)},
};

/// Roles for the painted parts: a player's place is a group, the bag and the lid are pictures with a description.
QAccessibleInterface* accessibleFactory(const QString& key, QObject* object)
{
    if (!object || !object->isWidgetType())
        return nullptr;
    auto* widget = static_cast<QWidget*>(object);
    if (key == QLatin1String("nobox::noreturn::SeatView"))
        return new QAccessibleWidget(widget, QAccessible::Grouping);
    if (key == QLatin1String("nobox::noreturn::PileView"))
        return new QAccessibleWidget(widget, QAccessible::Graphic);
    if (key == QLatin1String("nobox::noreturn::HandView"))
        return new QAccessibleWidget(widget, QAccessible::Grouping);
    return nullptr;
}

} // namespace

NoReturnBoard::NoReturnBoard(GameSession& session, ArtSource art, QWidget* parent)
    : Board(session, parent)
    , m_painter(std::move(art))
{
    static const bool accessibleRoles = [] {
        QAccessible::installFactory(accessibleFactory);
        return true;
    }();
    (void)accessibleRoles;
    setAccessibleName(NoReturn::tr("No Return table"));
    setFocusPolicy(Qt::NoFocus);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setStyleSheet(QStringLiteral("color: #fff8e8;"));
    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("detail"));
    m_detail->setAlignment(Qt::AlignCenter);
    m_detail->setStyleSheet(QStringLiteral("color: #f0e4c8;"));

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
    m_infoRow = new QWidget(this);
    m_infoStack = new QStackedLayout(m_infoRow);
    m_info = new QLabel(m_infoRow);
    m_info->setObjectName(QStringLiteral("info"));
    m_info->setAlignment(Qt::AlignCenter);
    m_info->setStyleSheet(QStringLiteral("color: #fff8e8;"));
    m_infoStack->addWidget(m_info);
    m_message = new QLabel(m_infoRow);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_infoStack->addWidget(m_message);

    m_buttonRow = new QWidget(this);
    auto* buttons = new QHBoxLayout(m_buttonRow);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addStretch(1);
    for (const auto& spec : kButtonSpecs) {
        auto* button = new ActionButton(spec.colour, m_buttonRow);
        button->setObjectName(QString::fromLatin1(spec.name));
        buttons->addWidget(button);
        m_buttons[spec.action] = button;
        const Action action = spec.action;
        connect(button, &QPushButton::clicked, this, [this, action] { act(action); });
        auto* shortcut = new QShortcut(this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, action, button] {
            if (!covered() && button->isVisible())
                act(action);
        });
        button->setProperty("shortcutObject", QVariant::fromValue<QObject*>(shortcut));
    }
    buttons->addStretch(1);
    // The rules at the section for the decision at hand (resources/rules/no_return.*.html).
    m_rulesButton = new QToolButton(m_buttonRow);
    m_rulesButton->setObjectName(QStringLiteral("rules"));
    m_rulesButton->setText(QStringLiteral("?"));
    connect(m_rulesButton, &QToolButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    buttons->addWidget(m_rulesButton, 0, Qt::AlignBottom);
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

    connect(&session, &GameSession::started, this, [this] {
        m_motion->finish();
        m_view.reset();
        m_shownLog = 0;
    });
    connect(&session, &GameSession::thinkingChanged, this, [this](games::core::Seat seat, bool thinking) {
        if (thinking)
            m_thinking = seat;
        else if (m_thinking == seat)
            m_thinking = games::core::kNoSeat;
        if (m_view) {
            updateSeats();
            updateStatus();
        }
    });
    connect(&session, &GameSession::thinkingProgress, this, [this](games::core::Seat seat, double fraction) {
        if (SeatView* view = seatView(seat))
            view->setProgress(fraction);
    });
    connect(&session, &GameSession::coverChanged, this, [this] {
        m_motion->finish();
        m_takeFocus = !covered();
        refresh();
        m_takeFocus = false;
    });
    updateButtonTexts();
    applyUnit();
}

NoReturnBoard::~NoReturnBoard() = default;

// ---- Small questions ----

bool NoReturnBoard::covered() const
{
    return session().coverFor().has_value();
}

Error NoReturnBoard::check(const Move& move) const
{
    return m_checker ? m_checker(move) : session().check(move);
}

bool NoReturnBoard::isLegal(const Move& move) const
{
    return std::find(m_legal.begin(), m_legal.end(), move) != m_legal.end();
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

QString NoReturnBoard::nameOf(int seat) const
{
    return NoReturnTexts::seatName(m_names, seat);
}

ActionButton* NoReturnBoard::button(Action action) const
{
    const auto it = m_buttons.find(action);
    return it == m_buttons.end() ? nullptr : it->second;
}

SeatView* NoReturnBoard::seatView(int seat) const
{
    return seat >= 0 && seat < int(m_seats.size()) ? m_seats[std::size_t(seat)] : nullptr;
}

QString NoReturnBoard::statusText() const
{
    return m_status->accessibleName();
}

QString NoReturnBoard::infoText() const
{
    return m_liveText;
}

QString NoReturnBoard::messageText() const
{
    return m_message->isVisible() || m_infoStack->currentWidget() == m_message ? m_message->accessibleName()
                                                                               : QString();
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

void NoReturnBoard::setAnimationScale(double scale)
{
    Board::setAnimationScale(scale);
    if (scale <= 0)
        m_motion->finish();
}

// ---- Showing a position ----

void NoReturnBoard::showPosition(const BoardView& view)
{
    const auto* observation = dynamic_cast<const nr::NoReturnObservation*>(view.observation);
    if (!observation)
        return;
    m_motion->finish();
    const bool sameGame = m_view && m_view->seatCount == observation->seatCount && observation->log.size() >= m_shownLog
        && std::equal(observation->log.begin(), observation->log.begin() + long(m_shownLog), m_view->log.begin());
    const std::size_t animateFrom = sameGame ? m_shownLog : observation->log.size();
    const bool sameDecision = sameGame && m_view->log.size() == observation->log.size()
        && m_view->viewerSeat == observation->viewerSeat && m_view->toMove == observation->toMove;

    m_view = *observation;
    m_legal.assign(view.legal.begin(), view.legal.end());
    m_names = view.seatNames;
    m_human = view.human;
    m_thinking = view.thinking;
    m_over = view.over || observation->stage == nr::Stage::Over;
    m_hint.reset();
    if (!sameDecision) {
        // A new decision: nothing stays chosen from the last one.
        m_clearColour = -1;
        m_clearCount = 0;
        m_confirming = false;
        m_hand->setHand({});
    }
    setMessage({}, false);

    // The seat at the bottom: the viewer, else the first person at the table, else the first seat.
    int bottom = viewerSeat();
    if (bottom < 0) {
        bottom = 0;
        for (int seat = 0; seat < observation->seatCount; ++seat)
            if (seat < int(m_human.size()) && m_human[std::size_t(seat)]) {
                bottom = seat;
                break;
            }
    }
    const bool relayout = int(m_seats.size()) != observation->seatCount || bottom != m_bottomSeat;
    m_bottomSeat = bottom;
    if (int(m_seats.size()) != observation->seatCount)
        rebuildSeats();
    if (relayout)
        layoutAll();
    m_takeFocus = !sameGame;
    refresh();
    m_takeFocus = false;
    animateNewEvents(animateFrom);
    m_shownLog = observation->log.size();
}

void NoReturnBoard::rebuildSeats()
{
    for (auto* seat : m_seats)
        delete seat;
    m_seats.clear();
    for (int seat = 0; seat < m_view->seatCount; ++seat) {
        auto* view = new SeatView(m_painter, this);
        view->setObjectName(QStringLiteral("seat%1").arg(seat));
        connect(view, &SeatView::columnClicked, this, &NoReturnBoard::onColumnClicked);
        connect(view, &SeatView::clearChoiceMoved, this, [this](int colour, int count) { chooseClear(colour, count); });
        connect(view, &SeatView::confirmed, this, &NoReturnBoard::primaryAction);
        connect(view, &SeatView::countersDropped, this, &NoReturnBoard::onDrop);
        view->show();
        m_seats.push_back(view);
    }
    m_motion->raise();
}

void NoReturnBoard::refresh()
{
    if (!m_view)
        return;
    QWidget* before = QApplication::focusWidget();
    const bool focusWasOurs = m_takeFocus || !before || before == this || isAncestorOf(before);
    // Behind the cover the shell hands the public view: the hand is empty, so nothing private is kept here.
    m_hand->setHand(covered() ? std::vector<nr::Counter> {} : m_view->hand);
    updateSeats();
    updatePiles();
    updateChoice();
    updateStatus();
    if (covered()) {
        m_hint.reset();
        setMessage({}, false);
    }
    if (mode() != Mode::None) {
        QWidget* focus = QApplication::focusWidget();
        if (focusWasOurs || !focus || focus == this || isAncestorOf(focus))
            focusDefault();
    }
}

void NoReturnBoard::focusDefault()
{
    QWidget* focus = QApplication::focusWidget();
    const bool usable = focus && isAncestorOf(focus) && focus->isVisible() && focus->isEnabled()
        && focus->focusPolicy() != Qt::NoFocus;
    if (usable)
        return;
    QWidget* target = nullptr;
    if (mode() == Mode::Confirm)
        target = button(Action::ConfirmSwitch);
    else if (!m_hand->buttons().empty())
        target = m_hand->buttons().front();
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

void NoReturnBoard::showEvent(QShowEvent* event)
{
    Board::showEvent(event);
    if (m_view && mode() != Mode::None)
        focusDefault();
}

void NoReturnBoard::updateSeats()
{
    const auto& v = *m_view;
    for (int seat = 0; seat < int(m_seats.size()); ++seat) {
        const auto& s = v.seats[std::size_t(seat)];
        SeatInfo info;
        info.name = nameOf(seat);
        info.seat = seat;
        info.human = seat < int(m_human.size()) ? bool(m_human[std::size_t(seat)]) : true;
        info.own = seat == viewerSeat();
        info.turn = !m_over && seat == v.toMove;
        info.thinking = seat == m_thinking;
        info.endsLastRound = !m_over && v.lastRound && seat == v.endSeat;
        info.phase = s.phase;
        info.handSize = s.handSize;
        info.handOpen = v.revealed;
        info.hand = s.openHand;
        info.setAside = s.setAsideAtSetup;
        info.exchanged = s.exchangedAway;
        info.columns = s.columns;
        info.pointsPile = s.pointsPile;
        m_seats[std::size_t(seat)]->setInfo(info);
    }
}

void NoReturnBoard::updatePiles()
{
    const auto& v = *m_view;
    PileInfo info;
    info.bagCount = v.bagCount;
    info.lastRound = v.lastRound && !m_over;
    info.lastRoundEnder = nameOf(v.endSeat);
    info.lidFaceUp = v.lidFaceUp;
    for (const auto& seat : v.seats)
        info.lidFaceDown += seat.exchangedAway;
    if (!covered())
        info.ownFaceDown = v.myExchangedAway;
    m_bag->setInfo(info);
    m_lid->setInfo(info);
}

QString NoReturnBoard::rulesSection() const
{
    if (!m_view || m_over)
        return QStringLiteral("scoring");
    if (m_view->stage == nr::Stage::Setup)
        return QStringLiteral("setup-exchange");
    if (m_view->lastRound)
        return QStringLiteral("last-round");
    const int seat = m_view->viewerSeat;
    const bool phase2 = seat >= 0 && seat < int(m_view->seats.size()) && m_view->seats[seat].phase == 2;
    return phase2 ? QStringLiteral("phase-2") : QStringLiteral("phase-1");
}

void NoReturnBoard::updateButtonTexts()
{
    m_rulesButton->setToolTip(NoReturn::tr("The rules for this moment (F1 opens them all)"));
    m_rulesButton->setAccessibleName(NoReturn::tr("Rules for this moment"));
    const int n = int(m_hand->chosen().size());
    for (const auto& spec : kButtonSpecs) {
        ActionButton* b = button(spec.action);
        QString text;
        switch (spec.action) {
        case Action::Keep:
            text = NoReturn::tr("Keep all");
            break;
        case Action::SetAside:
            text = n > 0 ? numerus(NoReturn::tr("Lay aside %n", nullptr, n), n) : NoReturn::tr("Lay aside");
            break;
        case Action::Place:
            text = n > 0 ? numerus(NoReturn::tr("Place %n", nullptr, n), n) : NoReturn::tr("Place");
            break;
        case Action::Exchange:
            text = n > 0 ? numerus(NoReturn::tr("Exchange %n", nullptr, n), n) : NoReturn::tr("Exchange");
            break;
        case Action::Switch:
            text = NoReturn::tr("Phase 2…");
            break;
        case Action::Clear:
            text = m_clearCount > 0 ? numerus(NoReturn::tr("Clear %n", nullptr, m_clearCount), m_clearCount)
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
        if (auto* shortcut = qobject_cast<QShortcut*>(b->property("shortcutObject").value<QObject*>()))
            shortcut->setKey(QKeySequence(key));
        b->setToolTip(NoReturn::tr("%1 (key %2)").arg(text, key));
    }
}

void NoReturnBoard::updateChoice()
{
    if (!m_view)
        return;
    const Mode now = mode();
    const auto chosen = m_hand->chosenCounters();
    const int n = int(chosen.size());
    const nr::NoReturnSeatView* own = ownSeat();
    updateButtonTexts();

    // Which buttons this decision has.
    const std::map<Mode, std::vector<Action>> kRows {{Mode::None, {}}, {Mode::Setup, {Action::Keep, Action::SetAside}},
        {Mode::Build, {Action::Place, Action::Exchange, Action::Switch}},
        {Mode::Clear, {Action::Clear, Action::Exchange}},
        {Mode::Confirm, {Action::ConfirmSwitch, Action::CancelSwitch}}};
    const auto& row = kRows.at(now);
    for (const auto& [action, b] : m_buttons) {
        const bool shown = std::find(row.begin(), row.end(), action) != row.end();
        b->setVisible(shown);
        const auto move = candidate(action);
        b->setAvailable(action == Action::CancelSwitch || (move && isLegal(*move)));
        b->setHinted(m_hint && move && *move == *m_hint && shown);
    }
    if (now == Mode::Build && m_view->switchedThisTurn)
        button(Action::Switch)->hide();
    m_hand->setEnabledForChoice(now != Mode::None && now != Mode::Confirm);

    // Hand marks: in Phase 1, which counters can be placed at all, and why the others cannot.
    for (auto* b : m_hand->buttons()) {
        if (now == Mode::Build) {
            const Move alone = nr::moves::arrange(nr::colourOf(b->counter()), {nr::valueOf(b->counter())});
            if (isLegal(alone))
                b->setMark(CounterButton::Mark::Placeable);
            else
                b->setMark(CounterButton::Mark::Blocked, m_texts.errorText(check(alone)));
        } else {
            b->setMark(CounterButton::Mark::None);
        }
    }
    // The hint's counters.
    std::vector<nr::Counter> hinted;
    if (m_hint)
        for (nr::Counter c : nr::decode(*m_hint).counters)
            hinted.push_back(c);
    for (auto* b : m_hand->buttons()) {
        const auto at = std::find(hinted.begin(), hinted.end(), b->counter());
        b->setHinted(at != hinted.end());
        if (at != hinted.end())
            hinted.erase(at);
    }

    // The own display's preview.
    SeatChoice choice;
    choice.active = now == Mode::Build || now == Mode::Clear;
    choice.clearing = now == Mode::Clear;
    if (now == Mode::Build && n > 0) {
        bool oneColour = true;
        for (auto c : chosen)
            oneColour = oneColour && nr::colourOf(c) == nr::colourOf(chosen.front());
        if (oneColour) {
            choice.placeColour = nr::colourOf(chosen.front());
            choice.placing = chosen; // canonical order: top to bottom
            choice.placeRefused = !isLegal(*candidate(Action::Place));
        }
    }
    if (now == Mode::Clear) {
        choice.clearColour = m_clearColour;
        choice.clearCount = m_clearCount;
    }
    if (m_hint) {
        const auto info = nr::decode(*m_hint);
        if (info.kind == MoveKind::Clear) {
            choice.hintColour = info.colour;
            choice.hintCount = info.count;
        }
    }
    for (auto* seat : m_seats)
        seat->setChoice(seat->info().own ? choice : SeatChoice {});

    // The live line: what the choice would do, or why not.
    QString live;
    switch (now) {
    case Mode::None:
        break;
    case Mode::Setup:
        if (n == 0)
            live = NoReturn::tr("Keep all eight, or choose any counters to lay aside: you draw as many at once, and "
                                "they go back into the bag when everybody has chosen.");
        else
            live = numerus(NoReturn::tr("Lay aside %n: you draw %n new counter(s) now; the ones laid aside go back "
                                        "into the bag when everybody has chosen.",
                               nullptr, n),
                n);
        break;
    case Mode::Build: {
        if (n == 0) {
            live = NoReturn::tr("Choose hand counters: those marked ✓ can be placed. One colour goes below its "
                                "column; 1 to 4 of any colours can be exchanged.");
            break;
        }
        const Move place = *candidate(Action::Place);
        QStringList parts;
        if (isLegal(place)) {
            const auto colour = nr::colourOf(chosen.front());
            parts << (own && own->columns[colour].empty()
                    ? numerus(NoReturn::tr("Place: start your %1 column with them and draw %n.", nullptr, n), n)
                          .arg(colourWord(colour))
                    : numerus(NoReturn::tr("Place: below your %1 column, then draw %n.", nullptr, n), n)
                          .arg(colourWord(colour)));
        } else {
            parts << NoReturn::tr("Cannot place: %1").arg(m_texts.errorText(check(place)));
        }
        if (isLegal(*candidate(Action::Exchange)))
            parts << numerus(
                NoReturn::tr("Exchange: face down into the lid, out of the game; draw %n.", nullptr, n), n);
        live = parts.join(QStringLiteral("  ·  "));
        break;
    }
    case Mode::Clear: {
        QStringList parts;
        const int paid = nr::valueSum(chosen);
        if (m_clearColour < 0 || !own) {
            parts << NoReturn::tr("Clear: click the lowest counter of a column to clear from (higher up takes more), "
                                  "then choose hand counters of one colour to pay.");
        } else {
            const auto& column = own->columns[std::size_t(m_clearColour)];
            const int k = std::min<int>(m_clearCount, int(column.size()));
            const int sum = k > 0 ? nr::lowestSum(column, k) : 0;
            QString line
                = numerus(NoReturn::tr("Clear %n %1: worth %2", nullptr, k), k).arg(colourWord(m_clearColour)).arg(sum)
                + QStringLiteral("  ·  ") + NoReturn::tr("paid %1").arg(paid);
            const Move clear = *candidate(Action::Clear);
            if (n == 0)
                line += QStringLiteral("  ·  ") + NoReturn::tr("choose hand counters of one colour to pay");
            else if (isLegal(clear))
                line += QStringLiteral("  ✓");
            else
                line += QStringLiteral("  ✗  ") + m_texts.errorText(check(clear));
            parts << line;
        }
        if (n >= 1 && isLegal(*candidate(Action::Exchange)))
            parts << numerus(NoReturn::tr("Exchange: draw %n.", nullptr, n), n);
        live = parts.join(QStringLiteral("  ·  "));
        break;
    }
    case Mode::Confirm:
        live = NoReturn::tr("There is no way back: from Phase 2 on you clear columns and exchange, and never place "
                            "a counter again. Then you act at once.");
        break;
    }
    m_liveText = live;
    m_info->setAccessibleName(live);
    // The sums of a clear are what the person weighs: bold, and green once the payment suffices.
    const bool sums = now == Mode::Clear && m_clearColour >= 0;
    const bool enough = sums && isLegal(*candidate(Action::Clear));
    m_info->setStyleSheet(enough   ? QStringLiteral("color: #b8f5a0;")
            : now == Mode::Confirm ? QStringLiteral("color: #ffd166;")
                                   : QStringLiteral("color: #fff8e8;"));
    fitLabel(m_info, 16.5, sums || now == Mode::Confirm);
}

void NoReturnBoard::updateStatus()
{
    if (!m_view)
        return;
    const auto& v = *m_view;
    QString status;
    const QString who = nameOf(v.toMove);
    if (m_over) {
        // Say why, as the engine tells it: an early end puzzles newcomers.
        status = v.endReason == nr::EndReason::DisplaysCleared
            ? NoReturn::tr("The game is over: everybody is in Phase 2 with an empty display.")
            : v.endReason == nr::EndReason::HandsEmpty
            ? NoReturn::tr("The game is over: nobody holds a counter any more.")
            : NoReturn::tr("The game is over: the last round has been played.");
    } else if (mode() != Mode::None) {
        switch (mode()) {
        case Mode::Setup:
            status = NoReturn::tr("%1, the setup exchange: keep your counters or lay some aside.").arg(who);
            break;
        case Mode::Build:
            status = NoReturn::tr("%1, your turn (Phase 1): place counters of one colour, or exchange.").arg(who);
            break;
        case Mode::Clear:
            status = v.switchedThisTurn
                ? NoReturn::tr("%1, you are in Phase 2 now: clear a column, or exchange.").arg(who)
                : NoReturn::tr("%1, your turn (Phase 2): clear from the bottom of a column, or exchange.").arg(who);
            break;
        case Mode::Confirm:
            status = NoReturn::tr("%1, switch to Phase 2 for good?").arg(who);
            break;
        case Mode::None:
            break;
        }
    } else if (v.toMove >= 0) {
        if (m_thinking >= 0)
            status = NoReturn::tr("%1 is thinking…").arg(nameOf(m_thinking));
        else if (v.stage == nr::Stage::Setup)
            status = NoReturn::tr("%1 decides on the setup exchange.").arg(who);
        else
            status = NoReturn::tr("%1's turn.").arg(who);
    }
    m_status->setAccessibleName(status);
    fitLabel(m_status, 21, true);

    QStringList detail;
    if (!m_over) {
        if (v.lastRound)
            detail << NoReturn::tr("The bag is empty: last round, it ends after %1's turn.").arg(nameOf(v.endSeat));
        else if (v.stage == nr::Stage::Setup)
            detail << NoReturn::tr("Laid-aside counters go back into the bag when everybody has chosen.");
        else
            detail << numerus(NoReturn::tr("%n counter(s) left in the bag.", nullptr, v.bagCount), v.bagCount);
        QStringList phase2;
        for (int seat = 0; seat < v.seatCount; ++seat)
            if (v.seats[std::size_t(seat)].phase == 2)
                phase2 << nameOf(seat);
        if (!phase2.isEmpty())
            detail << NoReturn::tr("In Phase 2: %1.").arg(phase2.join(NoReturn::tr(", ")));
    } else {
        detail << NoReturn::tr("The score sheet shows the points.");
    }
    m_detail->setAccessibleName(detail.join(QStringLiteral("  ·  ")));
    fitLabel(m_detail, 15, false);
}

void NoReturnBoard::fitLabel(QLabel* label, qreal pixels, bool bold)
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

// ---- Choosing and acting ----

void NoReturnBoard::chooseClear(int colour, int count)
{
    m_clearColour = colour;
    m_clearCount = colour < 0 ? 0 : count;
    setMessage({}, false);
    updateChoice();
}

void NoReturnBoard::onColumnClicked(int colour, int count)
{
    const Mode now = mode();
    if (now == Mode::Clear) {
        if (count == 0) {
            const auto* own = ownSeat();
            if (own && own->columns[std::size_t(colour)].empty())
                showRefusal(check(nr::moves::make(MoveKind::Clear, m_hand->chosenCounters(), colour, 1)));
            return;
        }
        if (colour == m_clearColour && count == m_clearCount)
            chooseClear(-1, 0); // a second click on the same choice takes it back
        else
            chooseClear(colour, count);
        return;
    }
    if (now != Mode::Build)
        return;
    const auto chosen = m_hand->chosenCounters();
    if (chosen.empty()) {
        setMessage(
            NoReturn::tr("First choose hand counters of %1, then click the column.").arg(colourWord(colour)), true);
        return;
    }
    if (nr::colourOf(chosen.front()) == colour || nr::colourOf(chosen.back()) == colour)
        act(Action::Place);
    else
        setMessage(NoReturn::tr("You chose %1 counters: they can only go to the %1 column.")
                       .arg(colourWord(nr::colourOf(chosen.front()))),
            true);
}

void NoReturnBoard::onDrop(const QList<int>& handIndices, int colour)
{
    if (mode() != Mode::Build)
        return;
    m_hand->setChosen(std::vector<int>(handIndices.begin(), handIndices.end()));
    onColumnClicked(colour, 0);
}

void NoReturnBoard::startDrag(CounterButton* pressed)
{
    if (mode() != Mode::Build)
        return;
    // The dragged counter and every chosen one of its colour travel together.
    std::vector<int> indices;
    for (auto* b : m_hand->buttons())
        if (b == pressed || (b->isChecked() && nr::colourOf(b->counter()) == nr::colourOf(pressed->counter())))
            indices.push_back(b->handIndex());
    m_hand->setChosen(indices);
    QByteArray data;
    for (int i : indices)
        data += QByteArray::number(i) + ',';
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kCounterMime), data);
    auto* drag = new QDrag(pressed);
    drag->setMimeData(mime);
    const qreal side = pressed->width() / 1.12;
    QPixmap pixmap {QSize(int(side), int(side)) * devicePixelRatioF()};
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        m_painter.counter(painter, QRectF(0, 0, side, side), pressed->counter());
    }
    drag->setPixmap(pixmap);
    drag->setHotSpot(QPoint(int(side / 2), int(side / 2)));
    drag->exec(Qt::MoveAction);
}

void NoReturnBoard::primaryAction()
{
    switch (mode()) {
    case Mode::Setup:
        act(m_hand->chosen().empty() ? Action::Keep : Action::SetAside);
        break;
    case Mode::Build:
        act(Action::Place);
        break;
    case Mode::Clear:
        act(Action::Clear);
        break;
    case Mode::Confirm:
        act(Action::ConfirmSwitch);
        break;
    case Mode::None:
        break;
    }
}

void NoReturnBoard::act(Action action)
{
    if (!m_view || covered())
        return;
    if (action == Action::Switch) {
        const Move move = nr::moves::switchToPhase2();
        if (!isLegal(move)) {
            attempt(move); // explains why not
            return;
        }
        m_confirming = true;
        updateChoice();
        updateStatus();
        focusDefault();
        button(Action::ConfirmSwitch)->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (action == Action::CancelSwitch) {
        m_confirming = false;
        updateChoice();
        updateStatus();
        focusDefault();
        return;
    }
    if (action == Action::ConfirmSwitch)
        m_confirming = false;
    if (action == Action::Clear && m_clearColour < 0) {
        if (mode() == Mode::Clear)
            setMessage(NoReturn::tr("Choose the column first: click the lowest counter to clear (or one higher up "
                                    "to clear more), or use the arrow keys on your display."),
                true);
        else
            attempt(nr::moves::make(MoveKind::Clear, m_hand->chosenCounters(), 0, 1));
        return;
    }
    if (const auto move = candidate(action))
        attempt(*move);
}

void NoReturnBoard::attempt(const Move& move)
{
    if (!m_view || covered())
        return;
    if (m_over) {
        setMessage(NoReturn::tr("The game is over."), true);
        return;
    }
    if (!humanDecides()) {
        if (m_thinking >= 0)
            setMessage(NoReturn::tr("Please wait: %1 is thinking.").arg(nameOf(m_thinking)), true);
        else
            setMessage(NoReturn::tr("Please wait: it is %1's turn.").arg(nameOf(m_view->toMove)), true);
        return;
    }
    if (isLegal(move)) {
        setMessage({}, false);
        emit moveRequested(move);
        return;
    }
    const Error error = check(move);
    if (error)
        showRefusal(error);
    else
        emit moveRequested(move); // legal after all: the session decides
}

void NoReturnBoard::showRefusal(const Error& error)
{
    setMessage(m_texts.errorText(error), true);
}

void NoReturnBoard::showHint(const Move& move, double chance)
{
    if (!m_view || covered())
        return;
    m_hint = move;
    QString text = NoReturn::tr("Hint: %1").arg(m_texts.moveText(move, *m_view));
    if (chance >= 0)
        text = NoReturn::tr("Hint: %1 (about %2% chance to win)")
                   .arg(m_texts.moveText(move, *m_view))
                   .arg(int(std::lround(chance * 100)));
    updateChoice();
    setMessage(text, false);
}

void NoReturnBoard::setMessage(const QString& text, bool warning)
{
    if (text.isEmpty()) {
        m_message->clear();
        m_message->setAccessibleName({});
        m_infoStack->setCurrentWidget(m_info);
        return;
    }
    const int pad = int(std::lround(4 * m_unit));
    m_message->setStyleSheet(
        QStringLiteral("QLabel { color: %1; background: %2; border: %3px solid %4; border-radius: %5px; padding: "
                       "0px %6px; }")
            .arg(warning ? QStringLiteral("#2b1d00") : QStringLiteral("#15260a"),
                warning ? QStringLiteral("#ffd166") : QStringLiteral("#e4f5c4"), QString::number(std::max(1, pad / 2)),
                warning ? QStringLiteral("#b07d00") : QStringLiteral("#5f8f2f"), QString::number(pad * 2),
                QString::number(pad * 3)));
    m_message->setAccessibleName(text);
    m_message->setText(warning ? QStringLiteral("⚠ ") + text : text);
    // One line when it fits, else smaller and wrapped.
    qreal size = 16 * m_unit;
    QFont font = pixelFont(size, true);
    const qreal room = std::max(100, m_infoRow->width() - int(40 * m_unit));
    while (QFontMetricsF(font).horizontalAdvance(m_message->text()) > room && size > 11 * m_unit) {
        size *= 0.93;
        font = pixelFont(size, true);
    }
    m_message->setFont(font);
    m_infoStack->setCurrentWidget(m_message);
    if (QAccessible::isActive()) {
        QAccessibleEvent event(m_message, QAccessible::Alert);
        QAccessible::updateAccessibility(&event);
    }
}

// ---- Layout ----

void NoReturnBoard::resizeEvent(QResizeEvent*)
{
    applyUnit();
    layoutAll();
}

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

void NoReturnBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    m_painter.table(painter, rect());
}

void NoReturnBoard::applyUnit()
{
    // One unit for every size: 1 for a board of about 1000x700 (a 1280x800 window with its side panel).
    m_unit = std::clamp(std::min(width() / 1000.0, height() / 700.0), 0.7, 3.2);
    for (const auto& entry : m_buttons)
        entry.second->setUnit(m_unit);
    m_buttonRow->layout()->setSpacing(int(10 * m_unit));
    for (auto* seat : m_seats)
        seat->setUnit(m_unit);
    m_bag->setUnit(m_unit);
    m_lid->setUnit(m_unit);
}

void NoReturnBoard::layoutAll()
{
    const qreal W = width();
    const qreal H = height();
    const qreal u = m_unit;
    const qreal m = 8 * u;
    const int n = int(m_seats.size());
    const int others = std::max(0, n - 1);

    // Top: the other players, left to right in turn order after the bottom seat.
    const qreal topH = others > 0 ? std::round(H * (others == 1 ? 0.30 : 0.31)) : 0;
    const qreal seatW = others > 0 ? std::min((W - m * (others + 1)) / others, 560 * u) : 0;
    const qreal rowW = others * seatW + (others - 1) * m;
    for (int k = 1; k < n; ++k) {
        const int seat = (m_bottomSeat + k) % n;
        const QRectF r((W - rowW) / 2 + (k - 1) * (seatW + m), m, seatW, topH - m);
        m_seats[std::size_t(seat)]->setGeometry(r.toAlignedRect());
        m_seats[std::size_t(seat)]->setMaxCounter(32 * u);
    }

    // The status lines under them.
    const qreal statusTop = topH + (others > 0 ? 2 * u : m);
    m_status->setGeometry(QRectF(m, statusTop, W - 2 * m, 28 * u).toAlignedRect());
    m_detail->setGeometry(QRectF(m, statusTop + 28 * u, W - 2 * m, 20 * u).toAlignedRect());

    // Bottom: the buttons, the live line, the hand.
    const qreal buttonsH = 46 * u;
    const qreal infoH = 30 * u;
    const qreal side = 46 * u;
    const qreal handH = side * 1.38 + 4 * u;
    const qreal buttonsTop = H - m - buttonsH;
    m_buttonRow->setGeometry(QRectF(m, buttonsTop, W - 2 * m, buttonsH).toAlignedRect());
    m_infoRow->setGeometry(QRectF(m, buttonsTop - infoH, W - 2 * m, infoH).toAlignedRect());
    const qreal handTop = buttonsTop - infoH - handH;
    m_hand->setGeometry(QRectF(m, handTop, W - 2 * m, handH).toAlignedRect());
    m_hand->setSide(side);

    // The middle: the bag, the own display, the lid.
    const qreal midTop = statusTop + 50 * u;
    const qreal midH = std::max<qreal>(60, handTop - midTop - 4 * u);
    const qreal bagW = std::min(W * 0.15, 150 * u);
    const qreal lidW = std::min(W * 0.22, 240 * u);
    const qreal ownW = std::min(W - bagW - lidW - 4 * m, 620 * u);
    const qreal left = (W - bagW - lidW - ownW - 2 * m) / 2;
    m_bag->setGeometry(QRectF(left, midTop, bagW, midH).toAlignedRect());
    if (n > 0) {
        SeatView* own = m_seats[std::size_t(m_bottomSeat % n)];
        own->setGeometry(QRectF(left + bagW + m, midTop, ownW, midH).toAlignedRect());
        own->setMaxCounter(44 * u);
    }
    m_lid->setGeometry(QRectF(left + bagW + ownW + 2 * m, midTop, lidW, midH).toAlignedRect());
    m_motion->setGeometry(rect());
    m_motion->raise();
    if (m_view) {
        updateStatus();
        updateChoice();
    }
}

// ---- Animations ----

void NoReturnBoard::paintSprite(QPainter& painter, const Sprite& sprite, const QRectF& at) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(at.translated(at.width() * 0.06, at.width() * 0.08), at.width() * 0.17, at.width() * 0.17);
    if (nr::isCounter(nr::Counter(sprite.face)))
        m_painter.counter(painter, at, nr::Counter(sprite.face));
    else
        m_painter.back(painter, at);
}

void NoReturnBoard::animateNewEvents(std::size_t from)
{
    const auto& log = m_view->log;
    if (animationScale() <= 0 || from >= log.size() || log.size() - from > 8 || !isVisible() || covered())
        return;
    const auto mapped = [this](QWidget* widget, const QRectF& local) {
        return QRectF(widget->mapTo(this, local.topLeft().toPoint()), local.size());
    };
    const QRectF bag = mapped(m_bag, m_bag->targetRect());
    const QRectF lid = mapped(m_lid, m_lid->targetRect());
    std::vector<MotionStep> steps;
    for (std::size_t i = from; i < log.size(); ++i) {
        const nr::LogEntry& e = log[i];
        SeatView* seat = seatView(e.seat);
        if (!seat)
            continue;
        const QRectF handRect = e.seat == viewerSeat()
            ? QRectF(QPointF(m_hand->mapTo(this, m_hand->rect().center())) - QPointF(20 * m_unit, 20 * m_unit),
                QSizeF(40 * m_unit, 40 * m_unit))
            : mapped(seat, seat->handRect());
        const QRectF small(handRect.center() - QPointF(14 * m_unit, 14 * m_unit), QSizeF(28 * m_unit, 28 * m_unit));
        MotionStep step;
        const auto fan = [](int k, int count) { return count > 1 ? 0.4 * k / count : 0.0; };
        switch (e.event) {
        case nr::LogEvent::Arrange: {
            const int length = int(m_view->seats[e.seat].columns[e.colour].size());
            const int count = int(e.counters.size());
            for (int k = 0; k < count; ++k)
                step.sprites.push_back({e.counters[std::size_t(k)], small,
                    mapped(seat, seat->counterRect(e.colour, length - count + k)), fan(k, count)});
            break;
        }
        case nr::LogEvent::Exchange:
        case nr::LogEvent::SetAside:
            for (int k = 0; k < e.count; ++k)
                step.sprites.push_back({0, small, e.event == nr::LogEvent::Exchange ? lid : bag, fan(k, e.count)});
            break;
        case nr::LogEvent::Clear: {
            const int length = int(m_view->seats[e.seat].columns[e.colour].size());
            const QRectF pile = mapped(seat, seat->pileRect());
            const int cleared = int(e.cleared.size());
            for (int k = 0; k < cleared; ++k)
                step.sprites.push_back({e.cleared[std::size_t(k)],
                    mapped(seat, seat->counterRect(e.colour, length + cleared - 1 - k)), pile, fan(k, cleared)});
            for (int k = 0; k < int(e.counters.size()); ++k)
                step.sprites.push_back({e.counters[std::size_t(k)], small, lid, fan(k, int(e.counters.size()))});
            break;
        }
        default:
            break;
        }
        if (!step.sprites.empty()) {
            step.milliseconds = 380;
            steps.push_back(std::move(step));
        }
        if (e.drawn > 0) {
            MotionStep draw;
            for (int k = 0; k < std::min<int>(e.drawn, 8); ++k)
                draw.sprites.push_back({0, bag, small, fan(k, e.drawn)});
            draw.milliseconds = 300;
            steps.push_back(std::move(draw));
        }
    }
    m_motion->play(std::move(steps), animationScale());
}

} // namespace nobox::noreturn
