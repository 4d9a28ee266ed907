// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_board.h"

#include "boards/kit/fitted_text.h"

#include "boards/kit/motion_layer.h"
#include "card_button.h"
#include "ni_painter.h"
#include "ni_words.h"
#include "pile_steps.h"

#include "shell/game_session.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace nobox::noidea {

namespace {

using games::core::Move;
using kit::MotionStep;
using kit::Sprite;
using ni::Card;
using ni::Decision;
using ni::EventType;
using ni::MoveKind;

// Sprite faces: a card byte (face up), or one of these.
constexpr int kBackFace = 1000;
constexpr int kTrophyBackFace = 1001;
// More steps than this waiting behind the ones being played: jump to the present instead.
constexpr std::size_t kMaxQueuedSteps = 60;
// Sprite kinds: how the face shows over the step.
constexpr int kStill = 0;
constexpr int kFlipUp = 1; // back, turning to the face
constexpr int kFlipDown = 2; // face, turning to the back

const QColor kText(255, 251, 232);

using kit::pixelFont;

/// A line of fixed height: a long sentence gets a smaller font (down to two thirds), then an ellipsis; the whole
/// sentence stays in the accessible name and the tooltip.
void fitLabel(QLabel* label, qreal pixels, bool bold)
{
    const QString text = label->accessibleName();
    const qreal width = std::max(10, label->width() - 8);
    qreal size = pixels;
    QFont font = pixelFont(size, bold);
    while (QFontMetricsF(font).horizontalAdvance(text) > width && size > pixels * 0.67) {
        size *= 0.93;
        font = pixelFont(size, bold);
    }
    label->setFont(font);
    const QString shown = QFontMetricsF(font).elidedText(text, Qt::ElideRight, width);
    label->setText(shown);
    label->setToolTip(shown == text ? QString() : text);
}

} // namespace

NoIdeaBoard::NoIdeaBoard(GameSession& session, QWidget* parent)
    : Board(session, parent)
{
    setFocusPolicy(Qt::NoFocus);
    setAutoFillBackground(false);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setStyleSheet(QStringLiteral("color: #fffbe8;"));
    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("detail"));
    m_detail->setAlignment(Qt::AlignCenter);
    m_detail->setStyleSheet(QStringLiteral("color: #f3efd9;"));
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->hide();

    m_ownPanel = new SeatPanel(this);
    m_ownPanel->setObjectName(QStringLiteral("ownPanel"));
    for (int i = 0; i < 6; ++i) {
        auto* b = new CardButton(this);
        b->setObjectName(QStringLiteral("place%1").arg(i + 1));
        connect(b, &QAbstractButton::clicked, this, [this, i] { attempt(ni::moves::reveal(i + 1)); });
        connect(b, &CardButton::focusStepRequested, this, [this, b](int delta) { stepFocus(b, delta); });
        m_places[static_cast<std::size_t>(i)] = b;
    }
    m_pending = new CardButton(this);
    m_pending->setObjectName(QStringLiteral("pendingCard"));
    m_pending->setFocusPolicy(Qt::NoFocus);
    m_pending->setCursor(Qt::OpenHandCursor);
    m_pending->installEventFilter(this);
    m_pending->hide();

    m_nothingFits = new QPushButton(this);
    m_nothingFits->setObjectName(QStringLiteral("nothingFits"));
    m_nothingFits->setMinimumHeight(44);
    connect(m_nothingFits, &QPushButton::clicked, this, [this] { attempt(ni::moves::nothingFits()); });
    m_showTrophies = new QPushButton(this);
    m_showTrophies->setObjectName(QStringLiteral("showTrophies"));
    // Held, not toggled: the values show only while the owner keeps the button (or Space) down (ND-6).
    connect(m_showTrophies, &QPushButton::pressed, this, [this] {
        m_showOwnTrophies = true;
        updatePanels(covered());
    });
    connect(m_showTrophies, &QPushButton::released, this, [this] {
        m_showOwnTrophies = false;
        updatePanels(covered());
    });
    m_rulesButton = new QToolButton(this);
    m_rulesButton->setObjectName(QStringLiteral("rules"));
    m_rulesButton->setText(QStringLiteral("?"));
    connect(m_rulesButton, &QToolButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });

    // Keys 1-6: reveal that place, or, while a card waits for its pile, put it on that pile.
    for (int n = 1; n <= 9; ++n) {
        auto* shortcut = new QShortcut(QKeySequence(QString::number(n)), this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, n] { pressKey(n); });
    }
    auto* declare = new QShortcut(this);
    declare->setContext(Qt::WindowShortcut);
    declare->setKey(QKeySequence(NoIdea::tr("N")));
    connect(declare, &QShortcut::activated, this, [this] {
        if (!covered())
            attempt(ni::moves::nothingFits());
    });
    m_nothingFits->setProperty("shortcutObject", QVariant::fromValue<QObject*>(declare));

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
        if (m_view) {
            updatePiles();
            updatePanels(covered());
            updateTexts();
            // A pile choice (or the next reveal) that waited for the steps: the keys work on it at once.
            if (humanDecides() && !covered()) {
                QWidget* focus = QApplication::focusWidget();
                if (!focus || focus == this || isAncestorOf(focus))
                    focusDefault();
            }
        }
    });

    connect(&session, &GameSession::started, this, [this] {
        stopMotion();
        m_view.reset();
        m_shownLog = 0;
    });
    connect(&session, &GameSession::thinkingChanged, this, [this](games::core::Seat seat, bool thinking) {
        if (thinking)
            m_thinking = seat;
        else if (m_thinking == seat)
            m_thinking = games::core::kNoSeat;
        if (m_view) {
            updatePanels(covered());
            updateTexts();
        }
    });
    connect(&session, &GameSession::coverChanged, this, [this] {
        stopMotion();
        m_takeFocus = !covered();
        refresh();
        m_takeFocus = false;
    });
    updateTexts();
}

NoIdeaBoard::~NoIdeaBoard() = default;

bool NoIdeaBoard::covered() const
{
    return session().coverFor().has_value();
}

bool NoIdeaBoard::isLegal(const Move& move) const
{
    return std::find(m_legal.begin(), m_legal.end(), move) != m_legal.end();
}

QString NoIdeaBoard::nameOf(int seat) const
{
    return seatName(m_names, seat);
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

QString NoIdeaBoard::statusText() const
{
    return m_status->accessibleName();
}

QString NoIdeaBoard::detailText() const
{
    return m_detail->accessibleName();
}

QString NoIdeaBoard::messageText() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

QString NoIdeaBoard::rulesSection() const
{
    if (!m_view || m_over)
        return QStringLiteral("scoring");
    if (m_view->decision == Decision::ChoosePile)
        return m_view->pendingSource == ni::Source::Layout ? QStringLiteral("reveal") : QStringLiteral("opening-card");
    if (isLegal(ni::moves::nothingFits()))
        return QStringLiteral("nothing-fits");
    return QStringLiteral("reveal");
}

void NoIdeaBoard::setAnimationScale(double scale)
{
    Board::setAnimationScale(scale);
    if (scale <= 0)
        stopMotion();
}

// ---- Showing a position ----

void NoIdeaBoard::showPosition(const BoardView& view)
{
    const auto* observation = dynamic_cast<const ni::NoIdeaObservation*>(view.observation);
    if (!observation)
        return;
    const bool sameGame = m_view && m_view->seatCount == observation->seatCount && observation->log.size() >= m_shownLog
        && std::equal(observation->log.begin(), observation->log.begin() + long(m_shownLog), m_view->log.begin());
    // In the same game the steps being played go on, and what the log adds is played after them (a computer's
    // move does not cut short the person's "+" chain).
    if (!sameGame)
        stopMotion();
    const std::size_t animateFrom = sameGame ? m_shownLog : observation->log.size();

    m_view = *observation;
    m_legal.assign(view.legal.begin(), view.legal.end());
    m_names = view.seatNames;
    m_human = view.human;
    m_thinking = view.thinking;
    m_over = view.over || observation->decision == Decision::Over;
    m_hint.reset();
    setMessage({}, false);

    const int seats = observation->seatCount;
    const int viewer = observation->viewerSeat;
    m_bottom = viewer >= 0 && viewer < seats ? viewer : std::max(0, int(observation->toMove));
    if (m_bottom >= seats)
        m_bottom = 0;
    // One panel per other seat; in hot-seat the seat at the bottom changes with the person at the screen.
    const bool otherBottom = m_panels.size() > std::size_t(m_bottom) && m_panels[std::size_t(m_bottom)] != nullptr;
    if (int(m_panels.size()) != seats || !sameGame || otherBottom) {
        for (auto* panel : m_panels)
            delete panel;
        m_panels.assign(static_cast<std::size_t>(seats), nullptr);
        for (int seat = 0; seat < seats; ++seat) {
            if (seat == m_bottom)
                continue;
            auto* panel = new SeatPanel(this);
            panel->setObjectName(QStringLiteral("seat%1").arg(seat));
            panel->show();
            m_panels[static_cast<std::size_t>(seat)] = panel;
        }
        m_motion->raise();
    }
    m_takeFocus = !sameGame;
    refresh();
    layoutAll();
    m_takeFocus = false;
    animateNewEvents(animateFrom);
    m_shownLog = observation->log.size();
}

void NoIdeaBoard::refresh()
{
    if (!m_view)
        return;
    const bool hide = covered();
    QWidget* before = QApplication::focusWidget();
    const bool focusWasOurs = m_takeFocus || !before || before == this || isAncestorOf(before);
    updatePanels(hide);
    updatePlaces(hide);
    updatePiles();
    updateControls(hide);
    updateTexts();
    if (hide) {
        m_hint.reset();
        setMessage({}, false);
    }
    if (humanDecides() && !hide) {
        QWidget* focus = QApplication::focusWidget();
        if (focusWasOurs || !focus || focus == this || isAncestorOf(focus))
            focusDefault();
    }
    update();
}

void NoIdeaBoard::focusDefault()
{
    QWidget* focus = QApplication::focusWidget();
    if (focus && isAncestorOf(focus) && focus->isVisible() && focus->isEnabled() && focus->focusPolicy() != Qt::NoFocus)
        return;
    QWidget* target = nullptr;
    for (auto* pile : m_piles)
        if (!target && pile->isLit())
            target = pile;
    for (auto* b : m_places)
        if (!target && b->isLit())
            target = b;
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

void NoIdeaBoard::stepFocus(CardButton* from, int delta)
{
    std::vector<CardButton*> group;
    const bool pile = std::find(m_piles.begin(), m_piles.end(), from) != m_piles.end();
    for (CardButton* b : pile ? m_piles : std::vector<CardButton*>(m_places.begin(), m_places.end()))
        if (b == from || (b->isLit() && b->isEnabled() && b->focusPolicy() != Qt::NoFocus))
            group.push_back(b);
    const auto at = std::find(group.begin(), group.end(), from);
    if (group.size() < 2 || at == group.end())
        return;
    const auto n = long(group.size());
    group[std::size_t(((at - group.begin()) + delta + n) % n)]->setFocus(
        delta > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
}

void NoIdeaBoard::showEvent(QShowEvent* event)
{
    Board::showEvent(event);
    if (m_view && humanDecides() && !covered())
        focusDefault();
}

QString NoIdeaBoard::placeName(int position, Card card, bool known) const
{
    if (card == ni::kNoCard)
        return NoIdea::tr("Place %1: empty").arg(position);
    if (known)
        return NoIdea::tr("Place %1: face down, known: %2").arg(position).arg(cardName(card));
    return NoIdea::tr("Place %1: face down").arg(position);
}

void NoIdeaBoard::updatePanels(bool hide)
{
    const auto& v = *m_view;
    for (int seat = 0; seat < v.seatCount; ++seat) {
        SeatPanel* panel = seatPanel(seat);
        if (!panel)
            continue;
        const auto& s = v.seats[static_cast<std::size_t>(seat)];
        SeatInfo info;
        info.showLayout = panel != m_ownPanel; // the bottom seat's layout is the board's buttons
        info.name = nameOf(seat);
        info.turn = !m_over && seat == v.toMove;
        info.thinking = seat == m_thinking && !m_motion->running(); // it thinks once its steps are shown
        info.human = seat < int(m_human.size()) ? bool(m_human[static_cast<std::size_t>(seat)]) : true;
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
        panel->setInfo(info, words.join(QStringLiteral(", ")));
        panel->setToolTip(words.join(QStringLiteral(", ")));
    }
}

void NoIdeaBoard::updatePlaces(bool hide)
{
    const auto& v = *m_view;
    const auto& s = v.seats[static_cast<std::size_t>(m_bottom)];
    const bool reveal = humanDecides() && !hide && v.decision == Decision::Reveal;
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
        auto* b = new CardButton(this);
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
    const bool choosing = !m_stepPiles && humanDecides() && !covered() && v.decision == Decision::ChoosePile;
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
    const bool decides = humanDecides() && !hide && !m_over;
    const Move declare = ni::moves::nothingFits();
    const bool legal = decides && isLegal(declare);
    m_nothingFits->setText(NoIdea::tr("Nothing fits anymore! (N)"));
    m_nothingFits->setAccessibleName(NoIdea::tr("Nothing fits anymore!"));
    const QString gamble = NoIdea::tr("With three face-down cards or fewer, declare that none of them fits any pile. "
                                      "They are turned up one by one: if none fits, you win a trophy; at the first "
                                      "that fits, you win nothing. Either way your layout is refilled to six.");
    QString why;
    if (decides && !legal)
        why = m_texts.errorText(session().check(declare));
    m_nothingFits->setToolTip(why.isEmpty() ? gamble : why + QStringLiteral("\n\n") + gamble);
    m_nothingFits->setAccessibleDescription(why.isEmpty() ? gamble : why);
    m_nothingFits->setVisible(!m_over && v.decision != Decision::ChoosePile);
    m_nothingFits->setEnabled(legal);
    const bool hinted = decides && m_hint && *m_hint == declare;
    m_nothingFits->setStyleSheet(hinted ? QStringLiteral("QPushButton { border: 3px solid #78dcff; }") : QString());

    const auto& own = v.seats[static_cast<std::size_t>(m_bottom)];
    const bool mine = m_bottom == v.viewerSeat && !own.trophies.empty() && !hide && !m_over;
    m_showTrophies->setText(NoIdea::tr("Show my trophies (hold)"));
    m_showTrophies->setAccessibleName(NoIdea::tr("Show my trophies"));
    m_showTrophies->setToolTip(NoIdea::tr("Hold to see the stars of your own trophies; the others see only how many "
                                          "you have."));
    m_showTrophies->setVisible(mine);
    if (!mine)
        m_showOwnTrophies = false;

    // The waiting card: shown, and dragged onto a lit pile, while its pile is chosen.
    const bool choosing = v.decision == Decision::ChoosePile && !m_over;
    m_pending->setVisible(choosing && !hide);
    if (choosing)
        m_pending->setCard(CardButton::Look::Face, v.pending);
    m_pending->setAccessibleName(
        choosing ? NoIdea::tr("Waiting for its pile: %1").arg(cardName(v.pending)) : QString());
    m_pending->setToolTip(choosing
            ? NoIdea::tr("Drag it onto a lit pile, click a lit pile or press the pile's number; "
                         "or move among the lit piles with the arrow keys or Tab and press Enter.")
            : QString());
    m_rulesButton->setToolTip(NoIdea::tr("The rules for this moment (F1 opens them all)"));
    m_rulesButton->setAccessibleName(NoIdea::tr("Rules for this moment"));
}

void NoIdeaBoard::updateTexts()
{
    setAccessibleName(NoIdea::tr("No Idea table"));
    m_message->setAccessibleName(NoIdea::tr("Message"));
    if (!m_view) {
        m_status->setAccessibleName(NoIdea::tr("No Idea"));
        fitLabel(m_status, 24, true);
        return;
    }
    const auto& v = *m_view;
    const QString who = nameOf(v.toMove);
    const bool decides = humanDecides() && !covered();
    QString status = stepStatus();
    if (!status.isEmpty()) {
        // The steps of another turn (or a declaration) are being shown: say whose, not what comes after them.
    } else if (m_over) {
        status = NoIdea::tr("Game over: the last trophy is gone.");
    } else if (v.toMove == m_thinking && m_thinking >= 0 && !m_motion->running()) {
        status = NoIdea::tr("%1 is thinking…").arg(who);
    } else if (!decides) {
        status = NoIdea::tr("%1's turn").arg(who);
    } else if (v.decision == Decision::ChoosePile) {
        int fitting = 0;
        for (const Move& move : m_legal)
            fitting += ni::decode(move).kind == MoveKind::Pile;
        status = pluralText(
            NoIdea::tr("%1, %2 fits %n piles: choose one (click, drag or its number)", nullptr, fitting), fitting)
                     .arg(who, cardPhrase(v.pending));
    } else if (isLegal(ni::moves::nothingFits())) {
        status = NoIdea::tr("%1, reveal a card (click it or press 1–6), or declare “Nothing fits anymore!”").arg(who);
    } else {
        status = NoIdea::tr("%1, reveal one of your cards: click it or press its number").arg(who);
    }
    m_status->setAccessibleName(status);
    fitLabel(m_status, std::clamp<qreal>(height() * 0.032, 15, 28), true);

    // What just happened, in words: the step being shown, else the log's last sentence that says something.
    QString detail = m_stepText;
    if (detail.isEmpty()) {
        for (auto it = v.log.end(); it != v.log.begin();) {
            --it;
            if (it->type == EventType::Turn)
                continue;
            detail = NoIdeaTexts::eventText(*it, m_names);
            break;
        }
    }
    m_detail->setAccessibleName(detail);
    fitLabel(m_detail, std::clamp<qreal>(height() * 0.025, 13, 22), false);
}

QString NoIdeaBoard::stepStatus() const
{
    if (!m_motion->running() || m_stepActor < 0)
        return {};
    const QString who = nameOf(m_stepActor);
    if (m_stepDeclaring)
        return NoIdea::tr("%1 declared “Nothing fits anymore!”: the cards turn up one by one").arg(who);
    // The person deciding now, shown their own turn's last steps: the prompt for the decision stays.
    if (m_stepActor == m_view->toMove && !m_over && humanDecides() && !covered())
        return {};
    return NoIdea::tr("%1's turn").arg(who);
}

void NoIdeaBoard::setMessage(const QString& text, bool warning)
{
    m_message->setText(text);
    m_message->setStyleSheet(warning
            ? QStringLiteral("background: #fff1d6; color: #5a2a00; border: 2px solid #d9822b; border-radius: 8px; "
                             "padding: 6px;")
            : QStringLiteral("background: #e6f7ff; color: #073a52; border: 2px solid #4aa3d8; border-radius: 8px; "
                             "padding: 6px;"));
    m_message->setVisible(!text.isEmpty());
    if (!text.isEmpty()) {
        placeMessage();
        m_message->raise();
    }
}

void NoIdeaBoard::placeMessage()
{
    // As tall as its words need, within the room under the actions.
    const int width = int(m_messageBox.width());
    const int height = std::min(int(m_messageBox.height()), m_message->heightForWidth(width) + 4);
    m_message->setGeometry(QRect(m_messageBox.topLeft().toPoint(), QSize(width, std::max(30, height))));
}

// ---- Moves, refusals and hints ----

void NoIdeaBoard::attempt(const Move& move)
{
    if (!m_view || covered())
        return;
    if (m_over) {
        setMessage(NoIdea::tr("The game is over."), true);
        return;
    }
    if (m_motion->running())
        stopMotion();
    if (isLegal(move)) {
        emit moveRequested(move);
        return;
    }
    setMessage(m_texts.errorText(session().check(move)), true);
}

void NoIdeaBoard::pressKey(int number)
{
    if (!m_view || covered() || !isVisible())
        return;
    if (m_view->decision == Decision::ChoosePile)
        attempt(ni::moves::pile(number));
    else if (number <= 6)
        attempt(ni::moves::reveal(number));
}

void NoIdeaBoard::showRefusal(const games::core::Error& error)
{
    setMessage(m_texts.errorText(error), true);
}

void NoIdeaBoard::showHint(const Move& move, double chance)
{
    if (!m_view)
        return;
    m_hint = move;
    QString text = NoIdea::tr("Hint: %1.").arg(m_texts.moveText(move, *m_view));
    if (chance >= 0)
        text += QLatin1Char(' ') + NoIdea::tr("(about %1% to win)").arg(int(std::lround(chance * 100)));
    setMessage(text, false);
    updatePlaces(covered());
    updatePiles();
    updateControls(covered());
}

// ---- Layout and painting ----

void NoIdeaBoard::resizeEvent(QResizeEvent* event)
{
    Board::resizeEvent(event);
    layoutAll();
    if (m_view)
        updateTexts();
}

void NoIdeaBoard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_view)
        refresh();
    Board::changeEvent(event);
}

void NoIdeaBoard::layoutAll()
{
    const qreal W = width();
    const qreal H = height();
    const qreal m = std::max<qreal>(8, W * 0.008);
    const int seats = m_view ? m_view->seatCount : 2;
    const int others = std::max(1, seats - 1);

    // Top: the other players, side by side.
    const qreal topH = H * 0.22;
    const qreal panelW = std::min((W - 2 * m - (others - 1) * m) / others, topH * 3.2);
    qreal x = (W - (panelW * others + m * (others - 1))) / 2;
    for (int k = 1; k < seats; ++k) { // clockwise from the bottom seat: the next player first, on the left
        const int seat = (m_bottom + k) % seats;
        if (SeatPanel* panel = seat < int(m_panels.size()) ? m_panels[static_cast<std::size_t>(seat)] : nullptr) {
            panel->setGeometry(QRectF(x, m, panelW, topH - m).toRect());
            x += panelW + m;
        }
    }

    // The status lines under them.
    const qreal statusH = std::clamp<qreal>(H * 0.045, 22, 40);
    const qreal detailH = std::clamp<qreal>(H * 0.035, 18, 32);
    m_status->setGeometry(QRectF(m, topH + 2, W - 2 * m, statusH).toRect());
    m_detail->setGeometry(QRectF(m, topH + 2 + statusH, W - 2 * m, detailH).toRect());

    // Middle: draw pile, trophy pile, the waiting card, the discard piles, the set-aside cards.
    const qreal midTop = topH + statusH + detailH + 6;
    const qreal midH = H * 0.30;
    const qreal cardH = midH - 40;
    const qreal cardW = cardH * kCardAspect;
    m_drawRect = QRectF(m * 2, midTop + 4, cardW, cardH);
    m_trophyRect = QRectF(m_drawRect.right() + m * 2, midTop + 4, cardW * 0.9, cardW * 0.9);
    m_setAsideRect = QRectF(W - m * 2 - cardW, midTop + 4, cardW, cardH);
    const qreal pilesLeft = m_trophyRect.right() + m * 3;
    m_pileArea = QRectF(pilesLeft, midTop, std::max<qreal>(10, m_setAsideRect.left() - m * 3 - pilesLeft), midH);
    const int count = std::max(1, int(m_piles.size()));
    m_pileWidth = std::min(cardW * 1.1, m_pileArea.width() / count);
    for (std::size_t i = 0; i < m_piles.size(); ++i)
        m_piles[i]->setGeometry(pileRect(int(i), count).toRect());

    // Bottom: the layout of the seat at the bottom (largest and nearest), its name, prizes and trophies, and the
    // actions with the messages under them.
    const qreal botTop = midTop + midH + 12;
    const qreal botH = H - botTop - m;
    const qreal placeH = (botH - m) / 2;
    const qreal placeW = placeH * kCardAspect * 1.1;
    const qreal layoutW = placeW * 3 + m * 2;
    const qreal layoutLeft = m * 2;
    for (int i = 0; i < 6; ++i)
        m_places[static_cast<std::size_t>(i)]->setGeometry(
            QRectF(layoutLeft + (i % 3) * (placeW + m), botTop + (i / 3) * (placeH + m), placeW, placeH).toRect());
    const qreal actionW = std::clamp<qreal>(W * 0.3, 230, 420);
    const qreal actionLeft = W - m * 2 - actionW;
    const qreal infoLeft = layoutLeft + layoutW + m * 3;
    const qreal infoW = std::max<qreal>(120, actionLeft - m * 3 - infoLeft);
    m_ownPanel->setGeometry(QRectF(infoLeft, botTop, infoW, botH).toRect());
    // The card waiting for its pile lies "in the hand", over the panel, large.
    m_pendingRect = fitted(QRectF(infoLeft, botTop + 34, infoW, botH - 40), kCardAspect);
    m_pending->setGeometry(m_pendingRect.toRect());
    const qreal buttonH = std::clamp<qreal>(botH * 0.2, 44, 64);
    m_nothingFits->setGeometry(QRectF(actionLeft, botTop, actionW, buttonH).toRect());
    qreal pixels = std::clamp<qreal>(H * 0.026, 13, 22);
    QFont bold = pixelFont(pixels, true);
    while (QFontMetricsF(bold).horizontalAdvance(m_nothingFits->text()) > actionW - 24 && pixels > 10)
        bold = pixelFont(pixels *= 0.94, true);
    m_nothingFits->setFont(bold);
    m_showTrophies->setFont(pixelFont(std::clamp<qreal>(H * 0.02, 12, 17)));
    m_showTrophies->setGeometry(QRectF(actionLeft, botTop + buttonH + m, actionW, 40).toRect());
    m_rulesButton->setGeometry(QRectF(W - m * 2 - 40, H - m - 40, 40, 40).toRect());
    const qreal messageTop = botTop + buttonH + m * 2 + 40;
    m_messageBox = QRectF(actionLeft, messageTop, actionW - 48, std::max<qreal>(40, H - m - messageTop));
    placeMessage();
    m_motion->setGeometry(rect());
    m_motion->raise();
    update();
}

QRectF NoIdeaBoard::pileRect(int index, int count) const
{
    const int n = std::max(count, 1);
    const qreal w = std::min(m_pileWidth, m_pileArea.width() / n);
    const qreal total = w * n;
    const qreal left = m_pileArea.left() + (m_pileArea.width() - total) / 2;
    return {left + index * w, m_pileArea.top(), w, m_pileArea.height()};
}

QRectF NoIdeaBoard::placeRect(int seat, int position) const
{
    if (seat == m_bottom) {
        const QRect r = m_places[static_cast<std::size_t>(std::clamp(position, 1, 6) - 1)]->geometry();
        return fitted(QRectF(r).adjusted(4, 4, -4, -4), kCardAspect);
    }
    if (SeatPanel* panel = seatPanel(seat))
        return panel->slotRect(std::clamp(position, 1, 6) - 1).translated(panel->pos());
    return m_drawRect;
}

QRectF NoIdeaBoard::prizeRect(int seat) const
{
    if (SeatPanel* panel = seatPanel(seat)) {
        const QRectF r = panel->prizeRect().translated(panel->pos());
        return QRectF(r.topLeft(), QSizeF(r.height() * kCardAspect, r.height()));
    }
    return m_drawRect;
}

QRectF NoIdeaBoard::trophyRect(int seat) const
{
    if (SeatPanel* panel = seatPanel(seat)) {
        const QRectF r = panel->trophyRect().translated(panel->pos());
        const qreal s = std::min(r.width(), r.height()) * 0.8;
        return {r.topLeft(), QSizeF(s, s)};
    }
    return m_trophyRect;
}

void NoIdeaBoard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // The felt of the art's "table", stretched to any shape of the window.
    QRadialGradient felt(QPointF(width() * 0.4, height() * 0.35), std::max(width(), height()) * 0.75);
    felt.setColorAt(0, QColor(0x2E, 0x5E, 0x7A));
    felt.setColorAt(1, QColor(0x1D, 0x3D, 0x52));
    painter.fillRect(rect(), felt);
    if (!m_view)
        return;
    const auto& v = *m_view;
    QFont font = pixelFont(std::clamp<qreal>(height() * 0.022, 12, 20), true);
    painter.setFont(font);
    painter.setPen(kText);
    // A caption under a part of the middle row: centred under it but kept between `left` and `right` (the board's
    // edge, the next part), in a smaller font where a long word needs it ("Nachziehstapel: 78").
    const auto label = [&](const QRectF& under, qreal gap, const QString& text, qreal left, qreal right) {
        QFont small = font;
        qreal pixels = font.pixelSize();
        while (QFontMetricsF(small).horizontalAdvance(text) + 4 > right - left && pixels > 9)
            small = pixelFont(pixels *= 0.93, true);
        painter.setFont(small);
        const qreal w = std::min(right - left, QFontMetricsF(small).horizontalAdvance(text) + 4);
        const qreal x = std::clamp(under.center().x() - w / 2, left, right - w);
        painter.drawText(QRectF(x, under.bottom() + gap, w, QFontMetricsF(small).height() + 4),
            Qt::AlignHCenter | Qt::AlignTop, text);
        painter.setFont(font);
    };
    const qreal edge = 4;

    // The draw pile: its height shows, and its count.
    if (v.drawPileSize > 0) {
        paintStackEdges(painter, m_drawRect, v.drawPileSize / 8 + 1);
        paintBack(painter, m_drawRect);
    } else {
        paintSlot(painter, m_drawRect);
    }
    label(m_drawRect, 18, NoIdea::tr("Draw pile: %1").arg(v.drawPileSize), edge, m_pileArea.left() - edge);

    // The trophy pile, face down, with how many are left.
    if (v.trophiesLeft > 0) {
        for (int i = std::min(v.trophiesLeft, 5) - 1; i >= 0; --i)
            paintTrophy(painter, m_trophyRect.translated(i * 1.5, i * 2.0), 0);
    } else {
        painter.setOpacity(0.3);
        paintTrophy(painter, m_trophyRect, 0);
        painter.setOpacity(1);
    }
    label(m_trophyRect, 8, NoIdea::tr("Trophies: %1").arg(v.trophiesLeft), m_drawRect.right() + edge,
        m_pileArea.left() - edge);

    // The set-aside cards, face up (ND-8), with their count.
    if (!v.setAside.empty()) {
        paintStackEdges(painter, m_setAsideRect, int(v.setAside.size()) / 3 + 1);
        paintCard(painter, m_setAsideRect, v.setAside.back());
    } else {
        painter.setOpacity(0.5);
        paintSlot(painter, m_setAsideRect);
        painter.setOpacity(1);
    }
    label(m_setAsideRect, 18, NoIdea::tr("Set aside: %1").arg(v.setAside.size()), m_pileArea.right() + edge,
        width() - edge);

    // No pile yet: where the first one will start.
    if (v.piles.empty() && !m_stepPiles) {
        painter.setOpacity(0.6);
        const QRectF r = fitted(pileRect(0, 1).adjusted(4, 20, -4, -10), kCardAspect);
        paintSlot(painter, r);
        painter.setOpacity(1);
    }
}

// ---- The log's new steps, one after the other ----

void NoIdeaBoard::animateNewEvents(std::size_t from)
{
    const auto& v = *m_view;
    if (from >= v.log.size() || animationScale() <= 0)
        return;
    PileTracker tracker;
    int actor = -1; // whose turn the step belongs to
    bool declaring = false; // between a declaration and its verdict
    for (std::size_t i = 0; i < from; ++i) {
        tracker.apply(v.log[i]);
        if (v.log[i].type == EventType::Turn)
            actor = v.log[i].seat;
    }

    std::vector<MotionStep> steps;
    QRectF source = m_drawRect; // where the card being resolved lies now
    const auto snapshot = [this, &actor, &declaring](std::vector<std::vector<Card>> piles, QString text) {
        return [this, piles = std::move(piles), text = std::move(text), actor, declaring](qreal t) {
            if (t <= 0) {
                m_stepText = text;
                const bool firstStep = m_stepActor < 0;
                m_stepActor = actor;
                m_stepDeclaring = declaring;
                updateTexts();
                if (firstStep) // the thinking mark waits for the steps' end
                    updatePanels(covered());
            }
            if (t >= 1) {
                m_stepPiles = piles;
                updatePiles();
            }
        };
    };
    const auto flipper = [this](std::function<void(qreal)> then) {
        return [this, then = std::move(then)](qreal t) {
            m_flip = t;
            then(t);
        };
    };
    const PileTracker::Piles start = tracker.piles();
    std::vector<Sprite> declared; // the cards a declaration has turned up so far
    for (std::size_t i = from; i < v.log.size(); ++i) {
        const ni::Event& e = v.log[i];
        const QString text = NoIdeaTexts::eventText(e, m_names);
        if (e.type == EventType::Turn || e.type == EventType::Draw || e.type == EventType::Reveal
            || e.type == EventType::Declare)
            actor = e.seat;
        if (e.type == EventType::Declare)
            declaring = true;
        if (e.type == EventType::GameOver)
            actor = -1; // the status says the game is over
        const int before = int(tracker.piles().size());
        tracker.apply(e);
        MotionStep step;
        step.milliseconds = 420;
        switch (e.type) {
        case EventType::Draw:
            source = m_drawRect;
            step.sprites.push_back({e.card, source, source, 0, kFlipUp});
            step.progress = flipper(snapshot(tracker.piles(), text));
            break;
        case EventType::Reveal:
            source = placeRect(e.seat, e.position);
            step.sprites.push_back({e.card, source, source, 0, kFlipUp});
            step.progress = flipper(snapshot(tracker.piles(), text));
            break;
        case EventType::Play: {
            const int count = std::max(before + (e.flag ? 1 : 0), int(tracker.piles().size()));
            const QRectF target = fitted(pileRect(e.pile - 1, count).adjusted(4, 20, -4, -12), kCardAspect);
            step.sprites.push_back({e.card, source, target, 0, kStill});
            step.progress = snapshot(tracker.piles(), text);
            source = target;
            break;
        }
        case EventType::NoFit: {
            MotionStep hold;
            hold.milliseconds = 650;
            hold.sprites.push_back({e.card, source, source, 0, kStill});
            hold.progress = snapshot(tracker.piles(), text);
            steps.push_back(std::move(hold));
            step.sprites.push_back({e.card, source, source, 0, kFlipDown});
            step.progress = flipper([](qreal) {});
            step.milliseconds = 300;
            break;
        }
        case EventType::Prize:
            step.sprites.push_back({e.card, source, prizeRect(e.seat), 0, kStill});
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::RemovePiles: {
            const auto& removed = tracker.lastRemoved();
            int k = 0;
            for (std::size_t p = 0; p < removed.size(); ++p) {
                if (removed[p].empty())
                    continue;
                const QRectF from = fitted(pileRect(int(p), int(removed.size())).adjusted(4, 20, -4, -12), kCardAspect);
                step.sprites.push_back({removed[p].back(), from, m_setAsideRect, 0.1 * k++, kStill});
            }
            step.milliseconds = 600;
            step.progress = snapshot(tracker.piles(), text);
            break;
        }
        case EventType::Refill:
        case EventType::NewCards:
            for (int k = 0; k < e.n; ++k)
                step.sprites.push_back({kBackFace, m_drawRect, placeRect(e.seat, k + 1), 0.12 * k, kStill});
            step.milliseconds = 300 + 80 * e.n;
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Trophy:
            step.sprites.push_back({kTrophyBackFace, m_trophyRect, trophyRect(e.seat), 0, kStill});
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Reshuffle:
            for (int k = 0; k < std::min<int>(e.n, 6); ++k)
                step.sprites.push_back(
                    {kBackFace, e.flag ? pileRect(0, 1) : m_setAsideRect, m_drawRect, 0.08 * k, kStill});
            step.milliseconds = 500;
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Declare:
        case EventType::DeclareResult:
        case EventType::EmptyLayout:
        case EventType::NothingToDraw:
        case EventType::GameOver:
            step.milliseconds = 700; // a moment to read the sentence
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Turn:
            continue;
        }
        // "Nothing fits anymore!": the cards turned up stay up, one beside the other, until the verdict is read.
        step.sprites.insert(step.sprites.begin(), declared.begin(), declared.end());
        if (e.type == EventType::Reveal && e.flag)
            declared.push_back({e.card, source, source, 0, kStill});
        if (e.type == EventType::DeclareResult) {
            declared.clear();
            declaring = false;
        }
        steps.push_back(std::move(step));
    }
    if (m_motion->running() && m_queued.size() + steps.size() < kMaxQueuedSteps) {
        m_queued.insert(m_queued.end(), std::make_move_iterator(steps.begin()), std::make_move_iterator(steps.end()));
        return;
    }
    stopMotion();
    if (steps.empty())
        return;
    m_stepPiles = start;
    updatePiles();
    m_motion->play(std::move(steps), animationScale());
}

void NoIdeaBoard::stopMotion()
{
    m_queued.clear();
    m_motion->finish();
}

void NoIdeaBoard::paintSprite(QPainter& painter, const Sprite& sprite, const QRectF& at) const
{
    QRectF r = at;
    bool face = true;
    if (sprite.kind == kFlipUp || sprite.kind == kFlipDown) {
        const qreal t = sprite.kind == kFlipUp ? m_flip : 1.0 - m_flip;
        face = t >= 0.5;
        const qreal scale = std::abs(2 * t - 1);
        r = QRectF(at.center().x() - at.width() * scale / 2, at.top(), at.width() * scale, at.height());
    }
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(r.translated(3, 4), r.width() * 0.09, r.width() * 0.09);
    painter.restore();
    if (sprite.face == kTrophyBackFace)
        paintTrophy(painter, r, 0);
    else if (sprite.face == kBackFace || !face)
        paintBack(painter, r);
    else
        paintCard(painter, r, static_cast<Card>(sprite.face));
}

// ---- Dragging the waiting card onto a pile ----

bool NoIdeaBoard::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_pending && m_pending->isVisible()) {
        if (event->type() == QEvent::MouseButtonPress) {
            auto* mouse = static_cast<QMouseEvent*>(event);
            m_dragOffset = mouse->position().toPoint();
            m_dragging = true;
            m_pending->raise();
            m_pending->setCursor(Qt::ClosedHandCursor);
            return true;
        }
        if (event->type() == QEvent::MouseMove && m_dragging) {
            auto* mouse = static_cast<QMouseEvent*>(event);
            m_pending->move(mapFromGlobal(mouse->globalPosition().toPoint()) - m_dragOffset);
            const QPoint centre = m_pending->geometry().center();
            for (auto* pile : m_piles)
                pile->setHinted(pile->isLit() && pile->geometry().contains(centre));
            return true;
        }
        if (event->type() == QEvent::MouseButtonRelease && m_dragging) {
            m_dragging = false;
            m_pending->setCursor(Qt::OpenHandCursor);
            const QPoint centre = m_pending->geometry().center();
            int target = -1;
            for (std::size_t i = 0; i < m_piles.size(); ++i)
                if (m_piles[i]->geometry().contains(centre))
                    target = int(i);
            m_pending->setGeometry(m_pendingRect.toRect());
            for (auto* pile : m_piles)
                pile->setHinted(false);
            if (target >= 0)
                attempt(ni::moves::pile(target + 1));
            return true;
        }
    }
    return Board::eventFilter(watched, event);
}

} // namespace nobox::noidea
