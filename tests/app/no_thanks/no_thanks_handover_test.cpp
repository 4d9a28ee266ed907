// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks! at one screen with 3 people: every "No thanks!" hands the turn to the next person, with no cover in
// between. A doubled N, a double click on the button and an N held down with its repeats each make exactly one
// move, the first person's; the next person's name shows large; after the grace time their own key acts. Against
// computers, a key acts at once.

#include "handover_probe.h"
#include "no_thanks_driver.h"

#include "core/rng.h"

using namespace nt_ui;
using namespace handover_test;
namespace core = games::core;

class NoThanksHandoverTest : public QObject {
    Q_OBJECT

private slots:
    void noInputActsForTheNextPerson()
    {
        App app;
        nobox::HandoverGuard::setGraceMs(700); // the real grace time (the fixture sets none)
        QVERIFY(app.start(3, 3, false, false, 77));
        NoThanksBoard* board = app.board();
        QWidget* window = app.window.get();
        core::Rng rng(5);
        Counts counts;
        for (int turn = 0; turn < 300 && !app.session().isOver() && counts.heldKeys < 3; ++turn) {
            QVERIFY(!app.session().coverFor()); // No Thanks! needs no cover between people
            const core::MoveList legal = app.session().humanMoves();
            QVERIFY(!legal.empty());
            const bool canRefuse = std::find(legal.begin(), legal.end(), nt::moves::refuse()) != legal.end();
            if (!canRefuse || rng.below(4) == 0) { // now and then a take: the same person goes on
                QVERIFY(operate(board, nt::moves::take(), true));
                continue;
            }
            Burst burst(app.session());
            const int kind = turn % 3;
            if (kind == 0) {
                QTest::keyClick(window, 'N');
                QTest::keyClick(window, 'N'); // 0 ms later: a finger that bounced
            } else if (kind == 1) {
                doubleClick(board->button(nt::MoveKind::Refuse));
            } else {
                holdKey(window, Qt::Key_N, QStringLiteral("n"), nobox::HandoverGuard::graceMs() + 300);
            }
            QVERIFY2(burst.onlyByFirst(), "a move was made for the next person");
            QCOMPARE(burst.moves(), 1);
            QVERIFY(burst.handedOver());
            (kind == 0 ? counts.doubledKeys : kind == 1 ? counts.doubleClicks : counts.heldKeys) += 1;
            // The next person is named large, at once.
            QVERIFY(banner(window) && banner(window)->isVisible());
            QCOMPARE(banner(window)->name(), app.session().seatNames()[app.session().toMove()]);
            waitOutGrace();
        }
        qInfo("handovers: %d doubled keys, %d double clicks, %d held keys ignored", counts.doubledKeys,
            counts.doubleClicks, counts.heldKeys);
        QVERIFY(counts.doubledKeys >= 3 && counts.doubleClicks >= 3 && counts.heldKeys >= 3);

        // After the grace time the next person's own key acts.
        Burst own(app.session());
        QTest::keyClick(window, 'N');
        QCOMPARE(own.moves(), 1);
    }

    void againstComputersAKeyActsAtOnce()
    {
        App app;
        QVERIFY(app.start(3, 1, false, false, 78));
        app.session().setSpeed(nobox::Speed::Instant);
        for (int round = 0; round < 5 && !app.session().isOver(); ++round) {
            QVERIFY(app.waitForHuman());
            if (app.session().isOver())
                break;
            Burst burst(app.session());
            QTest::keyClick(app.window.get(), 'N');
            QTest::keyClick(app.window.get(), 'T');
            QVERIFY(burst.moves() >= 1); // no grace time: nobody else sits at this screen
            QVERIFY(!banner(app.window.get())->isVisible());
        }
    }
};

QTEST_MAIN(NoThanksHandoverTest)
#include "no_thanks_handover_test.moc"
