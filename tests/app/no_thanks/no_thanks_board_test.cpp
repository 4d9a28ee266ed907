// SPDX-License-Identifier: GPL-3.0-or-later
// The No Thanks! board in the real window: refusals explained, the keyboard alone, the auction, the give/remove
// choice, hints, nothing private behind the hot-seat cover, and a layout without overlap from 1280x720 to 4K for
// 3 to 7 players.

#include "boards/no_thanks/no_thanks_texts.h"
#include "boards/no_thanks/table_centre.h"
#include "no_thanks_driver.h"

#include "shell/language.h"
#include "shell/score_sheet.h"
#include "shell/table_settings.h"

#include "core/game.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/rng.h"

#include <QAccessible>
#include <QLabel>
#include <QSignalSpy>
#include <QToolButton>

using namespace nt_ui;
namespace core = games::core;

namespace {

/// The first seed whose deal turns up a green card first (an auction at once).
std::uint64_t seedWithGreenFirst(const core::Registry& registry, int seats)
{
    const core::Game& game = *registry.find("no-thanks");
    for (std::uint64_t seed = 1; seed < 5000; ++seed) {
        core::MatchConfig config;
        config.seats = seats;
        config.seed = seed;
        core::resolveOptions(game.optionSpecs(), {{"expansion", "true"}, {"open-counters", "true"}}, config.options);
        const auto match = game.newMatch(config);
        const auto& view = dynamic_cast<const nt::NoThanksObservation&>(*match->observe(0));
        if (nt::isGreen(view.middle))
            return seed;
    }
    return 0;
}

bool rectsOverlap(const QRect& a, const QRect& b)
{
    return a.intersected(b).width() > 1 && a.intersected(b).height() > 1;
}

} // namespace

class NoThanksBoardTest : public QObject {
    Q_OBJECT

private slots:
    void refusingWithoutChipsIsExplained()
    {
        App app;
        QVERIFY(app.start(3, 3, false, true, 11)); // open chips: no cover between the humans
        NoThanksBoard* board = app.board();
        ActionButton* refuse = board->button(nt::MoveKind::Refuse);
        QVERIFY(refuse && refuse->isVisible() && refuse->isEnabled() && refuse->isAvailable());
        QCOMPARE(refuse->accessibleName(), QStringLiteral("No thanks!"));
        // Every control has a name and a role a screen reader can use.
        for (auto* button : board->findChildren<QAbstractButton*>()) {
            QAccessibleInterface* face = QAccessible::queryAccessibleInterface(button);
            QVERIFY(face && face->role() == QAccessible::Button);
            QVERIFY(!face->text(QAccessible::Name).isEmpty());
        }
        QCOMPARE(QAccessible::queryAccessibleInterface(board->seatPanel(1))->role(), QAccessible::Grouping);
        QCOMPARE(
            QAccessible::queryAccessibleInterface(board->seatPanel(1))->text(QAccessible::Name), QStringLiteral("Ben"));
        QCOMPARE(QAccessible::queryAccessibleInterface(board->table())->role(), QAccessible::Graphic);
        QVERIFY(QAccessible::queryAccessibleInterface(board->table())
                    ->text(QAccessible::Description)
                    .contains(QLatin1String("In the middle:")));
        // Everybody says No thanks! until the player to move has no chip left.
        for (int i = 0; i < 40 && app.view().ownChips > 0; ++i)
            QTest::mouseClick(refuse, Qt::LeftButton);
        QCOMPARE(app.view().ownChips, 0);
        QVERIFY(refuse->isVisible() && refuse->isEnabled());
        QVERIFY(!refuse->isAvailable());
        QVERIFY(board->statusText().contains(QLatin1String("no chips")));
        const int moves = app.session().moveCount();
        QTest::mouseClick(refuse, Qt::LeftButton);
        QCOMPARE(app.session().moveCount(), moves);
        const QString reason = nobox::nothanks::NoThanksTexts().errorText(core::Error::make("no-thanks.must-take"));
        QVERIFY2(board->messageText().contains(reason), qPrintable(board->messageText()));
        QCOMPARE(refuse->accessibleDescription(), reason);
        // The key says the same; taking clears the message and plays.
        QTest::keyClick(app.window.get(), 'N');
        QVERIFY(board->messageText().contains(reason));
        QTest::keyClick(app.window.get(), 'T');
        QCOMPARE(app.session().moveCount(), moves + 1);
        QVERIFY(board->messageText().isEmpty());
    }

    void theKeyboardAlonePlays()
    {
        App app;
        QVERIFY(app.start(3, 3, false, true, 5));
        NoThanksBoard* board = app.board();
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        // The focus starts on the first action; Tab reaches the next, Space and Enter press.
        QCOMPARE(QApplication::focusWidget(), board->button(nt::MoveKind::Take));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), board->button(nt::MoveKind::Refuse));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.last().at(1).value<core::Move>(), nt::moves::refuse());
        QTest::keyClick(app.window.get(), 'N');
        QCOMPARE(applied.count(), 2);
        QTest::keyClick(app.window.get(), 'T');
        QCOMPARE(applied.count(), 3);
        QCOMPARE(applied.last().at(1).value<core::Move>(), nt::moves::take());
        // The focus stays on the button last used while it is still there; Enter presses it.
        QCOMPARE(QApplication::focusWidget(), board->button(nt::MoveKind::Refuse));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(applied.count(), 4);
        QCOMPARE(applied.last().at(1).value<core::Move>(), nt::moves::refuse());
        // A key for a move of another kind of decision is explained, not ignored.
        QTest::keyClick(app.window.get(), 'B');
        QCOMPARE(applied.count(), 4);
        QVERIFY(board->messageText().contains(QLatin1String("no auction")));
    }

    void theAuctionIsObvious()
    {
        App app;
        const std::uint64_t seed = seedWithGreenFirst(app.registry, 4);
        QVERIFY(seed != 0);
        QVERIFY(app.start(4, 4, true, true, seed));
        NoThanksBoard* board = app.board();
        QVERIFY(!board->button(nt::MoveKind::Take)->isVisible());
        ActionButton* bid = board->button(nt::MoveKind::Bid);
        ActionButton* decline = board->button(nt::MoveKind::Decline);
        QVERIFY(bid->isVisible() && decline->isVisible());
        QCOMPARE(bid->text(), QStringLiteral("Bid a chip"));
        QVERIFY(board->statusText().contains(QLatin1String("bid a chip")));
        auto* detail = board->findChild<QLabel*>(QStringLiteral("detail"));
        QVERIFY(detail->accessibleName().contains(QLatin1String("No bid yet: if Anna declines, Dev gets it.")));
        QVERIFY(board->seatPanel(3)->info().wouldGet);

        QTest::mouseClick(bid, Qt::LeftButton); // Anna bids
        QCOMPARE(board->seatPanel(0)->info().bidMark, 1);
        QVERIFY(board->seatPanel(0)->info().wouldGet);
        QVERIFY(!board->seatPanel(3)->info().wouldGet);
        QVERIFY(detail->accessibleName().contains(QLatin1String("1 chip on it")));
        QVERIFY(detail->accessibleName().contains(QLatin1String("Anna would get it now.")));
        QCOMPARE(board->table()->info().view.middleChips, 1);
        QVERIFY(board->table()->info().auction);

        QTest::mouseClick(bid, Qt::LeftButton); // Ben bids
        QCOMPARE(board->seatPanel(1)->info().bidMark, 2);
        QVERIFY(board->seatPanel(1)->info().wouldGet);
        const auto green = app.view().middle;
        QTest::keyClick(app.window.get(), 'D'); // Cleo declines: Ben gets the card, Cleo the 2 chips
        const auto after = app.view();
        QVERIFY(std::count(after.displays[1].begin(), after.displays[1].end(), green) == 1
            || nt::timingOf(green) == nt::Timing::Immediate);
        QCOMPARE(after.chips[2], 11 + 2);
    }

    void giveOrRemoveIsChosenWithTheKeyboard()
    {
        // Random play until a human must give or remove a card; then the arrows and Enter choose.
        App app;
        core::Rng rng(3);
        bool found = false;
        for (std::uint64_t seed = 1; seed < 60 && !found; ++seed) {
            QVERIFY(app.start(3, 3, true, true, seed));
            while (!app.session().isOver()) {
                if (app.session().coverFor()) {
                    app.session().confirmCover();
                    continue;
                }
                const auto view = app.view();
                if (view.decision == nt::Decision::Give || view.decision == nt::Decision::Remove) {
                    found = true;
                    break;
                }
                const auto& legal = app.session().humanMoves();
                app.session().requestMove(legal[rng.below(std::uint32_t(legal.size()))]);
            }
        }
        QVERIFY(found);
        NoThanksBoard* board = app.board();
        const auto choices = board->choiceButtons();
        QVERIFY(!choices.isEmpty());
        QCOMPARE(QApplication::focusWidget(), choices.front());
        QVERIFY(board->statusText().contains(QLatin1String("choose a card")));
        for (auto* b : choices)
            QVERIFY(b->accessibleName().startsWith(QLatin1String("Give")) || b->accessibleName().startsWith("Remove"));
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        CardButton* wanted = choices.size() > 1 ? choices[1] : choices[0];
        const nt::Card card = wanted->card();
        if (choices.size() > 1)
            QTest::keyClick(choices.front(), Qt::Key_Right);
        QCOMPARE(QApplication::focusWidget(), wanted);
        QTest::keyClick(wanted, Qt::Key_Return);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(nt::decode(applied.last().at(1).value<core::Move>()).card, card);
        QVERIFY(board->choiceButtons().isEmpty());
    }

    void aLookIsSeenOnlyByTheLooker()
    {
        // Open chips: nothing else is private, so the look result is the one thing that must follow its owner.
        App app;
        core::Rng rng(8);
        bool looked = false;
        for (std::uint64_t seed = 1; seed < 80 && !looked; ++seed) {
            QVERIFY(app.start(3, 3, true, true, seed));
            while (!app.session().isOver() && !looked) {
                if (app.session().coverFor()) {
                    app.session().confirmCover();
                    continue;
                }
                const auto& legal = app.session().humanMoves();
                if (std::find(legal.begin(), legal.end(), nt::moves::look()) != legal.end()) {
                    QTest::keyClick(app.window.get(), 'L');
                    looked = true;
                    break;
                }
                app.session().requestMove(legal[rng.below(std::uint32_t(legal.size()))]);
            }
        }
        QVERIFY(looked);
        NoThanksBoard* board = app.board();
        const auto view = app.view();
        const core::Seat looker = view.viewerSeat;
        QCOMPARE(view.lookSeat, looker);
        QVERIFY(board->table()->info().looked);
        QCOMPARE(board->table()->info().seen, view.setAsideSeen);
        QVERIFY(board->table()->summary().contains(QLatin1String("You looked and saw")));
        QVERIFY(view.showsPrivate());
        // Play on until another person decides: the result is gone from the board (behind the cover, and after it).
        while (!app.session().isOver() && app.view().viewerSeat == looker && !app.session().coverFor()) {
            const auto& legal = app.session().humanMoves();
            app.session().requestMove(legal.front());
        }
        if (app.session().coverFor()) {
            QVERIFY(!board->table()->info().looked);
            app.session().confirmCover();
        }
        if (!app.session().isOver() && app.view().viewerSeat != looker) {
            QVERIFY(!board->table()->info().looked);
            QVERIFY(board->table()->info().seen.empty());
            QVERIFY(!board->table()->summary().contains(QLatin1String("You looked")));
        }
    }

    void aHintIsHighlighted()
    {
        App app;
        QVERIFY(app.start(3, 1, false, false, 9));
        QVERIFY(app.waitForHuman());
        NoThanksBoard* board = app.board();
        board->showHint(nt::moves::refuse(), 0.62);
        QVERIFY(board->button(nt::MoveKind::Refuse)->isHinted());
        QVERIFY(!board->button(nt::MoveKind::Take)->isHinted());
        QVERIFY(board->messageText().contains(QLatin1String("62%")));
        QVERIFY(board->messageText().contains(QLatin1String("No thanks!")));
        auto* detail = board->findChild<QLabel*>(QStringLiteral("detail"));
        auto* message = board->findChild<QLabel*>(QStringLiteral("message"));
        QVERIFY(message->isVisible() && !detail->isVisible()); // the bubble takes the details' place for a moment
        QTest::mouseClick(board->button(nt::MoveKind::Take), Qt::LeftButton);
        QVERIFY(app.waitForHuman());
        QVERIFY(!board->button(nt::MoveKind::Refuse)->isHinted());
    }

    void eachPlaceShowsWhatItsCardsCount()
    {
        App app;
        QVERIFY(app.start(4, 0, false, true, 9, "normal")); // computers only, open chips, the base game
        QVERIFY(QTest::qWaitFor([&] { return app.session().isOver(); }, 60000));
        NoThanksBoard* board = app.board();
        const auto scores = app.session().finalScores();
        for (int seat = 0; seat < 4; ++seat) {
            const auto* panel = board->seatPanel(seat);
            // Without special cards a score is the cards' points plus the chips left (NT-5).
            QCOMPARE(panel->info().cardPoints + panel->info().chips, scores[std::size_t(seat)].total);
            QVERIFY(panel->accessibleDescription().contains(
                QStringLiteral("cards count %1").arg(nobox::pointsText(panel->info().cardPoints))));
        }
        // The base game's table never names a special card.
        QVERIFY2(!board->table()->summary().contains(QLatin1String("Pink X")), qPrintable(board->table()->summary()));
    }

    void hotseatChipsAreHeldBackWithoutACover()
    {
        App app;
        QVERIFY(app.start(4, 4, false, false, 21)); // hidden chips, four people: no cover (docs/hotseat.md)
        NoThanksBoard* board = app.board();
        QVERIFY(!app.session().coverFor());
        const auto allSecret = [board] {
            for (int seat = 0; seat < 4; ++seat) {
                const auto* panel = board->seatPanel(seat);
                if (panel->info().chips != -1 || panel->accessibleDescription().contains(QLatin1String("11 chips"))
                    || !panel->accessibleDescription().contains(QLatin1String("chips secret")))
                    return false;
            }
            return true;
        };
        QVERIFY(allSecret());
        QTest::mousePress(board->showChipsButton(), Qt::LeftButton);
        QCOMPARE(board->seatPanel(0)->info().chips, 11);
        QTest::mouseRelease(board->showChipsButton(), Qt::LeftButton);
        QVERIFY(allSecret());
        QTest::mouseClick(board->button(nt::MoveKind::Refuse), Qt::LeftButton);
        QCOMPARE(app.session().toMove(), core::Seat(1));
        QVERIFY(!app.session().coverFor());
        QVERIFY(allSecret());
        QTest::mousePress(board->showChipsButton(), Qt::LeftButton);
        QCOMPARE(board->seatPanel(1)->info().chips, 11);
        QCOMPARE(board->seatPanel(0)->info().chips, -1);
        QTest::mouseRelease(board->showChipsButton(), Qt::LeftButton);
        QVERIFY(allSecret());
        // The table turned: the person deciding sits at the bottom.
        QVERIFY(board->seatPanel(1)->geometry().top() > board->seatPanel(0)->geometry().top());
    }

    void animationsPlayAndEnd()
    {
        App app;
        QVERIFY(app.start(3, 3, false, true, 4));
        NoThanksBoard* board = app.board();
        board->setAnimationScale(1.0);
        QTest::mouseClick(board->button(nt::MoveKind::Take), Qt::LeftButton); // the card flies, the next turns up
        QCOMPARE(board->table()->reveal(), 0.0);
        QVERIFY(QTest::qWaitFor([board] { return board->table()->reveal() >= 1.0; }, 2000));
        board->setAnimationScale(0);
        QTest::mouseClick(board->button(nt::MoveKind::Take), Qt::LeftButton);
        QCOMPARE(board->table()->reveal(), 1.0);
    }

    void aLongPromptIsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QSize>("size");
        QTest::newRow("ja 1280x800") << QStringLiteral("ja") << QStringLiteral("山田花子さんと田中太郎くん")
                                     << QSize(1280, 800);
        QTest::newRow("de 1280x720") << QStringLiteral("de")
                                     << QStringLiteral("Maximiliane von Hohenzollern-Sigmaringen") << QSize(1280, 720);
    }

    /// Seven players and a long name: the prompt gets smaller, then takes two lines, and is never cut short.
    void aLongPromptIsWhole()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        QFETCH(QSize, size);
        App app(size.width(), size.height());
        QVERIFY(app.window->language().switchTo(language));
        QCoreApplication::sendPostedEvents();
        nobox::TableConfig table;
        table.gameId = "no-thanks";
        table.seats.push_back({name, true, QStringLiteral("easy")});
        for (int seat = 1; seat < 7; ++seat)
            table.seats.push_back({nobox::defaultSeatName(seat, false), false, QStringLiteral("easy")});
        table.startSeat = 0;
        table.seed = 5;
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table));
        QVERIFY(app.waitForHuman());
        QApplication::processEvents();
        auto* status = app.board()->findChild<QLabel*>(QStringLiteral("status"));
        QVERIFY(status->accessibleName().startsWith(name));
        QCOMPARE(status->text(), status->accessibleName());
        QVERIFY(status->toolTip().isEmpty());
        // Within the label (a pixel of the last line's descent aside).
        const QRectF needed
            = QFontMetricsF(status->font())
                  .boundingRect(QRectF(status->rect()), Qt::AlignCenter | Qt::TextWordWrap, status->text());
        QVERIFY2(
            needed.width() <= status->width() && needed.height() <= status->height() + 1, qPrintable(status->text()));
        QVERIFY(status->font().pixelSize() >= 12);
        QVERIFY(app.window->language().switchTo(QStringLiteral("en")));
    }

    void layoutHasNoOverlap_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QSize>("size");
        for (int seats = 3; seats <= 7; ++seats)
            for (QSize size : {QSize(1280, 720), QSize(1920, 1080), QSize(3840, 2160)})
                QTest::addRow("%d players %dx%d", seats, size.width(), size.height()) << seats << size;
    }

    void layoutHasNoOverlap()
    {
        QFETCH(int, seats);
        QFETCH(QSize, size);
        App app(size.width(), size.height());
        QVERIFY(app.start(seats, seats, true, true, 40 + seats));
        core::Rng rng(seats);
        // Late in the game, when the displays are full.
        while (!app.session().isOver() && app.view().deckSize > 3) {
            if (app.session().coverFor()) {
                app.session().confirmCover();
                continue;
            }
            const auto& legal = app.session().humanMoves();
            app.session().requestMove(legal[rng.below(std::uint32_t(legal.size()))]);
        }
        QApplication::processEvents();
        NoThanksBoard* board = app.board();
        const QRect area = board->rect();
        std::vector<QRect> boxes;
        for (int seat = 0; seat < seats; ++seat) {
            const auto* panel = board->seatPanel(seat);
            QVERIFY(area.contains(panel->geometry()));
            const QRectF inside = QRectF(panel->rect());
            for (const auto& placed : panel->placedCards()) {
                QVERIFY2(inside.contains(placed.rect), qPrintable(QStringLiteral("seat %1").arg(seat)));
                QVERIFY(placed.rect.height() >= 24); // still a readable card
            }
            boxes.push_back(panel->geometry());
        }
        QWidget* centre = board->table()->parentWidget();
        boxes.push_back(centre->geometry());
        for (std::size_t i = 0; i < boxes.size(); ++i)
            for (std::size_t j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!rectsOverlap(boxes[i], boxes[j]), qPrintable(QStringLiteral("%1 and %2").arg(i).arg(j)));
        // The middle card is the largest card on the table.
        const qreal middle = board->table()->middleRect().height();
        for (int seat = 0; seat < seats; ++seat)
            for (const auto& placed : board->seatPanel(seat)->placedCards())
                QVERIFY2(placed.rect.height() <= middle + 1,
                    qPrintable(QStringLiteral("seat %1: %2 > %3").arg(seat).arg(placed.rect.height()).arg(middle)));
        QVERIFY(middle >= 90);
        for (QRectF pile : {board->table()->middleRect(), board->table()->deckRect(), board->table()->setAsideRect(),
                 board->table()->discardRect()})
            QVERIFY(QRectF(board->table()->rect()).contains(pile));
    }
};

QTEST_MAIN(NoThanksBoardTest)
#include "no_thanks_board_test.moc"
