// SPDX-License-Identifier: GPL-3.0-or-later
// A whole hot-seat game of No Thanks! with the special cards and 4 humans, played through the board's buttons,
// cards and keys to the end; the final totals equal the engine's score() for the same record, replayed here.
// On the way: no cover at each turn for secret chips; the count of the person deciding shows only while they hold
// "Show my chips" (by mouse or key), never another person's, and never the next person's when a key is still held
// as the turn passes; the cover comes only for what the look card showed; illegal attempts are explained in words.

#include "boards/no_thanks/no_thanks_texts.h"
#include "boards/no_thanks/table_centre.h"
#include "lift_cover.h"
#include "no_thanks_driver.h"

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
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>

#include <set>

using namespace nt_ui;
namespace core = games::core;

namespace {

/// No place at the table shows a chip count: the panels hold it back, and so does everything a screen reader reads.
bool noChipCountShown(NoThanksBoard* board, int seats)
{
    for (int seat = 0; seat < seats; ++seat) {
        const auto* panel = board->seatPanel(seat);
        if (panel->info().chips != -1 || !panel->accessibleDescription().contains(QLatin1String("chips secret")))
            return false;
    }
    return true;
}

/// Every text a person or a screen reader can get from the widgets under `root`.
QStringList visibleTexts(QWidget* root)
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

/// A move the board must refuse now, in a kind the person can try with a key (none when every key is legal).
std::optional<core::Move> illegalKeyMove(const nt::NoThanksObservation& view, const core::MoveList& legal)
{
    for (auto move : {nt::moves::bid(), nt::moves::take(), nt::moves::skip(), nt::moves::look(), nt::moves::refuse()})
        if (std::find(legal.begin(), legal.end(), move) == legal.end()
            && (view.decision == nt::Decision::TakeOrRefuse || view.decision == nt::Decision::Auction))
            return move;
    return std::nullopt;
}

} // namespace

class NoThanksHotseatTest : public QObject {
    Q_OBJECT

private slots:
    void wholeGameWithSpecialCards()
    {
        // The table is set from the new-game dialog, as a person does: the No Thanks! tile, 4 people, names, the
        // special cards, Anna to start.
        App app(1280, 800);
        auto* tile = app.window->findChild<QAbstractButton*>(QStringLiteral("tile-no-thanks"));
        QVERIFY(tile && tile->isVisible());
        QTest::mouseClick(tile, Qt::LeftButton);
        auto* dialog = app.window->findChild<QDialog*>(QStringLiteral("newGameDialog"));
        QVERIFY(QTest::qWaitFor([dialog] { return dialog && dialog->isVisible(); }, 2000));
        auto* seats = dialog->findChild<QSpinBox*>(QStringLiteral("seatCountBox"));
        seats->selectAll();
        QTest::keyClicks(seats, "4");
        QTest::keyClick(seats, Qt::Key_Tab);
        QCOMPARE(seats->value(), 4);
        const QStringList names {"Anna", "Ben", "Cleo", "Dev"};
        for (int seat = 0; seat < 4; ++seat) {
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("seatName%1").arg(seat));
            name->selectAll();
            QTest::keyClicks(name, names[seat]);
            auto* kind = dialog->findChild<QComboBox*>(QStringLiteral("seatKind%1").arg(seat));
            kind->setCurrentIndex(0); // a person
        }
        dialog->findChild<QComboBox*>(QStringLiteral("startSeatBox"))->setCurrentIndex(1); // Anna
        auto* expansion = dialog->findChild<QWidget*>(QStringLiteral("option-expansion"))->findChild<QCheckBox*>();
        if (!expansion->isChecked())
            QTest::mouseClick(expansion, Qt::LeftButton);
        auto* open = dialog->findChild<QWidget*>(QStringLiteral("option-open-counters"))->findChild<QCheckBox*>();
        if (open->isChecked())
            QTest::mouseClick(open, Qt::LeftButton);
        QVERIFY(expansion->isChecked() && !open->isChecked());
        QTest::mouseClick(dialog->findChild<QAbstractButton*>(QStringLiteral("startButton")), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&app] { return app.board() != nullptr && app.session().running(); }, 2000));
        app.session().setSpeed(nobox::Speed::Instant);
        app.board()->setAnimationScale(0);
        QCOMPARE(app.session().seatNames(), names);
        QCOMPARE(app.session().table().startSeat, 0);
        const std::uint64_t seed = app.session().table().seed; // the deal the session drew, for the replay
        NoThanksBoard* board = app.board();
        const nobox::nothanks::NoThanksTexts texts;
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        std::vector<std::string> record;
        connect(&app.session(), &nobox::GameSession::moveApplied, this,
            [&](core::Seat, const core::Move& move) { record.push_back(app.session().game().moveToText(move)); });

        core::Rng rng(77);
        core::Seat lastHuman = core::kNoSeat;
        int covers = 0;
        int handovers = 0;
        int chipsShown = 0;
        bool coveredSinceLastMove = false;
        int explained = 0;
        int byKeyboard = 0;
        std::set<int> kinds;
        std::set<int> possible;
        for (int step = 0; step < 3000 && !app.session().isOver(); ++step) {
            if (app.session().coverFor()) {
                // Covered: only for a person who looked at the set-aside cards, when the person changes.
                const core::Seat next = *app.session().coverFor();
                QVERIFY(next != lastHuman);
                ++covers;
                coveredSinceLastMove = true;
                QVERIFY(noChipCountShown(board, 4));
                QVERIFY(!board->table()->info().looked);
                for (const QString& text : visibleTexts(app.window.get()))
                    QVERIFY2(
                        !text.contains(QLatin1String("You saw")) && !text.contains("You looked"), qPrintable(text));
                QVERIFY(shell_test::liftCover(*app.window));
                continue;
            }
            const core::Seat seat = app.session().toMove();
            const auto view = app.view();
            QCOMPARE(view.viewerSeat, seat);
            // Nobody's chips show, the own ones neither, until held.
            QVERIFY(noChipCountShown(board, 4));
            QAbstractButton* show = board->showChipsButton();
            QVERIFY(show->isVisible() || view.decision == nt::Decision::Give || view.decision == nt::Decision::Remove);
            if (show->isVisible() && step % 5 == 1) {
                // Held by the mouse: the own count, and only it; let go, it is gone.
                QTest::mousePress(show, Qt::LeftButton);
                QCOMPARE(board->seatPanel(seat)->info().chips, view.ownChips);
                for (int other = 0; other < 4; ++other)
                    if (other != seat)
                        QCOMPARE(board->seatPanel(other)->info().chips, -1);
                QTest::mouseRelease(show, Qt::LeftButton);
                QVERIFY(noChipCountShown(board, 4));
                ++chipsShown;
            }
            // A cover only for the one who looked, when the person changes.
            if (seat != lastHuman && lastHuman != core::kNoSeat)
                ++handovers;
            QCOMPARE(coveredSinceLastMove, seat != lastHuman && view.lookSeat == seat);
            coveredSinceLastMove = false;
            lastHuman = seat;
            const core::MoveList legal = app.session().humanMoves();
            QVERIFY(!legal.empty());
            // Now and then an illegal key: explained in words, nothing played.
            if (step % 17 == 5) {
                if (const auto wrong = illegalKeyMove(view, legal)) {
                    const int before = app.session().moveCount();
                    QTest::keyClick(app.window.get(), keyOf(nt::decode(*wrong).kind));
                    QCOMPARE(app.session().moveCount(), before);
                    const QString reason = texts.errorText(app.session().check(*wrong));
                    QVERIFY2(board->messageText().contains(reason), qPrintable(board->messageText()));
                    ++explained;
                }
            }
            // A random move, but the special cards are played as soon as they may be, so that every kind of move
            // a human could make is made through the widgets.
            core::Move move = legal[rng.below(std::uint32_t(legal.size()))];
            for (const auto& candidate : legal) {
                possible.insert(int(nt::decode(candidate).kind));
                if (nt::decode(candidate).kind == nt::MoveKind::Look
                    || nt::decode(candidate).kind == nt::MoveKind::Skip)
                    move = candidate;
            }
            const bool keyboard = step % 3 == 0;
            byKeyboard += keyboard;
            const int before = applied.count();
            QVERIFY2(operate(board, move, keyboard), qPrintable(texts.moveText(move, view)));
            QCOMPARE(applied.count(), before + 1);
            QCOMPARE(applied.last().at(1).value<core::Move>(), move);
            kinds.insert(int(nt::decode(move).kind));
        }
        QVERIFY(app.session().isOver());
        qInfo() << "handovers" << handovers << "covers" << covers << "chips shown" << chipsShown;
        QVERIFY(handovers > 20);
        QVERIFY(covers < handovers / 2); // before: a cover at every handover
        QVERIFY(chipsShown > 5);
        QVERIFY(explained > 3);
        QVERIFY(byKeyboard > 20);
        // Every kind of decision that came up was made through the widgets (take, refuse, bid and decline always
        // come up; skip, look, give and remove when the deal brings them to a person).
        QCOMPARE(kinds, possible);
        for (auto kind : {nt::MoveKind::Take, nt::MoveKind::Refuse, nt::MoveKind::Bid, nt::MoveKind::Decline})
            QVERIFY(kinds.count(int(kind)));

        // The same record replayed by the engine scores exactly what the app shows.
        core::Record rec;
        rec.game = "no-thanks";
        rec.version = app.session().game().version();
        rec.options = {{"expansion", "true"}, {"open-counters", "false"}};
        rec.seats = {"Anna", "Ben", "Cleo", "Dev"};
        rec.startSeat = 0;
        rec.seed = seed;
        rec.moves = record;
        const core::Replay replay = core::replay(app.registry, rec);
        QVERIFY2(replay.error.ok(), replay.error.code.data());
        QVERIFY(replay.match->isOver());
        const auto expected = replay.match->score();
        const auto shown = app.session().finalScores();
        QCOMPARE(shown.size(), expected.size());
        for (std::size_t seat = 0; seat < expected.size(); ++seat) {
            QCOMPARE(shown[seat].total, expected[seat].total);
            QCOMPARE(shown[seat].items, expected[seat].items);
        }
        // The score sheet shows the same totals, one label per seat.
        auto* sheet = app.window->findChild<QDialog*>(QStringLiteral("scoreSheet"));
        QVERIFY(QTest::qWaitFor([sheet] { return sheet && sheet->isVisible(); }, 3000));
        for (std::size_t seat = 0; seat < expected.size(); ++seat) {
            auto* total = sheet->findChild<QLabel*>(QStringLiteral("total%1").arg(seat));
            QVERIFY(total);
            QCOMPARE(total->text(), nobox::pointsText(expected[seat].total));
        }
    }

    void aKeyHeldAsTheTurnPassesShowsNothingOfTheNextPerson()
    {
        App app(1280, 800);
        QVERIFY(app.start(3, 3, false, false, 12));
        QVERIFY(!app.session().coverFor()); // secret chips: no cover at the start either
        NoThanksBoard* board = app.board();
        const core::Seat first = app.session().toMove();
        QVERIFY(noChipCountShown(board, 3));
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus && board->isAncestorOf(focus));
        QTest::keyPress(focus, Qt::Key_C);
        QCOMPARE(board->seatPanel(first)->info().chips, app.view().ownChips);
        // Still holding C, the move by its key: the next person's count stays hidden.
        QTest::keyClick(app.window.get(), keyOf(nt::MoveKind::Refuse));
        QVERIFY(app.session().toMove() != first);
        QVERIFY(!app.session().coverFor());
        QVERIFY(noChipCountShown(board, 3));
        QTest::keyRelease(QApplication::focusWidget(), Qt::Key_C);
        QVERIFY(noChipCountShown(board, 3));
        // The next person's own press shows their count.
        QTest::keyPress(QApplication::focusWidget(), Qt::Key_C);
        QCOMPARE(board->seatPanel(app.session().toMove())->info().chips, app.view().ownChips);
        QTest::keyRelease(QApplication::focusWidget(), Qt::Key_C);
        QVERIFY(noChipCountShown(board, 3));
        // The person deciding sits at the bottom of the table.
        const QRect bottom = board->seatPanel(app.session().toMove())->geometry();
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(board->seatPanel(seat)->geometry().top() <= bottom.top());
    }
};

QTEST_MAIN(NoThanksHotseatTest)
#include "no_thanks_hotseat_test.moc"
