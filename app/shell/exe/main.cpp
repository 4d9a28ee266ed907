// SPDX-License-Identifier: GPL-3.0-or-later
// nobox: the desktop app.
#include "shell/about.h"
#include "shell/board_factory.h"
#include "shell/command_line.h"
#include "shell/identity.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "shell/new_game_dialog.h"
#include "shell/start_page.h"
#include "shell/table_settings.h"

#include "builtin_games.h"
#include "core/registry.h"

#include <QApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

#include <chrono>
#include <cstdio>

namespace {

/// Prints the wall clock when the start page has painted its first frame, then quits (scripts/measure-app.sh
/// subtracts the moment it launched us).
class FirstFrameProbe : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, this, [] { // after the frame is flushed to the screen
                const auto now = std::chrono::system_clock::now().time_since_epoch();
                std::printf("first-frame-epoch-ns %lld\n",
                    static_cast<long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()));
                std::fflush(stdout);
                QApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

long peakResidentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    nobox::applyIdentity();

    // The language first, so that even --help speaks it.
    nobox::LanguageSwitcher language;
    language.switchTo(nobox::LanguageSwitcher::startLanguage({}));

    games::core::Registry registry;
    games::registerBuiltinGames(registry);
    nobox::BoardFactory boards;
    nobox::registerBuiltinBoards(boards);
    const nobox::CommandLine line = nobox::parseCommandLine(app, registry, nobox::gameNames(boards));
    if (!line.error.isEmpty()) {
        std::fprintf(stderr, "nobox: %s\n", qPrintable(line.error));
        return 2;
    }
    if (!line.language.isEmpty() && !nobox::hasFontFor(nobox::supportedLanguage(line.language))) {
        std::fprintf(stderr, "nobox: %s\n",
            qPrintable(QApplication::translate("main",
                "\"%1\" needs a font this computer does not have (on Debian and Ubuntu: fonts-noto-cjk); "
                "staying in the language in use.")
                           .arg(line.language)));
    } else if (!line.language.isEmpty() && !language.switchTo(nobox::supportedLanguage(line.language))) {
        QStringList codes;
        for (const nobox::AppLanguage& known : nobox::appLanguages())
            codes << known.code;
        std::fprintf(stderr, "nobox: %s\n",
            qPrintable(QApplication::translate("main", "NoBox does not speak \"%1\": use one of %2.")
                           .arg(line.language, codes.join(QStringLiteral(", ")))));
        return 2;
    }

    if (!line.play.empty() && !boards.find(line.play)) {
        std::fprintf(stderr, "nobox: %s\n",
            qPrintable(QApplication::translate("main", "\"%1\" cannot be played in the app yet.")
                           .arg(QString::fromStdString(line.play))));
        return 2;
    }

    // Measuring runs keep their games and history out of the person's own (Qt's test locations under ~/.qttest).
    if (line.benchStartup || !line.benchGame.isEmpty())
        QStandardPaths::setTestModeEnabled(true);
    nobox::MainWindow window(registry, boards, &language);
    if (line.speed)
        window.setSpeed(*line.speed);

    FirstFrameProbe probe;
    if (line.benchStartup)
        window.startPage()->installEventFilter(&probe);

    if (!line.benchGame.isEmpty()) {
        QString error;
        const auto table = nobox::benchTable(line.benchGame, registry, error);
        if (!table) {
            std::fprintf(stderr, "nobox: %s\n", qPrintable(error));
            return 2;
        }
        window.session().setSpeed(nobox::Speed::Instant);
        QObject::connect(&window.session(), &nobox::GameSession::gameOver, &app, [] {
            QTimer::singleShot(50, [] {
                std::printf("peak-rss-kb %ld\n", peakResidentKb());
                std::fflush(stdout);
                QApplication::quit();
            });
        });
        window.show();
        if (!window.startGame(*table))
            return 2;
        return QApplication::exec();
    }

    if (line.reportSaves) {
        QObject::connect(&window, &nobox::MainWindow::autosaved, [](int moves) {
            std::printf("autosaved %d\n", moves);
            std::fflush(stdout);
        });
        QObject::connect(&window, &nobox::MainWindow::autosaveCleared, [] {
            std::printf("autosave-cleared\n");
            std::fflush(stdout);
        });
    }
    window.show();
    if (line.continueGame)
        window.continueGame();
    if (!line.play.empty()) {
        const games::core::Game* game = registry.find(line.play);
        window.startGame(nobox::loadTable(*game));
    }
    return QApplication::exec();
}
