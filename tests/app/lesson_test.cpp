// SPDX-License-Identifier: GPL-3.0-or-later
// Learn by playing (issue 52): every lesson of every registered board, started from the start page and played to
// its end through the guide's widgets as a person would (Suggest, then Play it, Next when the guide has more to
// say); every explanation shows exactly once, in the lesson's order, the lesson is remembered as done and the
// start page marks it, and the score sheet at the end leaves the guide answering. A refused try is explained by
// the guide; Restart, Play on and Leave do what they say.

#include "app_fixture.h"

#include "shell/autosave.h"
#include "shell/guide_panel.h"
#include "shell/language.h"
#include "shell/lesson_runner.h"
#include "shell/new_game_dialog.h"
#include "shell/score_sheet.h"
#include "shell/side_panel.h"
#include "shell/start_page.h"

#include <QMenu>

using namespace shell_test;

namespace {

/// Starts `lessonId` of `game` from the start page: its "Learn to play" button, or the lesson in its menu.
void startFromStartPage(App& app, const QString& game, const QString& lessonId)
{
    auto* learn = app.window->startPage()->findChild<QPushButton*>(QStringLiteral("learn-") + game);
    QVERIFY(learn);
    QVERIFY(learn->isVisible());
    QVERIFY(!learn->accessibleName().isEmpty());
    if (QMenu* menu = learn->menu()) {
        auto* action = menu->findChild<QAction*>(QStringLiteral("lesson-%1-%2").arg(game, lessonId));
        QVERIFY(action);
        action->trigger(); // as a person picks it in the button's menu
    } else {
        QTest::mouseClick(learn, Qt::LeftButton);
    }
    QVERIFY(app.window->lessonRunner());
    QVERIFY(app.window->guidePanel()->isVisible());
}

} // namespace

class LessonTest : public QObject {
    Q_OBJECT

private slots:
    void everyLessonPlaysToItsEnd_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lesson");
        App app;
        for (const auto& [id, ui] : app.boards.all())
            for (const nobox::Lesson& lesson : ui.lessons)
                QTest::newRow(qPrintable(QString::fromStdString(id + "/" + lesson.id)))
                    << QString::fromStdString(id) << QString::fromStdString(lesson.id);
    }

    void everyLessonPlaysToItsEnd()
    {
        QFETCH(QString, game);
        QFETCH(QString, lesson);
        App app;
        app.open(1280, 720);
        app.window->setSpeed(nobox::Speed::Instant);
        startFromStartPage(app, game, lesson);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!app.window->sidePanel()->isVisible()); // the guide has its place
        nobox::LessonRunner* runner = app.window->lessonRunner();
        nobox::GuidePanel* guide = app.window->guidePanel();
        std::vector<std::size_t> explained;
        connect(runner, &nobox::LessonRunner::explained, this, [&](std::size_t step) { explained.push_back(step); });
        explained = runner->shown(); // what the first position said already
        const std::size_t steps = runner->lesson().steps.size();
        QVERIFY(steps > 0);

        auto& session = app.session();
        int decisions = 0;
        int held = 0; // explanations the computers waited for
        while (!session.isOver()) {
            QVERIFY2(QTest::qWaitFor(
                         [&] {
                             return session.isOver() || guide->suggestButton()->isEnabled()
                                 || guide->nextButton()->isEnabled();
                         },
                         60000),
                "the learner's turn never came");
            // The learner reads on while the guide has more to say; until then the board takes no move.
            if (guide->nextButton()->isEnabled() && !runner->finished()) {
                QVERIFY(!app.window->board()->isEnabled());
                QVERIFY(!guide->skipButton()->isEnabled());
                QVERIFY(!guide->suggestButton()->isEnabled());
                if (!session.isOver() && session.toMove() != 0) {
                    // Said while the computers play: they wait until it is read, however long that takes.
                    const int moves = session.moveCount();
                    QVERIFY(session.computersHeld());
                    QTest::qWait(100);
                    QCOMPARE(session.moveCount(), moves);
                    ++held;
                }
                QTest::mouseClick(guide->nextButton(), Qt::LeftButton);
                continue;
            }
            if (session.isOver())
                break;
            QVERIFY(app.window->board()->isEnabled());
            QVERIFY(!guide->explanation().isEmpty());
            QTest::mouseClick(guide->suggestButton(), Qt::LeftButton);
            QVERIFY2(QTest::qWaitFor([&] { return guide->playButton()->isEnabled(); }, 60000), "no suggestion came");
            QVERIFY(!guide->remark().isEmpty()); // the suggestion, in words
            QTest::mouseClick(guide->playButton(), Qt::LeftButton);
            ++decisions;
            QVERIFY(decisions < 2000);
        }
        QVERIFY(QTest::qWaitFor([&] { return runner->finished(); }, 10000));
        // The score sheet is open beside the guide and leaves its buttons answering: nothing modal.
        QVERIFY(app.window->scoreSheet() && app.window->scoreSheet()->isVisible());
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(!guide->skipButton()->isVisible());
        while (guide->nextButton()->isVisible() && guide->nextButton()->isEnabled())
            QTest::mouseClick(guide->nextButton(), Qt::LeftButton);

        // Every explanation once, in the lesson's order.
        std::vector<std::size_t> all(steps);
        for (std::size_t i = 0; i < steps; ++i)
            all[i] = i;
        QStringList said;
        for (std::size_t step : explained)
            said << QString::fromUtf8(runner->lesson().steps[step].topic.data(),
                static_cast<qsizetype>(runner->lesson().steps[step].topic.size()));
        qInfo("explained: %s", qPrintable(said.join(QLatin1Char(' '))));
        QCOMPARE(explained, all);
        QCOMPARE(runner->shown(), all);
        QVERIFY(guide->realGameButton()->isVisible());
        QVERIFY(nobox::lessonDone(game.toStdString(), lesson.toStdString()));
        QVERIFY(!nobox::hasAutosave()); // a lesson is never the unfinished game
        qInfo("%s/%s: %d decisions, %zu explanations, %d of them held the computers", qPrintable(game),
            qPrintable(lesson), decisions, steps, held);

        // Play a real game: the new-game dialog for this game.
        QTest::mouseClick(guide->realGameButton(), Qt::LeftButton);
        QVERIFY(app.window->newGameDialog());
        QVERIFY(app.window->newGameDialog()->isVisible());
        QVERIFY(!app.window->scoreSheet()->isVisible());
        app.window->newGameDialog()->reject();

        // The start page marks the lesson done: in the lessons' menu, or on the button of a game's only lesson.
        app.window->showStartPage();
        auto* learn = app.window->startPage()->findChild<QPushButton*>(QStringLiteral("learn-") + game);
        QVERIFY(learn);
        if (QMenu* menu = learn->menu())
            QVERIFY(menu->findChild<QAction*>(QStringLiteral("lesson-%1-%2").arg(game, lesson))
                        ->text()
                        .endsWith(QStringLiteral("✓")));
        else
            QVERIFY(learn->text().endsWith(QStringLiteral("✓")));
    }

    void aTopicNeverMetHoldsNothingBackAtTheEnd()
    {
        // A learner who plays their own way may never meet a rule the lesson explains in its middle (a base game
        // has no green card): the end and the scoring are still said, in the lesson's order.
        App app;
        nobox::GameSession session(app.registry);
        nobox::GuidePanel guide;
        const nobox::GameUi* ui = app.boards.find("no-thanks");
        QVERIFY(ui && ui->texts);
        const nobox::Lesson lesson {.id = "own-way",
            .context = "NoThanks",
            .title = "Own way",
            .steps = {{"no-thanks.take-or-refuse", "first"}, {"no-thanks.green-auction", "never"},
                {"no-thanks.end", "end"}, {"no-thanks.scoring", "scoring"}}};
        nobox::LessonRunner runner("no-thanks", lesson, session, *ui->texts, guide, nullptr);
        session.setSpeed(nobox::Speed::Instant);
        nobox::TableConfig table;
        table.gameId = "no-thanks";
        table.seats = {{QStringLiteral("Learner"), true}, {QStringLiteral("A"), false, QStringLiteral("easy")},
            {QStringLiteral("B"), false, QStringLiteral("easy")}};
        table.startSeat = 0;
        table.seed = 7;
        QVERIFY(!session.start(table));
        runner.catchUp();
        while (!session.isOver()) {
            QVERIFY2(QTest::qWaitFor(
                         [&] {
                             return session.isOver() || guide.nextButton()->isEnabled()
                                 || !session.humanMoves().empty();
                         },
                         60000),
                "the game stood still");
            if (guide.nextButton()->isEnabled())
                guide.nextButton()->click();
            else if (!session.isOver())
                session.requestMove(session.humanMoves().front()); // the learner's own way: always the first move
        }
        while (guide.nextButton()->isEnabled())
            guide.nextButton()->click();
        QVERIFY(runner.finished());
        QCOMPARE(runner.shown(), (std::vector<std::size_t> {0, 2, 3}));
    }

    void refusedTryIsExplainedAndRestartSkipLeaveWork()
    {
        App app;
        app.open(1280, 720);
        app.window->setSpeed(nobox::Speed::Instant);
        const auto found = std::find_if(app.boards.all().begin(), app.boards.all().end(),
            [](const auto& entry) { return !entry.second.lessons.empty(); });
        QVERIFY(found != app.boards.all().end());
        const auto& [id, ui] = *found;
        QVERIFY(app.window->startLesson(id, ui.lessons.front().id));
        nobox::GuidePanel* guide = app.window->guidePanel();
        QVERIFY(QTest::qWaitFor(
            [&] { return guide->suggestButton()->isEnabled() || guide->nextButton()->isEnabled(); }, 60000));
        games::core::Move nonsense;
        nonsense.kind = 250;
        app.session().requestMove(nonsense);
        QVERIFY(guide->remark().size() > 10); // why, in words; never a bare refusal
        QVERIFY(!guide->explanation().isEmpty());

        nobox::LessonRunner* before = app.window->lessonRunner();
        QTest::mouseClick(guide->restartButton(), Qt::LeftButton);
        QVERIFY(app.window->lessonRunner());
        QVERIFY(app.window->lessonRunner() != before || app.session().moveCount() == 0);
        QCOMPARE(app.session().moveCount(), 0);

        // Next and Play on sit apart (a double click on Next never plays on), and the guide's keys are function keys,
        // never a letter a board uses ("N" is No thanks!).
        QVERIFY(!guide->nextButton()->geometry().intersects(guide->skipButton()->geometry()));
        for (QPushButton* button : {guide->suggestButton(), guide->playButton(), guide->nextButton(),
                 guide->skipButton(), guide->restartButton(), guide->leaveButton(), guide->realGameButton()}) {
            QVERIFY2(!button->text().contains(QLatin1Char('&')), qPrintable(button->text()));
            const QKeySequence key = button->shortcut();
            QVERIFY(key.isEmpty() || (key[0].key() >= Qt::Key_F1 && key[0].key() <= Qt::Key_F35));
        }
        for (QPushButton* button :
            {guide->suggestButton(), guide->playButton(), guide->nextButton(), guide->skipButton()})
            QVERIFY(!button->shortcut().isEmpty());
        QVERIFY(!guide->skipButton()->toolTip().isEmpty()); // it says the guide plays for the learner

        // Play on: the guide plays the learner's suggested moves until it has something new to say.
        nobox::LessonRunner* runner = app.window->lessonRunner();
        while (guide->nextButton()->isEnabled()) // what the first position says, read first
            QTest::mouseClick(guide->nextButton(), Qt::LeftButton);
        const std::size_t said = runner->shown().size();
        QVERIFY(guide->skipButton()->isEnabled());
        QTest::mouseClick(guide->skipButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return runner->shown().size() > said || app.session().isOver(); }, 60000));
        QVERIFY(app.session().moveCount() > 0);

        QTest::mouseClick(guide->leaveButton(), Qt::LeftButton);
        QVERIFY(!app.window->lessonRunner());
        QVERIFY(app.window->startPage()->isVisible());
        QVERIFY(!guide->isVisible());
    }

    /// The window fits a 1280x720 screen in every language, in a lesson and in a normal game of every game: no
    /// widget's least size (a longer word, a taller script) makes it taller or wider than the screen.
    void windowFitsA1280x720Screen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lesson"); // empty: a normal game
        App app;
        for (const nobox::AppLanguage& known : nobox::appLanguages())
            for (const auto& [id, ui] : app.boards.all()) {
                const QString& language = known.code;
                const QString game = QString::fromStdString(id);
                QTest::newRow(qPrintable(language + QLatin1Char('/') + game)) << language << game << QString();
                for (const nobox::Lesson& lesson : ui.lessons)
                    QTest::newRow(qPrintable(language + QStringLiteral("/lesson ") + QString::fromStdString(lesson.id)))
                        << language << game << QString::fromStdString(lesson.id);
            }
    }

    void windowFitsA1280x720Screen()
    {
        QFETCH(QString, language);
        QFETCH(QString, game);
        QFETCH(QString, lesson);
        App app;
        app.open(1280, 720);
        QVERIFY(app.window->language().switchTo(language));
        app.window->setSpeed(nobox::Speed::Instant);
        if (lesson.isEmpty()) {
            const games::core::Game* rules = app.registry.find(game.toStdString());
            QVERIFY(rules);
            QVERIFY(app.window->startGame(tableWithEveryOption(*rules, {QString(), QStringLiteral("normal")}, 5)));
        } else {
            QVERIFY(app.window->startLesson(game.toStdString(), lesson.toStdString()));
        }
        const auto fits = [&app] {
            QApplication::processEvents();
            app.window->resize(1280, 720);
            const QSize least = app.window->minimumSizeHint().expandedTo(app.window->minimumSize());
            if (least.height() <= 720 && least.width() <= 1280 && app.window->size() == QSize(1280, 720))
                return true;
            // What asks for the room: the widgets (shown or on another page) whose least size comes near the
            // screen's.
            for (QWidget* widget : app.window->findChildren<QWidget*>())
                if (widget->minimumSizeHint().height() > 500)
                    qInfo("%s %s: least %dx%d", widget->metaObject()->className(), qPrintable(widget->objectName()),
                        widget->minimumSizeHint().width(), widget->minimumSizeHint().height());
            qInfo("window: least %dx%d, size %dx%d", least.width(), least.height(), app.window->width(),
                app.window->height());
            return false;
        };
        QVERIFY(fits());
        // The first decisions: what the guide says and shows changes, and so may what its words need.
        nobox::GuidePanel* guide = app.window->guidePanel();
        games::core::Rng rng(3);
        for (int turn = 0; turn < 8 && !app.session().isOver(); ++turn) {
            if (lesson.isEmpty()) {
                QVERIFY(app.waitForHumanOrEnd());
                if (!app.playHuman(rng))
                    break;
            } else {
                QVERIFY(QTest::qWaitFor(
                    [&] {
                        return app.session().isOver() || guide->suggestButton()->isEnabled()
                            || guide->nextButton()->isEnabled();
                    },
                    60000));
                if (guide->nextButton()->isEnabled()) {
                    QTest::mouseClick(guide->nextButton(), Qt::LeftButton);
                } else if (guide->suggestButton()->isEnabled()) {
                    QTest::mouseClick(guide->suggestButton(), Qt::LeftButton);
                    QVERIFY(QTest::qWaitFor([&] { return guide->playButton()->isEnabled(); }, 60000));
                    QTest::mouseClick(guide->playButton(), Qt::LeftButton);
                }
            }
            QVERIFY2(fits(), qPrintable(QStringLiteral("after %1 steps").arg(turn + 1)));
        }
    }
};

QTEST_MAIN(LessonTest)
#include "lesson_test.moc"
