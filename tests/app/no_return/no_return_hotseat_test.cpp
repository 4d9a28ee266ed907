// SPDX-License-Identifier: GPL-3.0-or-later
// A whole hot-seat game of No Return with 3 people, played through the board's counters, columns, buttons and
// keys from the setup exchange to the score sheet: arranges, exchanges, the switch with its confirmation, clears.
// The final totals equal the engine's score() for the same record, replayed here. On the way: the cover comes
// before every change of person and hides every private counter (the whole widget tree is walked while it is
// up), and refused attempts are explained in words.

#include "boards/no_return/no_return_texts.h"
#include "no_return_driver.h"

#include "shell/score_sheet.h"

#include "core/game.h"
#include "core/match.h"
#include "core/record.h"
#include "core/rng.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>

#include <set>

using namespace nr_ui;
namespace core = games::core;

namespace {

/// Every text a person or a screen reader can get from the widgets under `root`, hidden ones included.
QStringList allTexts(QWidget* root)
{
    QStringList texts;
    for (auto* widget : root->findChildren<QWidget*>()) {
        texts << widget->toolTip() << widget->accessibleName() << widget->accessibleDescription();
        if (auto* label = qobject_cast<QLabel*>(widget))
            texts << label->text();
        if (auto* button = qobject_cast<QAbstractButton*>(widget))
            texts << button->text();
    }
    texts.removeAll(QString());
    return texts;
}

/// The move a person would choose here: mostly random, but each seat switches after some turns and, in Phase 2,
/// clears whenever it can, so that every kind of move is played.
core::Move pick(const core::MoveList& legal, const nr::NoReturnObservation& view, core::Rng& rng, int turnsOfSeat)
{
    std::vector<core::Move> of[6];
    for (const auto& move : legal)
        of[int(nr::decode(move).kind)].push_back(move);
    const auto any
        = [&rng](const std::vector<core::Move>& moves) { return moves[rng.below(std::uint32_t(moves.size()))]; };
    const auto& seat = view.seats[std::size_t(view.viewerSeat)];
    if (view.stage == nr::Stage::Setup)
        return any(of[int(nr::MoveKind::SetAside)]);
    if (seat.phase == 1 && !of[int(nr::MoveKind::Switch)].empty() && turnsOfSeat >= 14 + view.viewerSeat * 3)
        return of[int(nr::MoveKind::Switch)].front();
    if (!of[int(nr::MoveKind::Clear)].empty() && rng.below(10) < 8)
        return any(of[int(nr::MoveKind::Clear)]);
    if (!of[int(nr::MoveKind::Arrange)].empty() && rng.below(10) < 8)
        return any(of[int(nr::MoveKind::Arrange)]);
    return any(legal.empty() ? of[0] : std::vector<core::Move>(legal.begin(), legal.end()));
}

} // namespace

class NoReturnHotseatTest : public QObject {
    Q_OBJECT

private slots:
    void wholeGameOfThreePeople()
    {
        // Every cover is lifted by its button; a short grace time keeps the long game quick.
        const int grace = nobox::HotseatCover::graceMs();
        nobox::HotseatCover::setGraceMs(20);
        const auto restore = qScopeGuard([grace] { nobox::HotseatCover::setGraceMs(grace); });
        // The table from the new-game dialog, as a person sets it: the No Return tile, 3 people, names, Anna first.
        App app(1280, 800);
        auto* tile = app.window->findChild<QAbstractButton*>(QStringLiteral("tile-no-return"));
        QVERIFY(tile && tile->isVisible());
        QTest::mouseClick(tile, Qt::LeftButton);
        auto* dialog = app.window->findChild<QDialog*>(QStringLiteral("newGameDialog"));
        QVERIFY(QTest::qWaitFor([dialog] { return dialog && dialog->isVisible(); }, 2000));
        auto* seats = dialog->findChild<QSpinBox*>(QStringLiteral("seatCountBox"));
        seats->selectAll();
        QTest::keyClicks(seats, "3");
        QTest::keyClick(seats, Qt::Key_Tab);
        QCOMPARE(seats->value(), 3);
        const QStringList names {"Anna", "Ben", "Cleo"};
        for (int seat = 0; seat < 3; ++seat) {
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("seatName%1").arg(seat));
            name->selectAll();
            QTest::keyClicks(name, names[seat]);
            dialog->findChild<QComboBox*>(QStringLiteral("seatKind%1").arg(seat))->setCurrentIndex(0);
        }
        dialog->findChild<QComboBox*>(QStringLiteral("startSeatBox"))->setCurrentIndex(1);
        QTest::mouseClick(dialog->findChild<QAbstractButton*>(QStringLiteral("startButton")), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&app] { return app.board() != nullptr && app.session().running(); }, 2000));
        app.session().setSpeed(nobox::Speed::Instant);
        app.board()->setAnimationScale(0);
        QCOMPARE(app.session().seatNames(), names);
        const std::uint64_t seed = app.session().table().seed;
        NoReturnBoard* board = app.board();
        const nobox::noreturn::NoReturnTexts texts;
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        std::vector<std::string> record;
        connect(&app.session(), &nobox::GameSession::moveApplied, this,
            [&](core::Seat, const core::Move& move) { record.push_back(app.session().game().moveToText(move)); });

        core::Rng rng(91);
        core::Seat lastHuman = core::kNoSeat;
        int covers = 0;
        int explained = 0;
        int byKeyboard = 0;
        int turns[3] {};
        std::set<int> kinds;
        for (int step = 0; step < 4000 && !app.session().isOver(); ++step) {
            if (app.session().coverFor()) {
                ++covers;
                // The cover: no hand counter, no face of a counter put away, anywhere in the widget tree.
                QVERIFY(board->hand()->buttons().empty());
                QVERIFY(board->hand()->accessibleDescription().isEmpty());
                QVERIFY(board->lid()->info().ownFaceDown.empty());
                const auto hidden = app.view(); // the view of the person to come (the test may know it)
                for (const QString& text : allTexts(app.window.get())) {
                    QVERIFY2(!text.contains(QLatin1String("Yours among them")), qPrintable(text));
                    QVERIFY2(!text.contains(QLatin1String("Can be placed")), qPrintable(text));
                    QVERIFY2(!text.contains(QLatin1String("cannot be placed now")), qPrintable(text));
                }
                QVERIFY(!hidden.hand.empty());
                QVERIFY(app.liftCover());
                continue;
            }
            const core::Seat seat = app.session().toMove();
            const auto view = app.view();
            QCOMPARE(view.viewerSeat, seat);
            // The own hand, and only it, is on the board.
            QCOMPARE(int(board->hand()->buttons().size()), int(view.hand.size()));
            for (std::size_t i = 0; i < view.hand.size(); ++i)
                QCOMPARE(board->hand()->buttons()[i]->counter(), view.hand[i]);
            QVERIFY(board->seatView(seat)->info().own);
            if (seat != lastHuman && lastHuman != core::kNoSeat)
                QVERIFY(covers > 0);
            lastHuman = seat;

            const core::MoveList legal = app.session().humanMoves();
            QVERIFY(!legal.empty());
            // Now and then a refused attempt: explained in words, nothing played.
            if (step % 11 == 4 && view.stage == nr::Stage::Play && view.seats[std::size_t(seat)].phase == 1
                && !view.switchedThisTurn) {
                for (auto* b : board->hand()->buttons()) {
                    if (b->mark() != CounterButton::Mark::Blocked)
                        continue;
                    const int before = app.session().moveCount();
                    QVERIFY(chooseCounters(board, std::vector<nr::Counter> {b->counter()}, false));
                    QVERIFY(!board->button(Action::Place)->isAvailable());
                    QTest::keyClick(app.window.get(), 'P');
                    QCOMPARE(app.session().moveCount(), before);
                    const QString reason = texts.errorText(app.session().check(*board->candidate(Action::Place)));
                    QVERIFY2(board->messageText().contains(reason), qPrintable(board->messageText()));
                    QCOMPARE(b->reason(), reason);
                    board->hand()->clearChoice();
                    ++explained;
                    break;
                }
            }
            const core::Move move = pick(legal, view, rng, turns[seat]);
            const bool keyboard = step % 3 == 0;
            byKeyboard += keyboard;
            const int before = applied.count();
            QVERIFY2(operate(board, seat, move, keyboard), qPrintable(texts.moveText(move, view)));
            QVERIFY2(applied.count() == before + 1,
                qPrintable(texts.moveText(move, view) + QStringLiteral(" / ") + board->messageText()));
            QCOMPARE(applied.last().at(1).value<core::Move>(), move);
            kinds.insert(int(nr::decode(move).kind));
            if (view.stage == nr::Stage::Play && nr::decode(move).kind != nr::MoveKind::Switch)
                ++turns[seat];
        }
        qInfo() << "moves" << record.size() << "covers" << covers << "by keyboard" << byKeyboard << "explained"
                << explained;
        QVERIFY(app.session().isOver());
        QVERIFY(covers > 20);
        QVERIFY(explained > 0);
        QVERIFY(byKeyboard > 12);
        for (auto kind : {nr::MoveKind::SetAside, nr::MoveKind::Arrange, nr::MoveKind::Exchange, nr::MoveKind::Switch,
                 nr::MoveKind::Clear})
            QVERIFY2(kinds.count(int(kind)), qPrintable(QString::number(int(kind))));

        // The status says why the game ended, as the final position shows it.
        {
            const auto end = app.session().observation();
            const auto& view = dynamic_cast<const nr::NoReturnObservation&>(*end);
            bool allCleared = true;
            bool handsEmpty = true;
            for (const auto& seat : view.seats) {
                allCleared = allCleared && seat.phase == 2;
                for (const auto& column : seat.columns)
                    allCleared = allCleared && column.empty();
                handsEmpty = handsEmpty && seat.handSize == 0;
            }
            const QString why = allCleared ? QStringLiteral("empty display")
                : handsEmpty               ? QStringLiteral("nobody holds")
                                           : QStringLiteral("last round");
            QVERIFY2(board->statusText().contains(why), qPrintable(board->statusText()));
        }

        // The same record replayed by the engine scores exactly what the app shows.
        core::Record rec;
        rec.game = "no-return";
        rec.version = app.session().game().version();
        rec.seats = {"Anna", "Ben", "Cleo"};
        rec.startSeat = 0;
        rec.seed = seed;
        rec.moves = record;
        const core::Replay replay = core::replay(app.registry, rec);
        QVERIFY2(replay.error.ok(), replay.error.code.data());
        QVERIFY(replay.match->isOver());
        const auto expected = replay.match->score();
        const auto shown = app.session().finalScores();
        QCOMPARE(shown.size(), expected.size());
        for (std::size_t seat = 0; seat < expected.size(); ++seat)
            QCOMPARE(shown[seat], expected[seat]);
        auto* sheet = app.window->findChild<QDialog*>(QStringLiteral("scoreSheet"));
        QVERIFY(QTest::qWaitFor([sheet] { return sheet && sheet->isVisible(); }, 3000));
        for (std::size_t seat = 0; seat < expected.size(); ++seat) {
            auto* total = sheet->findChild<QLabel*>(QStringLiteral("total%1").arg(seat));
            QVERIFY(total);
            QCOMPARE(total->text(), nobox::pointsText(expected[seat].total));
        }
        // The breakdown names the minus points of the counters left.
        bool minusLine = false;
        for (auto* label : sheet->findChildren<QLabel*>())
            minusLine = minusLine || label->text().contains(QLatin1String("in the display"));
        QVERIFY(minusLine);
    }

    void coverHoldsAgainstADoubleClickAndADoubledKey()
    {
        // Anna's move played by a double click, Ben's by its key pressed twice, through the window as a person's
        // input comes: the second click or key lands on the cover for the other person and must not lift it.
        // A grace time longer than the real one: "too soon" below holds unless the machine stalls that long.
        const int grace = nobox::HotseatCover::graceMs();
        nobox::HotseatCover::setGraceMs(1500);
        const auto restore = qScopeGuard([grace] { nobox::HotseatCover::setGraceMs(grace); });
        App app(1280, 800);
        QVERIFY(app.start({"", ""}, 7));
        nobox::HotseatCover* cover = app.window->cover();
        QWindow* window = app.window->windowHandle();
        const auto stillCovered = [&](core::Seat seat) {
            return app.session().coverFor() == std::optional<core::Seat>(seat) && cover->isVisible()
                && !app.board()->isVisible();
        };
        QVERIFY(stillCovered(0)); // "Pass to Anna" before the first decision
        QVERIFY(!cover->button()->isVisible()); // no button during the grace time
        QTest::keyClick(window, Qt::Key_Return); // too soon: ignored
        QVERIFY(stillCovered(0));
        QVERIFY(app.liftCover());

        // The setup, then play until Anna can place counters.
        core::Rng rng(5);
        const auto playUntilPlace = [&](core::Seat seat) {
            for (int step = 0; step < 200; ++step) {
                if (app.session().coverFor() && !app.liftCover())
                    return false;
                if (app.session().toMove() == seat && app.view().stage == nr::Stage::Play)
                    for (const auto& move : app.session().humanMoves())
                        if (nr::decode(move).kind == nr::MoveKind::Arrange)
                            return true;
                const core::MoveList legal = app.session().humanMoves();
                if (legal.empty())
                    return false;
                app.session().requestMove(legal[rng.below(std::uint32_t(legal.size()))]);
            }
            return false;
        };
        const auto arrangeChoice = [&app] {
            for (const auto& move : app.session().humanMoves())
                if (nr::decode(move).kind == nr::MoveKind::Arrange)
                    return chooseCounters(app.board(), nr::decode(move).counters, false);
            return false;
        };

        // A double click on Place.
        QVERIFY(playUntilPlace(0));
        QVERIFY(arrangeChoice());
        ActionButton* place = app.board()->button(Action::Place);
        const QPoint at = place->mapTo(app.window.get(), place->rect().center());
        const int before = app.session().moveCount();
        QTest::mouseDClick(window, Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(app.session().moveCount(), before + 1);
        QVERIFY(stillCovered(1));
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, at); // a third click, for good measure
        QVERIFY(stillCovered(1));
        // A press during the grace time, released over the button once it shows: not a click.
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, at);
        QVERIFY(QTest::qWaitFor([cover] { return cover->button()->isVisible(); }, 5000));
        QPushButton* iAm = cover->button();
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, iAm->mapTo(app.window.get(), iAm->rect().center()));
        QVERIFY(stillCovered(1));
        QCOMPARE(iAm->text(), QStringLiteral("I am Ben"));
        QTest::qWait(200);
        QVERIFY(stillCovered(1));
        QVERIFY(app.liftCover()); // Ben's own click
        QVERIFY(app.board()->isVisible());

        // Ben places with the key P, pressed twice, and then Enter twice at once.
        QVERIFY(playUntilPlace(1));
        QVERIFY(arrangeChoice());
        const int beforeKey = app.session().moveCount();
        QTest::keyClick(window, Qt::Key_P);
        QTest::keyClick(window, Qt::Key_P);
        QCOMPARE(app.session().moveCount(), beforeKey + 1);
        QVERIFY(stillCovered(0));
        QTest::keyClick(window, Qt::Key_Return);
        QTest::keyClick(window, Qt::Key_Space);
        QVERIFY(stillCovered(0));
        // A key held down from before repeats after the grace time: still nothing.
        QTest::qWait(nobox::HotseatCover::graceMs() + 100);
        QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(cover, &repeat);
        QVERIFY(stillCovered(0));
        QVERIFY(cover->hasFocus());
        QTest::sendKeyEvent(QTest::KeyAction::Press, window, Qt::Key_Return, QString(), Qt::NoModifier);
        QVERIFY(!app.session().coverFor()); // a fresh Enter after the grace time is Anna's: it lifts
        QTest::sendKeyEvent(QTest::KeyAction::Release, window, Qt::Key_Return, QString(), Qt::NoModifier);
    }
};

QTEST_MAIN(NoReturnHotseatTest)
#include "no_return_hotseat_test.moc"
