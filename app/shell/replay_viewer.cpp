// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/replay_viewer.h"

#include "shell/board.h"
#include "shell/board_factory.h"
#include "shell/game_session.h"
#include "shell/game_texts.h"
#include "shell/table_settings.h"

#include "core/game.h"
#include "core/match.h"
#include "core/registry.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace nobox {

using games::core::kSpectator;
using games::core::Seat;

namespace {
constexpr int kAutoplayMs = 900;
}

ReplayViewer::ReplayViewer(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent)
    : QWidget(parent)
    , m_registry(registry)
    , m_boards(boards)
    , m_idle(std::make_unique<GameSession>(registry))
{
    setObjectName(QStringLiteral("replayViewer"));
    auto* page = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    m_title->setFont(bold);
    top->addWidget(m_title);
    top->addStretch(1);
    m_viewBox = new QComboBox(this);
    m_viewBox->setObjectName(QStringLiteral("replayViewBox"));
    top->addWidget(m_viewBox);
    m_review = new QPushButton(this);
    m_review->setObjectName(QStringLiteral("replayReview"));
    top->addWidget(m_review);
    connect(m_review, &QPushButton::clicked, this, &ReplayViewer::reviewRequested);
    m_close = new QPushButton(this);
    m_close->setObjectName(QStringLiteral("replayClose"));
    top->addWidget(m_close);
    page->addLayout(top);
    m_recallNote = new QLabel(this);
    m_recallNote->setObjectName(QStringLiteral("replayRecallNote"));
    m_recallNote->setWordWrap(true);
    m_recallNote->hide();
    page->addWidget(m_recallNote);

    auto* split = new QSplitter(Qt::Horizontal, this);
    m_boardSlot = new QWidget(split);
    auto* slotLayout = new QVBoxLayout(m_boardSlot);
    slotLayout->setContentsMargins(0, 0, 0, 0);
    m_log = new QListWidget(split);
    m_log->setObjectName(QStringLiteral("replayLog"));
    m_log->setWordWrap(true);
    split->addWidget(m_boardSlot);
    split->addWidget(m_log);
    split->setChildrenCollapsible(false);
    m_boardSlot->setMinimumWidth(360);
    m_log->setMinimumWidth(200);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({900, 300});
    page->addWidget(split, 1);

    auto* controls = new QHBoxLayout;
    m_first = new QPushButton(this);
    m_first->setObjectName(QStringLiteral("replayFirst"));
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("replayBack"));
    m_play = new QPushButton(this);
    m_play->setObjectName(QStringLiteral("replayPlay"));
    m_play->setCheckable(true);
    m_forward = new QPushButton(this);
    m_forward->setObjectName(QStringLiteral("replayForward"));
    m_last = new QPushButton(this);
    m_last->setObjectName(QStringLiteral("replayLast"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_where = new QLabel(this);
    m_where->setObjectName(QStringLiteral("replayPosition"));
    for (QWidget* widget : std::initializer_list<QWidget*> {m_first, m_back, m_play, m_forward, m_last})
        controls->addWidget(widget);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_where);
    page->addLayout(controls);

    m_timer = new QTimer(this);
    m_timer->setInterval(kAutoplayMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_position >= length())
            setAutoplay(false);
        else
            jumpTo(m_position + 1);
    });
    connect(m_first, &QPushButton::clicked, this, [this] { jumpTo(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { jumpTo(m_position - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { jumpTo(m_position + 1); });
    connect(m_last, &QPushButton::clicked, this, [this] { jumpTo(length()); });
    connect(m_play, &QPushButton::toggled, this, &ReplayViewer::setAutoplay);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (value != m_position)
            jumpTo(value);
    });
    connect(m_viewBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < static_cast<int>(m_views.size()))
            show(false);
    });
    connect(m_close, &QPushButton::clicked, this, [this] {
        setAutoplay(false);
        emit closeRequested();
    });
    retranslate();
}

ReplayViewer::~ReplayViewer()
{
    delete m_board; // before the session it refers to
}

int ReplayViewer::length() const
{
    return static_cast<int>(m_record.moves.size());
}

bool ReplayViewer::setRecord(const games::core::Record& record, const std::vector<Seat>& views)
{
    const GameUi* ui = m_boards.find(record.game);
    games::core::Replay replay = games::core::replay(m_registry, record, 0);
    if (!ui || !replay.match || replay.error || views.empty())
        return false;
    setAutoplay(false);
    delete m_board;
    m_ui = ui;
    m_record = record;
    // Only the moves that replay (a record from a file may stop early).
    const games::core::Replay whole = games::core::replay(m_registry, record);
    if (whole.error && whole.failedMove >= 0)
        m_record.moves.resize(static_cast<std::size_t>(whole.failedMove));
    m_views = views;
    m_recall = false;
    m_review->setVisible(whole.match && whole.match->isOver() && !whole.error);
    m_match = std::move(replay.match);
    m_position = 0;
    m_board = ui->makeBoard(*m_idle, m_boardSlot);
    m_board->setAnimationScale(0);
    m_boardSlot->layout()->addWidget(m_board);
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, length());
        m_slider->setValue(0);
    }
    retranslate(); // the title names the game; fills the views and shows the start
    return true;
}

void ReplayViewer::jumpTo(int moves)
{
    if (!m_match)
        return;
    moves = std::clamp(moves, 0, length());
    const bool oneForward = moves == m_position + 1;
    if (oneForward) {
        games::core::Move move;
        if (m_match->game().parseMove(m_record.moves[static_cast<std::size_t>(m_position)], move)
            || m_match->apply(move))
            return;
    } else if (moves != m_position) {
        games::core::Replay replay = games::core::replay(m_registry, m_record, static_cast<std::size_t>(moves));
        if (!replay.match)
            return;
        m_match = std::move(replay.match);
    }
    m_position = moves;
    show(oneForward);
}

void ReplayViewer::setView(Seat seat)
{
    const auto it = std::find(m_views.begin(), m_views.end(), seat);
    if (it != m_views.end())
        m_viewBox->setCurrentIndex(static_cast<int>(it - m_views.begin()));
}

Seat ReplayViewer::view() const
{
    const int index = m_viewBox->currentIndex();
    return index >= 0 && index < static_cast<int>(m_views.size()) ? m_views[static_cast<std::size_t>(index)]
                                                                  : kSpectator;
}

void ReplayViewer::setAutoplay(bool on)
{
    if (on && m_position >= length())
        jumpTo(0);
    if (on)
        m_timer->start();
    else
        m_timer->stop();
    const QSignalBlocker block(m_play);
    m_play->setChecked(on);
    retranslate();
}

bool ReplayViewer::autoplaying() const
{
    return m_timer->isActive();
}

void ReplayViewer::setRecall(bool on)
{
    m_recall = on;
    show(false);
}

std::unique_ptr<games::core::Observation> ReplayViewer::currentObservation() const
{
    return observed(nullptr);
}

std::unique_ptr<games::core::Observation> ReplayViewer::observed(QString* recalled) const
{
    if (!m_match)
        return nullptr;
    if (view() == kEverythingOpen)
        if (auto open = games::core::revealed(m_registry, m_record, static_cast<std::size_t>(m_position)).observation)
            return open;
    auto seen = m_match->observe(view());
    if (m_recall && view() >= 0 && m_ui && m_ui->recall) {
        const QString said = m_ui->recall(*seen);
        if (recalled)
            *recalled = said;
    }
    return seen;
}

void ReplayViewer::show(bool animate)
{
    if (!m_board || !m_match)
        return;
    QString recalled;
    const auto observation = observed(&recalled);
    m_recallNote->setText(recalled);
    m_recallNote->setVisible(!recalled.isEmpty());
    QStringList names;
    for (std::size_t seat = 0; seat < m_record.seats.size(); ++seat)
        names << (m_record.seats[seat].empty() ? defaultSeatName(static_cast<int>(seat), true)
                                               : QString::fromStdString(m_record.seats[seat]));
    BoardView view;
    view.observation = observation.get();
    view.seatNames = names;
    view.human.assign(m_record.seats.size(), true);
    view.over = m_match->isOver();
    m_board->setAnimationScale(animate ? 0.5 : 0);
    m_board->showPosition(view);
    m_log->clear();
    m_log->addItems(m_ui->texts->logLines(*observation, names));
    m_log->scrollToBottom();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(m_position);
    }
    m_first->setEnabled(m_position > 0);
    m_back->setEnabled(m_position > 0);
    m_forward->setEnabled(m_position < length());
    m_last->setEnabled(m_position < length());
    m_where->setText(tr("Move %1 of %2").arg(m_position).arg(length()));
}

void ReplayViewer::fillViews()
{
    const QSignalBlocker block(m_viewBox);
    const int keep = std::max(0, m_viewBox->currentIndex());
    m_viewBox->clear();
    for (Seat seat : m_views) {
        if (seat == kEverythingOpen) {
            m_viewBox->addItem(tr("Everything open (every hand face up)"));
        } else if (seat == kSpectator) {
            m_viewBox->addItem(tr("As a spectator (public only)"));
        } else {
            const auto index = static_cast<std::size_t>(seat);
            const QString name = index < m_record.seats.size() && !m_record.seats[index].empty()
                ? QString::fromStdString(m_record.seats[index])
                : defaultSeatName(seat, true);
            m_viewBox->addItem(tr("Through %1's eyes").arg(name));
        }
    }
    m_viewBox->setCurrentIndex(std::min(keep, m_viewBox->count() - 1));
}

void ReplayViewer::retranslate()
{
    m_title->setText(m_ui ? tr("Replay: %1").arg(m_ui->texts->title()) : tr("Replay"));
    m_first->setText(tr("« Start"));
    m_first->setAccessibleName(tr("To the start"));
    m_back->setText(tr("◀ Back"));
    m_back->setAccessibleName(tr("One move back"));
    m_play->setText(autoplaying() ? tr("⏸ Pause") : tr("▶ Play"));
    m_play->setAccessibleName(autoplaying() ? tr("Pause") : tr("Play the moves one by one"));
    m_forward->setText(tr("Forward ▶"));
    m_forward->setAccessibleName(tr("One move forward"));
    m_last->setText(tr("End »"));
    m_last->setAccessibleName(tr("To the end"));
    m_close->setText(tr("&Close Replay"));
    m_review->setText(tr("&Review This Game"));
    m_review->setAccessibleName(tr("Review every decision of this game with the hard level"));
    m_slider->setAccessibleName(tr("Move"));
    m_viewBox->setAccessibleName(tr("Whose view the replay shows"));
    m_viewBox->setToolTip(tr("Everything open, what everybody at the table saw, or one player's own view"));
    if (m_match) {
        fillViews();
        show(false);
    }
}

void ReplayViewer::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace nobox
