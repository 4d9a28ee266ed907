// SPDX-License-Identifier: GPL-3.0-or-later
// NoReturnBoard, choosing and acting: the hand marks and buttons of the decision, clicks on columns, drags, keys,
// refusals and hints (the class: no_return_board.h).
#include "no_return_board.h"

#include "hand_view.h"
#include "no_return_words.h"
#include "seat_panel.h"

#include "boards/kit/action_button.h"
#include "boards/kit/fitted_text.h"
#include "boards/kit/message_bubble.h"

#include <QDrag>
#include <QLabel>
#include <QMimeData>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <map>

namespace nobox::noreturn {

namespace {

using games::core::Error;
using games::core::Move;
using kit::fitLabel;
using nr::MoveKind;
using Action = NoReturnBoard::Action;

} // namespace

void NoReturnBoard::updateChoice()
{
    if (!m_view)
        return;
    const Mode now = mode();
    const auto chosen = m_hand->chosenCounters();
    const int n = int(chosen.size());
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

    const QString live = liveLine(now);
    m_liveText = live;
    m_info->setAccessibleName(live);
    // The sums of a clear are what the person weighs: bold, and green once the payment suffices.
    const bool sums = now == Mode::Clear && m_clearColour >= 0;
    const bool enough = sums && isLegal(*candidate(Action::Clear));
    m_info->setStyleSheet(enough   ? QStringLiteral("color: #b8f5a0;")
            : now == Mode::Confirm ? QStringLiteral("color: #ffd166;")
                                   : QStringLiteral("color: #fff8e8;"));
    fitLabel(m_info, 16.5 * m_unit, sums || now == Mode::Confirm);
}

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

void NoReturnBoard::showHinted()
{
    updateChoice();
}

void NoReturnBoard::setMessage(const QString& text, bool warning)
{
    if (text.isEmpty()) {
        m_infoRow->showLine();
        return;
    }
    kit::showBubble(m_message, text, warning, int(std::lround(4 * m_unit)), 0);
    // One line when it fits, else smaller and wrapped.
    const qreal room = std::max(100, m_infoRow->width() - int(40 * m_unit));
    m_message->setFont(kit::shrunkFont(m_message->text(), 16 * m_unit, 11 * m_unit, room, true));
    m_infoRow->showMessage();
}

} // namespace nobox::noreturn
