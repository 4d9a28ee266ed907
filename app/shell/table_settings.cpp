// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/table_settings.h"

#include "shell/language.h"
#include "shell/speed.h"

#include "core/game.h"
#include "core/options.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTranslator>

#include <memory>
#include <utility>
#include <vector>

#include <algorithm>

namespace nobox {

namespace {

QString tableGroup(const std::string& gameId)
{
    return QStringLiteral("tables/") + QString::fromStdString(gameId);
}

} // namespace

QStringList computerLevels()
{
    return {QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("hard")};
}

QString levelLabel(const QString& level)
{
    if (level == QLatin1String("easy"))
        return QCoreApplication::translate("TableSettings", "Easy");
    if (level == QLatin1String("hard"))
        return QCoreApplication::translate("TableSettings", "Hard");
    return QCoreApplication::translate("TableSettings", "Normal");
}

QString defaultSeatName(int seat, bool human)
{
    return human ? QCoreApplication::translate("TableSettings", "Player %1").arg(seat + 1)
                 : QCoreApplication::translate("TableSettings", "Computer %1").arg(seat + 1);
}

namespace {

/// The seat's default name for a person and for a computer in every language of the app, the one in use first.
std::vector<std::pair<QString, bool>> defaultNamesEverywhere(int seat)
{
    static const std::vector<std::shared_ptr<QTranslator>> translators = [] {
        std::vector<std::shared_ptr<QTranslator>> all;
        for (const AppLanguage& language : appLanguages()) {
            auto translator = std::make_shared<QTranslator>();
            if (language.code != QLatin1String("en")
                && translator->load(QStringLiteral(":/i18n/nobox_") + language.code))
                all.push_back(translator);
        }
        return all;
    }();
    std::vector<std::pair<QString, bool>> names {
        {defaultSeatName(seat, true), true}, {defaultSeatName(seat, false), false}};
    for (const char* form : {"Player %1", "Computer %1"}) {
        const bool human = form[0] == 'P';
        names.emplace_back(QString::fromLatin1(form).arg(seat + 1), human);
        for (const auto& translator : translators) {
            const QString translated = translator->translate("TableSettings", form);
            if (!translated.isEmpty())
                names.emplace_back(translated.arg(seat + 1), human);
        }
    }
    return names;
}

} // namespace

bool isDefaultSeatName(const QString& name, int seat)
{
    if (name.isEmpty())
        return true;
    for (const auto& [known, human] : defaultNamesEverywhere(seat))
        if (name == known)
            return true;
    return false;
}

QString rewordedSeatName(const QString& name, int seat)
{
    for (const auto& [known, human] : defaultNamesEverywhere(seat))
        if (name == known)
            return defaultSeatName(seat, human);
    return name;
}

TableConfig defaultTable(const games::core::Game& game)
{
    TableConfig table;
    table.gameId = std::string(game.id());
    const int seats = std::clamp(3, game.minSeats(), game.maxSeats());
    for (int seat = 0; seat < seats; ++seat)
        table.seats.push_back({defaultSeatName(seat, seat == 0), seat == 0, QStringLiteral("normal")});
    table.startSeat = -1;
    for (const auto& spec : game.optionSpecs())
        table.options[spec.name] = games::core::optionValueText(spec, spec.defaultValue);
    return table;
}

TableConfig sanitizedTable(const games::core::Game& game, TableConfig table)
{
    table.gameId = std::string(game.id());
    const int seats = std::clamp(static_cast<int>(table.seats.size()), game.minSeats(), game.maxSeats());
    table.seats.resize(static_cast<std::size_t>(seats));
    for (int seat = 0; seat < seats; ++seat) {
        SeatConfig& config = table.seats[static_cast<std::size_t>(seat)];
        config.name = config.name.simplified();
        if (config.name.isEmpty())
            config.name = defaultSeatName(seat, config.human);
        if (!computerLevels().contains(config.level))
            config.level = QStringLiteral("normal");
    }
    if (table.startSeat < -1 || table.startSeat >= seats)
        table.startSeat = -1;
    games::core::RawOptions options;
    for (const auto& spec : game.optionSpecs()) {
        games::core::Options resolved;
        auto it = table.options.find(spec.name);
        const bool valid
            = it != table.options.end() && !games::core::resolveOptions({spec}, {{spec.name, it->second}}, resolved);
        options[spec.name] = valid ? it->second : games::core::optionValueText(spec, spec.defaultValue);
    }
    table.options = std::move(options);
    table.seed = 0;
    return table;
}

TableConfig loadTable(const games::core::Game& game)
{
    QSettings settings;
    settings.beginGroup(tableGroup(std::string(game.id())));
    if (!settings.contains(QStringLiteral("startSeat")))
        return defaultTable(game);
    TableConfig table;
    const int seats = settings.beginReadArray(QStringLiteral("seats"));
    for (int seat = 0; seat < seats; ++seat) {
        settings.setArrayIndex(seat);
        table.seats.push_back(
            {settings.value(QStringLiteral("name")).toString(), settings.value(QStringLiteral("human"), true).toBool(),
                settings.value(QStringLiteral("level"), QStringLiteral("normal")).toString()});
    }
    settings.endArray();
    table.startSeat = settings.value(QStringLiteral("startSeat"), -1).toInt();
    table.hotseatHints = settings.value(QStringLiteral("hotseatHints"), false).toBool();
    table.hotseatUndo = settings.value(QStringLiteral("hotseatUndo"), false).toBool();
    settings.beginGroup(QStringLiteral("options"));
    for (const QString& key : settings.childKeys())
        table.options[key.toStdString()] = settings.value(key).toString().toStdString();
    settings.endGroup();
    return sanitizedTable(game, std::move(table));
}

void saveTable(const TableConfig& table)
{
    QSettings settings;
    settings.remove(tableGroup(table.gameId));
    settings.beginGroup(tableGroup(table.gameId));
    settings.beginWriteArray(QStringLiteral("seats"), static_cast<int>(table.seats.size()));
    for (int seat = 0; seat < static_cast<int>(table.seats.size()); ++seat) {
        const SeatConfig& config = table.seats[static_cast<std::size_t>(seat)];
        settings.setArrayIndex(seat);
        settings.setValue(QStringLiteral("name"), config.name);
        settings.setValue(QStringLiteral("human"), config.human);
        settings.setValue(QStringLiteral("level"), config.level);
    }
    settings.endArray();
    settings.setValue(QStringLiteral("startSeat"), table.startSeat);
    settings.setValue(QStringLiteral("hotseatHints"), table.hotseatHints);
    settings.setValue(QStringLiteral("hotseatUndo"), table.hotseatUndo);
    settings.beginGroup(QStringLiteral("options"));
    for (const auto& [name, value] : table.options)
        settings.setValue(QString::fromStdString(name), QString::fromStdString(value));
    settings.endGroup();
    settings.endGroup();
}

std::string loadLastGame()
{
    return QSettings().value(QStringLiteral("lastGame")).toString().toStdString();
}

void saveLastGame(const std::string& gameId)
{
    QSettings().setValue(QStringLiteral("lastGame"), QString::fromStdString(gameId));
}

std::optional<Speed> loadSpeed()
{
    return speedFromName(QSettings().value(QStringLiteral("speed")).toString());
}

void saveSpeed(Speed speed)
{
    QSettings().setValue(QStringLiteral("speed"), speedName(speed));
}

} // namespace nobox
