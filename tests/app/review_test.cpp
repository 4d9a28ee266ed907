// SPDX-License-Identifier: GPL-3.0-or-later
// After the game: "Review This Game" from the score sheet runs the review off the UI thread with a progress bar,
// then lists the person's decisions with the clearly costly ones first, each in a sentence; opening one shows the
// replay viewer at that position from that seat's view; Cancel stops a review in progress and the window goes
// on at once. A finished review is kept in the history: the same game reviewed again (from the statistics, the
// history's copy of the record) shows the same decisions at once, without the worker; a kept review that is
// damaged or of another game is computed again and replaced.

#include "app_fixture.h"

#include "shell/history.h"
#include "shell/hotseat_cover.h"
#include "shell/kept_review.h"
#include "shell/replay_viewer.h"
#include "shell/review_page.h"
#include "shell/score_sheet.h"
#include "shell/statistics_page.h"

#include "ai/review_json.h"
#include "core/game.h"

#include "core/record.h"

#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>

using namespace shell_test;
namespace core = games::core;

namespace {

/// Plays a whole game in which the person at seat 0 plays randomly (blunders included) against two computers.
core::Record playWholeGame(App& app, std::uint64_t seed)
{
    app.session().setSpeed(nobox::Speed::Instant);
    if (!app.window->startGame(table({"", "normal", "normal"}, false, false, seed, 0)))
        return {};
    core::Rng rng(seed);
    while (!app.session().isOver()) {
        if (!app.waitForHumanOrEnd())
            return {};
        if (!app.session().isOver())
            app.playHuman(rng);
    }
    return app.session().record();
}

} // namespace

class ReviewTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        // Each test starts with an empty history: no review kept by an earlier run.
        nobox::applyIdentity();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void ReviewFromTheScoreSheetAndOpenACostlyDecision()
    {
        App app;
        app.open();
        app.window->reviewPage()->setAgent("hard:iterations=400"); // quick; the app's own is hard's budget
        const core::Record record = playWholeGame(app, 5);
        QVERIFY(!record.moves.empty());
        QVERIFY(QTest::qWaitFor([&] { return app.window->scoreSheet() && app.window->scoreSheet()->isVisible(); }));
        auto* sheet = app.window->scoreSheet();
        auto* button = sheet->findChild<QPushButton*>(QStringLiteral("reviewButton"));
        QVERIFY(button && button->isEnabled());
        QVERIFY(!button->accessibleName().isEmpty());
        QTest::mouseClick(button, Qt::LeftButton);

        auto* page = app.window->reviewPage();
        QVERIFY(page->isVisible());
        QVERIFY(page->findChild<QProgressBar*>(QStringLiteral("reviewProgress"))->isVisible());
        QSignalSpy finished(page, &nobox::ReviewPage::finished);
        QVERIFY(finished.wait(240000));
        QVERIFY(page->review());
        const auto& review = *page->review();
        QCOMPARE(page->seat(), 0); // the person's decisions
        QCOMPARE(review.seats, 3);

        // The chart: one line per seat, plus the marks of the costly decisions.
        auto* chart = page->findChild<QChartView*>(QStringLiteral("reviewChart"));
        QVERIFY(chart && chart->isVisible());
        int lines = 0;
        for (auto* series : chart->chart()->series())
            lines += qobject_cast<QLineSeries*>(series) != nullptr && series->type() == QAbstractSeries::SeriesTypeLine;
        QCOMPARE(lines, 3);

        // The list: seat 0's decisions, the costly ones first, each in a sentence.
        auto* list = page->findChild<QListWidget*>(QStringLiteral("reviewDecisions"));
        const auto order = review.costlyFirst(0);
        QCOMPARE(list->count(), static_cast<int>(order.size()));
        const int costly = review.costlyCount(0);
        QVERIFY2(costly > 0, "a person playing at random makes costly decisions");
        for (int row = 0; row < list->count(); ++row) {
            const auto& decision = review.decisions[static_cast<std::size_t>(page->decisionAt(row))];
            QCOMPARE(decision.seat, 0);
            QCOMPARE(decision.costly, row < costly);
            QVERIFY(list->item(row)->text().contains(QString::number(decision.ply + 1)));
            QVERIFY(list->item(row)->text().contains(QLatin1Char('%')));
        }

        // Opening the first (costly) decision shows its position in the replay, from seat 0's view.
        const auto& first = review.decisions[static_cast<std::size_t>(page->decisionAt(0))];
        list->setFocus();
        list->setCurrentRow(0);
        QTest::keyClick(list, Qt::Key_Return);
        auto* viewer = app.window->replayViewer();
        QVERIFY(QTest::qWaitFor([viewer] { return viewer->isVisible(); }, 5000));
        QCOMPARE(viewer->position(), static_cast<int>(first.ply));
        QCOMPARE(viewer->view(), 0);
        const core::Replay at = core::replay(app.registry, record, first.ply);
        QVERIFY(viewer->currentObservation()->equals(*at.match->observe(0)));
        // Back from the replay to the review, which is still there.
        QTest::mouseClick(viewer->findChild<QPushButton*>(QStringLiteral("replayClose")), Qt::LeftButton);
        QVERIFY(page->isVisible());
        QVERIFY(page->review());
    }

    void CancelAReviewInProgress()
    {
        App app;
        app.open();
        // A budget no review finishes soon: only Cancel ends it.
        app.window->reviewPage()->setAgent("hard:iterations=50000000");
        const core::Record record = playWholeGame(app, 8);
        QVERIFY(!record.moves.empty());
        QVERIFY(QTest::qWaitFor([&] { return app.window->scoreSheet() && app.window->scoreSheet()->isVisible(); }));
        QTest::mouseClick(
            app.window->scoreSheet()->findChild<QPushButton*>(QStringLiteral("reviewButton")), Qt::LeftButton);
        auto* page = app.window->reviewPage();
        QVERIFY(page->isVisible());
        QVERIFY(page->running());
        auto* bar = page->findChild<QProgressBar*>(QStringLiteral("reviewProgress"));
        // Progress reaches the window: "Looking at decision 1 of N…".
        QVERIFY(QTest::qWaitFor([bar] { return bar->accessibleName().contains(QStringLiteral("1 of")); }, 60000));
        auto* cancel = page->findChild<QPushButton*>(QStringLiteral("reviewCancel"));
        QVERIFY(!cancel->accessibleName().isEmpty());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY2(clock.elapsed() < 5000, "the window does not wait for the review to stop"); // only a hang
        QVERIFY(!page->isVisible());
        QVERIFY(!page->running());
        QVERIFY(!page->review());
        // The window goes on: the table is back and a new review could start.
        QVERIFY(app.window->board()->isVisible() || app.window->cover()->isVisible());
    }

    void AFinishedReviewIsKeptAndOpensAtOnce()
    {
        App app;
        app.open();
        auto* page = app.window->reviewPage();
        const std::string agent = "hard:iterations=150"; // quick; kept under this spec
        page->setAgent(agent);
        const core::Record record = playWholeGame(app, 6);
        QVERIFY(!record.moves.empty());
        const core::Game& game = *app.registry.find(record.game);
        auto* list = page->findChild<QListWidget*>(QStringLiteral("reviewDecisions"));
        auto* progress = page->findChild<QProgressBar*>(QStringLiteral("reviewProgress"));
        auto* back = page->findChild<QPushButton*>(QStringLiteral("reviewBack"));

        // The first time it is computed, with the progress bar, and kept when it finishes.
        QVERIFY(QTest::qWaitFor([&] { return app.window->scoreSheet() && app.window->scoreSheet()->isVisible(); }));
        QTest::mouseClick(
            app.window->scoreSheet()->findChild<QPushButton*>(QStringLiteral("reviewButton")), Qt::LeftButton);
        QVERIFY(page->running());
        QVERIFY(progress->isVisible());
        QVERIFY(!page->isKept());
        QSignalSpy finished(page, &nobox::ReviewPage::finished);
        QVERIFY(finished.wait(240000));
        QVERIFY(page->review());
        const nlohmann::json computed = games::ai::reviewToJson(game, *page->review());
        const int rows = list->count();
        QVERIFY(rows > 0);
        games::ai::ReviewOptions options;
        options.agent = agent;
        const nobox::ReviewKey key = nobox::reviewKeyOf(game, record, options);
        QVERIFY(app.window->history().keptReview(key));
        QTest::mouseClick(back, Qt::LeftButton);

        // The second time, from the statistics (the history's copy of the record): the same decisions at once.
        // The statistics with the game chosen: its Review Game button.
        auto statisticsReview = [&]() -> QPushButton* {
            app.window->showStatistics("no-thanks");
            auto* stats = app.window->statisticsPage();
            auto* last = stats->findChild<QTableWidget*>(QStringLiteral("statsLastGames"));
            if (!last || last->rowCount() != 1)
                return nullptr;
            last->setCurrentCell(0, 0);
            auto* button = stats->findChild<QPushButton*>(QStringLiteral("statsReviewButton"));
            return button->isEnabled() ? button : nullptr;
        };
        auto reviewFromStatistics = [&] {
            auto* button = statisticsReview();
            if (button)
                QTest::mouseClick(button, Qt::LeftButton);
            return button && page->isVisible();
        };
        auto* button = statisticsReview();
        QVERIFY(button);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(button, Qt::LeftButton);
        const qint64 reopen = clock.nsecsElapsed();
        QVERIFY(page->isVisible());
        qInfo("a kept review of %zu decisions reopened in %.1f ms (the click to the list and chart filled)",
            page->review() ? page->review()->decisions.size() : std::size_t(0), static_cast<double>(reopen) / 1e6);
        QVERIFY(!page->running()); // no worker started
        QVERIFY(page->isKept());
        QVERIFY(!progress->isVisible());
        QVERIFY(page->review());
        QCOMPARE(finished.count(), 2);
        QVERIFY(games::ai::reviewToJson(game, *page->review()) == computed);
        QCOMPARE(list->count(), rows);
        QVERIFY(page->findChild<QChartView*>(QStringLiteral("reviewChart"))->isVisible());
        QTest::mouseClick(back, Qt::LeftButton);

        // A kept review that does not read, or reads but is of another game (a decision past the record's end),
        // is computed again and replaced; the window never trusts it.
        nlohmann::json otherGame = computed;
        otherGame["decisions"].back()["ply"] = record.moves.size() + 5;
        for (const QString& damaged : {QStringLiteral("{\"format\": \"nobox-review\", \"version\": 1, \"decis"),
                 QString::fromStdString(otherGame.dump())}) {
            QVERIFY(app.window->history().keepReview(key, damaged));
            QVERIFY(reviewFromStatistics());
            QVERIFY(page->running());
            QVERIFY(!page->isKept());
            QVERIFY(progress->isVisible());
            QVERIFY(finished.wait(240000));
            QVERIFY(games::ai::reviewToJson(game, *page->review()) == computed); // the same seed: the same review
            const auto kept = app.window->history().keptReview(key);
            QVERIFY(kept && *kept != damaged);
            QTest::mouseClick(back, Qt::LeftButton);
        }
        QVERIFY(reviewFromStatistics());
        QVERIFY(page->isKept());
        QTest::mouseClick(back, Qt::LeftButton);

        // Another agent is another review: computed.
        page->setAgent("hard:iterations=151");
        QVERIFY(reviewFromStatistics());
        QVERIFY(page->running());
        QVERIFY(!page->isKept());
        page->cancel();
    }
};

QTEST_MAIN(ReviewTest)
#include "review_test.moc"
