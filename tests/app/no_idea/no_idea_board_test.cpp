// SPDX-License-Identifier: GPL-3.0-or-later
// The No Idea board against computer seats and with the memory aid: games with one person and easy or normal
// computers finish with the window responsive, hard computers play a stretch and the game can be left mid-way; with the
// memory aid off no widget text, tooltip or accessible name names a face-down card, with it on each known card does; no
// other seat's trophy values appear anywhere before the end.

#include "boards/no_idea/no_idea_words.h"
#include "boards/no_idea/seat_panel.h"
#include "no_idea_driver.h"

#include "core/rng.h"

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
};

QTEST_MAIN(NoIdeaBoardTest)
#include "no_idea_board_test.moc"
