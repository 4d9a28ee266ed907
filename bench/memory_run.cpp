// SPDX-License-Identifier: GPL-3.0-or-later
// The app's resident memory over many games (docs/performance.md, "Memory"; scripts/measure-memory.sh runs it):
// the real window with every board plays computer-only games one after the other, each optionally reviewed as
// "Review This Game" does, and prints the resident memory (VmRSS) at the start and after each game and review.
//   nobox_memory_run [--review] [--animate] [--trim] <game>:<level>,<level>...[:<option>=<value>,...] ...
// --animate plays the boards' movements (the computers still move at the instant speed, so the boards queue and
// cut them as they do for a person who clicks fast); --trim also prints the memory after glibc's malloc_trim(0),
// which hands back what is free but kept: what it removes is the allocator's, not ours.
#include "shell/art.h"
#include "shell/board.h"
#include "shell/board_factory.h"
#include "shell/command_line.h"
#include "shell/identity.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "shell/review_page.h"
#include "shell/speed.h"

#include "builtin_games.h"
#include "core/registry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

long statusKb(const char* field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(static_cast<qsizetype>(qstrlen(field))).trimmed().split(' ').front().toLong();
    return -1;
}

/// Runs the event loop until `done` holds, looking again every 20 ms and whenever an event came.
template <typename Done> void runUntil(Done done)
{
    QEventLoop loop;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    tick.start(20);
    if (!done())
        loop.exec();
}

/// Lets queued events and a few frames pass, so that what a game or a review left behind is settled.
void settle()
{
    QEventLoop loop;
    QTimer::singleShot(300, &loop, &QEventLoop::quit);
    loop.exec();
}

void report(const QString& label, bool trim)
{
    long trimmed = -1;
    const long rss = statusKb("VmRSS:");
#if defined(__GLIBC__)
    if (trim) {
        malloc_trim(0);
        trimmed = statusKb("VmRSS:");
    }
#endif
    std::printf("rss-kb %ld", rss);
    if (trimmed >= 0)
        std::printf(" trimmed-kb %ld", trimmed);
    std::printf(" art-kb %lld art-pixmaps %d %s\n", static_cast<long long>(nobox::Art::cachedBytes() / 1024),
        nobox::Art::cachedCount(), qPrintable(label));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    nobox::applyIdentity();
    QStandardPaths::setTestModeEnabled(true); // the games and history go under ~/.qttest, never the person's own
    nobox::LanguageSwitcher language;
    language.switchTo(nobox::LanguageSwitcher::startLanguage({}));

    QCommandLineParser parser;
    const QCommandLineOption review(QStringLiteral("review"), QStringLiteral("Review each game when it ends."));
    const QCommandLineOption animate(QStringLiteral("animate"), QStringLiteral("Play the boards' movements."));
    const QCommandLineOption trim(QStringLiteral("trim"), QStringLiteral("Also print the memory after malloc_trim."));
    parser.addOptions({review, animate, trim});
    parser.addPositionalArgument(
        QStringLiteral("spec"), QStringLiteral("<game>:<level>,<level>...[:<option>=<value>]"));
    parser.addHelpOption();
    parser.process(app);

    games::core::Registry registry;
    games::registerBuiltinGames(registry);
    nobox::BoardFactory boards;
    nobox::registerBuiltinBoards(boards);
    std::vector<nobox::TableConfig> tables;
    for (const QString& spec : parser.positionalArguments()) {
        QString error;
        const auto table = nobox::benchTable(spec, registry, error);
        if (!table) {
            std::fprintf(stderr, "nobox_memory_run: %s\n", qPrintable(error));
            return 2;
        }
        tables.push_back(*table);
    }
    if (tables.empty())
        parser.showHelp(2);

    nobox::MainWindow window(registry, boards, &language);
    window.session().setSpeed(nobox::Speed::Instant);
    window.show();
    settle();
    report(QStringLiteral("start"), parser.isSet(trim));

    for (std::size_t i = 0; i < tables.size(); ++i) {
        const QString label = QStringLiteral("%1 %2").arg(i + 1).arg(parser.positionalArguments()[qsizetype(i)]);
        if (!window.startGame(tables[i]))
            return 1;
        if (parser.isSet(animate))
            if (auto* board = qobject_cast<nobox::Board*>(window.board()))
                board->setAnimationScale(nobox::animationScale(nobox::Speed::Fast));
        runUntil([&] { return window.session().isOver(); });
        settle();
        report(QStringLiteral("game ") + label, parser.isSet(trim));
        if (parser.isSet(review)) {
            if (!window.showReview(window.session().record(), 0))
                return 1;
            runUntil([&] { return !window.reviewPage()->running(); });
            if (!window.reviewPage()->review()) {
                std::fprintf(stderr, "nobox_memory_run: the review of game %zu failed\n", i + 1);
                return 1;
            }
            settle();
            report(QStringLiteral("review ") + label, parser.isSet(trim));
        }
    }
    std::printf("peak-rss-kb %ld\n", statusKb("VmHWM:"));
    return 0;
}
