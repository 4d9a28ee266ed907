// SPDX-License-Identifier: GPL-3.0-or-later
// Movements over the board repaint only where their sprites were and are: after every animation, what is on the
// screen equals the window painted afresh (no trail of a card or a chip left behind), in every game.

#include "app_fixture.h"

#include "boards/kit/motion_layer.h"
#include "shell/board.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QScreen>
#include <QSignalSpy>
#include <QTimer>

#include <cstdlib>

using namespace shell_test;

namespace {

/// Runs the real event loop (the animations' frames need it; QTest::qWait would sleep between rounds) until `done`,
/// or false after a time only a hang takes.
template <typename Condition> bool runUntil(Condition done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > 60000)
            return false;
        QEventLoop loop;
        QTimer::singleShot(10, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

/// Whether every movement over the board has ended and the board shows the present, not the steps of a turn that
/// is over.
bool boardIsStill(QWidget* window)
{
    for (const auto* layer : window->findChildren<nobox::kit::MotionLayer*>())
        if (layer->running())
            return false;
    for (const auto* board : window->findChildren<nobox::Board*>())
        if (board->shownTurn() != games::core::kNoSeat)
            return false;
    return true;
}

/// Whether two pixels differ by more than antialiasing does: a region repainted alone may round its edges a shade
/// differently from a whole-window paint; a card or a chip left behind differs by far more.
bool clearlyDiffer(QRgb a, QRgb b)
{
    constexpr int kShade = 24;
    return std::abs(qRed(a) - qRed(b)) > kShade || std::abs(qGreen(a) - qGreen(b)) > kShade
        || std::abs(qBlue(a) - qBlue(b)) > kShade;
}

/// What the screen shows of the window, and the same window painted from scratch.
bool screenMatchesFreshPaint(QWidget* window, QString* where)
{
    const QImage shown = window->screen()->grabWindow(window->winId()).toImage().convertToFormat(QImage::Format_RGB32);
    const QImage fresh = window->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (shown.size() != fresh.size()) {
        *where = QStringLiteral("sizes differ");
        return false;
    }
    for (int y = 0; y < shown.height(); ++y)
        for (int x = 0; x < shown.width(); ++x)
            if (clearlyDiffer(shown.pixel(x, y), fresh.pixel(x, y))) {
                *where = QStringLiteral("first difference at %1,%2").arg(x).arg(y);
                if (!qEnvironmentVariableIsEmpty("NOBOX_MOTION_DUMP")) { // to look at it
                    shown.save(qEnvironmentVariable("NOBOX_MOTION_DUMP") + "-shown.png");
                    fresh.save(qEnvironmentVariable("NOBOX_MOTION_DUMP") + "-fresh.png");
                }
                return false;
            }
    return true;
}

} // namespace

class MotionTest : public QObject {
    Q_OBJECT

private slots:
    void animationsLeaveNoTrail_data() { addRowPerGame(); }

    void animationsLeaveNoTrail()
    {
        QFETCH(QString, game);
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Fast); // animated
        const games::core::Game* rules = app.registry.find(game.toStdString());
        QVERIFY(rules);
        QVERIFY(app.window->startGame(
            tableWithEveryOption(*rules, {QString(), QStringLiteral("normal"), QStringLiteral("normal")}, 5)));
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        games::core::Rng rng(7);
        for (int turn = 0; turn < 8 && !app.session().isOver(); ++turn) {
            QVERIFY(app.waitForHumanOrEnd());
            if (app.session().isOver())
                break;
            // Every movement of the computers' moves has ended; then the screen catches up with the last frame. A
            // trail never does: nothing repaints a still board.
            QVERIFY(runUntil([&app] { return boardIsStill(app.window.get()); }));
            QString where;
            QVERIFY2(runUntil([&app, &where] { return screenMatchesFreshPaint(app.window.get(), &where); }),
                qPrintable(QStringLiteral("turn %1: %2").arg(turn).arg(where)));
            QVERIFY(app.playHuman(rng));
        }
        QVERIFY(applied.count() >= 8);
    }
};

QTEST_MAIN(MotionTest)
#include "motion_test.moc"
