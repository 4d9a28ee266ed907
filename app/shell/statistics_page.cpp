// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/statistics_page.h"

#include "shell/board_factory.h"
#include "shell/game_texts.h"
#include "shell/history.h"
#include "shell/table_settings.h"

#include "core/game.h"
#include "core/registry.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace nobox {

std::vector<std::vector<int>> scoreTimeline(const games::core::Registry& registry, const games::core::Record& record)
{
    std::vector<std::vector<int>> timeline;
    games::core::Replay replay = games::core::replay(registry, record, 0);
    if (!replay.match)
        return timeline;
    games::core::Match& match = *replay.match;
    const auto totals = [&match] {
        std::vector<int> row;
        for (const auto& score : match.score())
            row.push_back(score.total);
        return row;
    };
    timeline.push_back(totals());
    for (const std::string& text : record.moves) {
        games::core::Move move;
        if (match.game().parseMove(text, move) || match.apply(move))
            break;
        timeline.push_back(totals());
    }
    return timeline;
}

namespace {

QTableWidgetItem* item(const QString& text)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return cell;
}

QChartView* makeChartView(const QString& name, QWidget* parent)
{
    auto* view = new QChartView(new QChart, parent);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(280);
    view->chart()->legend()->setAlignment(Qt::AlignBottom);
    return view;
}

/// An axis over [low, high] with whole-number ticks only (1, 2, 5, 10, 20, 25, 50… apart, at most about eight), so
/// that no label repeats; `pad` leaves half a step of room at both ends for points on the edge.
QValueAxis* integerAxis(const QString& title, double low, double high, bool pad)
{
    double span = std::max(1.0, high - low);
    double step = 1;
    for (const double next : {2.0, 5.0, 10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0})
        if (span / step > 8)
            step = next;
    double from = pad ? std::floor(low / step) * step : low;
    double to = pad ? std::ceil(high / step) * step : high;
    if (pad && to - from < 2 * step) { // a single value: a step above and below
        from -= step;
        to += step;
    }
    auto* axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setRange(pad ? from : low - 0.5, pad ? to : std::max(high, low) + 0.5);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(pad ? from : low);
    axis->setTickInterval(step);
    axis->setMinorTickCount(0);
    return axis;
}

/// Whole-number axes that fit the chart's series: games or moves along, scores up.
void fitAxes(
    QChart* chart, const QString& xTitle, const QString& yTitle, double xMin, double xMax, double yMin, double yMax)
{
    QValueAxis* x = integerAxis(xTitle, xMin, xMax, false);
    QValueAxis* y = integerAxis(yTitle, yMin, yMax, true);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (auto* series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

/// `content` in a stack with a sentence that stands in its place while it has nothing to show (page 1).
QStackedWidget* withEmptyState(QWidget* content, const QString& name, QWidget* parent)
{
    auto* stack = new QStackedWidget(parent);
    stack->addWidget(content);
    auto* empty = new QLabel(stack);
    empty->setObjectName(name);
    empty->setWordWrap(true);
    empty->setAlignment(Qt::AlignCenter);
    empty->setMargin(16);
    empty->setFrameShape(QFrame::StyledPanel);
    stack->addWidget(empty);
    return stack;
}

/// Shows `stack`'s content, or in its place `emptyText` when it is not empty.
void showEmptyState(QStackedWidget* stack, const QString& emptyText)
{
    auto* label = static_cast<QLabel*>(stack->widget(1));
    label->setText(emptyText);
    stack->setCurrentIndex(emptyText.isEmpty() ? 0 : 1);
}

} // namespace

StatisticsPage::StatisticsPage(
    History& history, const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent)
    : QWidget(parent)
    , m_history(history)
    , m_registry(registry)
    , m_boards(boards)
{
    setObjectName(QStringLiteral("statisticsPage"));
    auto* page = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    m_title->setFont(titleFont);
    top->addWidget(m_title);
    top->addStretch(1);
    m_gameLabel = new QLabel(this);
    m_game = new QComboBox(this);
    m_game->setObjectName(QStringLiteral("statsGameBox"));
    m_gameLabel->setBuddy(m_game);
    m_playerLabel = new QLabel(this);
    m_player = new QComboBox(this);
    m_player->setObjectName(QStringLiteral("statsPlayerBox"));
    m_player->setMinimumContentsLength(12);
    m_playerLabel->setBuddy(m_player);
    for (QWidget* widget : std::initializer_list<QWidget*> {m_gameLabel, m_game, m_playerLabel, m_player})
        top->addWidget(widget);
    m_review = new QPushButton(this);
    m_review->setObjectName(QStringLiteral("statsReviewButton"));
    m_review->setEnabled(false);
    m_clear = new QPushButton(this);
    m_clear->setObjectName(QStringLiteral("clearHistoryButton"));
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("backButton"));
    top->addSpacing(16);
    top->addWidget(m_review);
    top->addWidget(m_clear);
    top->addWidget(m_back);
    page->addLayout(top);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("statsProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #a02020; font-weight: bold; }"));
    m_problem->hide();
    page->addWidget(m_problem);

    auto* middle = new QHBoxLayout;
    auto* figures = new QGridLayout;
    const char* const names[] {"statGames", "statWins", "statWinRate", "statAverage", "statBest"};
    for (int i = 0; i < 5; ++i) {
        auto* caption = new QLabel(this);
        auto* value = new QLabel(this);
        value->setObjectName(QString::fromLatin1(names[i]));
        QFont big = value->font();
        big.setBold(true);
        big.setPointSizeF(big.pointSizeF() * 1.4);
        value->setFont(big);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        figures->addWidget(caption, i, 0);
        figures->addWidget(value, i, 1);
        m_figures.emplace_back(caption, value);
    }
    figures->setRowStretch(5, 1);
    middle->addLayout(figures);
    m_levels = new QTableWidget(0, 3, this);
    m_levels->setObjectName(QStringLiteral("statsLevels"));
    m_levels->verticalHeader()->hide();
    m_levels->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_levelsStack = withEmptyState(m_levels, QStringLiteral("statsLevelsEmpty"), this);
    m_levelsStack->setMaximumHeight(150);
    middle->addWidget(m_levelsStack, 1, Qt::AlignTop);
    m_scoreChart = makeChartView(QStringLiteral("scoreChart"), this);
    m_scoreStack = withEmptyState(m_scoreChart, QStringLiteral("scoreChartEmpty"), this);
    middle->addWidget(m_scoreStack, 2);
    page->addLayout(middle, 1);

    auto* bottom = new QHBoxLayout;
    m_lastGames = new QTableWidget(0, 4, this);
    m_lastGames->setObjectName(QStringLiteral("statsLastGames"));
    m_lastGames->verticalHeader()->hide();
    m_lastGames->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_lastGames->setSelectionMode(QAbstractItemView::SingleSelection);
    m_lastGames->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_lastGames->horizontalHeader()->setStretchLastSection(true);
    m_lastGamesStack = withEmptyState(m_lastGames, QStringLiteral("statsLastGamesEmpty"), this);
    bottom->addWidget(m_lastGamesStack, 1);
    m_movesChart = makeChartView(QStringLiteral("movesChart"), this);
    m_movesStack = withEmptyState(m_movesChart, QStringLiteral("movesChartEmpty"), this);
    bottom->addWidget(m_movesStack, 1);
    page->addLayout(bottom, 1);

    for (const auto& game : registry.games())
        if (boards.find(game->id()))
            m_game->addItem(QString(), QString::fromUtf8(game->id().data(), game->id().size()));

    connect(m_game, &QComboBox::currentIndexChanged, this, [this] { reload(); });
    connect(m_player, &QComboBox::currentIndexChanged, this, &StatisticsPage::showStats);
    connect(m_lastGames, &QTableWidget::currentCellChanged, this, [this](int row) { showGamePlot(row); });
    connect(m_lastGames, &QTableWidget::cellDoubleClicked, this, [this](int row) {
        if (row >= 0 && row < static_cast<int>(m_rowGames.size()))
            emit replayRequested(m_rowGames[static_cast<std::size_t>(row)]);
    });
    connect(m_review, &QPushButton::clicked, this, [this] {
        const int row = m_lastGames->currentRow();
        if (row >= 0 && row < static_cast<int>(m_rowGames.size()))
            emit reviewRequested(m_rowGames[static_cast<std::size_t>(row)]);
    });
    connect(m_lastGames, &QTableWidget::currentCellChanged, this,
        [this](int row) { m_review->setEnabled(row >= 0 && row < static_cast<int>(m_rowGames.size())); });
    connect(m_back, &QPushButton::clicked, this, &StatisticsPage::backRequested);
    connect(m_clear, &QPushButton::clicked, this, &StatisticsPage::askToClear);
    retranslate();
}

void StatisticsPage::reload(const std::string& gameId, const QString& player)
{
    if (!gameId.empty()) {
        const int index = m_game->findData(QString::fromStdString(gameId));
        if (index >= 0 && index != m_game->currentIndex()) {
            const QSignalBlocker block(m_game);
            m_game->setCurrentIndex(index);
        }
    }
    const QString keep = player.isEmpty() ? m_player->currentText() : player;
    {
        const QSignalBlocker block(m_player);
        m_player->clear();
        m_player->addItems(m_history.players(m_game->currentData().toString().toStdString()));
        const int index = m_player->findText(keep);
        m_player->setCurrentIndex(index >= 0 ? index : 0);
    }
    showStats();
}

void StatisticsPage::showStats()
{
    const QString problem = m_history.problemText();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_clear->setEnabled(problem.isEmpty());

    const std::string gameId = m_game->currentData().toString().toStdString();
    const QString name = m_player->currentText();
    const std::vector<HistoryGame> games = m_history.games(gameId);
    const PlayerStats stats = statsFor(games, name);
    const QLocale locale;
    m_figures[0].second->setText(QString::number(stats.games));
    m_figures[1].second->setText(QString::number(stats.wins));
    m_figures[2].second->setText(
        stats.games ? locale.toString(100.0 * stats.winRate, 'f', 0) + QLatin1Char('%') : QStringLiteral("–"));
    m_figures[3].second->setText(stats.games ? locale.toString(stats.average, 'f', 1) : QStringLiteral("–"));
    m_figures[4].second->setText(stats.best ? QString::number(*stats.best) : QStringLiteral("–"));

    m_levels->setRowCount(0);
    for (const QString& level : computerLevels()) { // weakest first
        const auto found = stats.vsLevels.find(level);
        if (found == stats.vsLevels.end())
            continue;
        const auto& counts = found->second;
        const int row = m_levels->rowCount();
        m_levels->insertRow(row);
        m_levels->setItem(row, 0, item(levelLabel(level)));
        m_levels->setItem(row, 1, item(QString::number(counts.first)));
        m_levels->setItem(row, 2, item(QString::number(counts.second)));
    }
    const QString who = name.isEmpty() ? tr("this player") : name;
    showEmptyState(m_levelsStack,
        m_levels->rowCount() > 0 ? QString()
                                 : tr("Games against computer players show here, by level: %1 has played none yet "
                                      "(games among people only do not count here).")
                                       .arg(who));

    // The last games this player sat in (practice ones marked), and the plot of their scores, oldest first.
    m_lastGames->setRowCount(0);
    m_rowGames.clear();
    // Named by what they are: the line is every game's score, the larger points the games won.
    auto* scores = new QLineSeries;
    scores->setName(tr("Score of %1").arg(who));
    scores->setPointsVisible(true); // one game is one point, which a line alone would not show
    auto* wins = new QScatterSeries;
    wins->setName(tr("Games %1 won").arg(who));
    wins->setMarkerSize(11);
    double low = 0, high = 0;
    int plotted = 0;
    for (auto it = games.rbegin(); it != games.rend(); ++it) {
        const auto me = std::find_if(
            it->seats.begin(), it->seats.end(), [&name](const HistorySeat& seat) { return seat.name == name; });
        if (me == it->seats.end() || it->practice)
            continue;
        ++plotted;
        scores->append(plotted, me->score);
        if (me->place == 1)
            wins->append(plotted, me->score);
        low = plotted == 1 ? me->score : std::min<double>(low, me->score);
        high = plotted == 1 ? me->score : std::max<double>(high, me->score);
    }
    QChart* chart = m_scoreChart->chart();
    chart->removeAllSeries();
    for (auto* axis : chart->axes())
        chart->removeAxis(axis);
    chart->addSeries(scores);
    if (wins->count() > 0)
        chart->addSeries(wins);
    else
        delete wins;
    chart->setTitle(tr("Score per game"));
    fitAxes(chart, tr("Game"), tr("Score"), 1, std::max(1, plotted), low, high);
    showEmptyState(m_scoreStack,
        plotted > 0 ? QString()
                    : tr("Each finished game of %1 adds a point here, from the first one on (games with undo "
                         "count as practice and are left out).")
                          .arg(who));

    for (const HistoryGame& game : games) {
        const auto me = std::find_if(
            game.seats.begin(), game.seats.end(), [&name](const HistorySeat& seat) { return seat.name == name; });
        if (me == game.seats.end())
            continue;
        if (m_lastGames->rowCount() >= 30)
            break;
        QStringList others;
        for (const HistorySeat& seat : game.seats)
            others << tr("%1 %2").arg(seat.name).arg(seat.score);
        const int row = m_lastGames->rowCount();
        m_lastGames->insertRow(row);
        QString when = locale.toString(game.finished.toLocalTime(), QLocale::ShortFormat);
        if (game.practice)
            when += QLatin1Char(' ') + tr("(practice)");
        m_lastGames->setItem(row, 0, item(when));
        m_lastGames->setItem(row, 1, item(QString::number(me->score)));
        m_lastGames->setItem(row, 2, item(me->place == 1 ? tr("won") : tr("place %1").arg(me->place)));
        m_lastGames->setItem(row, 3, item(others.join(QStringLiteral(" · "))));
        m_rowGames.push_back(game.id);
    }
    showEmptyState(m_lastGamesStack,
        m_lastGames->rowCount() > 0
            ? QString()
            : tr("Every game %1 finishes shows here, newest first; a double click replays it.").arg(who));
    if (m_lastGames->rowCount() > 0)
        m_lastGames->setCurrentCell(0, 0);
    else
        showGamePlot(-1);
    m_review->setEnabled(m_lastGames->currentRow() >= 0);
}

void StatisticsPage::showGamePlot(int row)
{
    QChart* chart = m_movesChart->chart();
    chart->removeAllSeries();
    for (auto* axis : chart->axes())
        chart->removeAxis(axis);
    chart->setTitle(tr("Score move by move"));
    showEmptyState(m_movesStack, tr("Choose a finished game in the list: its scores show here move by move."));
    if (row < 0 || row >= static_cast<int>(m_rowGames.size()))
        return;
    const auto record = m_history.record(m_rowGames[static_cast<std::size_t>(row)]);
    if (!record)
        return;
    const auto timeline = scoreTimeline(m_registry, *record);
    if (timeline.empty())
        return;
    double low = timeline.front().front(), high = low;
    for (std::size_t seat = 0; seat < timeline.front().size(); ++seat) {
        auto* series = new QLineSeries;
        series->setName(seat < record->seats.size() && !record->seats[seat].empty()
                ? QString::fromStdString(record->seats[seat])
                : defaultSeatName(static_cast<int>(seat), true));
        for (std::size_t move = 0; move < timeline.size(); ++move) {
            const int score = timeline[move][seat];
            series->append(static_cast<double>(move), score);
            low = std::min<double>(low, score);
            high = std::max<double>(high, score);
        }
        chart->addSeries(series);
    }
    fitAxes(chart, tr("Move"), tr("Score"), 0, static_cast<double>(timeline.size() - 1), low, high);
    showEmptyState(m_movesStack, {});
}

void StatisticsPage::askToClear()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Clear the history"),
        tr("Forget every finished game of every game and player? This cannot be undone."),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("clearHistoryQuestion"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Yes)
            clearConfirmed();
    });
    box->open();
}

void StatisticsPage::clearConfirmed()
{
    m_history.clear();
    reload();
}

void StatisticsPage::retranslate()
{
    m_title->setText(tr("Statistics"));
    m_gameLabel->setText(tr("&Game:"));
    m_playerLabel->setText(tr("&Player:"));
    for (int i = 0; i < m_game->count(); ++i)
        if (const GameUi* ui = m_boards.find(m_game->itemData(i).toString().toStdString()))
            m_game->setItemText(i, ui->texts->title());
    const QString captions[] {tr("Games"), tr("Wins"), tr("Win rate"), tr("Average score"), tr("Best score")};
    for (std::size_t i = 0; i < m_figures.size(); ++i)
        m_figures[i].first->setText(captions[i]);
    m_levels->setHorizontalHeaderLabels({tr("Against"), tr("Games"), tr("Wins")});
    m_lastGames->setHorizontalHeaderLabels({tr("When"), tr("Score"), tr("Result"), tr("Table")});
    m_clear->setText(tr("C&lear History…"));
    m_review->setText(tr("&Review Game"));
    m_review->setAccessibleName(tr("Review every decision of the game selected in the list"));
    m_back->setText(tr("&Back"));
    m_back->setAccessibleName(tr("Back to the start page"));
    if (isVisible())
        showStats();
}

void StatisticsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace nobox
