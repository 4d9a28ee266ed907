// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_board.h"

#include "board_words.h"
#include "button_row.h"
#include "motion_layer.h"
#include "seat_header.h"

#include "shell/game_session.h"

#include <QApplication>
#include <QLabel>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace nobox::kit {

GameBoard::GameBoard(GameSession& session, QWidget* parent)
    : Board(session, parent)
{
    setFocusPolicy(Qt::NoFocus); // the keyboard goes to the board's controls, never to the felt itself
    connect(&session, &GameSession::started, this, [this] {
        stopMotion();
        forgetPosition();
        m_shownLog = 0;
    });
    // Who thinks changes between positions: the indicator follows the session directly.
    connect(&session, &GameSession::thinkingChanged, this, [this](games::core::Seat seat, bool thinking) {
        if (thinking)
            m_thinking = seat;
        else if (m_thinking == seat)
            m_thinking = games::core::kNoSeat;
        refresh(); // the seats' headers and the status line say who thinks
    });
    connect(&session, &GameSession::thinkingProgress, this, [this](games::core::Seat seat, double fraction) {
        if (SeatHeader* header = hasPosition() ? seatHeader(seat) : nullptr)
            header->setProgress(fraction);
    });
    // The turn shown is over: the person whose turn it is now sits down at the bottom (playsTurnsThrough).
    connect(this, &Board::shownTurnChanged, this, [this] {
        if (hasPosition() && m_nextBottom != m_bottom && shownTurn() == games::core::kNoSeat)
            sitDown();
    });
    connect(&session, &GameSession::coverChanged, this, [this] {
        stopMotion();
        m_takeFocus = !covered(); // the next person is at the screen: the keyboard starts on the board
        refresh();
        m_takeFocus = false;
    });
}

void GameBoard::setAnimationScale(double scale)
{
    Board::setAnimationScale(scale);
    if (scale <= 0)
        stopMotion();
}

void GameBoard::showEvent(QShowEvent* event)
{
    Board::showEvent(event);
    if (hasPosition() && personDecides())
        focusDefault();
}

void GameBoard::stopMotion()
{
    if (m_motion)
        m_motion->finish();
}

void GameBoard::raiseMotion()
{
    if (m_motion)
        m_motion->raise();
}

void GameBoard::focusDefault()
{
    if (hasUsableFocus())
        return;
    if (QWidget* target = defaultFocus())
        target->setFocus(Qt::OtherFocusReason);
}

void GameBoard::takeView(const BoardView& view, bool over)
{
    m_legal.assign(view.legal.begin(), view.legal.end());
    m_names = view.seatNames;
    m_human = view.human;
    m_thinking = view.thinking;
    m_over = over;
    m_hint.reset();
}

QString GameBoard::statusText() const
{
    return m_status ? m_status->accessibleName() : QString();
}

QString GameBoard::rulesSection() const
{
    return !hasPosition() || m_over ? QStringLiteral("scoring") : playSection();
}

QRect GameBoard::buttonRect(const ActionButton* button) const
{
    return button ? rectOf(button, button->rect()) : QRect();
}

QString GameBoard::seatName(int seat) const
{
    return kit::seatName(m_names, seat);
}

SeatFacts GameBoard::seatFacts(int seat, bool turn) const
{
    SeatFacts facts;
    facts.name = seatName(seat);
    facts.seat = seat;
    facts.human = seat < 0 || seat >= int(m_human.size()) || m_human[std::size_t(seat)];
    facts.turn = turn;
    facts.thinking = seat == m_thinking;
    return facts;
}

bool GameBoard::covered() const
{
    return session().coverFor().has_value();
}

bool GameBoard::isLegal(const games::core::Move& move) const
{
    return std::find(m_legal.begin(), m_legal.end(), move) != m_legal.end();
}

games::core::Error GameBoard::check(const games::core::Move& move) const
{
    return session().check(move);
}

void GameBoard::attempt(const games::core::Move& move)
{
    if (!hasPosition() || covered())
        return;
    if (m_over) {
        setMessage(tr("The game is over."), true);
        return;
    }
    if (!humanDecides()) {
        if (m_thinking >= 0)
            setMessage(tr("Please wait: %1 is thinking.").arg(seatName(m_thinking)), true);
        else
            setMessage(tr("Please wait: it is %1's turn.").arg(seatName(seatToMove())), true);
        return;
    }
    if (playsTurnsThrough())
        stopMotion(); // a person acts: the turn shown is over for them
    if (isLegal(move)) {
        setMessage({}, false);
        emit moveRequested(move);
        return;
    }
    const games::core::Error error = check(move);
    if (error)
        showRefusal(error);
    else
        emit moveRequested(move); // legal after all: the session decides
}

QString GameBoard::hintText(const QString& move, double chance)
{
    if (chance < 0)
        return tr("Hint: %1").arg(move);
    return tr("Hint: %1 (about %2% chance to win)").arg(move).arg(int(std::lround(chance * 100)));
}

void GameBoard::refresh()
{
    if (!hasPosition())
        return;
    const bool wasHere = keyboardIsHere();
    redraw(covered());
    if (covered()) {
        m_hint.reset();
        setMessage({}, false);
    }
    if (personDecides())
        keepKeyboard(wasHere);
}

void GameBoard::showStoredPosition(bool sameGame, std::size_t logSize, int seatCount, games::core::Seat viewer)
{
    setMessage({}, false);
    const bool newPanels = seatCount != m_seatCount;
    if (newPanels) {
        m_seatCount = seatCount;
        makeSeatPanels(seatCount);
    }
    // The person at the screen sits at the bottom; a board that plays a finished turn through shows it from
    // where it was played, so there the next person sits down when it is over (the turn shown changes).
    m_nextBottom = bottomSeatFor(viewer, seatCount);
    if (newPanels || ((!sameGame || !playsTurnsThrough()) && m_nextBottom != m_bottom)) {
        m_bottom = m_nextBottom;
        placeSeats();
    }
    m_takeFocus = !sameGame;
    refresh();
    m_takeFocus = false;
    animateNewEvents(sameGame ? m_shownLog : logSize);
    m_shownLog = logSize;
    if (m_nextBottom != m_bottom && shownTurn() == games::core::kNoSeat)
        sitDown(); // no turn before is shown after all
}

int GameBoard::bottomSeatFor(games::core::Seat viewer, int seatCount) const
{
    if (viewer >= 0 && viewer < seatCount)
        return viewer;
    for (int seat = 0; seat < seatCount; ++seat)
        if (seat < int(m_human.size()) && m_human[std::size_t(seat)])
            return seat;
    return 0;
}

void GameBoard::sitDown()
{
    m_bottom = m_nextBottom;
    placeSeats();
    refresh();
}

void GameBoard::showRefusal(const games::core::Error& error)
{
    setMessage(errorWords(error), true);
}

void GameBoard::showHint(const games::core::Move& move, double chance)
{
    if (!hasPosition() || covered())
        return;
    m_hint = move;
    showHinted();
    setMessage(hintText(moveWords(move), chance), false);
}

bool GameBoard::keyboardIsHere() const
{
    // Whether the keyboard was with this board before controls appear and disappear (a hidden button's focus
    // would otherwise wander off to the next widget of the window).
    QWidget* before = QApplication::focusWidget();
    return m_takeFocus || !before || before == this || isAncestorOf(before);
}

void GameBoard::keepKeyboard(bool wasHere)
{
    // The keyboard follows the game, and later never while the focus is elsewhere in the window (say in the log).
    QWidget* focus = QApplication::focusWidget();
    if (wasHere || !focus || focus == this || isAncestorOf(focus))
        focusDefault();
}

bool GameBoard::hasUsableFocus() const
{
    QWidget* focus = QApplication::focusWidget();
    return focus && isAncestorOf(focus) && focus->isVisible() && focus->isEnabled()
        && focus->focusPolicy() != Qt::NoFocus;
}

QLabel* GameBoard::makeLine(QWidget* parent, const QString& objectName, const QString& colour)
{
    auto* line = new QLabel(parent);
    line->setObjectName(objectName);
    line->setAlignment(Qt::AlignCenter);
    line->setStyleSheet(QStringLiteral("color: %1;").arg(colour));
    return line;
}

QLabel* GameBoard::makeMessageLabel(QWidget* parent)
{
    auto* message = new QLabel(parent);
    message->setObjectName(QStringLiteral("message"));
    message->setAlignment(Qt::AlignCenter);
    message->setWordWrap(true);
    return message;
}

ButtonRow* GameBoard::makeButtonRow(QWidget* parent, const ActionButtonLook& look, bool standing)
{
    auto* row = new ButtonRow(this, look, standing, parent);
    m_rulesButton = new QToolButton(row);
    m_rulesButton->setObjectName(QStringLiteral("rules"));
    m_rulesButton->setText(QStringLiteral("?"));
    connect(m_rulesButton, &QToolButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    translateRulesButton();
    row->setRulesButton(m_rulesButton);
    return row;
}

void GameBoard::translateRulesButton()
{
    m_rulesButton->setToolTip(tr("The rules for this moment (F1 opens them all)"));
    m_rulesButton->setAccessibleName(tr("Rules for this moment"));
}

} // namespace nobox::kit
