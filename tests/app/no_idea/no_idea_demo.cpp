// SPDX-License-Identifier: GPL-3.0-or-later
// noidea-demo: opens the real window at a No Idea position in the middle of a game, for screenshots and for
// looking at the board by hand. The position comes from the normal level's moves with a fixed seed, played through
// the session exactly as clicks would be; nothing here ships in the app.
//
//   noidea-demo --seats 4 --moves 12 --size 1280x800 [--humans 1] [--memory-aid] [--end] [--seed 7]
//               [--until opening|pile|declare] [--lang de] [--start-page] [--grab file.png] [--quit-after ms]

#include "shell/board.h"
#include "shell/game_session.h"
#include "shell/handover_banner.h"

#include "ai/agent.h"
#include "no_idea/moves.h"
#include "no_idea/observation.h"

#include "demo_data.h"
#include "demo_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDialog>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QPainter>
#include <QTimer>

namespace ni = games::no_idea;

int main(int argc, char** argv)
{
    const DemoDataFolder data;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("NoBox"));
    QApplication::setApplicationName(QStringLiteral("NoBox-demo"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({{"seats", "Players (2-5).", "n", "4"},
        {"humans", "Human seats (the rest are computers).", "n", "1"}, {"memory-aid", "Show the known cards."},
        {"moves", "Moves to play before showing.", "n", "0"}, {"end", "Play to the end (the score sheet)."},
        {"seed", "The deal and the moves.", "n", "7"}, {"size", "Window size.", "WxH", "1280x800"},
        {"until", "After the moves, go on until a human faces this: opening, pile, declare.", "what"},
        {"declare", "Then declare “Nothing fits anymore!” and grab while it is revealed."},
        {"start-page", "Show the start page, no game."}, {"grab", "Save the window to this PNG and quit.", "file"},
        {"grab-after", "Milliseconds before the grab.", "ms", "1500"},
        {"key-focus", "Make the window active and press the right arrow key: the keyboard focus shows."},
        {"handover", "Then play at normal speed until the next person is to act."},
        {"grab-at-banner", "With --handover: grab this long after the next person's name shows (ms).", "ms"},
        {"quit-after", "Quit after this many milliseconds.", "ms"}, {"lang", "en, de or ja.", "code", "en"}});
    parser.process(app);

    const int seats = parser.value("seats").toInt();
    const int humans = std::max(1, parser.value("humans").toInt());
    const std::uint64_t seed = parser.value("seed").toULongLong();

    DemoWindow demo(parser.value("lang"), parser.value("size"));
    nobox::MainWindow& window = demo.window;

    nobox::GameSession& session = window.session();
    if (!parser.isSet("start-page")) {
        static const char* const kNames[] {"Anna", "Ben", "Cleo", "Dev", "Emma"};
        nobox::TableConfig table;
        table.gameId = "no-idea";
        for (int seat = 0; seat < seats; ++seat)
            table.seats.push_back({QString::fromLatin1(kNames[seat]), seat < humans, QStringLiteral("normal")});
        table.startSeat = 0;
        table.seed = seed;
        table.options["memory-aid"] = parser.isSet("memory-aid") ? "true" : "false";
        session.setSpeed(nobox::Speed::Instant);
        if (!window.startGame(table))
            return 1;

        const auto advisor = games::ai::makeAgent("normal", session.game(), seed * 7919 + 1);
        const int target = parser.isSet("end") ? 100000 : parser.value("moves").toInt();
        const QString until = parser.value("until");
        const auto wanted = [&session, &until] {
            if (until.isEmpty() || session.humanMoves().empty())
                return true;
            const auto observation = session.observation();
            const auto& view = dynamic_cast<const ni::NoIdeaObservation&>(*observation);
            if (until == "pile")
                return view.decision == ni::Decision::ChoosePile;
            if (until == "declare")
                return std::find(session.humanMoves().begin(), session.humanMoves().end(), ni::moves::nothingFits())
                    != session.humanMoves().end();
            if (until == "opening") // a turn that has only begun: the opening card is the last thing that happened
                return view.decision == ni::Decision::Reveal && !view.log.empty()
                    && (view.log.back().type == ni::EventType::Play || view.log.back().type == ni::EventType::Draw);
            return true;
        };
        QElapsedTimer clock;
        clock.start();
        while (!session.isOver() && (session.moveCount() < target || session.humanMoves().empty() || !wanted())
            && clock.elapsed() < 60000) {
            QApplication::processEvents(QEventLoop::AllEvents, 20);
            if (session.coverFor()) {
                session.confirmCover();
                continue;
            }
            const auto& legal = session.humanMoves();
            if (legal.empty() || (session.moveCount() >= target && wanted()))
                continue;
            session.requestMove(advisor->choose(*session.observation(), legal));
        }
        if (session.coverFor())
            session.confirmCover();
        window.setSpeed(nobox::Speed::Normal); // the board animates again
        if (parser.isSet("declare") && !session.humanMoves().empty())
            session.requestMove(ni::moves::nothingFits());
        if (parser.isSet("handover")) { // the first person's moves, animated, until the turn passes to another
            const games::core::Seat first = session.toMove();
            clock.restart();
            while (!session.isOver() && session.toMove() == first && clock.elapsed() < 60000) {
                if (!session.humanMoves().empty())
                    session.requestMove(advisor->choose(*session.observation(), session.humanMoves()));
                QApplication::processEvents(QEventLoop::AllEvents, 20);
            }
        }
    }
    if (parser.isSet("key-focus")) {
        QTimer::singleShot(parser.value("grab-after").toInt() / 2, &app, [&window] {
            QApplication::setActiveWindow(&window);
            if (QWidget* focus = QApplication::focusWidget()) {
                QKeyEvent press(QEvent::KeyPress, Qt::Key_Right, Qt::NoModifier);
                QApplication::sendEvent(focus, &press);
            }
        });
    }
    if (parser.isSet("grab-at-banner")) { // the next person's name over their turn, once the turn before is shown
        auto* banner = window.findChild<nobox::HandoverBanner*>();
        const QString next = session.toMove() >= 0 ? session.seatNames()[session.toMove()] : QString();
        QElapsedTimer waited;
        waited.start();
        while (banner && !(banner->isVisible() && banner->name() == next) && waited.elapsed() < 20000)
            QApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    if (parser.isSet("grab")) {
        const QString file = parser.value("grab");
        const QString after
            = parser.isSet("grab-at-banner") ? parser.value("grab-at-banner") : parser.value("grab-after");
        QTimer::singleShot(after.toInt(), &app, [&window, file] {
            // The window, and on it any dialog it shows (the score sheet) where it stands on the screen.
            QPixmap shot = window.grab();
            QPainter painter(&shot);
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top != &window && top->isVisible() && qobject_cast<QDialog*>(top))
                    painter.drawPixmap(top->mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0)), top->grab());
            painter.end();
            shot.save(file);
            QApplication::quit();
        });
    }
    if (parser.isSet("quit-after"))
        QTimer::singleShot(parser.value("quit-after").toInt(), &app, &QApplication::quit);
    return QApplication::exec();
}
