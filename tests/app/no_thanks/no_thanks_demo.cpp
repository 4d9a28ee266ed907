// SPDX-License-Identifier: GPL-3.0-or-later
// nothanks-demo: opens the real window at a No Thanks! position in the middle of a game, for screenshots and for
// looking at the board by hand. The position comes from random legal moves with a fixed seed, played through the
// session exactly as clicks would be; nothing here ships in the app.
//
//   nothanks-demo --seats 5 --expansion --moves 40 --size 1280x800 [--humans 1] [--open] [--end] [--seed 7]
//                 [--grab file.png] [--quit-after ms] [--first-name name]

#include "shell/game_session.h"
#include "shell/replay_viewer.h"
#include "shell/score_sheet.h"

#include "ai/agent.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"
#include "shell/board.h"

#include "demo_data.h"
#include "demo_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QScreen>
#include <QTimer>

int main(int argc, char** argv)
{
    const DemoDataFolder data;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("NoBox"));
    QApplication::setApplicationName(QStringLiteral("NoBox-demo"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({{"seats", "Players (3-7).", "n", "3"},
        {"humans", "Human seats (the rest are computers).", "n", "0"}, {"expansion", "Play with the special cards."},
        {"open", "Open chips."}, {"moves", "Moves to play before showing.", "n", "30"},
        {"end", "Play to the end (the score sheet)."}, {"seed", "The deal and the random moves.", "n", "7"},
        {"size", "Window size.", "WxH", "1280x800"}, {"grab", "Save the window to this PNG and quit.", "file"},
        {"quit-after", "Quit after this many milliseconds.", "ms"},
        {"until", "After the moves, go on until a human faces this: auction, give, remove, no-chips.", "what"},
        {"hint", "Show the normal level's advice as a hint."},
        {"wrong", "Try a move that is not legal (its explanation shows)."}});
    parser.addOption({"replay-open", "After the game, watch it again with everything face up, at this move.", "move"});
    parser.addOption({"lang", "The app's language (en, de, ja).", "code", "en"});
    parser.addOption({"after-end", "After --end: table (the score sheet closed) or statistics.", "what"});
    parser.addOption({"put-aside", "Then start two more games, each put aside by the next, and show the start page."});
    parser.addOption({"refuse", "Then say No thanks! (at a hot-seat table the next person's name shows)."});
    parser.addOption({"grab-after", "Milliseconds before the grab.", "ms", "1500"});
    parser.addOption({"first-name", "The first player's name (a long one shows how the prompt fits).", "name"});
    parser.process(app);

    const int seats = parser.value("seats").toInt();
    const int humans
        = parser.isSet("humans") && parser.value("humans").toInt() > 0 ? parser.value("humans").toInt() : seats;
    const std::uint64_t seed = parser.value("seed").toULongLong();

    DemoWindow demo(parser.value("lang"), parser.value("size"));
    nobox::MainWindow& window = demo.window;

    static const char* const kNames[] {"Anna", "Ben", "Cleo", "Dev", "Emma", "Finn", "Gus"};
    nobox::TableConfig table;
    table.gameId = "no-thanks";
    for (int seat = 0; seat < seats; ++seat)
        table.seats.push_back({QString::fromLatin1(kNames[seat]), seat < humans, QStringLiteral("normal")});
    if (parser.isSet("first-name"))
        table.seats[0].name = parser.value("first-name");
    table.startSeat = 0;
    table.seed = seed;
    if (parser.isSet("expansion"))
        table.options["expansion"] = "true";
    if (parser.isSet("open"))
        table.options["open-counters"] = "true";

    nobox::GameSession& session = window.session();
    session.setSpeed(nobox::Speed::Instant);
    if (!window.startGame(table))
        return 1;

    // The humans' moves by the normal level (a plausible game); the computers answer on their own (instant speed).
    const auto advisor = games::ai::makeAgent("normal", session.game(), seed * 7919 + 1);
    const int target = parser.isSet("end") ? 100000 : parser.value("moves").toInt();
    QElapsedTimer clock;
    clock.start();
    // Until the target is reached and a human decides (a still position: nobody thinking, nothing moving), in the
    // situation asked for.
    const QString until = parser.value("until");
    const auto wanted = [&session, &until] {
        if (until.isEmpty() || session.humanMoves().empty())
            return true;
        const auto observation = session.observation();
        const auto& view = dynamic_cast<const games::no_thanks::NoThanksObservation&>(*observation);
        if (until == "auction")
            return view.decision == games::no_thanks::Decision::Auction;
        if (until == "give")
            return view.decision == games::no_thanks::Decision::Give;
        if (until == "remove")
            return view.decision == games::no_thanks::Decision::Remove;
        if (until == "no-chips")
            return view.ownChips == 0 && view.decision == games::no_thanks::Decision::TakeOrRefuse;
        return true;
    };
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
    if (humans > 1 && session.coverFor())
        session.confirmCover();
    session.setSpeed(nobox::Speed::Normal);

    auto* board = window.findChild<nobox::Board*>();
    if (board && parser.isSet("hint") && !session.humanMoves().empty())
        board->showHint(advisor->choose(*session.observation(), session.humanMoves()), 0.57);
    if (board && parser.isSet("wrong") && !session.humanMoves().empty()) {
        // The first kind of move the engine refuses now, asked for as a click would.
        for (auto move : {games::no_thanks::moves::refuse(), games::no_thanks::moves::bid(),
                 games::no_thanks::moves::take(), games::no_thanks::moves::skip()}) {
            if (session.check(move)) {
                board->showRefusal(session.check(move));
                break;
            }
        }
    }

    if (parser.isSet("refuse") && session.check(games::no_thanks::moves::refuse()).ok())
        session.requestMove(games::no_thanks::moves::refuse());

    if (parser.isSet("put-aside")) {
        // Each new game puts the unfinished one aside: the start page lists them.
        for (const int more : {4, 5}) {
            nobox::TableConfig next = table;
            next.seats.resize(static_cast<std::size_t>(more), {QStringLiteral("Computer"), false, "easy"});
            for (int seat = 0; seat < more; ++seat)
                next.seats[static_cast<std::size_t>(seat)]
                    = {QString::fromLatin1(kNames[seat]), seat < humans, QStringLiteral("normal")};
            next.seed = seed + static_cast<std::uint64_t>(more);
            session.setSpeed(nobox::Speed::Instant);
            window.startGame(next);
            for (int i = 0; i < 400 && session.moveCount() < 6 * more; ++i) {
                QApplication::processEvents(QEventLoop::AllEvents, 20);
                if (session.coverFor())
                    session.confirmCover();
                else if (!session.humanMoves().empty())
                    session.requestMove(advisor->choose(*session.observation(), session.humanMoves()));
            }
        }
        window.showStartPage();
    }
    if (parser.value("after-end") == QLatin1String("table") && window.scoreSheet())
        window.scoreSheet()->reject();
    if (parser.value("after-end") == QLatin1String("statistics") && session.isOver())
        window.showStatistics();
    if (parser.isSet("replay-open") && session.isOver() && window.showReplay(session.record())) {
        window.replayViewer()->setView(nobox::kEverythingOpen);
        window.replayViewer()->jumpTo(parser.value("replay-open").toInt());
    }
    if (parser.isSet("grab")) {
        const QString file = parser.value("grab");
        QTimer::singleShot(parser.value("grab-after").toInt(), &app, [&window, file] {
            window.grab().save(file);
            QApplication::quit();
        });
    }
    if (parser.isSet("quit-after"))
        QTimer::singleShot(parser.value("quit-after").toInt(), &app, &QApplication::quit);
    return QApplication::exec();
}
