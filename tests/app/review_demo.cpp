// SPDX-License-Identifier: GPL-3.0-or-later
// review-demo: plays a whole game of computers in the real window, then opens its review (review_page.h), for
// screenshots and for looking at the review by hand; with --open-row, the replay at that row's decision; with
// --open-known (No Idea), the decision with a card its seat had seen in its own layout and the most known cards.
//
//   review-demo --game no-thanks --levels easy,normal,hard --seed 7 --seat 0 --size 1280x800 [--lang de]
//               [--agent hard] [--open-row 0 | --open-known] [--grab file.png] [--quit-after ms]
// --grab saves the screen (the X server's picture, as under Xvfb) once the review is shown, and quits.

#include "shell/game_session.h"
#include "shell/review_page.h"

#include "core/match.h"
#include "core/record.h"
#include "no_idea/observation.h"

#include "demo_data.h"
#include "demo_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QScreen>
#include <QTimer>

#include <algorithm>

int main(int argc, char** argv)
{
    const DemoDataFolder data;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("NoBox"));
    QApplication::setApplicationName(QStringLiteral("NoBox-demo"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({{"game", "The game's id.", "id", "no-thanks"},
        {"levels", "The computers' levels by seat.", "list", "easy,normal,hard"}, {"seed", "The deal.", "n", "7"},
        {"seat", "Whose decisions to list.", "n", "0"}, {"size", "Window size.", "WxH", "1280x800"},
        {"agent", "The review's agent.", "spec", "hard"},
        {"open-row", "Open this row's decision in the replay once the review is done.", "row"},
        {"open-known", "No Idea: open the decision with an own known card and the most known cards on the table."},
        {"quit-after", "Quit after this many milliseconds.", "ms"},
        {"grab", "Save the screen to this PNG once the review is shown, and quit.", "file"},
        {"lang", "The app's language (en, de, ja).", "code", "en"}});
    parser.process(app);

    DemoWindow demo(parser.value("lang"), parser.value("size"));
    nobox::MainWindow& window = demo.window;

    static const char* const kNames[] {"Anna", "Ben", "Cleo", "Dev", "Emma"};
    nobox::TableConfig table;
    table.gameId = parser.value("game").toStdString();
    const QStringList levels = parser.value("levels").split(QLatin1Char(','));
    for (int seat = 0; seat < levels.size() && seat < 5; ++seat)
        table.seats.push_back({QString::fromLatin1(kNames[seat]), false, levels[seat]});
    table.seed = parser.value("seed").toULongLong();
    nobox::GameSession& session = window.session();
    session.setSpeed(nobox::Speed::Instant);
    if (!window.startGame(table))
        return 1;
    QElapsedTimer clock;
    clock.start();
    while (!session.isOver() && clock.elapsed() < 300000)
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    if (!session.isOver())
        return 1;

    nobox::ReviewPage* page = window.reviewPage();
    page->setAgent(parser.value("agent").toStdString());
    if (!window.showReview(session.record(), parser.value("seat").toInt()))
        return 1;
    if (parser.isSet("open-row")) {
        const int row = parser.value("open-row").toInt();
        QObject::connect(page, &nobox::ReviewPage::finished, page, [page, row] { page->openRow(row); });
    }
    if (parser.isSet("open-known")) {
        QObject::connect(page, &nobox::ReviewPage::finished, page, [page, &demo] {
            namespace ni = games::no_idea;
            auto known = [](const ni::NoIdeaSeatView& seat) {
                return std::count_if(seat.layout.begin(), seat.layout.end(),
                    [](ni::Card card) { return card != ni::kNoCard && card != ni::kUnknownCard; });
            };
            int best = -1;
            long most = 0;
            for (int row = 0; page->decisionAt(row) >= 0; ++row) {
                const auto& decision = page->review()->decisions[static_cast<std::size_t>(page->decisionAt(row))];
                const auto at = games::core::replay(demo.registry, page->record(), decision.ply).match;
                const auto seen = at ? at->observe(decision.seat) : nullptr;
                const auto* view = dynamic_cast<const ni::NoIdeaObservation*>(seen.get());
                if (!view || known(view->seats[std::size_t(decision.seat)]) == 0)
                    continue;
                long all = 0;
                for (int seat = 0; seat < view->seatCount; ++seat)
                    all += known(view->seats[std::size_t(seat)]);
                if (all > most) {
                    most = all;
                    best = row;
                }
            }
            if (best >= 0)
                page->openRow(best);
        });
    }
    if (parser.isSet("grab")) {
        const QString file = parser.value("grab");
        QObject::connect(page, &nobox::ReviewPage::finished, &app, [&window, file] {
            QTimer::singleShot(1500, &window, [&window, file] {
                QGuiApplication::primaryScreen()->grabWindow(0, 0, 0, window.width(), window.height()).save(file);
                QApplication::quit();
            });
        });
    }
    if (parser.isSet("quit-after"))
        QTimer::singleShot(parser.value("quit-after").toInt(), &app, &QApplication::quit);
    return QApplication::exec();
}
