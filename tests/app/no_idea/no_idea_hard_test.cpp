// SPDX-License-Identifier: GPL-3.0-or-later
// A whole No Idea game against the hard level, through the app, to the score sheet: a person (random moves through
// the board's cards, piles and button) and two hard computers. The window stays responsive all along: a timer that asks
// for the UI thread every 10 ms keeps being served while hard thinks (a search on the UI thread would starve it for
// a whole decision). Bounds are ones only a hang can exceed; the wall time, the moves and the longest wait are
// printed.

#include "no_idea_driver.h"
#include "responsiveness_probe.h"

#include "shell/score_sheet.h"

#include "core/rng.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>

using namespace ni_ui;
namespace core = games::core;

class NoIdeaHardTest : public QObject {
    Q_OBJECT

private slots:
    void NoIdeaHardComputerPlaysAWholeGame()
    {
        App app;
        QVERIFY(app.start({"", "hard", "hard"}, false, 6));
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);

        ResponsivenessProbe probe(app.session());

        core::Rng rng(12);
        int computerMoves = 0;
        connect(&app.session(), &nobox::GameSession::moveApplied, this,
            [&](core::Seat seat, const core::Move&) { computerMoves += !app.session().isHuman(seat); });
        for (int step = 0; step < 6000 && !app.session().isOver(); ++step) {
            // The real event loop turns while hard thinks; a bound only a hang reaches.
            QVERIFY(app.waitForHuman(600000));
            if (app.session().isOver())
                break;
            const core::MoveList legal = app.session().humanMoves();
            QVERIFY(!legal.empty());
            QVERIFY(operate(app.board(), legal[rng.below(std::uint32_t(legal.size()))], Way::Click));
        }
        probe.stop();
        QVERIFY(app.session().isOver());
        qInfo() << "moves" << applied.count() << "by hard" << computerMoves << "wall ms" << probe.elapsedMs()
                << "ticks while thinking" << probe.thinkingTicks() << "longest wait ms" << probe.longestWaitMs();
        QVERIFY(computerMoves > 10);
        // The window was served while hard thought (a search on the UI thread would begin and end between two
        // ticks: none would see it thinking). Few on a fast machine, where hard decides within milliseconds.
        QVERIFY(probe.thinkingTicks() > 0);
        QVERIFY2(probe.longestWaitMs() <= 10000,
            qPrintable(QStringLiteral("the UI thread waited %1 ms").arg(probe.longestWaitMs())));

        // The end: the score sheet with the engine's totals, the board says the game is over.
        QDialog* sheet = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] {
                sheet = app.window->findChild<QDialog*>(QStringLiteral("scoreSheet"));
                return sheet && sheet->isVisible();
            },
            60000));
        const auto scores = app.session().finalScores();
        QCOMPARE(scores.size(), std::size_t(3));
        for (std::size_t seat = 0; seat < scores.size(); ++seat)
            QCOMPARE(sheet->findChild<QLabel*>(QStringLiteral("total%1").arg(seat))->text(),
                nobox::pointsText(scores[seat].total));
        QVERIFY(app.board()->statusText().contains(QLatin1String("Game over")));
    }
};

QTEST_MAIN(NoIdeaHardTest)
#include "no_idea_hard_test.moc"
