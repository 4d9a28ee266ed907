// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/command_line.h"

#include "shell/speed.h"
#include "shell/table_settings.h"

#include "core/game.h"
#include "core/registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace nobox {

namespace {

QStringList gameIds(const games::core::Registry& registry)
{
    QStringList ids;
    for (const auto& game : registry.games())
        ids << QString::fromUtf8(game->id().data(), static_cast<qsizetype>(game->id().size()));
    return ids;
}

} // namespace

CommandLine parseCommandLine(
    const QCoreApplication& app, const games::core::Registry& registry, const QString& gameNames)
{
    QCommandLineParser parser;
    //: nobox --help: %1 the games ("No Thanks!, No Return and No Idea").
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "NoBox: %1, at one screen with the family or against the computer.")
            .arg(gameNames));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"),
        QCoreApplication::translate(
            "CommandLine", "The language of the app: en, de or ja (the Language menu switches it too)."),
        QCoreApplication::translate("CommandLine", "code"));
    const QCommandLineOption speed(QStringLiteral("speed"),
        QCoreApplication::translate("CommandLine", "How fast computer players move: slow, normal, fast or instant."),
        QCoreApplication::translate("CommandLine", "speed"));
    const QCommandLineOption play(QStringLiteral("play"),
        QCoreApplication::translate("CommandLine", "Deal a game at once, with the players last chosen for it (%1).")
            .arg(gameIds(registry).join(QStringLiteral(", "))),
        QCoreApplication::translate("CommandLine", "game"));
    const QCommandLineOption resume(QStringLiteral("continue"),
        QCoreApplication::translate("CommandLine", "Go on with the unfinished game at once."));
    QCommandLineOption reportSaves(QStringLiteral("report-saves"),
        QCoreApplication::translate("CommandLine", "Print a line whenever the unfinished game is saved."));
    reportSaves.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption benchStartup(QStringLiteral("bench-startup"),
        QCoreApplication::translate("CommandLine", "Measure the start: quit after the first frame."));
    benchStartup.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption benchGame(QStringLiteral("bench-game"),
        QCoreApplication::translate(
            "CommandLine", "Measure memory: play a computer-only game, e.g. no-thanks:hard,normal,normal."),
        QCoreApplication::translate("CommandLine", "spec"));
    benchGame.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({lang, speed, play, resume, reportSaves, benchStartup, benchGame});
    parser.process(app);

    CommandLine line;
    line.language = parser.value(lang);
    if (parser.isSet(speed)) {
        line.speed = speedFromName(parser.value(speed));
        if (!line.speed)
            line.error
                = QCoreApplication::translate("CommandLine", "Unknown speed \"%1\": use slow, normal, fast or instant.")
                      .arg(parser.value(speed));
    }
    if (parser.isSet(play)) {
        line.play = parser.value(play).toStdString();
        if (!registry.find(line.play))
            line.error = QCoreApplication::translate("CommandLine", "Unknown game \"%1\": use one of %2.")
                             .arg(parser.value(play), gameIds(registry).join(QStringLiteral(", ")));
    }
    line.continueGame = parser.isSet(resume);
    line.reportSaves = parser.isSet(reportSaves);
    if (line.continueGame && !line.play.empty())
        line.error = QCoreApplication::translate("CommandLine", "Use either --continue or --play, not both.");
    line.benchStartup = parser.isSet(benchStartup);
    line.benchGame = parser.value(benchGame);
    if (!parser.positionalArguments().isEmpty())
        line.error = QCoreApplication::translate("CommandLine", "Unexpected argument \"%1\" (see --help).")
                         .arg(parser.positionalArguments().front());
    return line;
}

std::optional<TableConfig> benchTable(const QString& spec, const games::core::Registry& registry, QString& error)
{
    // <game>:<level>,<level>...[:<option>=<value>,...]
    const QStringList parts = spec.split(QLatin1Char(':'));
    const games::core::Game* game
        = parts.size() == 2 || parts.size() == 3 ? registry.find(parts[0].toStdString()) : nullptr;
    if (!game) {
        error = QCoreApplication::translate("CommandLine",
            "--bench-game wants <game>:<level>,<level>...[:<option>=<value>,...], e.g. "
            "no-thanks:hard,normal,normal:expansion=true.");
        return std::nullopt;
    }
    TableConfig table = defaultTable(*game);
    table.seats.clear();
    const QStringList levels = parts[1].split(QLatin1Char(','));
    for (int seat = 0; seat < levels.size(); ++seat)
        table.seats.push_back({defaultSeatName(seat, false), false, levels[seat]});
    table.startSeat = 0;
    if (parts.size() == 3)
        for (const QString& option : parts[2].split(QLatin1Char(','))) {
            const auto pair = option.split(QLatin1Char('='));
            if (pair.size() == 2)
                table.options[pair[0].toStdString()] = pair[1].toStdString();
        }
    return table;
}

} // namespace nobox
