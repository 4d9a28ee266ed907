// SPDX-License-Identifier: GPL-3.0-or-later
// After the game: "Review This Game" from the score sheet runs the review off the UI thread with a progress bar,
// then lists the person's decisions with the clearly costly ones first, each in a sentence; opening one shows the
// replay viewer at that position from that seat's view; Cancel stops a review in progress and the window goes
// on at once.

#include "app_fixture.h"

#include "shell/hotseat_cover.h"
#include "shell/replay_viewer.h"
#include "shell/review_page.h"
#include "shell/score_sheet.h"

#include "core/record.h"

#include <QChartView>
#include <QElapsedTimer>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QSignalSpy>

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
};

QTEST_MAIN(ReviewTest)
#include "review_test.moc"
