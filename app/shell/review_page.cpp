// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/review_page.h"

#include "shell/allocator.h"
#include "shell/board_factory.h"
#include "shell/game_texts.h"
#include "shell/kept_review.h"
#include "shell/plural_text.h"
#include "shell/review_sentence.h"
#include "shell/table_settings.h"

#include "core/game.h"
#include "core/match.h"
#include "core/registry.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace nobox {

using games::core::Seat;

namespace {

/// Seat lines told apart by colour (Okabe-Ito, safe for colour-blind eyes) and by dash pattern as well.
constexpr std::array<QRgb, 7> kSeatColours {
    0xff0072b2, 0xffd55e00, 0xff009e73, 0xffcc79a7, 0xff56b4e9, 0xffe69f00, 0xff000000};
constexpr std::array<Qt::PenStyle, 5> kSeatDashes {
    Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};

} // namespace

ReviewPage::ReviewPage(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent)
    : QWidget(parent)
    , m_registry(registry)
    , m_boards(boards)
{
    setObjectName(QStringLiteral("reviewPage"));
    auto* page = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    m_title->setFont(bold);
    top->addWidget(m_title, 1);
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("reviewBack"));
    top->addWidget(m_back);
    page->addLayout(top);
    m_explain = new QLabel(this);
    m_explain->setWordWrap(true);
    page->addWidget(m_explain);

    m_stack = new QStackedWidget(this);
    page->addWidget(m_stack, 1);

    // While it runs: how far, and Cancel.
    m_progressPanel = new QWidget(m_stack);
    auto* progressLayout = new QVBoxLayout(m_progressPanel);
    progressLayout->addStretch(1);
    m_progressLabel = new QLabel(m_progressPanel);
    m_progressLabel->setAlignment(Qt::AlignCenter);
    progressLayout->addWidget(m_progressLabel);
    m_progress = new QProgressBar(m_progressPanel);
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMinimumWidth(360);
    auto* barRow = new QHBoxLayout;
    barRow->addStretch(1);
    barRow->addWidget(m_progress, 2);
    barRow->addStretch(1);
    progressLayout->addLayout(barRow);
    m_cancel = new QPushButton(m_progressPanel);
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    auto* cancelRow = new QHBoxLayout;
    cancelRow->addStretch(1);
    cancelRow->addWidget(m_cancel);
    cancelRow->addStretch(1);
    progressLayout->addLayout(cancelRow);
    m_problem = new QLabel(m_progressPanel);
    m_problem->setObjectName(QStringLiteral("reviewProblem"));
    m_problem->setWordWrap(true);
    m_problem->setAlignment(Qt::AlignCenter);
    progressLayout->addWidget(m_problem);
    progressLayout->addStretch(2);
    m_stack->addWidget(m_progressPanel);

    // The result: the chart above, the chosen seat's decisions below.
    m_resultPanel = new QWidget(m_stack);
    auto* result = new QVBoxLayout(m_resultPanel);
    result->setContentsMargins(0, 0, 0, 0);
    m_chart = new QChartView(new QChart, m_resultPanel);
    m_chart->setObjectName(QStringLiteral("reviewChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);
    m_chart->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_chart->chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    result->addWidget(m_chart, 3);
    auto* seatRow = new QHBoxLayout;
    m_seatLabel = new QLabel(m_resultPanel);
    seatRow->addWidget(m_seatLabel);
    m_seatBox = new QComboBox(m_resultPanel);
    m_seatBox->setObjectName(QStringLiteral("reviewSeat"));
    m_seatLabel->setBuddy(m_seatBox);
    seatRow->addWidget(m_seatBox);
    m_summary = new QLabel(m_resultPanel);
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    seatRow->addWidget(m_summary, 1);
    result->addLayout(seatRow);
    m_list = new QListWidget(m_resultPanel);
    m_list->setObjectName(QStringLiteral("reviewDecisions"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    QFont larger = m_list->font(); // read from a step away, as the score sheet
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    m_list->setFont(larger);
    result->addWidget(m_list, 2);
    m_stack->addWidget(m_resultPanel);

    connect(m_cancel, &QPushButton::clicked, this, [this] {
        cancel();
        emit closeRequested();
    });
    connect(m_back, &QPushButton::clicked, this, [this] {
        cancel();
        emit closeRequested();
    });
    connect(m_seatBox, &QComboBox::activated, this, [this](int index) { setSeat(index); });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { openRow(m_list->row(item)); });
    retranslate();
}

ReviewPage::~ReviewPage() = default;

bool ReviewPage::start(const games::core::Record& record, Seat seat)
{
    const GameUi* ui = m_boards.find(record.game);
    const games::core::Replay whole = games::core::replay(m_registry, record);
    if (!ui || whole.error || !whole.match || !whole.match->isOver())
        return false;
    cancel();
    m_ui = ui;
    m_record = record;
    m_seat = std::clamp(seat, 0, whole.match->seatCount() - 1);
    m_review.reset();
    m_problem->clear();

    games::ai::ReviewOptions options;
    options.agent = m_agent;
    const ReviewKey key = reviewKeyOf(whole.match->game(), record, options);
    m_kept = false;
    if (m_history) {
        if (auto kept = keptReviewOf(*m_history, m_registry, record, key)) {
            retranslate(); // the title, for this game
            m_review = std::move(kept);
            m_kept = true;
            showResult();
            emit finished();
            return true;
        }
    }

    m_cancel->setVisible(true);
    m_stack->setCurrentWidget(m_progressPanel);
    setFraction(0.0, 0, 0);
    retranslate();

    const int generation = ++m_generation;
    auto shared = std::make_shared<const games::core::Record>(record);
    const games::core::Registry* registry = &m_registry;
    m_worker.start([this, generation, shared, registry, options, key](games::core::StopToken stop) {
        auto lastShown = std::make_shared<std::atomic<int>>(-1);
        auto progress = [this, generation, lastShown](const games::ai::ReviewProgress& p) {
            // At most one update per thousandth: the UI thread hears of progress, it is never flooded.
            const int permille = static_cast<int>(p.fraction * 1000.0);
            if (lastShown->exchange(permille) == permille)
                return;
            QMetaObject::invokeMethod(
                this,
                [this, generation, permille, done = p.done, total = p.total] {
                    if (generation == m_generation)
                        setFraction(permille / 1000.0, done, total);
                },
                Qt::QueuedConnection);
        };
        games::core::Error error;
        auto review = games::ai::reviewRecord(*registry, *shared, options, &error, {stop, {}}, progress);
        if (stop.stop_requested())
            return;
        QMetaObject::invokeMethod(
            this,
            [this, generation, review = std::move(review), error, key]() mutable {
                if (generation != m_generation)
                    return;
                m_worker.retire();
                if (!review) {
                    m_cancel->setVisible(false);
                    m_problem->setText(tr("The review could not be made (%1).")
                                           .arg(QString::fromUtf8(error.code.data(), error.code.size())));
                    return;
                }
                m_review = std::move(review);
                if (const auto* game = m_registry.find(m_record.game); m_history && game)
                    (void)keepReview(*m_history, *game, key, *m_review); // when it cannot, the next one computes
                showResult();
                releaseFreeMemory(); // what the searches freed in their threads' arenas
                emit finished();
            },
            Qt::QueuedConnection);
    });
    return true;
}

void ReviewPage::cancel()
{
    ++m_generation; // whatever the running review still reports is dropped
    m_worker.retire();
}

bool ReviewPage::running() const
{
    return m_worker.running();
}

void ReviewPage::setSeat(Seat seat)
{
    if (!m_review || seat < 0 || seat >= m_review->seats)
        return;
    m_seat = seat;
    if (m_seatBox->currentIndex() != seat)
        m_seatBox->setCurrentIndex(seat);
    fillList();
}

int ReviewPage::decisionAt(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(row)] : -1;
}

void ReviewPage::openRow(int row)
{
    const int index = decisionAt(row);
    if (!m_review || index < 0)
        return;
    const auto& decision = m_review->decisions[static_cast<std::size_t>(index)];
    emit decisionOpened(static_cast<int>(decision.ply), decision.seat);
}

void ReviewPage::setFraction(double fraction, int done, int total)
{
    m_done = done;
    m_total = total;
    m_progress->setValue(static_cast<int>(std::lround(fraction * 1000.0)));
    m_progressLabel->setText(total > 0 ? tr("Looking at decision %1 of %2…").arg(std::min(done + 1, total)).arg(total)
                                       : tr("Replaying the game…"));
    m_progress->setAccessibleName(m_progressLabel->text());
}

QString ReviewPage::seatName(Seat seat) const
{
    const auto index = static_cast<std::size_t>(seat);
    if (index < m_record.seats.size() && !m_record.seats[index].empty())
        return QString::fromStdString(m_record.seats[index]);
    return defaultSeatName(seat, true);
}

void ReviewPage::showResult()
{
    m_stack->setCurrentWidget(m_resultPanel);
    {
        const QSignalBlocker block(m_seatBox);
        m_seatBox->clear();
        for (Seat seat = 0; seat < m_review->seats; ++seat)
            m_seatBox->addItem(seatName(seat));
        m_seatBox->setCurrentIndex(m_seat);
    }
    fillChart();
    fillList();
    m_list->setFocus();
}

void ReviewPage::fillChart()
{
    QChart* chart = m_chart->chart();
    chart->removeAllSeries();
    for (auto* axis : chart->axes())
        chart->removeAxis(axis);
    chart->setTitle(tr("Each player's chance to win, as the hard level estimated it from what they knew"));
    if (!m_review)
        return;
    auto* costly = new QScatterSeries;
    costly->setName(tr("Clearly costly"));
    costly->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    costly->setMarkerSize(13);
    costly->setColor(QColor(0xd5, 0x5e, 0x00, 0));
    costly->setBorderColor(Qt::black);
    costly->setPen(QPen(Qt::black, 2.5));
    // Only estimated chances are drawn: a decision the search could not estimate breaks its seat's line (the
    // pieces after the first are the same seat's, left out of the legend), and the legend says what a gap means.
    bool gaps = false;
    for (Seat seat = 0; seat < m_review->seats; ++seat) {
        QPen pen(QColor::fromRgb(kSeatColours[static_cast<std::size_t>(seat) % kSeatColours.size()]));
        pen.setWidthF(2.5);
        pen.setStyle(kSeatDashes[static_cast<std::size_t>(seat) % kSeatDashes.size()]);
        std::vector<QLineSeries*> pieces;
        bool broken = true;
        for (const auto& decision : m_review->decisions) {
            if (decision.seat != seat)
                continue;
            if (!decision.examined) {
                broken = gaps = true;
                continue;
            }
            if (std::exchange(broken, false))
                pieces.push_back(new QLineSeries);
            const double x = static_cast<double>(decision.ply + 1);
            pieces.back()->append(x, decision.playedChance * 100.0);
            if (decision.costly)
                costly->append(x, decision.playedChance * 100.0);
        }
        if (pieces.empty()) // still named in the legend
            pieces.push_back(new QLineSeries);
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            pieces[i]->setName(seatName(seat));
            pieces[i]->setPen(pen);
            pieces[i]->setPointsVisible(true);
            chart->addSeries(pieces[i]);
            if (i > 0)
                for (auto* marker : chart->legend()->markers(pieces[i]))
                    marker->setVisible(false);
        }
    }
    chart->addSeries(costly);
    if (gaps) {
        auto* gap = new QLineSeries; // no points and no line: only its words in the legend
        gap->setName(tr("A gap in a line: a decision the hard level could not estimate"));
        gap->setPen(QPen(Qt::transparent));
        chart->addSeries(gap);
    }
    auto* x = new QValueAxis;
    x->setTitleText(tr("Move (a point: one of that player's decisions; the line joins them)"));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(1, std::max<double>(2, static_cast<double>(m_record.moves.size())));
    auto* y = new QValueAxis;
    y->setTitleText(tr("Chance to win (%)"));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, 100);
    y->setTickCount(6);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (auto* series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

void ReviewPage::fillList()
{
    m_list->clear();
    m_rows.clear();
    if (!m_review || !m_ui)
        return;
    const auto order = m_review->costlyFirst(m_seat);
    const int costly = m_review->costlyCount(m_seat);
    const int count = static_cast<int>(order.size());
    m_summary->setText(pluralText(tr("%n decision(s), %1 clearly costly", nullptr, count), count).arg(costly));
    // Each decision's position as its seat saw it, for the game's own words for the moves.
    auto match = games::core::replay(m_registry, m_record, 0).match;
    std::size_t at = 0;
    std::vector<std::unique_ptr<games::core::Observation>> seen(m_review->decisions.size());
    for (std::size_t i = 0; i < m_review->decisions.size() && match; ++i) {
        const auto& decision = m_review->decisions[i];
        if (decision.seat != m_seat)
            continue;
        for (; at < decision.ply; ++at) {
            games::core::Move move;
            if (match->game().parseMove(m_record.moves[at], move) || match->apply(move))
                return;
        }
        seen[i] = match->observe(decision.seat);
    }
    QFont strong = m_list->font();
    strong.setBold(true);
    QStringList seatNames;
    for (Seat seat = 0; seat < m_review->seats; ++seat)
        seatNames << seatName(seat);
    for (const auto index : order) {
        const auto& decision = m_review->decisions[index];
        if (!seen[index])
            continue;
        const ReviewSentence sentence = reviewSentence(*m_ui->texts, *seen[index], decision, seatNames);
        auto* item = new QListWidgetItem(sentence.text, m_list);
        item->setData(Qt::AccessibleTextRole, sentence.spoken);
        item->setToolTip(tr("Open this position in the replay, as %1 saw it").arg(seatName(decision.seat)));
        if (decision.costly)
            item->setFont(strong);
        m_rows.push_back(static_cast<int>(index));
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
}

void ReviewPage::retranslate()
{
    m_title->setText(m_ui ? tr("Review of this game of %1").arg(m_ui->texts->title()) : tr("Review of this game"));
    m_explain->setText(tr("Every decision seen again by the hard level, from what its player knew at that moment. "
                          "A decision is marked clearly costly when the move played is estimated at least %1 "
                          "points of the chance to win below the hard level's own choice. Open a decision to see "
                          "its position in the replay.")
                           .arg(std::lround(games::ai::kCostlyLoss * 100.0)));
    m_back->setText(tr("&Back"));
    m_back->setAccessibleName(tr("Back from the review"));
    m_cancel->setText(tr("&Cancel"));
    m_cancel->setAccessibleName(tr("Cancel the review"));
    m_seatLabel->setText(tr("&Decisions of:"));
    m_seatBox->setAccessibleName(tr("Whose decisions to list"));
    m_list->setAccessibleName(tr("Decisions, the clearly costly ones first"));
    m_chart->setAccessibleName(tr("Chance to win by move"));
    setFraction(m_progress->value() / 1000.0, m_done, m_total);
    if (m_review) {
        for (Seat seat = 0; seat < m_review->seats && seat < m_seatBox->count(); ++seat)
            m_seatBox->setItemText(seat, seatName(seat));
        fillChart();
        fillList();
    }
}

void ReviewPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace nobox
