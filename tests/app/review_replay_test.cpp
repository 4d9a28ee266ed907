// SPDX-License-Identifier: GPL-3.0-or-later
// A decision opened from the review shows its position through that player's eyes and never more, in every
// registered game: exactly the engine's observation of that seat (the other seats' hidden chips and counters hidden
// as the engine hides them), with what the board's recall puts in sight of it (GameUi::recall: No Idea's known cards
// without the memory aid) and its note only then. No Idea's drawing of them is tested with its board
// (no_idea/no_idea_review_replay_test.cpp).

#include "app_fixture.h"

#include "shell/replay_viewer.h"
#include "shell/review_page.h"

#include "core/match.h"
#include "core/record.h"
#include "no_thanks/observation.h"
#include "played_game.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>

using namespace shell_test;
namespace core = games::core;

class ReviewReplayTest : public QObject {
    Q_OBJECT

private slots:
    void AMarkOpensOnlyThatSeatsObservation_data() { addRowPerGame(); }

    void AMarkOpensOnlyThatSeatsObservation()
    {
        QFETCH(QString, game);
        App app;
        app.open();
        const int seats = app.registry.find(game.toStdString())->minSeats();
        const nobox::GameUi* ui = app.boards.find(game.toStdString());
        QVERIFY(ui);
        const core::Record record
            = nobox_test::playedGame(app.registry, game.toStdString(), seats, 9, {"normal", "easy"});
        QVERIFY(!record.moves.empty());
        auto* page = app.window->reviewPage();
        page->setAgent("hard:iterations=100"); // quick; the chances do not matter here
        auto* viewer = app.window->replayViewer();
        for (core::Seat seat = 0; seat < seats; ++seat) {
            QSignalSpy finished(page, &nobox::ReviewPage::finished);
            QVERIFY(app.window->showReview(record, seat));
            QVERIFY(!finished.isEmpty() || finished.wait(240000)); // a kept review shows at once
            const int rows = page->findChild<QListWidget*>(QStringLiteral("reviewDecisions"))->count();
            QVERIFY(rows > 0);
            for (const int row : {0, rows / 2, rows - 1}) {
                const auto& decision = page->review()->decisions[static_cast<std::size_t>(page->decisionAt(row))];
                QCOMPARE(decision.seat, seat);
                page->openRow(row);
                QVERIFY(QTest::qWaitFor([viewer] { return viewer->isVisible(); }, 5000));
                QVERIFY(viewer->recalling());
                QCOMPARE(viewer->view(), seat);
                QCOMPARE(viewer->position(), static_cast<int>(decision.ply));
                const auto engine = core::replay(app.registry, record, decision.ply).match->observe(seat);
                const QString note = ui->recall ? ui->recall(*engine) : QString();
                QVERIFY(viewer->currentObservation()->equals(*engine));
                QCOMPARE(viewer->findChild<QLabel*>(QStringLiteral("replayRecallNote"))->isVisible(), !note.isEmpty());
                if (const auto* nt = dynamic_cast<const games::no_thanks::NoThanksObservation*>(engine.get()))
                    QVERIFY(nt->chips.empty()); // the others' chips are not in it: the board cannot draw them
                QTest::mouseClick(viewer->findChild<QPushButton*>(QStringLiteral("replayClose")), Qt::LeftButton);
                QVERIFY(page->isVisible());
            }
        }
    }
};

QTEST_MAIN(ReviewReplayTest)
#include "review_replay_test.moc"
