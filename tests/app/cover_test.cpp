// SPDX-License-Identifier: GPL-3.0-or-later
// The hot-seat cover: it appears exactly when the next decision belongs to another person than the last one and
// that person's view is private; never with one person against computers. While it is up the board is hidden
// (not overlaid) and nothing private of anyone is in any widget's text, tooltip, accessible name or description,
// the log, the menus or the window title, hidden widgets included.
//
// Two boards: a marker board (on No Return) that prints everything it is given ("SECRET of seat N" for a seat's own
// view), which checks the shell's part whatever a board shows; and the real No Thanks! board.

#include "app_fixture.h"
#include "fake_texts.h"
#include "lift_cover.h"

#include "shell/board.h"
#include "shell/hotseat_cover.h"
#include "shell/side_panel.h"

#include "core/game.h"
#include "no_thanks/observation.h"

#include <QSignalSpy>
#include <QVBoxLayout>

using namespace shell_test;
namespace core = games::core;

namespace {

/// Shows everything it is handed, everywhere a person or a screen reader could find it.
class MarkerBoard final : public nobox::Board {
public:
    MarkerBoard(nobox::GameSession& session, QWidget* parent)
        : Board(session, parent)
    {
        auto* layout = new QVBoxLayout(this);
        m_label = new QLabel(this);
        m_hidden = new QLabel(this);
        m_hidden->hide();
        layout->addWidget(m_label);
        layout->addWidget(m_hidden);
    }
    void showPosition(const nobox::BoardView& view) override
    {
        const QString mark = FakeTexts::mark(*view.observation);
        m_label->setText(mark);
        m_label->setToolTip(mark);
        m_hidden->setText(mark);
        setAccessibleName(mark);
        setAccessibleDescription(QString::number(view.legal.size()) + QStringLiteral(" moves for ") + mark);
        ++shown;
    }
    void showRefusal(const core::Error&) override { }
    void showHint(const core::Move&, double) override { }
    int shown = 0;

private:
    QLabel* m_label;
    QLabel* m_hidden;
};

/// No Return (whose hands are private) with the marker board and the marker texts.
struct MarkerApp : App {
    std::shared_ptr<FakeTexts> texts = std::make_shared<FakeTexts>();

    MarkerApp()
        : App(false)
    {
        boards.add("no-return",
            {texts, [](nobox::GameSession& session, QWidget* parent) { return new MarkerBoard(session, parent); },
                QString()});
        open();
        session().setSpeed(nobox::Speed::Instant);
    }
};

QString secretsIn(QWidget* window)
{
    QStringList found;
    for (const QString& text : allTexts(window))
        if (text.contains(QLatin1String("SECRET")))
            found << text;
    return found.join(QLatin1String(" | "));
}

/// Plays a whole game with random moves for the people, checking the cover at every decision: it is up exactly
/// when `expectCover(next, last)` says so. Returns the number of covers seen.
int playChecking(App& app, const std::function<bool(core::Seat next, core::Seat last)>& expectCover,
    const std::function<void()>& whileCovered, std::uint64_t seed)
{
    core::Rng rng(seed);
    core::Seat last = core::kNoSeat;
    int covers = 0;
    for (int step = 0; step < 5000 && !app.session().isOver(); ++step) {
        if (!app.waitForHumanOrEnd() || app.session().isOver())
            break;
        const core::Seat next = app.session().toMove();
        const bool covered = app.session().coverFor().has_value();
        if (covered != expectCover(next, last)) {
            qWarning() << "step" << step << "next" << next << "last" << last << "covered" << covered;
            return -1;
        }
        if (covered) {
            ++covers;
            if (*app.session().coverFor() != next)
                return -1;
            whileCovered();
            if (!liftCover(*app.window)) // the next person is at the screen
                return -1;
        }
        last = next;
        app.playHuman(rng);
    }
    return app.session().isOver() ? covers : -1;
}

} // namespace

class CoverTest : public QObject {
    Q_OBJECT

private slots:
    void init() { nobox::HotseatCover::setGraceMs(20); } // games walk through dozens of covers
    void cleanup() { nobox::HotseatCover::setGraceMs(700); }

    void coverExactlyWhenAnotherPersonWouldSeeSomethingPrivate()
    {
        MarkerApp app;
        QVERIFY(app.window->startGame(tableOf("no-return", {"", "", "", "easy"}, 31, 0)));
        int checks = 0;
        const int covers = playChecking(
            app,
            [&app](core::Seat next, core::Seat last) {
                // The engine tells what is private (a No Return hand): the shell only asks.
                return app.session().isHuman(next) && next != last && app.session().observation()->showsPrivate();
            },
            [&] {
                ++checks;
                // The board is replaced, not overlaid, and has only been told the public view.
                QVERIFY(!app.window->board()->isVisible());
                QVERIFY(app.window->cover()->isVisible());
                QCOMPARE(app.window->cover()->text(),
                    QStringLiteral("Pass to %1").arg(app.session().seatNames()[*app.session().coverFor()]));
                QCOMPARE(secretsIn(app.window.get()), QString());
                QVERIFY(!app.window->windowTitle().contains(QLatin1String("SECRET")));
                QVERIFY(app.window->sidePanel()->status().startsWith(QStringLiteral("Pass to")));
                QVERIFY(!app.session().hintAvailable());
            },
            5);
        qInfo() << "covers" << covers;
        QVERIFY(covers > 10);
        QCOMPARE(checks, covers);
    }

    void whenUncoveredThePersonSeesTheirOwnView()
    {
        nobox::HotseatCover::setGraceMs(1500); // "too soon" below holds unless the machine stalls that long
        MarkerApp app;
        QVERIFY(app.window->startGame(tableOf("no-return", {"", "", "easy"}, 33, 0)));
        QVERIFY(app.session().coverFor().has_value()); // "Pass to Seat0" before the first move
        QTest::keyClick(app.window->cover(), Qt::Key_Space); // too soon: the grace time
        QVERIFY(app.session().coverFor().has_value());
        QTest::keyClick(app.window->cover(), Qt::Key_X); // not a key that lifts it
        QTest::qWait(nobox::HotseatCover::graceMs() + 50);
        QTest::keyClick(app.window->cover(), Qt::Key_X);
        QVERIFY(app.session().coverFor().has_value());
        QTest::keyClick(app.window->cover(), Qt::Key_Space); // Enter or Space, afresh, lifts it
        QVERIFY(!app.session().coverFor());
        QVERIFY(app.window->board()->isVisible());
        QVERIFY(secretsIn(app.window.get()).contains(QLatin1String("SECRET of seat 0"))); // the marker works
        QVERIFY(!secretsIn(app.window.get()).contains(QLatin1String("SECRET of seat 1")));
    }

    void onePersonAgainstComputersIsNeverCovered()
    {
        MarkerApp app;
        QSignalSpy covers(&app.session(), &nobox::GameSession::coverChanged);
        QVERIFY(app.window->startGame(tableOf("no-return", {"easy", "", "normal", "easy"}, 34, 0)));
        const int seen = playChecking(
            app, [](core::Seat, core::Seat) { return false; }, [] {}, 7);
        QCOMPARE(seen, 0);
        QCOMPARE(covers.count(), 0);
    }

    void realBoardCoversOnlyForWhatTheLookShowed()
    {
        // Secret chips need no cover (the board holds the own count back: docs/hotseat.md); the set-aside cards a
        // person looked at do, whenever that person takes over from another.
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"", "", "normal", ""}, true, false, 35, 0)));
        const auto lookSeat = [&app] {
            const auto view = app.session().publicObservation();
            return dynamic_cast<const games::no_thanks::NoThanksObservation&>(*view).lookSeat;
        };
        int changes = 0;
        const int covers = playChecking(
            app,
            [&](core::Seat next, core::Seat last) {
                changes += app.session().isHuman(next) && next != last;
                return app.session().isHuman(next) && next != last && lookSeat() == next;
            },
            [&app] {
                QVERIFY(!app.window->board()->isVisible());
                QVERIFY(app.window->cover()->hasFocus());
                const QStringList texts = allTexts(app.window.get());
                for (const QString& text : texts)
                    QVERIFY2(!text.contains(QLatin1String("You saw")) && !text.contains(QLatin1String("You looked")),
                        qPrintable(text));
                QCOMPARE(app.window->windowTitle(), QStringLiteral("No Thanks! — NoBox"));
            },
            8);
        qInfo() << "changes of person" << changes << "covers" << covers;
        QVERIFY(covers >= 0);
        QVERIFY(changes > 20);
    }

    void realBoardWithOpenChipsNeedsNoCover()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QSignalSpy covers(&app.session(), &nobox::GameSession::coverChanged);
        // Open chips and no look card: nothing private to anyone.
        QVERIFY(app.window->startGame(table({"", "", ""}, false, true, 36, 0)));
        const int seen = playChecking(
            app, [](core::Seat, core::Seat) { return false; }, [] {}, 9);
        QCOMPARE(seen, 0);
        QCOMPARE(covers.count(), 0);
    }
};

QTEST_MAIN(CoverTest)
#include "cover_test.moc"
