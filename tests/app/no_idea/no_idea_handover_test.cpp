// SPDX-License-Identifier: GPL-3.0-or-later
// No Idea at one screen with 3 people and no cover: a whole game played with a person's clumsy fingers. Every
// decision is made by a doubled key, a double click or a key held down past the grace time; whatever these make
// happen, every move is the first person's, never the next one's (a turn ends at a card that fits nowhere, a
// consolation prize, a declaration, a layout card played). No cover comes up in the whole game (nothing private is
// on screen: the trophies' stars show only while held), the next person's name shows large at each change, and
// with the memory aid off nothing on screen tells where a card lies once it has gone back face down.

#include "handover_probe.h"
#include "no_idea_driver.h"

#include "shell/side_panel.h"

#include "core/rng.h"

#include <QListWidget>

using namespace ni_ui;
using namespace handover_test;
namespace core = games::core;

namespace {

/// The control and key of `move` on the board.
struct Control {
    QWidget* widget = nullptr;
    char key = 0;
};

Control controlOf(NoIdeaBoard* board, const core::Move& move)
{
    const auto info = ni::decode(move);
    switch (info.kind) {
    case ni::MoveKind::Reveal:
        return {board->place(info.position), char('0' + info.position)};
    case ni::MoveKind::Pile:
        return {board->piles()[std::size_t(info.pile - 1)], char('0' + info.pile)};
    case ni::MoveKind::NothingFits:
        return {board->nothingFitsButton(), 'N'};
    }
    return {};
}

/// Whether any text on screen names a known card as lying face down ("known", or a face-down card shown as known).
bool tellsWhereACardLies(NoIdeaBoard* board, nobox::MainWindow* window)
{
    QStringList texts = visibleTexts(window);
    QListWidget* log = window->sidePanel()->log();
    for (int row = 0; row < log->count(); ++row)
        texts << log->item(row)->text() << log->item(row)->toolTip();
    for (const QString& text : texts)
        if (text.contains(QLatin1String("known")) || text.contains(QLatin1String("back face down at place")))
            return true;
    for (int position = 1; position <= 6; ++position)
        if (board->place(position)->look() == CardButton::Look::Known)
            return true;
    return false;
}

} // namespace

class NoIdeaHandoverTest : public QObject {
    Q_OBJECT

private slots:
    void aWholeGameOfClumsyFingers()
    {
        // The mechanism does not depend on the grace time's length: a shorter one keeps the whole game quick (the
        // No Thanks! test keeps the real 0.7 s).
        App app;
        nobox::HandoverGuard::setGraceMs(300);
        QVERIFY(app.start({"", "", ""}, false, 2031));
        NoIdeaBoard* board = app.board();
        nobox::MainWindow* window = app.window.get();
        core::Rng rng(17);
        Counts counts;
        int handovers = 0;
        int covers = 0;
        for (int step = 0; step < 4000 && !app.session().isOver(); ++step) {
            covers += app.session().coverFor().has_value();
            QVERIFY(!app.session().coverFor());
            QVERIFY(!tellsWhereACardLies(board, window));
            const core::MoveList legal = app.session().humanMoves();
            QVERIFY(!legal.empty());
            const core::Move move = legal[rng.below(std::uint32_t(legal.size()))];
            const Control control = controlOf(board, move);
            QVERIFY(control.widget && control.widget->isVisible());

            Burst burst(app.session());
            const int kind = step % 9 < 4 ? 0 : step % 9 < 8 ? 1 : 2; // a held key now and then: it takes time
            if (kind == 0) {
                QTest::keyClick(window, control.key);
                QTest::keyClick(window, control.key);
            } else if (kind == 1) {
                doubleClick(control.widget);
            } else {
                const Qt::Key key = control.key == 'N' ? Qt::Key_N : Qt::Key(Qt::Key_0 + (control.key - '0'));
                holdKey(window, key, QString(QChar::fromLatin1(control.key)), nobox::HandoverGuard::graceMs() + 100);
            }
            QVERIFY2(burst.onlyByFirst(), "a move was made for the next person");
            QVERIFY(burst.moves() >= 1);
            if (!burst.handedOver())
                continue;
            ++handovers;
            (kind == 0 ? counts.doubledKeys : kind == 1 ? counts.doubleClicks : counts.heldKeys) += 1;
            QVERIFY(banner(window)->isVisible());
            QCOMPARE(banner(window)->name(), app.session().seatNames()[app.session().toMove()]);
            waitOutGrace();
        }
        QVERIFY(app.session().isOver());
        qInfo("%d changes of person, %d covers; ignored: %d doubled keys, %d double clicks, %d held keys", handovers,
            covers, counts.doubledKeys, counts.doubleClicks, counts.heldKeys);
        QCOMPARE(covers, 0);
        QVERIFY(counts.doubledKeys >= 3 && counts.doubleClicks >= 3 && counts.heldKeys >= 3);
    }
};

QTEST_MAIN(NoIdeaHandoverTest)
#include "no_idea_handover_test.moc"
