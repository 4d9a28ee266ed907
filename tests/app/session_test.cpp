// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession in the real window: computer-only games of every level finish, a person against computers of
// every level plays to the score sheet (whose totals are the engine's score of the same record), refusals carry
// the engine's reason, hints follow the table's rule, Play again deals afresh with the same seats, and computer
// moves wait for their pause.

#include "app_fixture.h"

#include "shell/score_sheet.h"
#include "shell/side_panel.h"

#include "core/game.h"
#include "core/record.h"

#include <QSignalSpy>

using namespace shell_test;
namespace core = games::core;

namespace {

/// The moves of the session's current game in text, as they are applied.
struct Recorder {
    std::vector<std::string> moves;
    QMetaObject::Connection connection;

    explicit Recorder(nobox::GameSession& session)
    {
        connection = QObject::connect(&session, &nobox::GameSession::moveApplied,
            [this, &session](core::Seat, const core::Move& move) { moves.push_back(session.game().moveToText(move)); });
    }
    ~Recorder() { QObject::disconnect(connection); }
};

/// The engine's score of the session's game replayed from its record.
std::vector<core::SeatScore> replayedScores(App& app, const std::vector<std::string>& moves)
{
    const nobox::TableConfig& table = app.session().table();
    core::Record record;
    record.game = table.gameId;
    record.version = app.session().game().version();
    record.options = table.options;
    record.seats.assign(table.seats.size(), std::string());
    record.startSeat = table.startSeat;
    record.seed = table.seed;
    record.moves = moves;
    const core::Replay replay = core::replay(app.registry, record);
    if (replay.error || !replay.match || !replay.match->isOver())
        return {};
    return replay.match->score();
}

void checkScoreSheet(App& app)
{
    nobox::ScoreSheet* sheet = app.window->scoreSheet();
    QVERIFY(sheet);
    QVERIFY(QTest::qWaitFor([sheet] { return sheet->isVisible(); }, 2000));
    const auto scores = app.session().finalScores();
    for (std::size_t seat = 0; seat < scores.size(); ++seat) {
        auto* total = sheet->findChild<QLabel*>(QStringLiteral("total%1").arg(seat));
        QVERIFY(total);
        QCOMPARE(total->text(), nobox::pointsText(scores[seat].total));
    }
    for (int winner : core::winnersOf(scores))
        QVERIFY(sheet->winnerText().contains(app.session().seatNames()[winner]));
}

} // namespace

class SessionTest : public QObject {
    Q_OBJECT

private slots:
    void computerOnlyGamesFinish_data()
    {
        QTest::addColumn<QStringList>("levels");
        QTest::addColumn<bool>("expansion");
        QTest::newRow("easy") << QStringList {"easy", "easy", "easy", "easy"} << true;
        QTest::newRow("normal") << QStringList {"normal", "normal", "normal"} << false;
        QTest::newRow("hard") << QStringList {"hard", "normal", "easy"} << false;
    }

    void computerOnlyGamesFinish()
    {
        QFETCH(QStringList, levels);
        QFETCH(bool, expansion);
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        Recorder recorder(app.session());
        QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
        QSignalSpy covers(&app.session(), &nobox::GameSession::coverChanged);
        QVERIFY(app.window->startGame(table(levels, expansion, false, 5)));
        QVERIFY(over.wait(240000));
        QVERIFY(app.session().isOver());
        QCOMPARE(covers.count(), 0); // nobody to cover anything from
        QCOMPARE(app.session().moveCount(), static_cast<int>(recorder.moves.size()));
        QCOMPARE(app.session().finalScores(), replayedScores(app, recorder.moves));
        checkScoreSheet(app);
    }

    void aPersonAgainstEveryLevel()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        Recorder recorder(app.session());
        QSignalSpy covers(&app.session(), &nobox::GameSession::coverChanged);
        QVERIFY(app.window->startGame(table({"", "easy", "normal", "hard"}, true, false, 9, -1)));
        core::Rng rng(3);
        while (!app.session().isOver()) {
            QVERIFY(app.waitForHumanOrEnd());
            QVERIFY(!app.session().coverFor()); // one person: never a cover
            if (!app.session().isOver()) {
                QCOMPARE(app.session().viewer(), 0);
                QVERIFY(app.session().hintAvailable()); // alone at the table: hints are there
                QVERIFY(app.playHuman(rng));
            }
        }
        QCOMPARE(covers.count(), 0);
        QCOMPARE(app.session().finalScores(), replayedScores(app, recorder.moves));
        checkScoreSheet(app);
    }

    void refusalsCarryTheEnginesReason()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, false, false, 2, 0)));
        QSignalSpy refused(&app.session(), &nobox::GameSession::moveRefused);
        core::Move bogus;
        bogus.kind = 250;
        const core::Error expected = app.session().check(bogus);
        QVERIFY(expected);
        app.session().requestMove(bogus);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.last().at(0).value<core::Error>().code, expected.code);
        QCOMPARE(app.session().moveCount(), 0);

        // A computer's turn: no person may move.
        app.session().setSpeed(nobox::Speed::Slow);
        app.session().requestMove(app.session().humanMoves().front());
        QCOMPARE(app.session().toMove(), 1);
        app.session().requestMove(bogus);
        QCOMPARE(refused.last().at(0).value<core::Error>().code, std::string_view("app.not-your-turn"));
    }

    void hintsFollowTheTable()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        nobox::TableConfig hotseat = table({"", "", "easy"}, false, true, 4, 0);
        QVERIFY(app.window->startGame(hotseat));
        QVERIFY(app.waitForHumanOrEnd());
        QVERIFY(!app.session().hintAvailable()); // two people: only when the table allows it
        QVERIFY(!app.window->sidePanel()->findChild<QAbstractButton*>(QStringLiteral("hintButton"))->isEnabled());
        hotseat.hotseatHints = true;
        QVERIFY(app.window->startGame(hotseat));
        QVERIFY(app.waitForHumanOrEnd());
        QVERIFY(app.session().hintAvailable());
        auto* hintButton = app.window->sidePanel()->findChild<QAbstractButton*>(QStringLiteral("hintButton"));
        QVERIFY(hintButton->isEnabled());
        QSignalSpy hints(&app.session(), &nobox::GameSession::hintReady);
        QTest::mouseClick(hintButton, Qt::LeftButton);
        QVERIFY(hints.wait(60000));
        const auto move = hints.last().at(0).value<core::Move>();
        const auto& legal = app.session().humanMoves();
        QVERIFY(std::find(legal.begin(), legal.end(), move) != legal.end());
        QVERIFY(app.window->sidePanel()->hint().startsWith(QStringLiteral("Hint:")));
        core::Rng rng(1);
        QVERIFY(app.playHuman(rng));
        QVERIFY(app.window->sidePanel()->hint().isEmpty()); // the advice was for the position just left
    }

    void playAgainDealsAfresh()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
        nobox::TableConfig chosen = table({"easy", "easy", "easy"}, false, false, 0, -1);
        QVERIFY(app.window->startGame(chosen));
        const std::uint64_t firstDeal = app.session().table().seed;
        QVERIFY(firstDeal != 0);
        QVERIFY(over.wait(60000));
        QVERIFY(QTest::qWaitFor([&app] { return app.window->scoreSheet() && app.window->scoreSheet()->isVisible(); }));
        QTest::mouseClick(app.window->scoreSheet()->playAgainButton(), Qt::LeftButton);
        QVERIFY(!app.window->scoreSheet()->isVisible());
        QCOMPARE(app.session().seatNames(), (QStringList {"Seat0", "Seat1", "Seat2"}));
        QVERIFY(app.session().table().seed != firstDeal);
        QVERIFY(over.wait(60000));
    }

    void computerMovesWaitForTheirPause()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Fast);
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, false, true, 6, 0)));
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        QElapsedTimer clock;
        clock.start();
        app.session().requestMove(app.session().humanMoves().front());
        const int afterHuman = applied.count();
        QVERIFY(applied.wait(10000));
        QVERIFY(applied.count() == afterHuman + 1);
        QVERIFY2(clock.elapsed() >= 300, qPrintable(QString::number(clock.elapsed()))); // fast: 350 ms
        QVERIFY(app.session().thinkingSeat() != 0);
    }
};

QTEST_MAIN(SessionTest)
#include "session_test.moc"
