// SPDX-License-Identifier: GPL-3.0-or-later
// The No Idea board against computer seats and with the memory aid: games with one person and easy or normal
// computers finish with the window responsive, hard computers play a stretch and the game can be left mid-way; with the
// memory aid off no widget text, tooltip or accessible name names a face-down card, with it on each known card does; no
// other seat's trophy values appear anywhere before the end. A card in flight never covers the status lines, and the
// action buttons show their whole words at 1280x720 in English, German and Japanese, in a game and in the lesson.

#include "boards/kit/action_button.h"
#include "boards/kit/motion_layer.h"
#include "boards/no_idea/no_idea_words.h"
#include "boards/no_idea/seat_panel.h"
#include "no_idea_driver.h"
#include "shell/guide_panel.h"
#include "shell/language.h"
#include "shell/speed.h"

#include "core/rng.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

using namespace ni_ui;
namespace core = games::core;

namespace {

/// Every face-down card of every layout in `view` that is known, as the board names it.
QStringList knownNames(const ni::NoIdeaObservation& view)
{
    QStringList names;
    for (const auto& seat : view.seats)
        for (ni::Card card : seat.layout)
            if (card != ni::kNoCard && card != ni::kUnknownCard)
                names << nobox::noidea::cardName(card);
    return names;
}

} // namespace

class NoIdeaBoardTest : public QObject {
    Q_OBJECT

private slots:
    void computersFinishWithTheWindowResponsive_data()
    {
        QTest::addColumn<QString>("level");
        QTest::newRow("easy") << QStringLiteral("easy");
        QTest::newRow("normal") << QStringLiteral("normal");
    }

    void computersFinishWithTheWindowResponsive()
    {
        QFETCH(QString, level);
        App app;
        QVERIFY(app.start({"", level}, false, 11));
        int responsive = 0;
        QVERIFY(playToTheEnd(app, 5, [&] {
            // The event loop turns while computers think: a timer fires in time.
            bool fired = false;
            QTimer::singleShot(0, [&fired] { fired = true; });
            QVERIFY(QTest::qWaitFor([&fired] { return fired; }, 5000));
            ++responsive;
        }));
        QVERIFY(responsive > 5);
        QVERIFY(app.board()->statusText().contains(QLatin1String("Game over")));
    }

    void hardComputersPlayAndTheGameCanBeLeft()
    {
        // Hard thinks longest: a stretch of the game against two of them, then the table is left mid-game.
        App app;
        QVERIFY(app.start({"", "hard", "hard"}, false, 3));
        core::Rng rng(4);
        for (int step = 0; step < 12 && !app.session().isOver(); ++step) {
            QVERIFY(app.waitForHuman(60000));
            if (app.session().coverFor()) {
                app.session().confirmCover();
                continue;
            }
            const core::MoveList legal = app.session().humanMoves();
            if (!legal.empty())
                QVERIFY(operate(app.board(), legal[rng.below(std::uint32_t(legal.size()))], Way::Click));
        }
        QVERIFY(app.session().moveCount() > 12);
        app.session().stop();
        QVERIFY(!app.session().running());
    }

    void memoryAidOffNamesNoFaceDownCard()
    {
        App app;
        QVERIFY(app.start({"", "easy", "easy"}, false, 21));
        int checked = 0;
        QVERIFY(playToTheEnd(app, 8, [&] {
            const auto view = app.view();
            const QStringList texts = visibleTexts(app.window.get());
            for (const QString& name : knownNames(view))
                for (const QString& text : texts)
                    QVERIFY2(!text.contains(QLatin1String("known")) || !text.contains(name), qPrintable(text));
            for (int seat = 0; seat < 3; ++seat) {
                for (ni::Card card : app.board()->seatPanel(seat)->info().layout)
                    QVERIFY(card == ni::kNoCard || card == ni::kUnknownCard);
                if (seat != view.viewerSeat)
                    QVERIFY(app.board()->seatPanel(seat)->info().trophyValues.empty());
            }
            for (const QString& text : texts)
                QVERIFY2(!text.contains(QLatin1String("trophy stars")), qPrintable(text));
            ++checked;
        }));
        QVERIFY(checked > 10);
    }

    void memoryAidOnNamesEachKnownCard()
    {
        App app;
        QVERIFY(app.start({"", "easy", "easy"}, true, 21));
        int known = 0;
        QVERIFY(playToTheEnd(app, 8, [&] {
            const auto view = app.view();
            const QStringList texts = visibleTexts(app.window.get());
            for (std::size_t seat = 0; seat < view.seats.size(); ++seat)
                for (std::size_t i = 0; i < 6; ++i) {
                    const ni::Card card = view.seats[seat].layout[i];
                    if (card == ni::kNoCard || card == ni::kUnknownCard)
                        continue;
                    const QString name = nobox::noidea::cardName(card);
                    const QString place = QStringLiteral("%1").arg(i + 1);
                    bool found = false;
                    for (const QString& text : texts)
                        found = found || (text.contains(name) && text.contains(place));
                    QVERIFY2(found, qPrintable(name));
                    ++known;
                }
        }));
        QVERIFY(known > 0);
    }

    void aCardInFlightLeavesTheStatusLinesReadable()
    {
        App app(1280, 720);
        QVERIFY(app.start({"", "normal", "normal", "normal"}, false, 9));
        app.window->setSpeed(nobox::Speed::Fast); // the computers' turns move their cards again
        NoIdeaBoard* board = app.board();
        auto* motion = board->findChild<nobox::kit::MotionLayer*>();
        QVERIFY(motion);
        const QRect lines = board->findChild<QLabel*>(QStringLiteral("status"))
                                ->geometry()
                                .united(board->findChild<QLabel*>(QStringLiteral("detail"))->geometry());
        // Where a moving card shows: the board drawn with its motion layer differs from the board without it.
        const auto shows = [&](const QRect& where) {
            const QImage with = board->grab(where).toImage();
            motion->hide();
            const QImage without = board->grab(where).toImage();
            motion->show();
            return with != without;
        };
        const QRect above(lines.left(), lines.top() - 10, lines.width(), 10);
        const QRect below(lines.left(), lines.bottom() + 1, lines.width(), 10);
        core::Rng rng(4);
        int crossings = 0;
        QElapsedTimer clock;
        clock.start();
        while (crossings < 3 && !app.session().isOver() && clock.elapsed() < 60000) {
            const auto& legal = app.session().humanMoves();
            if (!legal.empty() && !motion->running())
                app.session().requestMove(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            // A card on its way between a place at the top and the middle: seen just above and just below the
            // lines, never on them.
            if (motion->running() && shows(above) && shows(below)) {
                QVERIFY(!shows(lines));
                ++crossings;
            }
            QEventLoop loop; // the real event loop: the animation's frames need it
            QTimer::singleShot(5, &loop, &QEventLoop::quit);
            loop.exec();
        }
        QVERIFY2(crossings > 0, "no card crossed the status lines");
    }

    void actionButtonsShowTheirWholeWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("lesson");
        for (const nobox::AppLanguage& language : nobox::appLanguages()) {
            QTest::newRow(qPrintable(language.code)) << language.code << false;
            QTest::newRow(qPrintable(language.code + QStringLiteral(" lesson"))) << language.code << true;
        }
    }

    void actionButtonsShowTheirWholeWords()
    {
        QFETCH(QString, language);
        QFETCH(bool, lesson);
        App app(1280, 720);
        QVERIFY(app.window->language().switchTo(language));
        if (lesson) { // the guide beside the board, in the side panel's place
            app.window->setSpeed(nobox::Speed::Instant);
            QVERIFY(app.window->startLesson("no-idea", "no-idea"));
        } else {
            QVERIFY(app.start({"", "normal", "normal"}, false, 4));
        }
        NoIdeaBoard* board = app.board();
        QVERIFY(board);
        // The first position as shown (its words set after the first layout), and a few decisions on.
        core::Rng rng(2);
        for (int turn = 0; turn < 6 && !app.session().isOver(); ++turn) {
            QApplication::processEvents();
            for (nobox::kit::ActionButton* button : {board->nothingFitsButton(), board->showTrophiesButton()}) {
                QVERIFY2(button->sizeHint().width() <= button->width(), qPrintable(button->text()));
                const QRect at(button->mapTo(board, QPoint(0, 0)), button->size());
                QVERIFY2(board->rect().contains(at), qPrintable(button->text()));
            }
            // In the lesson the guide holds the game while an explanation waits to be read: read on.
            QVERIFY(QTest::qWaitFor(
                [&] {
                    nobox::GuidePanel* guide = app.window->guidePanel();
                    const bool toRead = lesson && guide && guide->nextButton()->isEnabled();
                    if (toRead)
                        guide->nextButton()->click();
                    return app.session().isOver() || (!toRead && !app.session().humanMoves().empty());
                },
                60000));
            const auto& legal = app.session().humanMoves();
            if (legal.empty())
                break;
            app.session().requestMove(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
};

QTEST_MAIN(NoIdeaBoardTest)
#include "no_idea_board_test.moc"
