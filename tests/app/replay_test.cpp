// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer: a finished game watched again (forward, back, to a move, the ends, autoplay) shows at every
// position exactly the chosen seat's observation of that position (hidden parts hidden as the engine hides them)
// or the public one, or everything face up once the game is over; an unfinished game is never offered; a game of the
// history opens in it on double-click.

#include "app_fixture.h"

#include "shell/game_actions.h"
#include "shell/history.h"
#include "shell/hotseat_cover.h"
#include "shell/replay_viewer.h"
#include "shell/statistics_page.h"

#include "core/record.h"

#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTableWidget>

using namespace shell_test;
namespace core = games::core;

namespace {

void expectShown(App& app, nobox::ReplayViewer* viewer, const core::Record& record, int moves, core::Seat seat)
{
    QCOMPARE(viewer->position(), moves);
    const core::Replay replay = core::replay(app.registry, record, static_cast<std::size_t>(moves));
    QVERIFY(replay.match);
    QCOMPARE(viewer->view(), seat);
    QVERIFY(viewer->currentObservation()->equals(*replay.match->observe(seat)));
    QCOMPARE(viewer->findChild<QSlider*>(QStringLiteral("replaySlider"))->value(), moves);
}

} // namespace

class ReplayTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void ReplayViewerSteps()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, true, false, 7, 0)));
        QVERIFY(!app.window->actions().replay->isEnabled()); // not while the game runs
        QVERIFY(!app.window->showReplay(app.session().record()));
        core::Rng rng(1);
        while (!app.session().isOver()) {
            QVERIFY(app.waitForHumanOrEnd());
            if (!app.session().isOver())
                QVERIFY(app.playHuman(rng));
        }
        QVERIFY(app.window->actions().replay->isEnabled());
        const core::Record record = app.session().record();
        app.window->actions().replay->trigger();
        auto* viewer = app.window->replayViewer();
        QVERIFY(viewer->isVisible());
        const int length = static_cast<int>(record.moves.size());
        QCOMPARE(viewer->length(), length);
        expectShown(app, viewer, record, 0, core::kSpectator);

        auto click = [viewer](const char* name) {
            QTest::mouseClick(viewer->findChild<QPushButton*>(QString::fromLatin1(name)), Qt::LeftButton);
        };
        click("replayForward");
        click("replayForward");
        expectShown(app, viewer, record, 2, core::kSpectator);
        click("replayBack");
        expectShown(app, viewer, record, 1, core::kSpectator);
        // Through each seat's eyes, anywhere: what that seat saw then.
        core::Rng pick(3);
        for (int i = 0; i < 12; ++i) {
            const int at = static_cast<int>(pick.below(static_cast<std::uint32_t>(length + 1)));
            const core::Seat seat = static_cast<core::Seat>(pick.below(3));
            viewer->setView(seat);
            viewer->findChild<QSlider*>(QStringLiteral("replaySlider"))->setValue(at);
            expectShown(app, viewer, record, at, seat);
        }
        // Everything face up, chosen in the list of views like any other: the engine's open view of each position.
        auto* views = viewer->findChild<QComboBox*>(QStringLiteral("replayViewBox"));
        QCOMPARE(views->count(), 2 + 3);
        for (int i = 0; i < views->count() && viewer->view() != nobox::kEverythingOpen; ++i) {
            views->setFocus();
            QTest::keyClick(views, Qt::Key_Up);
        }
        QCOMPARE(viewer->view(), nobox::kEverythingOpen);
        for (int at : {0, 1, length / 2, length}) {
            viewer->jumpTo(at);
            const core::RevealedPosition open = core::revealed(app.registry, record, static_cast<std::size_t>(at));
            QVERIFY(open.observation);
            QVERIFY(viewer->currentObservation()->equals(*open.observation));
            QVERIFY(viewer->currentObservation()->toJson().contains("revealed"));
        }
        viewer->setView(0);

        click("replayLast");
        expectShown(app, viewer, record, length, viewer->view());
        QVERIFY(!viewer->findChild<QPushButton*>(QStringLiteral("replayForward"))->isEnabled());
        click("replayFirst");
        expectShown(app, viewer, record, 0, viewer->view());
        QVERIFY(viewer->findChild<QListWidget*>(QStringLiteral("replayLog")));

        // Autoplay moves on by itself and stops at the end.
        click("replayPlay");
        QVERIFY(viewer->autoplaying());
        QVERIFY(QTest::qWaitFor([viewer] { return viewer->position() >= 2; }, 5000));
        click("replayPlay");
        QVERIFY(!viewer->autoplaying());
        const int stopped = viewer->position();
        QTest::qWait(1200);
        QCOMPARE(viewer->position(), stopped);

        click("replayClose");
        QVERIFY(!viewer->isVisible());
        QVERIFY(app.window->board()->isVisible() || app.window->cover()->isVisible());
    }

    void ReplayFromTheHistory()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
        QVERIFY(app.window->startGame(table({"easy", "easy", "easy"}, false, false, 4, 0)));
        QVERIFY(over.wait(120000));
        const core::Record record = app.session().record();
        app.window->showStatistics("no-thanks", QStringLiteral("Seat0"));
        auto* last = app.window->statisticsPage()->findChild<QTableWidget*>(QStringLiteral("statsLastGames"));
        QVERIFY(last->rowCount() >= 1);
        emit last->cellDoubleClicked(0, 0);
        auto* viewer = app.window->replayViewer();
        QVERIFY(viewer->isVisible());
        QCOMPARE(viewer->length(), static_cast<int>(record.moves.size()));
        viewer->jumpTo(viewer->length());
        QVERIFY(
            viewer->currentObservation()->equals(*core::replay(app.registry, record).match->observe(core::kSpectator)));
        QTest::mouseClick(viewer->findChild<QPushButton*>(QStringLiteral("replayClose")), Qt::LeftButton);
        QVERIFY(app.window->statisticsPage()->isVisible()); // back where it came from
    }
};

QTEST_MAIN(ReplayTest)
#include "replay_test.moc"
