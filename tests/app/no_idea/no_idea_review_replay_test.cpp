// SPDX-License-Identifier: GPL-3.0-or-later
// A decision of a No Idea game played without the memory aid, opened from its review: the replay shows that
// position through the player's eyes with the cards the player had seen (revealed and turned face down again)
// drawn as known, the memory aid's look, and says so; an unknown card's face is reachable nowhere (the place's
// button holds no card, no accessible name or tooltip names one). The same game's ordinary replay keeps the table
// as it was: without the memory aid, the known cards are plain backs.

#include "boards/no_idea/no_idea_words.h"
#include "boards/no_idea/seat_panel.h"
#include "no_idea_driver.h"

#include "shell/replay_viewer.h"
#include "shell/review_page.h"

#include "core/match.h"
#include "core/record.h"
#include "played_game.h"

#include <QListWidget>
#include <QSignalSpy>

using namespace ni_ui;
namespace core = games::core;
using nobox::noidea::cardName;

namespace {

bool isKnown(ni::Card card)
{
    return card != ni::kNoCard && card != ni::kUnknownCard;
}

/// Whether seat 0's layout holds a known card and an unknown one.
bool knownAndUnknown(const ni::NoIdeaObservation& view)
{
    const auto& layout = view.seats[0].layout;
    return std::any_of(layout.begin(), layout.end(), isKnown)
        && std::any_of(layout.begin(), layout.end(), [](ni::Card card) { return card == ni::kUnknownCard; });
}

/// Every accessible name, description and tooltip under `root`.
QStringList wordsUnder(const QWidget* root)
{
    QStringList words;
    for (const QWidget* widget : root->findChildren<QWidget*>())
        words << widget->accessibleName() << widget->accessibleDescription() << widget->toolTip();
    return words;
}

} // namespace

class NoIdeaReviewReplayTest : public QObject {
    Q_OBJECT

private slots:
    void AMarkOpensWhatThePlayerKnewAndNoMore()
    {
        App app;
        // Three computers without the memory aid.
        const core::Record record
            = nobox_test::playedGame(app.registry, "no-idea", 3, 4, {"normal", "easy"}, {{"memory-aid", "false"}});
        QVERIFY(!record.moves.empty());
        auto* page = app.window->reviewPage();
        page->setAgent("hard:iterations=40"); // quick; the chances do not matter here
        QSignalSpy finished(page, &nobox::ReviewPage::finished);
        QVERIFY(app.window->showReview(record, 0));
        QVERIFY(finished.wait(240000));

        // A decision of seat 0 with a card it had seen face down in its layout, and one it had not.
        int row = -1;
        std::size_t ply = 0;
        for (int r = 0; r < page->findChild<QListWidget*>(QStringLiteral("reviewDecisions"))->count() && row < 0; ++r) {
            const auto& decision = page->review()->decisions[static_cast<std::size_t>(page->decisionAt(r))];
            const auto at = core::replay(app.registry, record, decision.ply).match->observe(0);
            if (knownAndUnknown(dynamic_cast<const ni::NoIdeaObservation&>(*at))) {
                row = r;
                ply = decision.ply;
            }
        }
        QVERIFY2(row >= 0, "the game has a decision with a known and an unknown card in seat 0's layout");
        page->openRow(row);
        auto* viewer = app.window->replayViewer();
        QVERIFY(QTest::qWaitFor([viewer] { return viewer->isVisible(); }, 5000));
        QCOMPARE(viewer->position(), static_cast<int>(ply));
        QCOMPARE(viewer->view(), 0);
        QVERIFY(viewer->recalling());

        // The engine's observation of that seat, with only the memory aid turned on: nothing hidden added.
        const auto engine = core::replay(app.registry, record, ply).match->observe(0);
        auto expected = dynamic_cast<const ni::NoIdeaObservation&>(*engine);
        QVERIFY(!expected.memoryAid); // the table played without it
        expected.memoryAid = true;
        const auto shown = viewer->currentObservation();
        QVERIFY(shown->equals(expected));
        auto* note = viewer->findChild<QLabel*>(QStringLiteral("replayRecallNote"));
        QVERIFY(note && note->isVisible() && !note->text().isEmpty());

        auto* board = viewer->findChild<NoIdeaBoard*>();
        QVERIFY(board);
        const QStringList words = wordsUnder(viewer);
        for (int position = 1; position <= 6; ++position) {
            const ni::Card card = expected.seats[0].layout[static_cast<std::size_t>(position - 1)];
            const CardButton* place = board->place(position);
            if (isKnown(card)) { // drawn as known, and named so
                QCOMPARE(place->look(), CardButton::Look::Known);
                QCOMPARE(place->card(), card);
                QVERIFY2(place->accessibleName().contains(cardName(card)), qPrintable(place->accessibleName()));
            } else if (card == ni::kUnknownCard) { // a plain back: the button does not even hold the face
                QCOMPARE(place->look(), CardButton::Look::Back);
                QCOMPARE(place->card(), ni::kNoCard);
                const QString knownHere = QStringLiteral("Place %1: face down, known").arg(position);
                QVERIFY(!words.join(QLatin1Char('\n')).contains(knownHere));
            }
        }
        // The other seats' panels: their known cards as known (everyone saw them), the unknown ones named nowhere.
        for (int seat = 1; seat < expected.seatCount; ++seat) {
            const auto* panel = board->seatPanel(seat);
            const QString said = panel->accessibleName() + QLatin1Char('\n') + panel->toolTip();
            for (int position = 1; position <= 6; ++position) {
                const ni::Card card = expected.seats[std::size_t(seat)].layout[std::size_t(position - 1)];
                QCOMPARE(panel->info().layout[std::size_t(position - 1)], card);
                QCOMPARE(said.contains(QStringLiteral("place %1 known").arg(position)), isKnown(card));
            }
        }

        // The same game's ordinary replay shows the table as it was: without the memory aid, plain backs.
        QVERIFY(app.window->showReplay(record));
        QVERIFY(!viewer->recalling());
        viewer->setView(0);
        viewer->jumpTo(static_cast<int>(ply));
        QVERIFY(viewer->currentObservation()->equals(*engine));
        QVERIFY(!note->isVisible());
        board = viewer->findChild<NoIdeaBoard*>(); // a new record, a new board
        for (int position = 1; position <= 6; ++position)
            if (expected.seats[0].layout[static_cast<std::size_t>(position - 1)] != ni::kNoCard)
                QCOMPARE(board->place(position)->look(), CardButton::Look::Back);
    }
};

QTEST_MAIN(NoIdeaReviewReplayTest)
#include "no_idea_review_replay_test.moc"
