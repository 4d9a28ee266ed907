// SPDX-License-Identifier: GPL-3.0-or-later
// noreturn-demo: opens the real window at a No Return position, for screenshots and for looking at the board by
// hand. The position comes from the normal level's moves for the people and the computers' own, with a fixed
// seed, played through the session exactly as clicks would be; nothing here ships in the app.
//
//   noreturn-demo --seats 4 --humans 1 --until setup|place|clear|end --size 1280x800 [--moves 20] [--seed 7]
//                 [--cover]
//                 [--choose] [--hint] [--quit-after ms]

#include "boards/no_return/hand_view.h"
#include "boards/no_return/no_return_board.h"
#include "boards/no_return/seat_panel.h"

#include "shell/game_session.h"
#include "shell/replay_viewer.h"

#include "ai/agent.h"
#include "no_return/moves.h"
#include "no_return/observation.h"

#include "demo_data.h"
#include "demo_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTimer>

namespace nr = games::no_return;

int main(int argc, char** argv)
{
    const DemoDataFolder data;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("NoBox"));
    QApplication::setApplicationName(QStringLiteral("NoBox-demo"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions(
        {{"seats", "Players (2-4).", "n", "3"}, {"humans", "Human seats (the rest are computers).", "n", "1"},
            {"moves", "Moves to play at least before showing.", "n", "0"},
            {"until", "Go on until a person faces this: setup, place, clear, end.", "what", "place"},
            {"seed", "The deal and the moves.", "n", "7"}, {"size", "Window size.", "WxH", "1280x800"},
            {"choose", "Choose counters as a person would before deciding (a placement, or a clear with its payment)."},
            {"hint", "Show the normal level's advice as a hint."},
            {"long-columns", "Draw 22 red counters in every place (to look at the longest column)."},
            {"quit-after", "Quit after this many ms.", "ms"},
            {"cover", "Hot-seat: play the person's move and show the cover for the next person."}});
    parser.addOption({"replay-open", "After the game, watch it again with everything face up, at this move.", "move"});
    parser.addOption({"lang", "The app's language (en, de, ja).", "code", "en"});
    parser.process(app);

    const int seats = parser.value("seats").toInt();
    const int humans = std::clamp(parser.value("humans").toInt(), 1, seats);
    const std::uint64_t seed = parser.value("seed").toULongLong();
    const QString until = parser.value("until");

    DemoWindow demo(parser.value("lang"), parser.value("size"));
    nobox::MainWindow& window = demo.window;

    static const char* const kNames[] {"Anna", "Ben", "Cleo", "Dev"};
    nobox::TableConfig table;
    table.gameId = "no-return";
    for (int seat = 0; seat < seats; ++seat)
        table.seats.push_back({QString::fromLatin1(kNames[seat]), seat < humans, QStringLiteral("normal")});
    table.startSeat = 0;
    table.seed = seed;
    nobox::GameSession& session = window.session();
    session.setSpeed(nobox::Speed::Instant);
    if (!window.startGame(table))
        return 1;

    const auto advisor = games::ai::makeAgent("normal", session.game(), seed * 7919 + 1);
    const int target = parser.value("moves").toInt();
    const auto wanted = [&] {
        if (until == QLatin1String("end"))
            return false;
        if (session.humanMoves().empty() || session.moveCount() < target)
            return false;
        const auto observation = session.observation();
        const auto& view = dynamic_cast<const nr::NoReturnObservation&>(*observation);
        if (until == QLatin1String("setup"))
            return view.stage == nr::Stage::Setup;
        if (view.stage != nr::Stage::Play)
            return false;
        const auto& own = view.seats[std::size_t(view.viewerSeat)];
        if (until == QLatin1String("clear")) {
            int clears = 0;
            for (const auto& move : session.humanMoves())
                clears += nr::decode(move).kind == nr::MoveKind::Clear;
            return own.phase == 2 && clears > 0;
        }
        int arranges = 0;
        for (const auto& move : session.humanMoves())
            arranges += nr::decode(move).kind == nr::MoveKind::Arrange;
        return own.phase == 1 && arranges > 0;
    };
    QElapsedTimer clock;
    clock.start();
    int sinceWanted = 0;
    while (!session.isOver() && clock.elapsed() < 120000) {
        QApplication::processEvents(QEventLoop::AllEvents, 20);
        if (session.coverFor()) {
            session.confirmCover();
            continue;
        }
        if (session.humanMoves().empty())
            continue;
        if (wanted())
            break;
        auto move = advisor->choose(*session.observation(), session.humanMoves());
        // For a clearing picture: the person switches once the display is worth clearing.
        if (until == QLatin1String("clear") && session.moveCount() > 14 + sinceWanted)
            for (const auto& candidate : session.humanMoves())
                if (nr::decode(candidate).kind == nr::MoveKind::Switch)
                    move = candidate;
        session.requestMove(move);
    }
    (void)sinceWanted;
    if (parser.isSet("cover") && !session.humanMoves().empty()) {
        session.requestMove(advisor->choose(*session.observation(), session.humanMoves()));
        for (int i = 0; i < 500 && !session.coverFor(); ++i)
            QApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    if (session.coverFor() && !parser.isSet("cover"))
        session.confirmCover();
    session.setSpeed(nobox::Speed::Normal);
    QApplication::processEvents();

    auto* board = window.findChild<nobox::noreturn::NoReturnBoard*>();
    if (board && parser.isSet("choose") && !session.humanMoves().empty()) {
        const auto observation = session.observation();
        const auto move = advisor->choose(*observation, session.humanMoves());
        auto info = nr::decode(move);
        if (info.kind != nr::MoveKind::Clear && info.kind != nr::MoveKind::Arrange) {
            // Show the richest choice of its kind instead of an exchange.
            for (const auto& candidate : session.humanMoves()) {
                const auto other = nr::decode(candidate);
                if ((other.kind == nr::MoveKind::Arrange || other.kind == nr::MoveKind::Clear)
                    && other.counters.size() >= info.counters.size())
                    info = other;
            }
        }
        std::vector<int> indices;
        const auto& view = dynamic_cast<const nr::NoReturnObservation&>(*observation);
        std::vector<bool> used(view.hand.size(), false);
        for (nr::Counter c : info.counters)
            for (std::size_t i = 0; i < view.hand.size(); ++i)
                if (!used[i] && view.hand[i] == c) {
                    used[i] = true;
                    indices.push_back(int(i));
                    break;
                }
        if (info.kind == nr::MoveKind::Clear)
            board->chooseClear(info.colour, info.count);
        board->hand()->setChosen(indices);
    }
    if (board && parser.isSet("hint") && !session.humanMoves().empty())
        board->showHint(advisor->choose(*session.observation(), session.humanMoves()), 0.41);
    if (board && parser.isSet("long-columns"))
        for (int seat = 0; seat < seats; ++seat) {
            auto* view = board->seatView(seat);
            auto info = view->info();
            info.view.columns[nr::Red].clear();
            for (int value = 11; value >= 1; --value)
                info.view.columns[nr::Red].insert(info.view.columns[nr::Red].end(), 2, std::uint8_t(value));
            view->setInfo(info);
        }
    if (parser.isSet("replay-open") && session.isOver() && window.showReplay(session.record())) {
        window.replayViewer()->setView(nobox::kEverythingOpen);
        window.replayViewer()->jumpTo(parser.value("replay-open").toInt());
    }
    if (parser.isSet("quit-after"))
        QTimer::singleShot(parser.value("quit-after").toInt(), &app, &QApplication::quit);
    return QApplication::exec();
}
