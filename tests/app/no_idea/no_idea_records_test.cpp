// SPDX-License-Identifier: GPL-3.0-or-later
// A finished No Idea game in the replay viewer, the history and the statistics. The viewer steps through the whole
// game: at every move it shows the engine's replay of that position (the chosen seat's view, the public one, or
// everything open), and its board draws that position (the piles' tops and heights, the draw pile, each seat's
// trophies and prizes). The game is in the history with its players, kinds, levels, scores and places as the
// engine scores the record, and the statistics page counts it; a game of the history opens in the replay viewer.

#include "boards/no_idea/seat_panel.h"
#include "json_compare.h"
#include "no_idea_driver.h"

#include "shell/game_actions.h"
#include "shell/history.h"
#include "shell/identity.h"
#include "shell/replay_viewer.h"
#include "shell/statistics_page.h"

#include "core/game.h"
#include "core/record.h"
#include "core/rng.h"

#include <QComboBox>
#include <QDir>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTableWidget>

using namespace ni_ui;
namespace core = games::core;

namespace {

/// The viewer shows the engine's replay after `moves` moves through `seat`'s eyes, and its board draws it.
void expectShown(App& app, nobox::ReplayViewer* viewer, const core::Record& record, int moves, core::Seat seat)
{
    QCOMPARE(viewer->position(), moves);
    QCOMPARE(viewer->view(), seat);
    const core::Replay replay = core::replay(app.registry, record, static_cast<std::size_t>(moves));
    QVERIFY(replay.match);
    const auto shown = viewer->currentObservation();
    QVERIFY(shown->equals(*replay.match->observe(seat)));
    QCOMPARE(viewer->findChild<QSlider*>(QStringLiteral("replaySlider"))->value(), moves);

    // The board draws that position once its steps are shown (scale 0 ends them at once).
    auto* board = viewer->findChild<NoIdeaBoard*>();
    QVERIFY(board);
    board->setAnimationScale(0);
    const auto& view = dynamic_cast<const ni::NoIdeaObservation&>(*shown);
    QCOMPARE(board->piles().size(), view.piles.size());
    for (std::size_t pile = 0; pile < view.piles.size(); ++pile) {
        QCOMPARE(board->piles()[pile]->card(), view.piles[pile].back());
        QCOMPARE(board->piles()[pile]->count(), int(view.piles[pile].size()));
    }
    for (int s = 0; s < view.seatCount; ++s) {
        const auto& info = board->seatPanel(s)->info();
        QCOMPARE(info.trophyCount, view.seats[std::size_t(s)].trophyCount);
        QCOMPARE(info.prizes, view.seats[std::size_t(s)].prizes);
    }
    // Nothing can be played in a replay.
    QVERIFY(!board->nothingFitsButton()->isEnabled());
    for (auto* pile : board->piles())
        QVERIFY(!pile->isLit());
}

} // namespace

class NoIdeaRecordsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        QVERIFY(qEnvironmentVariableIsSet("XDG_DATA_HOME"));
    }
    // Every test starts with an empty history.
    void init() { QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively(); }

    void NoIdeaReplayStepsThroughTheGame()
    {
        App app;
        QVERIFY(app.start({"", "easy", "easy"}, false, 31));
        QVERIFY(!app.window->actions().replay->isEnabled()); // not while the game runs
        QVERIFY(playToTheEnd(app, 2));
        QVERIFY(app.window->actions().replay->isEnabled());
        const core::Record record = app.session().record();
        app.window->actions().replay->trigger();
        auto* viewer = app.window->replayViewer();
        QVERIFY(viewer->isVisible());
        const int length = int(record.moves.size());
        QCOMPARE(viewer->length(), length);

        // Every move, one step forward at a time, as everybody at the table saw it.
        auto* forward = viewer->findChild<QPushButton*>(QStringLiteral("replayForward"));
        expectShown(app, viewer, record, 0, core::kSpectator);
        for (int at = 1; at <= length; ++at) {
            QTest::mouseClick(forward, Qt::LeftButton);
            expectShown(app, viewer, record, at, core::kSpectator);
        }
        QVERIFY(!forward->isEnabled());
        // Back again a step at a time through each seat's own eyes (what that seat knew then), a stretch each.
        auto* back = viewer->findChild<QPushButton*>(QStringLiteral("replayBack"));
        for (core::Seat seat = 0; seat < 3; ++seat) {
            viewer->setView(seat);
            viewer->jumpTo(length * (seat + 1) / 4 + 12);
            for (int i = 0; i < 12; ++i) {
                const int at = viewer->position() - 1;
                QTest::mouseClick(back, Qt::LeftButton);
                expectShown(app, viewer, record, at, seat);
            }
        }
        // Everything open: the engine's open view, every layout face up.
        viewer->setView(nobox::kEverythingOpen);
        for (int at : {0, length / 3, length}) {
            viewer->jumpTo(at);
            const core::RevealedPosition open = core::revealed(app.registry, record, std::size_t(at));
            QVERIFY(open.observation);
            QVERIFY(viewer->currentObservation()->equals(*open.observation));
            auto* board = viewer->findChild<NoIdeaBoard*>();
            board->setAnimationScale(0);
            const auto& view = dynamic_cast<const ni::NoIdeaObservation&>(*open.observation);
            for (int position = 1; position <= 6; ++position) {
                const ni::Card card
                    = view.seats[std::size_t(board->bottomSeat())].openLayout[std::size_t(position - 1)];
                QCOMPARE(board->place(position)->look(),
                    card == ni::kNoCard ? CardButton::Look::Empty : CardButton::Look::Face);
            }
        }
        QTest::mouseClick(viewer->findChild<QPushButton*>(QStringLiteral("replayClose")), Qt::LeftButton);
        QVERIFY(!viewer->isVisible());
    }

    void NoIdeaInTheHistoryAndStatistics()
    {
        // Anna (a person) against two computers: the history holds the game as the engine scores it, the
        // statistics count it, and it opens again in the replay viewer.
        App app;
        QVERIFY(app.window->history().games("no-idea").empty());
        QVERIFY(app.start({"", "normal", "easy"}, false, 47));
        QVERIFY(playToTheEnd(app, 5));
        const core::Record record = app.session().record();
        const auto replay = core::replay(app.registry, record);
        QVERIFY(replay.match && replay.match->isOver());
        const auto scores = replay.match->score();
        const auto places = core::placesOf(scores);
        QCOMPARE(app.session().finalScores().size(), scores.size());

        QCOMPARE(app.window->history().problem(), nobox::History::Problem::None);
        const auto games = app.window->history().games("no-idea");
        QCOMPARE(games.size(), std::size_t(1));
        const nobox::HistoryGame& game = games.front();
        QCOMPARE(game.game, std::string("no-idea"));
        QVERIFY(!game.practice);
        const QStringList names {"Anna", "Ben", "Cleo"};
        const QStringList levels {QString(), "normal", "easy"};
        QCOMPARE(game.seats.size(), std::size_t(3));
        for (std::size_t seat = 0; seat < 3; ++seat) {
            QCOMPARE(game.seats[seat].name, names[int(seat)]);
            QCOMPARE(game.seats[seat].human, seat == 0);
            if (seat > 0)
                QCOMPARE(game.seats[seat].level, levels[int(seat)]);
            QCOMPARE(game.seats[seat].score, scores[seat].total);
            QCOMPARE(game.seats[seat].place, places[seat]);
        }
        const auto stored = app.window->history().record(game.id);
        QVERIFY(stored);
        QCOMPARE(core::toJson(*stored), core::toJson(record));

        // The statistics page of No Idea for Anna: one game, won or not as the places say, her score.
        app.window->showStatistics("no-idea", QStringLiteral("Anna"));
        nobox::StatisticsPage* page = app.window->statisticsPage();
        QVERIFY(page->isVisible());
        const nobox::PlayerStats stats
            = nobox::statsFor(app.window->history().games("no-idea"), QStringLiteral("Anna"));
        QCOMPARE(stats.games, 1);
        QCOMPARE(stats.wins, places[0] == 1 ? 1 : 0);
        QCOMPARE(stats.best, std::optional<int>(scores[0].total));
        QCOMPARE(stats.vsLevels.at(QStringLiteral("normal")).first, 1);
        QCOMPARE(stats.vsLevels.at(QStringLiteral("easy")).first, 1);
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("statGames"))->text(), QStringLiteral("1"));
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("statWins"))->text(), QString::number(stats.wins));
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("statBest"))->text(), QString::number(scores[0].total));
        auto* last = page->findChild<QTableWidget*>(QStringLiteral("statsLastGames"));
        QCOMPARE(last->rowCount(), 1);

        // A double-click on the game opens it in the replay viewer, at the position the game ended in.
        emit last->cellDoubleClicked(0, 0);
        auto* viewer = app.window->replayViewer();
        QVERIFY(viewer->isVisible());
        QCOMPARE(viewer->length(), int(record.moves.size()));
        viewer->jumpTo(viewer->length());
        QVERIFY(viewer->currentObservation()->equals(*replay.match->observe(viewer->view())));
        QVERIFY(viewer->findChild<NoIdeaBoard*>());
        QTest::mouseClick(viewer->findChild<QPushButton*>(QStringLiteral("replayClose")), Qt::LeftButton);
        QVERIFY(page->isVisible());
    }
};

QTEST_MAIN(NoIdeaRecordsTest)
#include "no_idea_records_test.moc"
