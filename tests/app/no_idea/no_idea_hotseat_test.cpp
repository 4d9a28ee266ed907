// SPDX-License-Identifier: GPL-3.0-or-later
// A whole hot-seat game of No Idea with 3 people, played through the board's cards, piles, keys, drags and the
// "Nothing fits anymore!" button to the score sheet; the final totals equal the engine's score() for the same
// record, replayed here. At every step the board offers exactly the moves the engine lists (lit cards and piles,
// the declaration's button), no other seat's trophy values show anywhere, and no cover comes up (nothing private
// is on screen: one's own trophies' stars show only while held).

#include "boards/no_idea/seat_panel.h"
#include "no_idea_driver.h"

#include "shell/score_sheet.h"

#include "core/game.h"
#include "core/match.h"
#include "core/record.h"
#include "core/rng.h"

#include <QDialog>
#include <QSignalSpy>

#include <set>

using namespace ni_ui;
namespace core = games::core;

class NoIdeaHotseatTest : public QObject {
    Q_OBJECT

private slots:
    void wholeGameOfThreePeople()
    {
        App app(1280, 800);
        QVERIFY(app.start({"", "", ""}, false, 2024));
        NoIdeaBoard* board = app.board();
        const nobox::noidea::NoIdeaTexts texts;
        const std::uint64_t seed = app.session().table().seed;
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        std::vector<std::string> record;
        connect(&app.session(), &nobox::GameSession::moveApplied, this,
            [&](core::Seat, const core::Move& move) { record.push_back(app.session().game().moveToText(move)); });

        core::Rng rng(91);
        std::set<int> kinds;
        int covers = 0;
        int explained = 0;
        int drags = 0;
        for (int step = 0; step < 6000 && !app.session().isOver(); ++step) {
            if (app.session().coverFor()) {
                ++covers;
                for (const QString& text : visibleTexts(app.window.get()))
                    QVERIFY2(!text.contains(QLatin1String("trophy stars")), qPrintable(text));
                app.session().confirmCover();
                continue;
            }
            const core::Seat seat = app.session().toMove();
            const auto view = app.view();
            QCOMPARE(view.viewerSeat, seat);
            QCOMPARE(board->bottomSeat(), int(seat));
            const core::MoveList legal = app.session().humanMoves();
            QVERIFY(!legal.empty());

            // The board offers exactly what the engine lists.
            for (int position = 1; position <= 6; ++position) {
                const bool isLegal = std::find(legal.begin(), legal.end(), ni::moves::reveal(position)) != legal.end();
                QCOMPARE(board->place(position)->isLit(), isLegal);
            }
            for (std::size_t pile = 0; pile < board->piles().size(); ++pile) {
                const bool isLegal
                    = std::find(legal.begin(), legal.end(), ni::moves::pile(int(pile) + 1)) != legal.end();
                QCOMPARE(board->piles()[pile]->isLit(), isLegal);
            }
            const bool declare = std::find(legal.begin(), legal.end(), ni::moves::nothingFits()) != legal.end();
            QCOMPARE(board->nothingFitsButton()->isEnabled(), declare);
            QCOMPARE(board->pendingCard()->isVisible(), view.decision == ni::Decision::ChoosePile);
            // Other seats' trophies: a count only.
            for (int other = 0; other < 3; ++other)
                if (other != seat)
                    QVERIFY(board->seatPanel(other)->info().trophyValues.empty());

            // Now and then a place that may not be revealed: explained in words, nothing played.
            if (step % 13 == 4 && view.decision == ni::Decision::Reveal) {
                for (int position = 1; position <= 6; ++position) {
                    const core::Move wrong = ni::moves::reveal(position);
                    if (std::find(legal.begin(), legal.end(), wrong) != legal.end())
                        continue;
                    const int before = app.session().moveCount();
                    QTest::keyClick(app.window.get(), char('0' + position));
                    QCOMPARE(app.session().moveCount(), before);
                    const QString reason = texts.errorText(app.session().check(wrong));
                    QVERIFY2(board->messageText() == reason, qPrintable(board->messageText()));
                    ++explained;
                    break;
                }
            }

            // A random move; the declaration is taken whenever it may be, so that it is played through the
            // widgets too.
            core::Move move = legal[rng.below(std::uint32_t(legal.size()))];
            if (declare && rng.below(3) == 0)
                move = ni::moves::nothingFits();
            const Way way = ni::decode(move).kind == ni::MoveKind::Pile && step % 2 == 0 ? Way::Drag
                : step % 3 == 0                                                          ? Way::Key
                                                                                         : Way::Click;
            drags += way == Way::Drag;
            const int before = applied.count();
            QVERIFY2(operate(board, move, way), qPrintable(texts.moveText(move, view)));
            QCOMPARE(applied.count(), before + 1);
            QCOMPARE(applied.last().at(1).value<core::Move>(), move);
            kinds.insert(int(ni::decode(move).kind));
        }
        QVERIFY(app.session().isOver());
        QCOMPARE(covers, 0); // nothing private is on screen: the trophies' stars show only while held
        QVERIFY(explained > 0);
        QVERIFY(kinds.count(int(ni::MoveKind::Reveal)));

        // The same record replayed by the engine scores exactly what the app shows.
        core::Record rec;
        rec.game = "no-idea";
        rec.version = app.session().game().version();
        rec.options = {{"memory-aid", "false"}};
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
        for (std::size_t seat = 0; seat < expected.size(); ++seat) {
            QCOMPARE(shown[seat].total, expected[seat].total);
            QCOMPARE(shown[seat].items, expected[seat].items);
        }
        auto* sheet = app.window->findChild<QDialog*>(QStringLiteral("scoreSheet"));
        QVERIFY(QTest::qWaitFor([sheet] { return sheet && sheet->isVisible(); }, 3000));
        for (std::size_t seat = 0; seat < expected.size(); ++seat) {
            auto* total = sheet->findChild<QLabel*>(QStringLiteral("total%1").arg(seat));
            QVERIFY(total);
            QCOMPARE(total->text(), nobox::pointsText(expected[seat].total));
        }
        // At the end everybody's trophies show.
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(board->seatPanel(seat)->info().trophyCount, int(app.view().seats[std::size_t(seat)].trophyCount));
    }
};

QTEST_MAIN(NoIdeaHotseatTest)
#include "no_idea_hotseat_test.moc"
