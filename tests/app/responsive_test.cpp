// SPDX-License-Identifier: GPL-3.0-or-later
// The window never freezes: while hard computer players think (and their moves are animated), a timer that asks
// for the UI thread every 10 ms is never kept waiting more than 50 ms.

#include "app_fixture.h"

#include <QSignalSpy>
#include <QTimer>

#include <algorithm>

using namespace shell_test;

class ResponsiveTest : public QObject {
    Q_OBJECT

private slots:
    void hardThinkingKeepsTheWindowResponsive()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Fast); // moves are paced and animated, as a person would watch them
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        QVERIFY(app.window->startGame(table({"hard", "hard", "hard"}, true, false, 17, 0)));

        // Warm up: the first frames of a new board build their pixmaps.
        QTest::qWait(300);
        QElapsedTimer clock;
        clock.start();
        qint64 last = clock.elapsed();
        qint64 worst = 0;
        int ticks = 0;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
            ++ticks;
        });
        probe.start(10);
        int thinkingTicks = 0;
        connect(&probe, &QTimer::timeout, this,
            [&] { thinkingTicks += app.session().thinkingSeat() != games::core::kNoSeat; });
        const int before = applied.count();
        QVERIFY(QTest::qWaitFor([&] { return applied.count() >= before + 6 || app.session().isOver(); }, 120000));
        probe.stop();
        qInfo() << "moves" << applied.count() - before << "ticks" << ticks << "while thinking" << thinkingTicks
                << "longest wait ms" << worst;
        QVERIFY(thinkingTicks > 50); // hard really thought meanwhile
        QVERIFY2(worst <= 50, qPrintable(QStringLiteral("the UI thread waited %1 ms").arg(worst)));
    }
};

QTEST_MAIN(ResponsiveTest)
#include "responsive_test.moc"
