// SPDX-License-Identifier: GPL-3.0-or-later
// Saved games are found again: Save Game always writes the ending Open looks for, suggests a dated name in a folder
// that exists and says in the status bar where the game went; games put aside are listed on the start page with
// their game, players, date and moves, and open or go from there; opening a saved copy of the running game puts no
// duplicate aside. At the end of a game the score sheet and Play again stay at hand (side panel and Game menu).

#include "app_fixture.h"

#include "shell/autosave.h"
#include "shell/game_actions.h"
#include "shell/save_location.h"
#include "shell/score_sheet.h"
#include "shell/side_panel.h"
#include "shell/start_page.h"
#include "shell/unfinished_games.h"

#include "core/rng.h"

#include <QDir>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidget>

using namespace shell_test;
namespace core = games::core;

namespace {

/// Plays `moves` decisions of the person (computers answer on their own).
bool playSome(App& app, int moves, core::Rng& rng)
{
    for (int i = 0; i < moves; ++i)
        if (!app.waitForHumanOrEnd() || app.session().isOver() || !app.playHuman(rng))
            return false;
    return app.waitForHumanOrEnd();
}

int setAsideCount()
{
    return static_cast<int>(nobox::setAsideFiles().size());
}

} // namespace

class FindingGamesTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QDir(nobox::setAsideFolder()).removeRecursively();
        nobox::clearAutosave();
    }

    void theRecordEndingIsAlwaysAdded()
    {
        QCOMPARE(nobox::withRecordEnding(QStringLiteral("/tmp/saved1")), QStringLiteral("/tmp/saved1.nobox.json"));
        QCOMPARE(nobox::withRecordEnding(QStringLiteral("/tmp/game.json")), QStringLiteral("/tmp/game.nobox.json"));
        QCOMPARE(nobox::withRecordEnding(QStringLiteral("/tmp/g.nobox.json")), QStringLiteral("/tmp/g.nobox.json"));
        const QString name
            = nobox::suggestedSaveName(QStringLiteral("No Thanks!"), QDateTime(QDate(2026, 11, 25), QTime(15, 48)));
        QCOMPARE(name, QStringLiteral("No Thanks! 2026-11-25 1548.nobox.json"));
        QVERIFY(QFileInfo(nobox::saveFolder()).isDir()); // never a folder that does not exist
    }

    void saveGameAsWritesTheEndingAndSaysWhere()
    {
        QTemporaryDir dir;
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, false, false, 41, 0)));
        QVERIFY(app.waitForHumanOrEnd());
        const QString written = app.window->saveGameAs(dir.filePath(QStringLiteral("saved1")));
        QCOMPARE(written, dir.filePath(QStringLiteral("saved1.nobox.json")));
        QVERIFY(QFileInfo::exists(written));
        QVERIFY(app.window->statusBar()->isVisible());
        QVERIFY2(app.window->statusBar()->currentMessage().contains(QLatin1String("saved1.nobox.json")),
            qPrintable(app.window->statusBar()->currentMessage()));
        QCOMPARE(nobox::saveFolder(), dir.path()); // the next save and open start there
        QVERIFY(app.window->openGameFrom(written).isEmpty());
    }

    void gamesPutAsideAreListedOpenedAndDeleted()
    {
        App app;
        core::Rng rng(3);
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        nobox::UnfinishedGames* list = app.window->startPage()->unfinishedGames();
        QVERIFY(!list->isVisible()); // none yet: no list
        QVERIFY(app.window->startGame(table({"", "easy", "normal"}, false, false, 42, 0)));
        QVERIFY(playSome(app, 3, rng));
        const core::Record first = app.session().record();

        QVERIFY(app.window->startGame(table({"", "easy", "easy", "easy"}, true, false, 43, 0)));
        QVERIFY(playSome(app, 1, rng));
        QCOMPARE(setAsideCount(), 1);
        app.window->showStartPage();
        QVERIFY(list->isVisible());
        QCOMPARE(list->list()->topLevelItemCount(), 1);
        const QTreeWidgetItem* row = list->list()->topLevelItem(0);
        QCOMPARE(row->text(0), QStringLiteral("No Thanks!"));
        QCOMPARE(row->text(1), QStringLiteral("Seat0, Seat1 and Seat2"));
        QCOMPARE(row->text(3), QString::number(first.moves.size()));
        QVERIFY(!row->text(2).isEmpty());

        // Opened from the list: the game goes on where it stopped; the other unfinished game takes its place in
        // the list, and no copy of the opened one stays behind.
        QTest::mouseClick(list->openButton(), Qt::LeftButton);
        QVERIFY(app.window->board() && app.window->board()->isVisible());
        QCOMPARE(app.session().record().moves, first.moves);
        QCOMPARE(setAsideCount(), 1);
        app.window->showStartPage();
        QCOMPARE(list->list()->topLevelItemCount(), 1);
        QCOMPARE(list->list()->topLevelItem(0)->text(1), QStringLiteral("Seat0, Seat1, Seat2 and Seat3"));

        // Deleted, after a question.
        QTest::mouseClick(list->deleteButton(), Qt::LeftButton);
        auto* question = app.window->findChild<QMessageBox*>(QStringLiteral("deleteQuestion"));
        QVERIFY(question && question->isVisible());
        QTest::mouseClick(question->button(QMessageBox::Yes), Qt::LeftButton);
        QCOMPARE(setAsideCount(), 0);
        QVERIFY(!list->isVisible());
    }

    void openingASavedCopyOfTheRunningGamePutsNothingAside()
    {
        QTemporaryDir dir;
        App app;
        core::Rng rng(5);
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"", "easy", "normal"}, false, false, 44, 0)));
        QVERIFY(playSome(app, 3, rng));
        const QString copy = app.window->saveGameAs(dir.filePath(QStringLiteral("copy")));
        QVERIFY(!copy.isEmpty());
        QVERIFY(app.window->openGameFrom(copy).isEmpty());
        QCOMPARE(setAsideCount(), 0);
        // Played on past the copy, the game on disk has moves the copy lacks: opening the copy keeps it aside.
        QVERIFY(playSome(app, 2, rng));
        QVERIFY(app.window->openGameFrom(copy).isEmpty());
        QCOMPARE(setAsideCount(), 1);
    }

    void scoresAndPlayAgainStayAtHandAfterTheEnd()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"easy", "easy", "easy"}, false, false, 45, 0)));
        QVERIFY(QTest::qWaitFor([&app] { return app.session().isOver(); }, 60000));
        nobox::ScoreSheet* sheet = app.window->scoreSheet();
        QVERIFY(QTest::qWaitFor([sheet] { return sheet && sheet->isVisible(); }, 5000));
        sheet->reject(); // "Look at the table"
        QVERIFY(!sheet->isVisible());
        nobox::GameActions& actions = app.window->actions();
        QVERIFY(actions.scores->isEnabled());
        QVERIFY(actions.playAgain->isEnabled());
        auto* scores = app.window->sidePanel()->findChild<QToolButton*>(QStringLiteral("scoresButton"));
        auto* again = app.window->sidePanel()->findChild<QToolButton*>(QStringLiteral("playAgainButton"));
        QVERIFY(scores && scores->isVisible() && again && again->isVisible());
        QTest::mouseClick(scores, Qt::LeftButton);
        QVERIFY(sheet->isVisible());
        sheet->reject();
        const std::uint64_t seed = app.session().table().seed;
        actions.playAgain->trigger(); // the Game menu's entry
        QVERIFY(app.session().running());
        QVERIFY(!app.session().isOver());
        QVERIFY(app.session().table().seed != seed);
        QCOMPARE(app.session().seatCount(), 3);
        QVERIFY(!actions.scores->isEnabled());
        QVERIFY(!scores->isVisible());
    }
};

QTEST_MAIN(FindingGamesTest)
#include "finding_games_test.moc"
